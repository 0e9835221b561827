/**
 * In front of every admin and sign-in request (api/app.ts): what another server process on the same database file
 * is doing never makes this process's event loop wait.
 *
 * - While any process writes a CSV import (the lock in the database, api/db/import-lock.ts), the request
 *   is answered 503 `import_running` with Retry-After at once.
 * - A request that may write (not GET, HEAD or OPTIONS) first waits, asynchronously, until no other connection
 *   holds SQLite's write lock (api/db/write-lock.ts); past WRITE_WAIT_MS it is answered 503 `database_busy` with
 *   Retry-After, nothing written. The request thread's connection then waits synchronously for a lock at most
 *   REQUEST_BUSY_TIMEOUT_MS (250 ms), where better-sqlite3's default would stand still for 5 s.
 *
 * In-memory databases (unit tests) have no other process: only the import check applies.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { busyError, REQUEST_BUSY_TIMEOUT_MS, writeLockFree } from '../db/write-lock';
import { importLockHolder } from '../db/import-lock';
import { importRunningError } from '../db/import-running';

/** How long a write waits for another connection's write before it is refused. */
export const WRITE_WAIT_MS = 2_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function adminWriteGate(db: Db): MiddlewareHandler<AppEnv> {
  if (!db.memory) db.pragma(`busy_timeout = ${REQUEST_BUSY_TIMEOUT_MS}`);
  return async (c, next) => {
    if (importLockHolder(db)) throw importRunningError();
    if (!db.memory && !READS.has(c.req.method) && !(await writeLockFree(db, WRITE_WAIT_MS))) throw busyError(WRITE_WAIT_MS);
    await next();
  };
}
