// `npm test`: typecheck, lint, unit tests, production build, end-to-end tests in
// Debian's Chromium. Ends with one line "N passed, N failed" summed from the
// Vitest and Playwright JSON reports (a failed lockfile check, typecheck, lint
// or build counts as one failure each).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const REPORTS = 'test-results';
mkdirSync(REPORTS, { recursive: true });

function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  console.log(`=== ${label} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${r.status})`);
  return r.status === 0;
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const install = 'apt-get install -y --no-install-recommends chromium';
  if (typeof process.getuid === 'function' && process.getuid() === 0 && !process.env.CHROMIUM_PATH) {
    console.log(`Chromium is missing: running ${install}`);
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' });
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

let extraFailures = 0;
const steps = [];

const lockfileOk = run('lockfile platform check', 'node', ['scripts/check-lockfile-platforms.mjs']);
steps.push(['lockfile platform check', lockfileOk]);
if (!lockfileOk) extraFailures++;

const typecheckOk = run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
steps.push(['typecheck', typecheckOk]);
if (!typecheckOk) extraFailures++;

const lintOk = run('lint', 'npx', ['eslint', '.']);
steps.push(['lint', lintOk]);
if (!lintOk) extraFailures++;

const unitOk = run('unit tests', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`,
]);
steps.push(['unit tests', unitOk]);

const buildOk = run('build', 'npm', ['run', 'build']);
steps.push(['build', buildOk]);
if (!buildOk) extraFailures++;

let e2eOk = false;
if (buildOk) {
  // The e2e databases live in this folder (playwright.config.ts); its global teardown removes it, and so does
  // this script whatever happened to the run.
  const e2eTmp = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  e2eOk = run('end-to-end tests', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    E2E_TMPDIR: e2eTmp,
  });
  rmSync(e2eTmp, { recursive: true, force: true });
} else {
  console.log('Skipping end-to-end tests: the build failed.');
}
steps.push(['end-to-end tests', e2eOk]);

let passed = 0;
let failed = extraFailures;
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

console.log('\nSteps:');
for (const [name, ok] of steps) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(steps.every(([, ok]) => ok) && failed === 0 ? 0 : 1);
