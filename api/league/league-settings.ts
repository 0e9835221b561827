import type { Db } from '../db/database';
import { stmt } from '../db/statement-cache';

/** The league's key-value settings (table league_settings): whether the demo league was declined or removed, and when it was made. */
export function getSetting(db: Db, key: string): string | undefined {
  return stmt<{ value: string }>(db, 'SELECT value FROM league_settings WHERE key = ?').get(key)?.value;
}

export function putSetting(db: Db, key: string, value: string): void {
  stmt(db, 'INSERT INTO league_settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
