import type { Db } from './db/database';
import { cricketStartupImport } from './cricket/startup-import';
import { seedDemoLeagueIfEmpty } from './pool/demo-seed';
import { ensureAdminPassword } from './admin/admin-password';

/**
 * Work done once per server start after migrations (seeding demo data,
 * background imports, credentials). Each feature adds its step here.
 */
export async function runStartupTasks(db: Db): Promise<void> {
  // Cricket: import Cricsheet data when the tables are empty (see README).
  await cricketStartupImport(db);
  // Pool league: load the demo league when the pool tables are empty (never overwrites real data).
  const pool = seedDemoLeagueIfEmpty(db);
  if (pool) console.log(`Pool demo league loaded: ${pool.groups} groups, ${pool.players} players, ${pool.matches} matches`);
  // Admin password: from ADMIN_PASSWORD, or generated and printed once at first start (issue 6).
  await ensureAdminPassword(db, { envPassword: process.env.ADMIN_PASSWORD });
}
