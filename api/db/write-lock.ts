/**
 * Waiting for SQLite's write lock without blocking the event loop.
 *
 * better-sqlite3 waits for a lock held by another connection synchronously (`busy_timeout`): the thread stands
 * still, answering nothing, for as long as the wait lasts. When another process on the same file writes (a second
 * server process, a CLI), the request thread must not stand still for it. So the request thread's connection waits
 * synchronously for at most REQUEST_BUSY_TIMEOUT_MS, and a write first waits here, asynchronously: it tries to
 * take the lock without waiting, and while another connection holds it, tries again after a growing pause (5 ms
 * doubling up to 100 ms), until a deadline. The event loop answers other requests in between.
 */
import type { Db } from './database';

/** The longest the request thread's connection waits for a lock synchronously. */
export const REQUEST_BUSY_TIMEOUT_MS = 250;

const BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY']);
export const isBusy = (err: unknown) => BUSY_CODES.has(String((err as { code?: unknown } | null)?.code));

/** The error a write gets when the lock stayed taken past its deadline (answered 503 `database_busy`). */
export function busyError(waitedMs: number) {
  return Object.assign(new Error(`The database's write lock stayed taken for ${waitedMs} ms`), { code: 'SQLITE_BUSY' });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** BEGIN IMMEDIATE without waiting: true when begun, false when another connection holds the write lock. */
function tryBegin(db: Db): boolean {
  const before = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 0');
  try {
    db.exec('BEGIN IMMEDIATE');
    return true;
  } catch (err) {
    if (isBusy(err)) return false;
    throw err;
  } finally {
    db.pragma(`busy_timeout = ${before}`);
  }
}

/**
 * Begin a write transaction (BEGIN IMMEDIATE), waiting asynchronously while another connection writes; after
 * `deadlineMs` without the lock, throws an SQLITE_BUSY error (never begun).
 */
export async function beginWriteAsync(db: Db, deadlineMs: number): Promise<void> {
  const start = performance.now();
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    if (tryBegin(db)) return;
    const waited = performance.now() - start;
    if (waited >= deadlineMs) throw busyError(Math.round(waited));
    await sleep(Math.min(pause, deadlineMs - waited));
  }
}

/**
 * Resolve once no other connection holds the write lock (taken and given back at once: true), or false after
 * `deadlineMs`. A connection already inside a transaction holds the lock itself: true at once.
 */
export async function writeLockFree(db: Db, deadlineMs: number): Promise<boolean> {
  if (db.inTransaction) return true;
  try {
    await beginWriteAsync(db, deadlineMs);
  } catch (err) {
    if (isBusy(err)) return false;
    throw err;
  }
  db.exec('ROLLBACK');
  return true;
}
