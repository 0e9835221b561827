import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ForecastHistoryAnswer } from '../../../contracts/forecast';
import type { AdminSeasonDetail } from '../../../contracts/season';
import {
  enableTrackRecordScheduling,
  forecastEngine,
  scheduleTrackRecord,
  trackRecordIdle,
  type TrackEngine,
} from '../../../api/league/track-record';
import { call, login, makeAdminApp, type App } from '../admin/admin-test-kit';

afterEach(() => {
  enableTrackRecordScheduling(false);
  vi.restoreAllMocks();
});

async function createSeason(app: App, token: string, groupId: number, name: string, generate: boolean) {
  const res = await call(app, '/api/admin/seasons', {
    body: { groupId, name, startDate: '2025-01-07', ...(generate ? { generate: { meetings: 1, everyDays: 7, seed: name } } : {}) },
    token,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: AdminSeasonDetail }).data;
}

async function playFirst(app: App, token: string, season: AdminSeasonDetail) {
  const f = season.fixtures[0];
  const res = await call(app, '/api/admin/add-result', {
    body: { player1Id: f.player_1_id, player2Id: f.player_2_id, score1: 10, score2: 3, gameDate: f.date },
    token,
  });
  expect(res.status).toBe(201);
}

const history = async (app: App, slug: string) =>
  ((await (await call(app, `/api/pool/forecast/${slug}/history`)).json()) as ForecastHistoryAnswer).data;

describe('track record: one season never stops the others', () => {
  it('a season without fixtures answers 409 with an explanation, never 500', async () => {
    const { app } = await makeAdminApp();
    const token = await login(app);
    const empty = await createSeason(app, token, 1, 'Empty', false);
    const res = await call(app, `/api/admin/seasons/${empty.season.id}/track-record`, { body: {}, token });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('season_empty');
    expect(body.error.message).toMatch(/no fixtures/);
  });

  it('an empty season in an earlier group does not keep a later group without its history', async () => {
    const { db, app } = await makeAdminApp();
    const token = await login(app);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    enableTrackRecordScheduling();
    await createSeason(app, token, 1, 'Banff empty', false);
    const hurricane = await createSeason(app, token, 2, 'Hurricane S', true);
    await playFirst(app, token, hurricane);
    scheduleTrackRecord(db);
    await trackRecordIdle(db);
    expect((await history(app, 'hurricane')).snapshots.map((s) => s.label)).toEqual(['Start', 'Round 1']);
    expect((await history(app, 'banff')).snapshots).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a season whose computation fails is logged and the job goes on with the next one', async () => {
    const { db, app } = await makeAdminApp();
    const token = await login(app);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const banff = await createSeason(app, token, 1, 'Banff S', true);
    const hurricane = await createSeason(app, token, 2, 'Hurricane S', true);
    await playFirst(app, token, banff);
    await playFirst(app, token, hurricane);
    // The engine fails on every Banff snapshot (the first group the job visits).
    const engine: TrackEngine = (input, sims, seed) => {
      if (seed.startsWith(`track-${banff.season.id}-`)) throw new RangeError('simulated failure');
      return forecastEngine(input, sims, seed);
    };
    enableTrackRecordScheduling();
    scheduleTrackRecord(db, engine);
    await trackRecordIdle(db);
    expect((await history(app, 'hurricane')).snapshots.map((s) => s.label)).toEqual(['Start', 'Round 1']);
    expect((await history(app, 'banff')).snapshots).toEqual([]);
    expect(errors).toHaveBeenCalled();
    expect(String(errors.mock.calls[0][0])).toContain(`season ${banff.season.id}`);
  });
});
