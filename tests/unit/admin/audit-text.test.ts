import { describe, expect, it } from 'vitest';
import { auditSentence } from '../../../src/features/admin/utils/audit-text';

describe('audit log in words', () => {
  it('says who, what and which match', () => {
    const row = (action: string, detail: unknown, match_id: number | null = null) =>
      auditSentence({ action: action as never, match_id, detail: detail === null ? null : JSON.stringify(detail) });
    expect(row('add_member', { group: { id: 1, name: 'Banff' }, player: { id: 4, name: 'Bea Munro' } })).toBe('Added Bea Munro to Banff');
    expect(row('edit_match', { before: { score_1: 10, score_2: 6 }, after: { score_1: 10, score_2: 7 } }, 853)).toBe('Edited match 853: 10–6 → 10–7');
    expect(row('create_player', { id: 9, name: 'Dee Lowe' })).toBe('Created player Dee Lowe');
    expect(row('rename_group', { before: { name: 'Banf' }, after: { name: 'Banff' } })).toBe('Renamed group Banf to Banff');
    expect(row('archive_player', { id: 2, name: 'Ben', outcome: 'archived' })).toBe('Archived player Ben');
    expect(row('delete_match', null, 12)).toBe('Deleted match 12');
    expect(row('import', { matchesAdded: 1, playersCreated: 2, groupsCreated: 1 })).toBe('Imported 1 match, 2 new players, 1 new group');
    expect(row('login', null)).toBe('Signed in');
  });
});
