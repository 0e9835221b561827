import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export type Db = Database.Database;

export const DEFAULT_DATABASE_PATH = 'data/site.db';

/**
 * Open the SQLite database with the settings every caller needs:
 * WAL journaling, fully synchronous commits, foreign keys enforced, a busy
 * timeout for concurrent writers.
 * `:memory:` gives a private in-memory database (tests).
 */
export function openDatabase(path: string = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH): Db {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // FULL: a committed admin write survives a power cut too, not only a crash
  // (WAL with NORMAL only guarantees the latter). Writes are rare and small.
  db.pragma('synchronous = FULL');
  return db;
}
