import { describe, expect, it } from 'vitest';
import type { ForecastHistoryAnswer } from '../../../contracts/forecast';
import type { AdminSeasonDetail } from '../../../contracts/season';
import { forecastEngine, trackRounds, updateTrackRecord, type TrackEngine } from '../../../api/league/track-record';
import { call, login, makeAdminApp, type App } from '../admin/admin-test-kit';

/** Banff: Ann 1, Ben 2, Cat 3, Dan 4. One meeting a pair: 3 rounds a week apart from 2025-01-07. */
async function setup() {
  const { db, app } = await makeAdminApp();
  const token = await login(app);
  const res = await call(app, '/api/admin/seasons', {
    body: { groupId: 1, name: 'S', startDate: '2025-01-07', generate: { meetings: 1, everyDays: 7, seed: 'track' } },
    token,
  });
  const season = ((await res.json()) as { data: AdminSeasonDetail }).data;
  return { db, app, token, season };
}

async function play(app: App, token: string, fixture: { player_1_id: number; player_2_id: number }, winner: number, loserScore: number, date: string) {
  const p1wins = winner === fixture.player_1_id;
  const res = await call(app, '/api/admin/add-result', {
    body: { player1Id: fixture.player_1_id, player2Id: fixture.player_2_id, score1: p1wins ? 10 : loserScore, score2: p1wins ? loserScore : 10, gameDate: date },
    token,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { match_id: number } }).data.match_id;
}

/** The engine, counting its calls. */
function counting() {
  const calls: string[] = [];
  const engine: TrackEngine = (input, sims, seed) => {
    calls.push(seed);
    return forecastEngine(input, sims, seed);
  };
  return { calls, engine };
}

describe('forecast track record', () => {
  it('keeps one snapshot per round played (and the start), computes each once, and recomputes only what an edit changed', async () => {
    const { db, app, token, season } = await setup();
    const sid = season.season.id;
    const rounds = [1, 2, 3].map((r) => season.fixtures.filter((f) => f.round === r));
    expect(rounds.map((r) => r[0].date)).toEqual(['2025-01-07', '2025-01-14', '2025-01-21']);
    // Not begun: the start only.
    expect(trackRounds(db, sid).map((r) => r.round)).toEqual([0]);

    // Round 1 played on its night; one round-2 fixture played a week late (in round 3's week is not reached: the 20th).
    for (const f of rounds[0]) await play(app, token, f, f.player_1_id, 4, '2025-01-07');
    const late = await play(app, token, rounds[1][0], rounds[1][0].player_2_id, 6, '2025-01-20');
    expect(trackRounds(db, sid).map((r) => [r.round, r.date, r.asOf])).toEqual([
      [0, '2025-01-07', '2025-01-06'],
      [1, '2025-01-07', '2025-01-13'],
      [2, '2025-01-14', '2025-01-20'],
    ]);

    const first = counting();
    expect(updateTrackRecord(db, sid, first.engine)).toEqual({ computed: 3, left: 0 });
    expect(first.calls).toEqual([`track-${sid}-2025-01-06`, `track-${sid}-2025-01-13`, `track-${sid}-2025-01-20`]);
    const again = counting();
    expect(updateTrackRecord(db, sid, again.engine)).toEqual({ computed: 0, left: 0 });
    expect(again.calls).toEqual([]);

    const history = async () => ((await (await call(app, '/api/pool/forecast/banff/history')).json()) as ForecastHistoryAnswer).data;
    let h = await history();
    expect(h.season).toEqual({ name: 'S', start_date: '2025-01-07' });
    expect(h.players.map((p) => p.name)).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(h.snapshots.map((s) => [s.round, s.label, s.sims])).toEqual([
      [0, 'Start', 10_000],
      [1, 'Round 1', 10_000],
      [2, 'Round 2', 10_000],
    ]);
    for (const s of h.snapshots) {
      // One title and one bottom place per simulated season.
      expect(s.players.reduce((t, p) => t + p.title, 0)).toBeCloseTo(100, 9);
      expect(s.players.reduce((t, p) => t + p.bottom, 0)).toBeCloseTo(100, 9);
      // 6 fixtures, 2 points each: 12 points shared out in every simulation.
      expect(s.players.reduce((t, p) => t + p.expected_points, 0)).toBeCloseTo(12, 9);
    }

    // Moving the late result to the 21st takes it out of round 2 (and it opens round 3): round 2 and 3 are
    // computed, the start and round 1 are kept as they were.
    expect((await call(app, '/api/admin/edit-match', { body: { matchId: late, gameDate: '2025-01-21' }, token })).status).toBe(200);
    const edit = counting();
    expect(updateTrackRecord(db, sid, edit.engine)).toEqual({ computed: 2, left: 0 });
    expect(edit.calls).toEqual([`track-${sid}-2025-01-20`, `track-${sid}-9999-12-31`]);
    h = await history();
    expect(h.snapshots.map((s) => s.round)).toEqual([0, 1, 2, 3]);
  });

  it('the snapshot of a finished season is certain: the winner of every game has 100 % of the title', async () => {
    const { db, app, token, season } = await setup();
    // Ann (1) wins every game she plays; Ben beats Cat and Dan; Cat beats Dan.
    const rank = new Map([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
    for (const f of season.fixtures) {
      const winner = rank.get(f.player_1_id)! < rank.get(f.player_2_id)! ? f.player_1_id : f.player_2_id;
      await play(app, token, f, winner, 3, f.date);
    }
    updateTrackRecord(db, season.season.id);
    const h = ((await (await call(app, '/api/pool/forecast/banff/history')).json()) as ForecastHistoryAnswer).data;
    const last = h.snapshots[h.snapshots.length - 1];
    expect(last.round).toBe(3);
    const by = new Map(last.players.map((p) => [p.player_id, p]));
    expect([1, 2, 3, 4].map((id) => [by.get(id)!.title, by.get(id)!.bottom, by.get(id)!.expected_points])).toEqual([
      [100, 0, 6],
      [0, 0, 4],
      [0, 0, 2],
      [0, 100, 0],
    ]);
  });

  it('POST /api/admin/seasons/{id}/track-record: admin only, computes now, audited; unknown season 404', async () => {
    const { db, app, token, season } = await setup();
    const path = `/api/admin/seasons/${season.season.id}/track-record`;
    expect((await call(app, path, { method: 'POST' })).status).toBe(401);
    expect((await call(app, path, { method: 'POST', token, csrf: false })).status).toBe(403);
    const res = await call(app, path, { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { computed: number } }).data.computed).toBe(1);
    const audit = db.prepare("SELECT detail FROM admin_audit_log WHERE action = 'track_record'").all() as { detail: string }[];
    expect(audit.map((a) => JSON.parse(a.detail))).toEqual([{ seasonId: season.season.id, computed: 1, left: 0, ms: expect.any(Number) }]);
    expect((await call(app, '/api/admin/seasons/999/track-record', { method: 'POST', token })).status).toBe(404);
    const bad = await call(app, path, { body: { x: 1 }, token });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('x');
    expect((await call(app, '/api/pool/forecast/nowhere/history')).status).toBe(404);
  });
});
