import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchSuite } from './harness';
import { createApp } from '../api/app';
import { openDatabase, type Db } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { importCricsheet } from '../api/cricket/import/import';
import { zipSource } from '../api/cricket/import/import-sources';
import { RECORD_TABLES } from '../common/cricket/record-tables';

const DEFAULT_ZIP = '../shared/data/cricsheet/tests_male_json.zip';
/** From a worktree one level deeper (/work/wt/<name>) the shared folder is two up. */
const WORKTREE_ZIP = '../../shared/data/cricsheet/tests_male_json.zip';

/** What the suite's cases share: the zip, the temporary folder, the baseline figures and the imported database. */
interface Run {
  zip: string;
  dir: string;
  baselineMs: number;
  baselineCpuMs: number;
  runNo: number;
  db: Db | null;
  app: ReturnType<typeof createApp> | null;
  topSlug: string;
}

const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
const round1 = (x: number) => Math.round(x * 10) / 10;
const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;

/** The app over the imported database, and the slug of the player with the most innings. */
function ready(run: Run): ReturnType<typeof createApp> {
  const db = run.db;
  if (!db) throw new Error('import case must run first');
  run.app ??= createApp({ db });
  run.topSlug ||= db
    .prepare<unknown[], { url_slug: string }>(
      `SELECT p.url_slug FROM cricket_innings i JOIN cricket_players p ON p.player_id = i.player_id
         GROUP BY i.player_id ORDER BY SUM(i.did_bat) DESC LIMIT 1`,
    )
    .get()!.url_slug;
  return run.app;
}

/** Each path asked once (cold), then again (cached): the mean and the slowest of each pass. */
async function coldThenCached(app: ReturnType<typeof createApp>, paths: readonly string[]) {
  const time = async () => {
    const each: number[] = [];
    for (const path of paths) {
      const t0 = performance.now();
      const res = await app.request(path);
      await res.text();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      each.push(performance.now() - t0);
    }
    return each;
  };
  const cold = await time();
  const cached = await time();
  return {
    answers: paths.length,
    coldMeanMs: round1(mean(cold)),
    coldMaxMs: round1(Math.max(...cold)),
    coldWorst: paths[cold.indexOf(Math.max(...cold))].replace('/api/cricket/', ''),
    cachedMeanMs: round1(mean(cached)),
    cachedMaxMs: round1(Math.max(...cached)),
  };
}

/** Unzip and JSON.parse every file: the import's baseline (its best run is kept). */
async function baseline(run: Run) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const src = await zipSource(run.zip);
  let files = 0;
  try {
    for await (const f of src.files) {
      if (!f.name.endsWith('.json')) continue;
      JSON.parse((await f.read()).toString('utf8'));
      files++;
    }
  } finally {
    src.close();
  }
  const ms = performance.now() - t0;
  const cpu = cpuMs(process.cpuUsage(c0));
  run.baselineMs = run.baselineMs ? Math.min(run.baselineMs, ms) : ms;
  run.baselineCpuMs = run.baselineCpuMs ? Math.min(run.baselineCpuMs, cpu) : cpu;
  return { benchExtra: { files, cpuMs: Math.round(cpu) } };
}

/** Import the zip into a fresh database: time, CPU and their ratios to the baseline, the database's size. */
async function importFresh(run: Run) {
  run.db?.close();
  run.app = null;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const path = join(run.dir, `bench-${run.runNo++}.db`);
  const db = openDatabase(path);
  run.db = db;
  migrate(db);
  const s = await importCricsheet(db, run.zip, { register: false });
  const ms = performance.now() - t0;
  const cpu = cpuMs(process.cpuUsage(c0));
  db.pragma('wal_checkpoint(TRUNCATE)');
  const dbMb = statSync(path).size / 1024 / 1024;
  const matchups = db.prepare<unknown[], number>('SELECT COUNT(*) FROM cricket_matchups').pluck().get()!;
  const { baselineMs, baselineCpuMs } = run;
  const line =
    `import ${(ms / 1000).toFixed(2)} s wall (${(cpu / 1000).toFixed(2)} s CPU); unzip + JSON.parse ${(baselineMs / 1000).toFixed(2)} s ` +
    `(${(baselineCpuMs / 1000).toFixed(2)} s CPU); ratio ${(ms / baselineMs).toFixed(2)} wall, ${(cpu / baselineCpuMs).toFixed(2)} CPU ` +
    `(target <= 2); database ${dbMb.toFixed(1)} MB`;
  console.error(`  ${line}`);
  return {
    benchExtra: {
      matches: s.matches,
      innings: s.innings,
      matchupRows: matchups,
      cpuMs: Math.round(cpu),
      baselineMs: Math.round(baselineMs),
      baselineCpuMs: Math.round(baselineCpuMs),
      wallRatio: (ms / baselineMs).toFixed(2),
      cpuRatio: (cpu / baselineCpuMs).toFixed(2),
      target: '<=2',
      dbMb: dbMb.toFixed(1),
    },
  };
}

