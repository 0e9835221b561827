import type { Db } from './db/database';
import { ensureAdminPassword } from './admin/admin-password';

/**
 * Work done once per server start after migrations (seeding demo data,
 * background imports, credentials). Each feature adds its step here.
 */
export async function runStartupTasks(db: Db): Promise<void> {
  // Admin password: from ADMIN_PASSWORD, or generated and printed once at first start (issue 6).
  await ensureAdminPassword(db, { envPassword: process.env.ADMIN_PASSWORD });
}
