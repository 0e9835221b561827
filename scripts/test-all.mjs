// `npm test`: lockfile check, the production build, then typecheck, lint (when package.json has a "lint" script),
// unit tests, the production install check and the end-to-end tests in Debian's Chromium side by side. Ends with
// one line "N passed, N failed" summed from the Vitest and Playwright JSON reports (a failed lockfile check,
// typecheck, lint, build or production install check counts as one failure each).
//
// The steps that run side by side write to a log each; a step's log is printed when it finishes, so the output
// never interleaves. All steps run at the same CPU priority: under `nice` the unit tests starved beside the
// browser tests on a loaded machine and hit their 30 s timeouts.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const REPORTS = 'test-results';
const LOGS = `${REPORTS}/logs`;
mkdirSync(LOGS, { recursive: true });
const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

// While a step streams to the terminal, the reports of steps that finish are held back and printed after it.
let streaming = 0;
const held = [];
const report = (text) => (streaming ? held.push(text) : process.stdout.write(text));

/**
 * Runs a step. `stream`: its output goes straight to the terminal (one step at a time may do so); otherwise it
 * goes to test-results/logs/<name>.log, printed whole when the step ends.
 */
function run(label, cmd, args, { env = {}, stream = false } = {}) {
  const name = label.replace(/\W+/g, '-');
  const logPath = `${LOGS}/${name}.log`;
  console.log(`=== ${label}: ${cmd} ${args.join(' ')} (started at ${seconds(started)} s${stream ? '' : `; output in ${logPath}`})`);
  const t0 = Date.now();
  if (stream) streaming++;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
    });
    let log;
    if (!stream) {
      log = createWriteStream(logPath);
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    }
    child.on('close', (code) => {
      const finish = () => {
        const done = `=== ${label} finished in ${seconds(t0)} s (exit ${code}) at ${seconds(started)} s\n`;
        if (stream) {
          streaming--;
          process.stdout.write(done);
          if (!streaming) process.stdout.write(held.splice(0).join(''));
        } else {
          report(`\n--- ${label} output ---\n${readFileSync(logPath, 'utf8')}${done}`);
        }
        resolve(code === 0);
      };
      if (log) log.end(finish);
      else finish();
    });
    child.on('error', (e) => {
      if (stream) streaming--;
      console.error(`=== ${label} could not start: ${e.message}`);
      resolve(false);
    });
  });
}

/** Debian's headless shell, the browser .ci/run gives the end-to-end tests (playwright.config.ts prefers it). */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The same browser as .ci/run: Debian's Chromium, and its headless shell (about a quarter less CPU over the
 * end-to-end suite, bench/README.md "Test suite time"), installed when missing and running as root. A failed shell
 * install only costs time: the tests then use the full browser.
 */
function ensureChromium() {
  if (existsSync(chromium) && (process.env.CHROMIUM_PATH || existsSync(HEADLESS_SHELL))) return;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0 && !process.env.CHROMIUM_PATH;
  if (existsSync(chromium)) {
    if (!asRoot) {
      console.log(`Debian's Chromium headless shell is not installed; the end-to-end tests use the full browser (slower). To install it:\n  sudo apt-get install -y --no-install-recommends chromium-headless-shell`);
      return;
    }
    console.log('The Chromium headless shell is missing: running apt-get install -y --no-install-recommends chromium-headless-shell');
    let r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium-headless-shell'], { stdio: 'inherit' });
    if (r.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit' });
      r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium-headless-shell'], { stdio: 'inherit' });
    }
    if (r.status !== 0) console.log('chromium-headless-shell could not be installed: the end-to-end tests use the full browser.');
    return;
  }
  const install = 'apt-get install -y --no-install-recommends chromium chromium-headless-shell';
  if (typeof process.getuid === 'function' && process.getuid() === 0 && !process.env.CHROMIUM_PATH) {
    console.log(`Chromium is missing: running ${install}`);
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'chromium-headless-shell'], { stdio: 'inherit' });
    if (r.status === 0 && existsSync(chromium)) return;
  }
  console.error(`Chromium was not found at ${chromium}. Install it with:\n  sudo ${install}\nor set CHROMIUM_PATH.`);
  process.exit(1);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

