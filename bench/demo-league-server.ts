/**
 * A bench's own server on a fresh database file with the demo league, as `npm start` runs it: the admin password,
 * the forecasts' track record and the answer lanes on their threads (and, when asked, the result effects' worker).
 * Shared by bench/write-stall.ts and bench/settle-load.ts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../api/app';
import { ensureAdminPassword } from '../api/auth/admin-password';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { seedDemoLeagueIfEmpty } from '../api/league/demo-seed';
import { enableTrackRecordScheduling, scheduleTrackRecord, startTrackRecordWorker } from '../api/league/track-record';
import { startAnswerLanes } from '../api/answer-lanes/answer-lanes';
import { startResultEffectsWorker } from '../api/players/results/effects-queue';
import { adminHeaders, freePort } from './local-server';

export async function startDemoLeagueServer(prefix: string, password: string, { resultEffects = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const db = openDatabase(join(dir, 'bench.db'));
  migrate(db);
  seedDemoLeagueIfEmpty(db);
  await ensureAdminPassword(db, { envPassword: password, log: () => {} });
  enableTrackRecordScheduling();
  startTrackRecordWorker(db);
  startAnswerLanes(db);
  if (resultEffects) startResultEffectsWorker(db);
  scheduleTrackRecord(db);
  const app = createApp({ db });
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  const auth = await adminHeaders(base, password);
  return { dir, db, server, base, auth };
}
