/**
 * The command-line writers (`npm run import:cricket`, `npm run db:seed`) hold the database's import lock
 * (api/db/import-lock.ts) while they write, as the admin's CSV import does: every server process on
 * the same file then answers admin and sign-in writes 503 `import_running` at once instead of waiting on SQLite's
 * write lock, and two imports never run at once. When another process holds it, the command writes nothing and says so.
 */
import type { Db } from '../api/db/database';
import { acquireImportLock, importLockHolder, releaseImportLock } from '../api/db/import-lock';

export async function withImportLock<T>(db: Db, write: () => Promise<T> | T): Promise<T | null> {
  const token = await acquireImportLock(db);
  if (token === null) {
    const holder = importLockHolder(db);
    console.error(
      `Another import is writing to this database${holder ? ` (process ${holder.pid} on ${holder.host}, since ${holder.started_at})` : ''}; nothing was written. Try again when it has finished.`,
    );
    process.exitCode = 1;
    return null;
  }
  try {
    return await write();
  } finally {
    await releaseImportLock(db, token);
  }
}