ensureChromium();
const vitestReport = `${REPORTS}/vitest.json`;
const playwrightReport = `${REPORTS}/playwright.json`;
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });
const scripts = readJson('package.json')?.scripts ?? {};

const lockfileOk = (await run('lockfile platform check', 'node', ['scripts/check-lockfile-platforms.mjs'], { stream: true }));

// The build first (about 11 s on a quiet machine, mostly on one core), beside the unit tests only: the unit tests
// are the longest serial chain (one Vitest worker) and read nothing the build writes (vitest excludes dist/; the
// thread workers load their TypeScript source when no bundle sits beside it), so they take the idle core instead
// of waiting. The end-to-end tests wait for the build; started side by side with typecheck and lint too, the build
// took 150 s on a loaded machine.
const unit = run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const build = run('build', 'npm', ['run', 'build']);
await build;
// typecheck and lint keep what they learnt in .cache/ (tsgo --incremental, eslint --cache; package.json): on a tree
// checked before they only look again at what changed. A fresh clone has no cache and pays the full price.
const typecheck = run('typecheck', 'npm', ['run', '-s', 'typecheck']);
const lint = scripts.lint ? run('lint', 'npm', ['run', '-s', 'lint']) : null;

const e2e = build.then(async (buildOk) => {
  if (!buildOk) {
    console.log('Skipping end-to-end tests: the build failed.');
    return false;
  }
  // The e2e databases live in this folder (playwright.config.ts); its global teardown removes it, and so does
  // this script whatever happened to the run.
  const e2eTmp = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  const ok = await run('end-to-end tests', 'npx', ['playwright', 'test'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, E2E_TMPDIR: e2eTmp },
    stream: true,
  });
  rmSync(e2eTmp, { recursive: true, force: true });
  return ok;
});

// The built server with production dependencies only (scripts/check-production-install.mjs), beside the e2e tests.
const production = build.then((ok) => (ok ? run('production install check', 'node', ['scripts/check-production-install.mjs'], { nice: true }) : false));

const [typecheckOk, lintOk, unitOk, buildOk, e2eOk, productionOk] = await Promise.all([typecheck, lint, unit, build, e2e, production]);
const steps = [
  ['lockfile platform check', lockfileOk],
  ['typecheck', typecheckOk],
  ...(lint ? [['lint', lintOk]] : []),
  ['unit tests', unitOk],
  ['build', buildOk],
  ['production install check', productionOk],
  ['end-to-end tests', e2eOk],
];
// A failed check step counts as one failure; test steps count their failed tests.
let failed = [lockfileOk, typecheckOk, buildOk, productionOk, ...(lint ? [lintOk] : [])].filter((ok) => !ok).length;
let passed = 0;
let skipped = 0;

const v = readJson(vitestReport);
if (v) {
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  // A suite that failed to load has no test results but still fails the run.
  if (!unitOk && (v.numFailedTests ?? 0) === 0) failed += Math.max(1, v.numFailedTestSuites ?? 1);
} else {
  failed += 1;
}
const p = readJson(playwrightReport);
if (p && p.stats) {
  passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
  failed += p.stats.unexpected ?? 0;
  skipped += p.stats.skipped ?? 0;
  if (!e2eOk && (p.stats.unexpected ?? 0) === 0) failed += 1;
  if (p.stats.flaky) console.log(`Note: ${p.stats.flaky} end-to-end test(s) passed only on retry.`);
} else if (buildOk) {
  failed += 1;
}

console.log(`\nSteps (${seconds(started)} s in all):`);
for (const [name, ok] of steps) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(steps.every(([, ok]) => ok) && failed === 0 ? 0 : 1);
