import { describe, expect, it } from 'vitest';
import type { AdminMatchPage } from '../../../contracts/admin';
import { insertMatch } from '../../../api/league/writes/insert-match';
import { auditParts } from '../../../src/features/admin/utils/audit-text';
import { call, login, makeAdminApp } from './admin-test-kit';

/** The audit log links what it names; a match id a visitor quotes finds the match in the admin search. */
describe('audit log links', () => {
  const parts = (action: string, detail: unknown, match_id: number | null = null) =>
    auditParts({ action: action as never, match_id, detail: detail === null ? null : JSON.stringify(detail) });

  it('links players to their pages, groups to theirs and matches to the match search', () => {
    expect(parts('add_member', { group: { id: 1, name: 'Banff', url_slug: 'banff' }, player: { id: 4, name: 'Bea Munro' } })).toEqual([
      'Added ',
      { text: 'Bea Munro', href: '/pool/player/4' },
      ' to ',
      { text: 'Banff', href: '/pool/group/banff' },
    ]);
    expect(parts('edit_match', { before: { score_1: 10, score_2: 6 }, after: { score_1: 10, score_2: 7 } }, 853)).toEqual([
      'Edited ',
      { text: 'match 853', href: '/admin?match=853' },
      ': 10–6 → 10–7',
    ]);
    // The old name of a rename is text; the new one links.
    expect(parts('rename_player', { before: { id: 2, name: 'Bem' }, after: { id: 2, name: 'Ben' } })).toEqual([
      'Renamed player ',
      'Bem',
      ' to ',
      { text: 'Ben', href: '/pool/player/2' },
    ]);
    // A deleted player has no page; an archived one keeps it.
    expect(parts('delete_player', { id: 6, name: 'Fay', outcome: 'deleted' })).toEqual(['Deleted player ', 'Fay']);
    expect(parts('archive_player', { id: 2, name: 'Ben', outcome: 'archived' })).toEqual(['Archived player ', { text: 'Ben', href: '/pool/player/2' }]);
    expect(parts('login', null)).toEqual(['Signed in']);
  });
});

describe('GET /api/admin/matches?q=<match id>', () => {
  it('finds the match whose id a public row shows, written as 853, #853 or "match id 853"', async () => {
    const { db, app } = await makeAdminApp();
    const ids = [0, 1, 2].map((i) => insertMatch(db, { player1Id: 1, player2Id: 2, score1: 10, score2: i, fixtureWeight: 1, gameDatetime: `2025-01-0${i + 1} 19:00:00` }));
    const token = await login(app);
    for (const q of [String(ids[1]), `#${ids[1]}`, `match id ${ids[1]}`]) {
      const res = await call(app, `/api/admin/matches?q=${encodeURIComponent(q)}`, { token });
      const body = (await res.json()) as AdminMatchPage;
      expect(body.data.map((m) => m.match_id)).toEqual([ids[1]]);
    }
    // A name still searches names.
    expect((((await (await call(app, '/api/admin/matches?q=ann', { token })).json()) as AdminMatchPage).total)).toBe(3);
  });
});
