import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

/**
 * Copy a live SQLite database with SQLite's online backup API: the copy is one
 * consistent snapshot (WAL included) even while the server keeps writing.
 * The copy is checked with `PRAGMA integrity_check` before this returns.
 */
export async function backupDatabase(source: string, target: string, opts: { force?: boolean } = {}): Promise<{ schemaVersion: number }> {
  if (!existsSync(source)) throw new BackupError(`No database at ${source} (set DATABASE_PATH)`, 1);
  if (resolve(target) === resolve(source)) throw new BackupError('The backup file must differ from the database itself', 2);
  if (existsSync(target) && !opts.force) throw new BackupError(`${target} already exists; pass --force to overwrite it`, 1);

  mkdirSync(dirname(resolve(target)), { recursive: true });
  const db = new Database(source, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  const copy = new Database(target, { readonly: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`Backup written to ${target} but its integrity check failed: ${String(check)}`, 1);
    return { schemaVersion: copy.pragma('user_version', { simple: true }) as number };
  } finally {
    copy.close();
  }
}
