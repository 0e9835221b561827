/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, default simulated throttling) on every page kind.
 *
 * Builds nothing: needs `npm run build` first. Starts the built server (dist-server/server.js) on a free port with
 * a temporary database and the cricket data a visitor meets: the real archive when `../shared` holds it
 * (`../shared/data/cricsheet/tests_male_json.zip`, imported at start, a few minutes), CRICSHEET_SOURCE when set,
 * else the fixtures in tests/fixtures/cricsheet; `--database <file>` starts from a COPY of a ready database instead
 * (the file itself is never written). The pool demo league loads itself. Launches Chromium (/usr/bin/chromium or
 * CHROMIUM_PATH) through chrome-launcher and prints one line per page: performance, accessibility, best practices
 * and SEO scores, LCP, total blocking time (TBT), CLS and bytes transferred, and Lighthouse's benchmark index of
 * the host CPU (simulated throttling scales the observed main-thread work, so TBT on a loaded machine comes out
 * far worse than on a quiet one; the load average is printed beside each page), with the audits that cost points
 * and the longest main-thread tasks under each page that misses a target.
 *
 * The pages: every page of the route manifest (contracts/route-manifest.ts) that a visitor can open without
 * signing in (the sign-in area and the diagnostics page are not measured), each `:param` filled from the data
 * (JE Root's career and his Lord's 2019 Test on the real archive), and the views a page's query opens: a career's
 * bowling and fielding views, the players table, a second records table, a matches list filtered by team.
 *
 * Targets: performance >= 95, accessibility 100, best practices 100, SEO 100, CLS <= 0.02,
 * TBT <= 150 ms. Exits 1 when a page misses one.
 *
 * Options: `--runs N` (default 3) runs each page N times and reports the run with the median performance score
 * (its TBT beside the median TBT of the runs); `--only <path>` (repeatable, or comma-separated) measures only
 * those paths, any page of the site (`/cricket/player` means the player chosen below, `/cricket/match` the
 * scorecard chosen below); `--list` prints the pages and exits; `--json` prints one JSON line per page instead of
 * the table; `--save <dir>` writes each page's full Lighthouse report (JSON) there.
 * For the figures in bench/README.md, on a quiet machine:
 *   npm run build && npm run bench:lighthouse -- --runs 3
 *   npm run bench:lighthouse -- --only /cricket/player --only '/cricket/player?view=bowling' --runs 3
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { PAGES } from '../contracts/route-manifest';
import { startBuiltServer, waitForHealth } from './local-server';
import { HEADLESS_CHROMIUM_FLAGS } from '../scripts/chromium-flags';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Math.max(1, Number(option('--runs') ?? 3));
const LIST = args.includes('--list');
const DATABASE = option('--database');
const JSON_OUT = args.includes('--json');
const SAVE_DIR = option('--save');
const ONLY = args.flatMap((a, i) => (a === '--only' && args[i + 1] ? args[i + 1].split(',').filter(Boolean) : []));
/** The real archive, when the specification's shared folder sits beside the repository. */
const SHARED_ARCHIVE = resolve('../shared/data/cricsheet/tests_male_json.zip');

const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02, tbtMs: 150 };

interface PageResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of the host's CPU speed (higher is faster; a loaded machine scores low). */
  benchmarkIndex: number;
  /** The one-minute load average when the page was measured. */
  load: number;
  /** The median TBT of the runs (the line's other figures are those of the run with the median score). */
  medianTbtMs: number;
  /** The longest main-thread tasks of the run: `duration ms at start ms: script`. */
  longTasks: string[];
  misses: string[];
  /** Audits that cost points in a category under its target: `category: audit id (display value)`. */
  failedAudits: string[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface LongTaskItem {
  url?: string;
  duration?: number;
  startTime?: number;
}

/** The five longest main-thread tasks Lighthouse saw (its long-tasks audit), with the script each is blamed on. */
function longTasks(lhr: Lhr): string[] {
  const details = lhr.audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined;
  return (details?.items ?? [])
    .slice()
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, 5)
    .map((t) => `${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} ms: ${(t.url ?? '').replace(/^https?:\/\/[^/]+/, '') || 'unattributed'}`);
}

