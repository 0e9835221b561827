import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export type Db = Database.Database;

export const DEFAULT_DATABASE_PATH = 'data/site.db';

/** Bytes a checkpointed write-ahead log is truncated to when it restarts (PRAGMA journal_size_limit). */
export const JOURNAL_SIZE_LIMIT = 8 * 1024 * 1024;

/**
 * Open the SQLite database with the settings every caller needs:
 * WAL journaling, fully synchronous commits, foreign keys enforced, a busy
 * timeout for concurrent writers.
 * `:memory:` gives a private in-memory database (tests).
 */
export function openDatabase(path: string = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH): Db {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') {
    db.pragma('journal_mode = WAL');
    // A checkpointed WAL is cut back to this size when it restarts, instead of keeping its largest size for
    // good (nothing bounded it). Checkpoints also run on a timer off the request thread (wal-checkpoint.ts).
    db.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT}`);
  }
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // FULL: a committed admin write survives a power cut too, not only a crash
  // (WAL with NORMAL only guarantees the latter). Writes are rare and small.
  db.pragma('synchronous = FULL');
  return db;
}
