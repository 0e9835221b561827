/**
 * The derived match fields served from the per-version read model equal a from-scratch recomputation
 * (independent code below, straight from the raw table rows) after every kind of write, on random sequences.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createApp } from '../../../api/app';
import type { Db } from '../../../api/db/database';
import { restoreMatch, softDeleteMatch } from '../../../api/admin/matches/match-queries';
import { insertMatch } from '../../../api/league/writes/insert-match';
import { fixtureDb } from './fixture-league';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { seedDemoLeague } from '../../../api/league/demo-seed';
import { listAllMatches, listGroupMatches, listPlayerMatches } from '../../../api/league/match-queries';
import { allMatchesView, groupMatchesView, playerMatchesView } from '../../../api/league/read-model';

interface RawMatch {
  match_id: number;
  game_datetime: string;
  player_1_id: number;
  player_2_id: number;
  deleted_at: string | null;
}

interface Derived {
  match_id: number;
  new_id: number;
  session_id: number;
  session_match_end_id: number;
}

/** From scratch: live matches by (date-time, id); game numbers 1..n; one session per calendar date. */
function recompute(rows: RawMatch[], keep: (m: RawMatch) => boolean): Derived[] {
  const live = rows.filter((m) => m.deleted_at === null && keep(m));
  live.sort((a, b) => (a.game_datetime === b.game_datetime ? a.match_id - b.match_id : a.game_datetime < b.game_datetime ? -1 : 1));
  const dates = [...new Set(live.map((m) => m.game_datetime.slice(0, 10)))].sort();
  return live.map((m, i) => {
    const date = m.game_datetime.slice(0, 10);
    const next = live[i + 1];
    return {
      match_id: m.match_id,
      new_id: i + 1,
      session_id: dates.indexOf(date) + 1,
      session_match_end_id: next && next.game_datetime.slice(0, 10) === date ? 0 : 1,
    };
  });
}

function rawMatches(db: Db): RawMatch[] {
  return db.prepare('SELECT match_id, game_datetime, player_1_id, player_2_id, deleted_at FROM pool_matches').all() as RawMatch[];
}
function members(db: Db, groupId: number): Set<number> {
  return new Set(
    (db.prepare('SELECT player_id FROM pool_group_players WHERE group_id = ?').all(groupId) as { player_id: number }[]).map(
      (r) => r.player_id,
    ),
  );
}

type Command =
  | { kind: 'add'; p1: number; p2: number; day: number; minute: number; p1Wins: boolean; loser: number; now: boolean }
  | { kind: 'delete'; pick: number }
  | { kind: 'restore'; pick: number }
  | { kind: 'join'; group: number; player: number };

const players = fc.integer({ min: 1, max: 5 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc
    .record({
      kind: fc.constant('add' as const),
      p1: players,
      p2: players,
      day: fc.integer({ min: 0, max: 6 }),
      minute: fc.integer({ min: 0, max: 3 }),
      p1Wins: fc.boolean(),
      loser: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7),
      now: fc.boolean(),
    })
    .filter((c) => c.p1 !== c.p2),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('restore' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('join' as const), group: fc.constantFrom(1, 2), player: players }),
);

function apply(db: Db, c: Command) {
  if (c.kind === 'add') {
    const [s1, s2] = c.p1Wins ? [10, c.loser] : [c.loser, 10];
    if (c.now) {
      insertMatch(db, { player1Id: c.p1, player2Id: c.p2, score1: s1, score2: s2, fixtureWeight: 1 });
    } else {
      // Back-dated results, many on the same date and some at the same minute, to exercise ties and sessions.
      const when = `2025-01-${String(7 + c.day).padStart(2, '0')} 19:${String(c.minute * 10).padStart(2, '0')}:00`;
      db.prepare(
        `INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id, fixture_weight)
         VALUES (?, ?, ?, ?, ?, ?, 1)`,
      ).run(when, c.p1, c.p2, s1, s2, c.p1Wins ? c.p1 : c.p2);
    }
  } else if (c.kind === 'delete' || c.kind === 'restore') {
    const want = c.kind === 'delete' ? 'IS NULL' : 'IS NOT NULL';
    const ids = (db.prepare(`SELECT match_id FROM pool_matches WHERE deleted_at ${want} ORDER BY match_id`).all() as {
      match_id: number;
    }[]).map((r) => r.match_id);
    if (!ids.length) return;
    const id = ids[c.pick % ids.length];
    expect(c.kind === 'delete' ? softDeleteMatch(db, id) : restoreMatch(db, id)).toBe(true);
  } else {
    db.prepare('INSERT OR IGNORE INTO pool_group_players (group_id, player_id) VALUES (?, ?)').run(c.group, c.player);
  }
}

const pick = (rows: Derived[]) => rows.map(({ match_id, new_id, session_id, session_match_end_id }) => ({ match_id, new_id, session_id, session_match_end_id }));

describe('pool read model', () => {
  it('serves derived fields equal to a from-scratch recomputation after every add, delete, restore and membership change', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const db = fixtureDb();
        const app = createApp({ db });
        const get = async (path: string) => ((await (await app.request(`/api/pool${path}`)).json()) as { data: Derived[] }).data;
        // Warm every answer first, so a stale cached answer would show.
        await get('/matches');
        await get('/group/1/matches');
        await get('/player/3/matches');
        for (const c of commands) {
          apply(db, c);
          const raw = rawMatches(db);
          expect(pick(await get('/matches'))).toEqual(recompute(raw, () => true));
          for (const g of [1, 2]) {
            const m = members(db, g);
            expect(pick(await get(`/group/${g}/matches`))).toEqual(recompute(raw, (r) => m.has(r.player_1_id) && m.has(r.player_2_id)));
          }
          for (const p of [1, 3]) {
            // A player's list keeps the league-wide numbering.
            const league = new Map(recompute(raw, () => true).map((d) => [d.match_id, d]));
            const mine = raw.filter((r) => r.deleted_at === null && (r.player_1_id === p || r.player_2_id === p));
            const expected = mine.map((r) => league.get(r.match_id)!).sort((a, b) => a.new_id - b.new_id);
            expect(pick(await get(`/player/${p}/matches`))).toEqual(expected);
          }
        }
        db.close();
      }),
      { numRuns: 40 },
    );
  });

  it('gives the same rows, field for field and in the same key order, as the SQL numbering of match-queries.ts', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    seedDemoLeague(db);
    db.prepare('UPDATE pool_matches SET deleted_at = created_at WHERE match_id % 17 = 0').run();
    expect(JSON.stringify(allMatchesView(db))).toBe(JSON.stringify(listAllMatches(db)));
    for (const g of [1, 2]) expect(JSON.stringify(groupMatchesView(db, g))).toBe(JSON.stringify(listGroupMatches(db, g)));
    for (const p of [1, 5, 12]) expect(JSON.stringify(playerMatchesView(db, p))).toBe(JSON.stringify(listPlayerMatches(db, p)));
  });
});
