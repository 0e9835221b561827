import type { Db } from '../db/database';
import { cricketMatchCount, formatSummary, importCricsheet, OFFICIAL_CRICSHEET_URL } from './import';

const STATUS_KEY = 'cricket_import_status';

export function setImportStatus(db: Db, status: string) {
  db.prepare(
    `INSERT INTO app_meta (key, value) VALUES (?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ).run(STATUS_KEY, status);
}

export function importStatus(db: Db): string | null {
  const row = db.prepare('SELECT value FROM app_meta WHERE key = ?').get(STATUS_KEY) as { value: string } | undefined;
  return row?.value ?? null;
}

/**
 * At start-up, when the cricket tables are empty: import CRICSHEET_SOURCE (a
 * path or URL) before serving when it is set; otherwise, unless
 * CRICSHEET_AUTO_IMPORT=0, try the official archive once in the background.
 * A failure is logged and recorded; the site keeps running and the cricket
 * pages explain how to load the data.
 */
export async function cricketStartupImport(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (cricketMatchCount(db) > 0) return;
  const source = env.CRICSHEET_SOURCE?.trim();
  if (source) {
    await runLogged(db, source);
    return;
  }
  if (env.CRICSHEET_AUTO_IMPORT === '0') return;
  void runLogged(db, OFFICIAL_CRICSHEET_URL, 20_000);
}

async function runLogged(db: Db, source: string, downloadTimeoutMs?: number) {
  setImportStatus(db, `importing from ${source}`);
  try {
    const summary = await importCricsheet(db, source, { downloadTimeoutMs });
    for (const line of formatSummary(summary)) console.log(`[cricket] ${line}`);
    setImportStatus(db, summary.matches > 0 ? 'imported' : `no matches found in ${source}`);
  } catch (e) {
    const msg = (e as Error).message;
    console.warn(`[cricket] Cricsheet import skipped: ${msg}. Load the data with: npm run import:cricket -- <zip|folder|url>`);
    setImportStatus(db, `failed: ${msg}`);
  }
}