/** The team, head-to-head, series, ground and umpire answers the cold-then-cached case asks. */
const TEAM_PATHS = [
  '/api/cricket/teams',
  '/api/cricket/team/england',
  '/api/cricket/team/australia',
  '/api/cricket/head_to_head/england/india',
  '/api/cricket/head_to_head/australia/england',
  '/api/cricket/series',
  '/api/cricket/series?team=england&limit=50',
  '/api/cricket/series/2023-the-ashes',
  '/api/cricket/grounds',
  '/api/cricket/ground/lords',
  '/api/cricket/ground/galle-international-stadium',
  '/api/cricket/umpires',
];

/**
 * Cricsheet import: time and memory of importing the zip into a fresh database (with the ball-by-ball
 * analytics tables of migration 7 and the scorecard tables of migration 12), against a baseline that only unzips and JSON-parses the same files in
 * the same run (target ratio <= 2), and the database's size; then API times for the player with the most
 * innings (detail, innings, match-ups) and the archive-wide batting baseline.
 * Zip: CRICSHEET_ZIP, else ../shared/data/cricsheet/tests_male_json.zip; skipped when absent.
 */
export const cricketSuite: BenchSuite = {
  name: 'cricket',
  cases: () => {
    const zip = process.env.CRICSHEET_ZIP || (existsSync(DEFAULT_ZIP) ? DEFAULT_ZIP : WORKTREE_ZIP);
    if (!existsSync(zip)) {
      console.error(`  cricket bench skipped: no Cricsheet zip at ${zip} (set CRICSHEET_ZIP)`);
      return [];
    }
    const run: Run = { zip, dir: mkdtempSync(join(tmpdir(), 'cricket-bench-')), baselineMs: 0, baselineCpuMs: 0, runNo: 0, db: null, app: null, topSlug: '' };
    return [
      { name: 'baseline: unzip + JSON.parse every file', runs: 3, warmup: 1, fn: () => baseline(run) },
      { name: 'import zip into a fresh database', runs: 3, warmup: 0, fn: () => importFresh(run) },
      {
        name: 'GET /api/cricket/players',
        runs: 20,
        fn: async () => {
          const res = await ready(run).request('/api/cricket/players');
          await res.text();
        },
      },
      {
        name: 'GET player_detail + player_inning, player with most innings',
        runs: 20,
        targetMs: 50,
        fn: async () => {
          const a = ready(run);
          await (await a.request(`/api/cricket/player_detail/${run.topSlug}`)).text();
          await (await a.request(`/api/cricket/player_inning/${run.topSlug}`)).text();
          return { benchExtra: { player: run.topSlug } };
        },
      },
      {
        name: 'GET player_matchups + player_matchup_innings, player with most innings',
        runs: 20,
        targetMs: 50,
        fn: async () => {
          const a = ready(run);
          await (await a.request(`/api/cricket/player_matchups/${run.topSlug}`)).text();
          const body = await (await a.request(`/api/cricket/player_matchup_innings/${run.topSlug}`)).text();
          return { benchExtra: { player: run.topSlug, matchupInningsKb: Math.round(body.length / 1024) } };
        },
      },
      {
        name: 'GET /api/cricket/batting_baseline',
        runs: 20,
        fn: async () => {
          const body = await (await ready(run).request('/api/cricket/batting_baseline')).text();
          return { benchExtra: { kb: Math.round(body.length / 1024) } };
        },
      },
      {
        // Every records table, unfiltered and at Lord's: cold = a key not asked before (a new offset each run, so the
        // answer is built from SQL), then cached = the same key again (served from the answer cache).
        name: 'GET /api/cricket/records/{table}: all 11 tables x (whole archive, ground=Lord\'s), cold then cached',
        runs: 5,
        warmup: 0,
        fn: async () => {
          const n = run.runNo++;
          const paths = RECORD_TABLES.flatMap((t) => [`/api/cricket/records/${t}?offset=${n}`, `/api/cricket/records/${t}?ground=Lord%27s&offset=${n}`]);
          return { benchExtra: await coldThenCached(ready(run), paths) };
        },
      },
      {
        // Teams, head-to-head, series, grounds and umpires: cold = just after the cricket data version is
        // raised (as an import does: the answer cache and the per-version Tests are rebuilt), then cached = the same
        // answers again. Target: cold <= 100 ms, cached <= 5 ms each.
        name: 'GET teams, team, head_to_head, series, ground, umpires (12 answers), cold then cached',
        runs: 5,
        warmup: 1,
        fn: async () => {
          const a = ready(run);
          run.db!.prepare("UPDATE data_versions SET version = version + 1 WHERE domain = 'cricket'").run();
          return { benchExtra: await coldThenCached(a, TEAM_PATHS) };
        },
      },
      {
        name: 'cleanup',
        runs: 1,
        warmup: 0,
        fn: () => {
          run.db?.close();
          rmSync(run.dir, { recursive: true, force: true });
        },
      },
    ];
  },
};
