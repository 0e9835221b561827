import { afterEach, describe, expect, it } from 'vitest';
import type { ForecastHistoryAnswer } from '../../../contracts/forecast';
import type { AdminSeasonDetail } from '../../../contracts/season';
import { enableTrackRecordScheduling, startTrackRecordWorker, stopTrackRecordWorker, trackRecordIdle } from '../../../api/league/track-record';
import { call, login } from '../admin/admin-test-kit';
import { cleanUp, fileApp, longestStall } from './file-db-kit';

afterEach(async () => {
  enableTrackRecordScheduling(false);
  await cleanUp();
});

describe('track record on a worker thread', () => {
  it('a write on a large league never stalls the event loop while the track record is recomputed', { timeout: 120_000 }, async () => {
    const { db, app } = await fileApp(20_000, stopTrackRecordWorker);
    const token = await login(app);
    expect(startTrackRecordWorker(db)).toBe(true);
    enableTrackRecordScheduling();
    const created = await call(app, '/api/admin/seasons', {
      body: { groupId: 2, name: 'Big', startDate: '2025-01-07', generate: { meetings: 2, everyDays: 7, seed: 'big' } },
      token,
    });
    expect(created.status).toBe(201);
    const season = ((await created.json()) as { data: AdminSeasonDetail }).data;
    const f = season.fixtures[0];
    const stall = await longestStall(async () => {
      const res = await call(app, '/api/admin/add-result', {
        body: { player1Id: f.player_1_id, player2Id: f.player_2_id, score1: 10, score2: 2, gameDate: f.date },
        token,
      });
      expect(res.status).toBe(201);
      await trackRecordIdle(db);
    });
    const h = ((await (await call(app, '/api/pool/forecast/hurricane/history')).json()) as ForecastHistoryAnswer).data;
    expect(h.snapshots.map((s) => s.label)).toEqual(['Start', 'Round 1']);
    // Generous for a shared machine: the write itself and the answer are all this thread does (bench/ has the tight bound).
    expect(stall).toBeLessThan(750);
  });

  it('POST /seasons/{id}/track-record computes on the worker and answers what it computed', { timeout: 60_000 }, async () => {
    const { db, app } = await fileApp(0, stopTrackRecordWorker);
    const token = await login(app);
    startTrackRecordWorker(db);
    const created = await call(app, '/api/admin/seasons', {
      body: { groupId: 1, name: 'S', startDate: '2025-01-07', generate: { meetings: 1, everyDays: 7, seed: 's' } },
      token,
    });
    const season = ((await created.json()) as { data: AdminSeasonDetail }).data;
    const res = await call(app, `/api/admin/seasons/${season.season.id}/track-record`, { body: {}, token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { computed: number } }).data.computed).toBe(1);
    const stored = db.prepare('SELECT COUNT(*) FROM pool_forecast_snapshots WHERE season_id = ?').pluck().get(season.season.id);
    expect(stored).toBe(1);
  });
});
