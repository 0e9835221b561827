import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ForecastHistoryAnswer } from '../../../contracts/forecast';
import type { AdminSeasonDetail } from '../../../contracts/season';
import { createApp } from '../../../api/app';
import { ensureAdminPassword } from '../../../api/admin/admin-password';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import {
  enableTrackRecordScheduling,
  startTrackRecordWorker,
  stopTrackRecordWorker,
  trackRecordIdle,
} from '../../../api/league/track-record';
import { call, login, PASSWORD, seedPool, TEST_SCRYPT } from '../admin/admin-test-kit';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  enableTrackRecordScheduling(false);
  while (cleanups.length) await cleanups.pop()!();
});

/** `n` past matches between Hurricane's four players (ids 3-6), a minute apart from 2020-01-01. */
function seedMatches(db: Db, n: number) {
  const insert = db.prepare(
    `INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id)
     VALUES (datetime('2020-01-01', '+' || ? || ' minutes'), ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const a = 3 + (i % 4);
      const b = 3 + ((i + 1 + (i >> 2)) % 4 === i % 4 ? (i + 2) % 4 : (i + 1 + (i >> 2)) % 4);
      const aWins = (i * 7919) % 3 !== 0;
      insert.run(i, a, b, aWins ? 10 : i % 8, aWins ? i % 8 : 10, aWins ? a : b);
    }
  })();
}

async function fileApp(matches: number) {
  const dir = mkdtempSync(join(tmpdir(), 'track-worker-'));
  const db = openDatabase(join(dir, 'site.db'));
  migrate(db);
  await ensureAdminPassword(db, { envPassword: PASSWORD, params: TEST_SCRYPT, log: () => {} });
  seedPool(db);
  seedMatches(db, matches);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(() => db.close());
  cleanups.push(() => stopTrackRecordWorker(db));
  return { db, app: createApp({ db }) };
}

/** The longest the event loop went without a turn while `work` ran (a 5 ms ticker). */
async function longestStall(work: () => Promise<void>) {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(worst, performance.now() - last);
}

describe('track record on a worker thread', () => {
  it('a write on a large league never stalls the event loop while the track record is recomputed', { timeout: 120_000 }, async () => {
    const { db, app } = await fileApp(20_000);
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
    const { db, app } = await fileApp(0);
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