function summarise(path: string, lhr: Lhr): PageResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const r: PageResult = {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    bytes: num('total-byte-weight'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    load: loadavg()[0],
    medianTbtMs: NaN,
    longTasks: longTasks(lhr),
    misses: [],
    failedAudits: [],
  };
  if (r.performance < TARGETS.performance) r.misses.push(`performance ${r.performance} < ${TARGETS.performance}`);
  if (r.accessibility < TARGETS.accessibility) r.misses.push(`accessibility ${r.accessibility}`);
  if (r.bestPractices < TARGETS.bestPractices) r.misses.push(`best practices ${r.bestPractices}`);
  if (r.seo < TARGETS.seo) r.misses.push(`SEO ${r.seo}`);
  if (!(r.cls <= TARGETS.cls)) r.misses.push(`CLS ${r.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (!(r.tbtMs <= TARGETS.tbtMs)) r.misses.push(`TBT ${Math.round(r.tbtMs)} ms > ${TARGETS.tbtMs} ms`);

  const below: [string, number, number][] = [
    ['performance', r.performance, TARGETS.performance],
    ['accessibility', r.accessibility, 100],
    ['best-practices', r.bestPractices, 100],
    ['seo', r.seo, 100],
  ];
  for (const [cat, got, want] of below) {
    if (got >= want) continue;
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 0.9 || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'notApplicable') continue;
      if (cat === 'performance' && ref.weight === 0 && !a.details) continue;
      r.failedAudits.push(`${cat}: ${ref.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    }
  }
  return r;
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

function line(r: PageResult) {
  return [
    r.path.padEnd(56),
    pad(r.performance, 4),
    pad(r.accessibility, 5),
    pad(r.bestPractices, 4),
    pad(r.seo, 4),
    pad(`${(r.lcpMs / 1000).toFixed(2)} s`, 8),
    pad(`${Math.round(r.tbtMs)} ms`, 7),
    pad(r.cls.toFixed(3), 6),
    pad(`${(r.bytes / 1024).toFixed(0)} KiB`, 9),
    pad(Math.round(r.benchmarkIndex), 5),
    pad(r.load.toFixed(1), 5),
    pad(Number.isFinite(r.medianTbtMs) ? `${Math.round(r.medianTbtMs)} ms` : '-', 8),
    r.misses.length ? `  MISS: ${r.misses.join(', ')}` : '  ok',
  ].join(' ');
}

interface Resolved {
  slug: string;
  bowler: string;
  second: string;
  matchId: string;
  team: string;
  poolPlayerId: string;
  group: string;
  /** The team pages: a team, its opponent, a series and a ground (England, Australia, the 2019 Ashes, Lord's on the real archive). */
  teamSlug: string;
  oppSlug: string;
  series: string;
  ground: string;
}

const getJson = async <T,>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;

/** Fills each page's `:param` from the data the server holds. */
async function resolveData(base: string, source: string): Promise<Resolved> {
  // A real career: JE Root when the real archive is loaded, else the fixture player listed first.
  const players = (await getJson<{ data: { url_slug: string }[] }>(`${base}/api/cricket/players`)).data;
  const slugs = players.map((p) => p.url_slug);
  const pick = (...wanted: string[]) => wanted.find((w) => slugs.includes(w));
  const slug = pick('je-root') ?? slugs[0];
  if (!slug) throw new Error(`No cricket players imported from ${source}`);
  // A bowler's bowling view: SCJ Broad on the real archive (602 wickets), else the career above.
  const bowler = pick('scj-broad', 'sc-broad', 'jm-anderson') ?? slug;
  const second = pick('sr-tendulkar', 'ac-cook') ?? slugs.find((s) => s !== slug) ?? slug;
  // A real scorecard: the 2019 Lord's Test when the real archive is loaded, else the newest fixture match.
  const newest = (await getJson<{ data: { match_id: string; teams?: string[] }[] }>(`${base}/api/cricket/matches?limit=1`)).data[0];
  const matchId = (await fetch(`${base}/api/cricket/match/1152847`)).ok ? '1152847' : newest?.match_id;
  if (!matchId) throw new Error(`No cricket matches imported from ${source}`);
  const team = slug === 'je-root' ? 'England' : (newest?.teams?.[0] ?? 'England');
  const poolPlayers = (await getJson<{ data: { id: number | string }[] }>(`${base}/api/pool/players`)).data;
  const groups = (await getJson<{ data: { url_slug: string }[] }>(`${base}/api/pool/groups`)).data;
  const group = groups.find((g) => g.url_slug === 'banff')?.url_slug ?? groups[0]?.url_slug ?? 'banff';
  const teams = (await getJson<{ data: { slug: string }[] }>(`${base}/api/cricket/teams`)).data.map((t) => t.slug);
  const teamSlug = teams.includes('england') ? 'england' : (teams[0] ?? 'england');
  const oppSlug = teams.includes('australia') && teamSlug !== 'australia' ? 'australia' : (teams.find((t) => t !== teamSlug) ?? teamSlug);
  const seriesList = (await getJson<{ data: { slug: string }[] }>(`${base}/api/cricket/series`)).data.map((x) => x.slug);
  const series = seriesList.includes('2019-the-ashes') ? '2019-the-ashes' : (seriesList[0] ?? '2019-the-ashes');
  const grounds = (await getJson<{ data: { slug: string }[] }>(`${base}/api/cricket/grounds`)).data.map((g) => g.slug);
  const ground = grounds.includes('lords') ? 'lords' : (grounds[0] ?? 'lords');
  return { slug, bowler, second, matchId, team, poolPlayerId: String(poolPlayers[0]?.id ?? 1), group, teamSlug, oppSlug, series, ground };
}

/** Every page kind a visitor can open: each manifest page once, its params filled, and the views its query opens. */
function pageKinds(d: Resolved): string[] {
  const fill: Record<string, string> = {
    matchId: d.matchId,
    playerName: d.slug,
    first: d.slug,
    second: d.second,
    playerId: d.poolPlayerId,
    groupUrlSlug: d.group,
    team: d.teamSlug,
    opposition: d.oppSlug,
    series: d.series,
    ground: d.ground,
  };
  const out: string[] = [];
  for (const page of PAGES) {
    if (page.render === 'client') continue;
    const path = page.path.replace(/:(\w+)/g, (_, name: string) => {
      const v = fill[name];
      if (!v) throw new Error(`bench/lighthouse.ts has no value for :${name} in ${page.path}`);
      return encodeURIComponent(v);
    });
    out.push(path);
    if (page.path === '/cricket') out.push('/cricket?view=table', '/cricket?view=table&stats=bowling');
    if (page.path === '/cricket/matches') out.push(`/cricket/matches?team=${encodeURIComponent(d.team)}`);
    if (page.path === '/cricket/records') out.push('/cricket/records?table=most-wickets');
    if (page.path === '/cricket/player/:slug') out.push(`/cricket/player/${d.bowler}?view=bowling`, `/cricket/player/${d.slug}?view=fielding`);
  }
  return out;
}

async function main() {
  if (!existsSync('dist-server/server.js') || !existsSync('dist/index.html')) {
    console.error('No build found: run `npm run build` first (this benchmark builds nothing).');
    process.exit(2);
  }
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const source = process.env.CRICSHEET_SOURCE || (existsSync(SHARED_ARCHIVE) ? SHARED_ARCHIVE : 'tests/fixtures/cricsheet');
  const dataLabel = DATABASE ? `a copy of ${DATABASE}` : source;
  if (!JSON_OUT && !DATABASE && source === SHARED_ARCHIVE) console.log(`Importing the real archive (${source}) before the first page: a few minutes.`);
  const { base, stop } = await startBuiltServer('lighthouse', { cricsheetSource: source, copyDatabase: DATABASE });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const cleanup = () => {
    try {
      chrome?.kill();
    } catch {
      /* already gone */
    }
    stop();
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });

  let failed = false;
  try {
    await waitForHealth(`${base}/api/health`, 15 * 60_000);
    const d = await resolveData(base, dataLabel);
    const pages =
      ONLY.length === 0
        ? pageKinds(d)
        : ONLY.map((p) => p.replace(/^\/cricket\/player(?=$|\?)/, `/cricket/player/${d.slug}`).replace(/^\/cricket\/match(?=$|\?)/, `/cricket/match/${d.matchId}`));
    if (LIST) {
      for (const p of pages) console.log(p);
      return;
    }

    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: HEADLESS_CHROMIUM_FLAGS });
    if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
    if (!JSON_OUT) {
      console.log(
        `Lighthouse 12, mobile preset, simulated throttling; median of ${RUNS} run(s) a page; cricket data: ${dataLabel}; load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
      console.log(
        `${'page'.padEnd(56)} ${pad('perf', 4)} ${pad('a11y', 5)} ${pad('bp', 4)} ${pad('seo', 4)} ${pad('LCP', 8)} ${pad('TBT', 7)} ${pad('CLS', 6)} ${pad('bytes', 9)} ${pad('cpu', 5)} ${pad('load', 5)} ${pad('TBT med', 8)}`,
      );
    }
    for (const path of pages) {
      const runs: { r: PageResult; lhr: Lhr }[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A loaded machine now and then spoils a trace (NO_NAVSTART and the like): try such a run again.
        let lhr: Lhr | undefined;
        for (let attempt = 1; attempt <= 3 && !lhr; attempt++) {
          const result = await lighthouse(`${base}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (result && !result.lhr.runtimeError) lhr = result.lhr;
          else if (attempt === 3) throw new Error(`Lighthouse failed on ${path}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
        }
        runs.push({ r: summarise(path, lhr!), lhr: lhr! });
      }
      const tbts = runs.map((x) => x.r.tbtMs).sort((a, b) => a - b);
      runs.sort((a, b) => a.r.performance - b.r.performance);
      const { r, lhr } = runs[Math.floor((runs.length - 1) / 2)];
      r.medianTbtMs = tbts[Math.floor((tbts.length - 1) / 2)];
      if (SAVE_DIR) writeFileSync(join(SAVE_DIR, `${path.replace(/^\//, '').replace(/[/?&=]/g, '_') || 'home'}.json`), JSON.stringify(lhr));
      if (r.misses.length) failed = true;
      if (JSON_OUT) console.log(JSON.stringify(r));
      else {
        console.log(line(r));
        for (const a of r.failedAudits) console.log(`    - ${a}`);
        if (r.misses.length) for (const t of r.longTasks) console.log(`    - long task ${t}`);
      }
    }
  } finally {
    cleanup();
  }
  if (!JSON_OUT && !LIST) console.log(failed ? 'Some pages miss their targets (see MISS above).' : 'Every page meets its targets.');
  process.exit(failed ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
