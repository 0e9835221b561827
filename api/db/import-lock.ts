/**
 * The CSV import's lock, kept in the database (table import_lock, migration 013) so that every server process on
 * the file sees it: while one process writes an import, every process answers other admin and sign-in requests 503
 * `import_running` with Retry-After at once, instead of waiting for SQLite's write lock.
 *
 * The row names its holder (host name, process id, a token drawn per import) and a lease. A lock is live while its
 * lease runs and, on this host, while its process lives (a process killed mid-import leaves a row that the next
 * look finds dead and ignores); this process's own row counts only while the import that wrote it runs. The row
 * is deleted in the import's own transaction, so a committed import never leaves its lock behind.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { processIdentity, sameProcessAlive } from '../lib/process-alive';
import type { Db } from './database';
import { beginWriteAsync } from './write-lock';
import { stmt } from './statement-cache';

/** Longer than the largest import takes on a busy machine (8 MiB: under a minute); a backstop for other hosts. */
const LEASE_MS = 10 * 60_000;
/** How long taking or giving back the lock waits for another connection's write. */
const LOCK_WAIT_MS = 5_000;
const HOST = hostname();
/** This process's boot id and start time (api/lib/process-alive.ts), written with its id. */
const SELF_START = processIdentity(process.pid);
/** The tokens of this process's imports that hold the lock now. */
const held = new Set<string>();

interface LockRow {
  token: string;
  host: string;
  pid: number;
  /** The holder's boot id and start time (migration 016), null where unknown. */
  process_start: string | null;
  started_at: string;
  expires_at: number;
}

/** The live holder of the import lock, or null when no import is being written by any process. */
export function importLockHolder(db: Db, now = Date.now()): LockRow | null {
  const row = stmt<LockRow>(db, 'SELECT token, host, pid, process_start, started_at, expires_at FROM import_lock WHERE id = 1').get();
  if (!row || row.expires_at <= now) return null;
  if (row.host === HOST) {
    if (row.pid === process.pid) return held.has(row.token) ? row : null;
    // A crashed holder's id may since name another process: the start time tells them apart.
    if (!sameProcessAlive(row.pid, row.process_start)) return null;
  }
  return row;
}

/**
 * Take the import lock in a short write transaction (waiting asynchronously for another connection's write), or
 * null when a live import holds it. Returns the token the import gives back with `releaseImportLock`.
 */
export async function acquireImportLock(db: Db, now = Date.now()): Promise<string | null> {
  await beginWriteAsync(db, LOCK_WAIT_MS);
  try {
    if (importLockHolder(db, now)) {
      db.exec('ROLLBACK');
      return null;
    }
    const token = randomUUID();
    stmt(
      db,
      `INSERT INTO import_lock (id, token, host, pid, process_start, started_at, expires_at) VALUES (1, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET token = excluded.token, host = excluded.host, pid = excluded.pid,
         process_start = excluded.process_start, started_at = excluded.started_at, expires_at = excluded.expires_at`,
    ).run(token, HOST, process.pid, SELF_START, new Date(now).toISOString(), now + LEASE_MS);
    db.exec('COMMIT');
    held.add(token);
    return token;
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

/** Delete the lock's row inside a transaction the caller commits (the import's own). */
export function releaseImportLockIn(db: Db, token: string) {
  stmt(db, 'DELETE FROM import_lock WHERE token = ?').run(token);
  held.delete(token);
}

/**
 * Give the lock back: this process stops counting it at once, and the row is deleted in a short write. While that
 * write cannot get the lock, it is tried again every few seconds for a minute (other processes on this host keep
 * seeing the row held until then, or until this process ends or the lease runs out).
 */
export async function releaseImportLock(db: Db, token: string, attempt = 1): Promise<void> {
  held.delete(token);
  try {
    await beginWriteAsync(db, LOCK_WAIT_MS);
    releaseImportLockIn(db, token);
    db.exec('COMMIT');
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK');
    if (attempt >= 12 || !db.open) return void console.error('The import lock could not be given back; it runs out with its lease:', err);
    setTimeout(() => void releaseImportLock(db, token, attempt + 1), LOCK_WAIT_MS).unref();
  }
}
