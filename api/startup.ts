import type { Db } from './db/database';
import { cricketStartupImport } from './cricket/startup-import';

/**
 * Work done once per server start after migrations (seeding demo data,
 * background imports, credentials). Each feature adds its step here.
 */
export async function runStartupTasks(db: Db): Promise<void> {
  // Cricket: import Cricsheet data when the tables are empty (see README).
  await cricketStartupImport(db);
}
