import type { Db } from './db/database';

/**
 * Work done once per server start after migrations (seeding demo data,
 * background imports, credentials). Each feature adds its step here.
 */
export async function runStartupTasks(db: Db): Promise<void> {
  void db;
}
