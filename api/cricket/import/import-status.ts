/** The cricket import's status and last summary, kept in the database for GET /api/cricket/coverage. */
import type { LastImport } from '../../../contracts/cricket-coverage';
import type { Db } from '../../db/database';
import type { ImportSummary } from './import';

const LAST_IMPORT_KEY = 'cricket_last_import';
const STATUS_KEY = 'cricket_import_status';

export function setMeta(db: Db, key: string, value: string) {
  db.prepare(
    `INSERT INTO app_meta (key, value) VALUES (?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ).run(key, value);
}

export function getMeta(db: Db, key: string): string | null {
  const row = db.prepare<unknown[], { value: string }>('SELECT value FROM app_meta WHERE key = ?').get(key);
  return row?.value ?? null;
}

/** The import status shown by GET /api/cricket/coverage; every import (CLI or start-up) sets it. */
export function setImportStatus(db: Db, status: string) {
  setMeta(db, STATUS_KEY, status);
}

export function importStatus(db: Db): string | null {
  return getMeta(db, STATUS_KEY);
}

export function recordImport(db: Db, s: ImportSummary) {
  const rec: LastImport = {
    source: s.source,
    finished_at: new Date().toISOString(),
    files: s.files,
    matches: s.matches,
    ignored: s.ignored.length,
    skipped: s.skipped.length,
    register_loaded: s.register.loaded,
  };
  setMeta(db, LAST_IMPORT_KEY, JSON.stringify(rec));
  setImportStatus(db, s.matches > 0 ? 'imported' : `no matches found in ${s.source}`);
}

export function lastImport(db: Db): LastImport | null {
  const v = getMeta(db, LAST_IMPORT_KEY);
  return v ? (JSON.parse(v) as LastImport) : null;
}
