import type { Db } from '../../db/database';
import { cricketMatchCount, formatSummary, importCricsheet, OFFICIAL_CRICSHEET_URL, sourceList } from './import';
import { setImportStatus } from './import-status';
import { needsReimport } from '../queries/batting-queries';
import { refreshWinProbability } from '../win-probability/win-probability-fit';
import { deriveInBackground } from '../queries/derive-once';

/**
 * At start-up, when the cricket tables are empty, or hold matches imported before the ball-by-ball
 * analytics (migration 7, which also fixed the boundary counts) or before the scorecards (migration 12):
 * or before the win-probability delivery logs (migration 17),
 * import CRICSHEET_SOURCE (a
 * path or URL, or several separated by commas or spaces: every format's archive) before serving when it is set; otherwise, unless
 * CRICSHEET_AUTO_IMPORT=0, try the official archive once in the background.
 * A failure is logged and recorded; the site keeps running and the cricket
 * pages explain how to load the data.
 */
export async function cricketStartupImport(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (cricketMatchCount(db) > 0) {
    if (!needsReimport(db)) {
      // A fit cut short (the server stopped during it): fit again in the background.
      if (!db.prepare('SELECT 1 FROM cricket_wp_fit').get()) fitLater(db);
      void deriveInBackground(db);
      return;
    }
    console.log('[cricket] matches imported before ball-by-ball analytics or scorecards: importing again');
  }
  const source = env.CRICSHEET_SOURCE?.trim();
  const register = env.CRICSHEET_REGISTER?.trim() || undefined;
  if (source) {
    await runLogged(db, sourceList(source), { register });
    return;
  }
  if (env.CRICSHEET_AUTO_IMPORT === '0') return;
  void runLogged(db, OFFICIAL_CRICSHEET_URL, { register, downloadTimeoutMs: 20_000 });
}

async function runLogged(db: Db, source: string | string[], opts: { register?: string; downloadTimeoutMs?: number }) {
  setImportStatus(db, `importing from ${typeof source === 'string' ? source : source.join(', ')}`);
  try {
    // importCricsheet records the outcome ("imported", last_import) itself, as a manual import does.
    const summary = await importCricsheet(db, source, opts);
    for (const line of formatSummary(summary)) console.log(`[cricket] ${line}`);
    // What many answers share, once per data version, before a visitor's request has to (queries/derive-once.ts).
    void deriveInBackground(db);
    // After the import, on its worker thread, once the server listens: start-up never waits for it (it held the
    // server from listening for 2 minutes on the full archive); win-probability answers say "not fitted yet" meanwhile.
    if (summary.matches > 0) fitLater(db);
  } catch (e) {
    const msg = (e as Error).message;
    console.warn(`[cricket] Cricsheet import skipped: ${msg}. Load the data with: npm run import:cricket -- <zip|folder|url>`);
    setImportStatus(db, `failed: ${msg}`);
  }
}

/** The win-probability fit, started on a later turn of the event loop (after start-up has returned) and logged. */
function fitLater(db: Db) {
  setImmediate(() => {
    refreshWinProbability(db).then(
      (fit) => console.log(`[cricket] win probability: ${fit.seasons} season models, ${fit.tests} Tests scored (limited overs: ${Object.entries(fit.limited).map(([k, n]) => `${k} ${n}`).join(', ')}), in ${(fit.ms / 1000).toFixed(1)} s`),
      (e: Error) => console.warn(`[cricket] win-probability fit failed: ${e.message}`),
    );
  });
}
