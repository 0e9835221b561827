import { describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { leagueStatus } from '../../../api/admin/roster/demo-league-check';
import { buildDemoLeague, seedDemoLeague } from '../../../api/league/demo-seed';
import { DEMO_SEED } from '../../../api/league/demo-league';
import { analyseGroup } from '../../../workers/ratings/group-analysis';
import { groupMatchesView } from '../../../api/league/read-model';
import { listGroupPlayers } from '../../../api/league/entity-queries';
import type { GroupSeasonAnswer } from '../../../contracts/season';

function demoDb() {
  const db = openDatabase(':memory:');
  migrate(db);
  // The demo is dated from the day it is loaded; loaded on 26 Nov 2026 its seasons started that autumn.
  seedDemoLeague(db, buildDemoLeague(DEMO_SEED, '2026-11-26'));
  return db;
}

describe('demo league seasons', () => {
  const db = demoDb();
  const app = createApp({ db });
  const get = async <T>(path: string) => ((await (await app.request(path)).json()) as { data: T }).data;

  it('each demo group has a current double round robin with a realistic share still to play', async () => {
    for (const [slug, players] of [
      ['banff', 8],
      ['hurricane', 7],
    ] as const) {
      const s = await get<GroupSeasonAnswer>(`/api/pool/group/${slug}/season`);
      expect(s.season?.name).toBe('Autumn 2026');
      // n players, every pair twice.
      expect(s.fixtures.length).toBe(players * (players - 1));
      expect(s.played + s.remaining).toBe(s.fixtures.length);
      const share = s.remaining / s.fixtures.length;
      expect(share).toBeGreaterThan(0.2);
      expect(share).toBeLessThan(0.5);
      expect(s.table).toHaveLength(players);
      // The table adds up: every fulfilled fixture is one win and one loss; points are 2 a win.
      expect(s.table.reduce((t, r) => t + r.won, 0)).toBe(s.played);
      expect(s.table.reduce((t, r) => t + r.played, 0)).toBe(2 * s.played);
      for (const r of s.table) expect(r.points).toBe(2 * r.won);
    }
  });

  it('the forecast data uses the predictions page model: beta as fitted there, p1_win = sigmoid(beta x gap)', async () => {
    const f = await get<{ beta: number; remaining: { p1_win: number; player1_id: number; player2_id: number }[]; losing_scores: { count: number }[] }>(
      '/api/pool/forecast/banff',
    );
    const group = (await get<{ id: number }>('/api/pool/group/banff')).id;
    const a = analyseGroup(
      listGroupPlayers(db, group).map((p) => p.id),
      groupMatchesView(db, group),
    );
    expect(f.beta).toBeCloseTo(a.model.finalBeta, 9);
    const rating = new Map(a.replay.playerIds.map((id, i) => [id, a.replay.final[i]]));
    for (const r of f.remaining) {
      const expected = 1 / (1 + Math.exp(-a.model.finalBeta * (rating.get(r.player1_id)! - rating.get(r.player2_id)!)));
      expect(r.p1_win).toBeCloseTo(expected, 9);
    }
    // Every live group match has one losing score.
    expect(f.losing_scores.reduce((t, x) => t + x.count, 0)).toBe(groupMatchesView(db, group).length);
  });

  it('is still the demo league for "Remove demo league"; an admin-made fixture change makes it a real league', () => {
    expect(leagueStatus(db).demoOnly).toBe(true);
    db.prepare("UPDATE pool_fixtures SET fixture_date = '2026-12-01' WHERE id = (SELECT MAX(id) FROM pool_fixtures)").run();
    expect(leagueStatus(db).demoOnly).toBe(false);
  });
});
