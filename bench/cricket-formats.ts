/**
 * Every Cricsheet archive at once (men's and women's Tests, ODIs and T20Is: ../shared/data/cricsheet/*_json.zip):
 * - the import's CPU and wall against its baseline, unzipping and JSON-parsing the same files (target ≤ 2 × CPU;
 *   ≤ 3 minutes wall), its peak resident memory and the database's size;
 * - every format's explorer answers, each asked cold (its first request, after the derivations the server makes once
 *   after start-up, timed apart) then cached (targets ≤ 100 ms cold, ≤ 5 ms cached).
 * The load average (1 minute) is printed beside the figures: the machine is shared.
 * Run: npx tsx bench/cricket-formats.ts [folder holding the zips and people.csv] [--keep <database path>]
 * (`--keep` leaves the imported database there, for screenshots and Lighthouse on the whole set), or
 * `--answers <database path>` to time the answers alone on a copy of a database already imported (opened read-write:
 * never the shared one itself).
 */
import { existsSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../api/app';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { importCricsheet } from '../api/cricket/import/import';
import { zipSource } from '../api/cricket/import/import-sources';
import { deriveNow } from '../api/cricket/queries/derive-once';
import { CRICKET_FORMATS, DEFAULT_CRICKET_FORMAT } from '../common/cricket/formats';

const keepAt = process.argv.indexOf('--keep');
const keep = keepAt >= 0 ? process.argv[keepAt + 1] : null;
const answersAt = process.argv.indexOf('--answers');
const answersDb = answersAt >= 0 ? process.argv[answersAt + 1] : null;
const folder = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--keep' && all[i - 1] !== '--answers') ?? (existsSync('../shared/data/cricsheet') ? '../shared/data/cricsheet' : '../../shared/data/cricsheet');
const zips = CRICKET_FORMATS.map((f) => join(folder, f.file)).filter((z) => existsSync(z));
if (!zips.length) {
  console.error(`no Cricsheet zips in ${folder}`);
  process.exit(1);
}
const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
const load = () => loadavg()[0].toFixed(1);

async function baseline() {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let files = 0;
  for (const zip of zips) {
    const src = await zipSource(zip);
    for await (const f of src.files) {
      JSON.parse((await f.read()).toString('utf8'));
      files++;
    }
    src.close();
  }
  return { files, ms: performance.now() - t0, cpu: cpuMs(process.cpuUsage(c0)) };
}

interface Timed {
  path: string;
  ms: number;
  cpu: number;
}

/** Every format's answers, each asked cold (first after the app starts) then cached. */
async function timeAnswers(db: ReturnType<typeof openDatabase>) {
  const app = createApp({ db });
  // What the server derives once after start-up (api/cricket/queries/derive-once.ts), timed on its own.
  const d0 = process.cpuUsage();
  const dt = performance.now();
  deriveNow(db);
  console.log(`derived once after start-up: ${cpuMs(process.cpuUsage(d0)).toFixed(0)} ms CPU, ${(performance.now() - dt).toFixed(0)} ms wall (load ${load()})`);
  for (const f of CRICKET_FORMATS) {
    const q = f.key === DEFAULT_CRICKET_FORMAT ? '' : `?format=${f.key}`;
    const amp = q ? `&format=${f.key}` : '';
    const top = db
      .prepare<[string], { url_slug: string }>(
        `SELECT p.url_slug FROM cricket_innings i JOIN cricket_players p ON p.player_id = i.player_id WHERE i.fmt = ?
         GROUP BY i.player_id ORDER BY SUM(i.runs) DESC LIMIT 1`,
      )
      .get(f.key);
    const team = db.prepare<[string], string>('SELECT team1 FROM cricket_matches WHERE fmt = ? GROUP BY team1 ORDER BY COUNT(*) DESC LIMIT 1').pluck().get(f.key);
    const match = db.prepare<[string], string>('SELECT match_id FROM cricket_matches WHERE fmt = ? ORDER BY start_date DESC LIMIT 1').pluck().get(f.key);
    if (!top || !team || !match) continue;
    const teamSlug = team.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const paths = [
      `/api/cricket/players${q}`,
      `/api/cricket/player_detail/${top.url_slug}${q}`,
      `/api/cricket/player_inning/${top.url_slug}${q}`,
      `/api/cricket/player_bowling/${top.url_slug}${q}`,
      `/api/cricket/player_matchup_innings/${top.url_slug}${q}`,
      `/api/cricket/records/most-runs${q}`,
      `/api/cricket/records/highest-scores${q}`,
      `/api/cricket/records/best-bowling-average${q}`,
      `/api/cricket/records/most-wickets?team=${encodeURIComponent(team)}${amp}`,
      `/api/cricket/matches?limit=25${amp}`,
      `/api/cricket/match/${match}`,
      `/api/cricket/teams${q}`,
      `/api/cricket/team/${teamSlug}${q}`,
      `/api/cricket/series?limit=50${amp}`,
      `/api/cricket/grounds${q}`,
      `/api/cricket/umpires${q}`,
      `/api/cricket/archive_coverage${q}`,
    ];
    // Asked as a browser asks (brotli accepted), so a cold answer includes its compression; timed in wall and in
    // the process's CPU (the machine is shared: CPU is the figure a busy neighbour inflates least).
    const pass = async () => {
      const each: Timed[] = [];
      for (const p of paths) {
        const c0 = process.cpuUsage();
        const s = performance.now();
        const res = await app.request(p, { headers: { 'Accept-Encoding': 'br' } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
        each.push({ path: p, ms: performance.now() - s, cpu: cpuMs(process.cpuUsage(c0)) });
      }
      return each;
    };
    const cold = await pass();
    const cached = await pass();
    const worst = (xs: Timed[], k: 'ms' | 'cpu') => xs.reduce((a, b) => (b[k] > a[k] ? b : a));
    const mean = (xs: Timed[], k: 'ms' | 'cpu') => xs.reduce((a, b) => a + b[k], 0) / xs.length;
    const line = (xs: Timed[], k: 'ms' | 'cpu', digits: number) =>
      `mean ${mean(xs, k).toFixed(digits)} ms, max ${worst(xs, k)[k].toFixed(digits)} ms (${worst(xs, k).path})`;
    console.log(
      `${f.label.padEnd(14)} ${paths.length} answers: cold CPU ${line(cold, 'cpu', 1)}, wall ${line(cold, 'ms', 1)}; ` +
        `cached CPU ${line(cached, 'cpu', 2)}, wall ${line(cached, 'ms', 2)} (load ${load()})`,
    );
    // Every answer over a target, by name: the targets hold for each answer, not for the mean.
    for (const a of cold) if (a.cpu > 100) console.log(`  cold over 100 ms CPU: ${a.path} ${a.cpu.toFixed(1)} ms CPU, ${a.ms.toFixed(1)} ms wall`);
    for (const a of cached) if (a.cpu > 5) console.log(`  cached over 5 ms CPU: ${a.path} ${a.cpu.toFixed(2)} ms CPU, ${a.ms.toFixed(2)} ms wall`);
  }
}

if (answersDb) {
  console.log(`load ${load()} at start; answers of ${answersDb}`);
  const db = openDatabase(answersDb);
  migrate(db);
  await timeAnswers(db);
  db.close();
  process.exit(0);
}
const dir = mkdtempSync(join(tmpdir(), 'cricket-formats-'));
try {
  console.log(`load ${load()} at start; ${zips.length} archives from ${folder}`);
  const base = await baseline();
  console.log(`unzip + JSON.parse: ${base.files} files, ${(base.ms / 1000).toFixed(1)} s wall, ${(base.cpu / 1000).toFixed(1)} s CPU (load ${load()})`);
  const path = join(dir, 'site.db');
  const db = openDatabase(path);
  migrate(db);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const summary = await importCricsheet(db, zips, { register: folder });
  const ms = performance.now() - t0;
  const cpu = cpuMs(process.cpuUsage(c0));
  db.pragma('wal_checkpoint(TRUNCATE)');
  const size = statSync(path).size;
  console.log(
    `import: ${summary.matches} matches, ${(ms / 1000).toFixed(1)} s wall, ${(cpu / 1000).toFixed(1)} s CPU; ratio to the baseline ` +
      `${(cpu / base.cpu).toFixed(2)} CPU, ${(ms / base.ms).toFixed(2)} wall; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB; ` +
      `database ${(size / 1024 / 1024).toFixed(0)} MB (load ${load()})`,
  );

  await timeAnswers(db);
  db.close();
  if (keep) renameSync(path, keep);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
