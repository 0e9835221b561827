/**
 * npm run import:cricket -- [source ...] [--register <folder|url>] [--no-register] [--strict]
 * source: Cricsheet zips, folders of match JSON files or URLs, one or several (every format's archive at once:
 * tests_male_json.zip odis_male_json.zip t20s_female_json.zip ...; default: Cricsheet's official men's Test archive).
 * --register: Cricsheet's people register (people.csv and names.csv) for full names and search; by default
 * the register beside the matches (the source's folder, or Cricsheet's register for a cricsheet.org URL),
 * else a quick try of Cricsheet's official register; without it (offline) the import carries on.
 * --strict exits with 1 when a file was skipped or a venue is missing from the venue table (CI uses it).
 */
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { formatSummary, importCricsheet, OFFICIAL_CRICSHEET_URL, sourceList } from '../api/cricket/import/import';
import { setImportStatus } from '../api/cricket/import/import-status';
import { refreshWinProbability } from '../api/cricket/win-probability/win-probability-fit';
import { withImportLock } from './with-import-lock';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const regIdx = args.indexOf('--register');
const register = args.includes('--no-register') ? false : regIdx >= 0 ? args[regIdx + 1] : undefined;
if (regIdx >= 0 && (!register || register.startsWith('--'))) {
  console.error('--register needs a folder or URL holding people.csv and names.csv');
  process.exit(2);
}
const given = args.filter((a, i) => !a.startsWith('--') && !(regIdx >= 0 && i === regIdx + 1)).flatMap(sourceList);
const sources = given.length ? given : [OFFICIAL_CRICSHEET_URL];

function progress(done: number, total: number | null) {
  if (process.stderr.isTTY) {
    const width = 30;
    const frac = total ? Math.min(1, done / total) : 0;
    const bar = '#'.repeat(Math.round(frac * width)).padEnd(width, '.');
    process.stderr.write(`\r[${bar}] ${done}${total ? `/${total}` : ''} match files`);
    if (total && done >= total) process.stderr.write('\n');
  } else if (done % 100 === 0 || done === total) {
    process.stderr.write(`${done}${total ? `/${total}` : ''} match files\n`);
  }
}

const db = openDatabase();
migrate(db);
try {
  await withImportLock(db, async () => {
    console.log(`Importing Cricsheet data from ${sources.join(', ')}`);
    const summary = await importCricsheet(db, sources, {
      onProgress: progress,
      register: register === undefined ? undefined : register,
      fallbackToOfficialRegister: true,
      registerTimeoutMs: 5_000,
    });
    for (const line of formatSummary(summary)) console.log(line);
    if (summary.matches > 0) {
      console.log('Fitting the win-probability model (one per season, each without that season)...');
      const fit = await refreshWinProbability(db);
      console.log(`  win probability: ${fit.seasons} season models, ${fit.tests} Tests scored (limited overs: ${Object.entries(fit.limited).map(([k, n]) => `${k} ${n}`).join(', ')}), in ${(fit.ms / 1000).toFixed(1)} s`);
    }
    if (strict && (summary.skipped.length || summary.unmappedVenues.length)) {
      console.error('Strict import failed: skipped files or unmapped venues (see above).');
      process.exitCode = 1;
    }
  });
} catch (e) {
  console.error(`Import failed: ${(e as Error).message}`);
  setImportStatus(db, `failed: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  db.close();
}
