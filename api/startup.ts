import type { Db } from './db/database';
import { cricketStartupImport } from './cricket/import/startup-import';
import { seedDemoLeagueIfEmpty } from './league/demo-seed';
import { poolIsEmpty } from './league/entity-queries';
import { enableTrackRecordScheduling, scheduleTrackRecord, startTrackRecordWorker } from './league/track-record';
import { startAnswerLanes } from './answer-lanes/answer-lanes';
import { startCardRenderPool } from './cards/card-render-pool';
import { startWalCheckpoints } from './db/wal-checkpoint';
import { ensureAdminPassword } from './auth/admin-password';
import { getSetting, putSetting } from './league/league-settings';
import { startAutoConfirm } from './players/auto-confirm';
import { scheduleResultEffects, startResultEffectsWorker } from './players/results/effects-queue';
import { seedDemoTeamLeague } from './team-league/demo-team-league';

/**
 * Pool league: load the demo league when the pool tables are empty (never overwrites real data), unless
 * POOL_DEMO=0 (an empty league; remembered, so a later start without it does not fill the league either) or the
 * admin removed the demo league once. `npm run db:seed` still loads it on purpose.
 */
export function poolDemoStartup(db: Db, env: string | undefined = process.env.POOL_DEMO, log = (line: string) => console.log(line)) {
  if (env === '0') {
    if (poolIsEmpty(db) && getSetting(db, 'demo') === undefined) putSetting(db, 'demo', 'declined');
    return null;
  }
  if (getSetting(db, 'demo') !== undefined) return null;
  const pool = seedDemoLeagueIfEmpty(db);
  if (pool) {
    log(`Pool demo league loaded: ${pool.groups} groups, ${pool.players} players, ${pool.matches} matches`);
    const teams = seedDemoTeamLeague(db, new Date().toISOString().slice(0, 10));
    if (teams) log(`Pool demo team league loaded: ${teams.divisions} divisions, ${teams.teams} teams, ${teams.cards} match cards`);
  }
  return pool;
}

/**
 * Work done once per server start after migrations (seeding demo data,
 * background imports, credentials). Each feature adds its step here.
 */
export async function runStartupTasks(db: Db): Promise<void> {
  // Cricket: import Cricsheet data when the tables are empty (see README).
  await cricketStartupImport(db);
  poolDemoStartup(db);
  // The season forecast's track record: computed in the background, after start-up and every admin write.
  // On a worker thread with its own connection when the database is a file, so no request waits on it.
  enableTrackRecordScheduling();
  startTrackRecordWorker(db);
  // The public pool answers too (the largest is every match of the league).
  startAnswerLanes(db);
  // Share cards are drawn on their own small pool of threads, never on the one answering requests.
  startCardRenderPool();
  // WAL checkpoints on a timer, on a thread of their own.
  const checkpoints = startWalCheckpoints(db);
  if (checkpoints) checkpoints.catch((err) => console.error('WAL checkpoint thread:', err));
  scheduleTrackRecord(db);
  // Results players submitted: confirmed when their window runs out, even with nobody looking (a timer, in bounded
  // batches); what each confirmed result changed is measured afterwards on its own thread.
  startResultEffectsWorker(db);
  scheduleResultEffects(db);
  startAutoConfirm(db);
  // Admin password: from ADMIN_PASSWORD, or generated and printed once at first start.
  await ensureAdminPassword(db, { envPassword: process.env.ADMIN_PASSWORD });
}
