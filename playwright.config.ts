import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEADLESS_CHROMIUM_FLAGS } from './scripts/chromium-flags';

// The config is evaluated in the runner and in every worker; values that must
// agree (port, database path) are fixed once in the runner's environment and
// inherited by the workers. The three servers take E2E_PORT and the two ports above it, probed free when the suite
// starts (scripts/free-ports.mjs), so two suites on one machine never collide.
process.env.E2E_PORT ??= execFileSync(process.execPath, ['scripts/free-ports.mjs', '3'], { encoding: 'utf8' }).trim();
// Both databases live in one temporary folder that the global teardown removes.
process.env.E2E_TMPDIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-'));
process.env.E2E_DB ??= join(process.env.E2E_TMPDIR, 'site.db');
process.env.E2E_ADMIN_DB ??= join(process.env.E2E_TMPDIR, 'admin.db');
process.env.E2E_SCORECARD_DB ??= join(process.env.E2E_TMPDIR, 'scorecard.db');
const port = Number(process.env.E2E_PORT);
// Admin specs write to the database; they get a server and database of their
// own so public-page specs never see their changes.
const adminPort = port + 1;
export const baseURL = `http://127.0.0.1:${port}`;
export const adminBaseURL = `http://127.0.0.1:${adminPort}`;
// Scorecard, bowling, fielding and records specs read a server of their own that imports
// tests/fixtures/cricsheet-scorecards (India v New Zealand, 1000101: bowling cards, catches, a caught and bowled, a
// substitute's catch, stumpings, run outs by two fielders, a declaration, a follow-on, penalty runs, a retired batter
// who returns, reviews), so the public server's three fixture matches and every count read from them stay as they are.
// A spec uses it with `test.use({ baseURL: scorecardBaseURL })`.
const scorecardPort = port + 2;
export const scorecardBaseURL = `http://127.0.0.1:${scorecardPort}`;
export const E2E_ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD || 'e2e-admin-password-7f3k';

function serverEnv(p: number, db: string, cricsheet = process.env.E2E_CRICSHEET_SOURCE || 'tests/fixtures/cricsheet') {
  return {
    PORT: String(p),
    HOST: '127.0.0.1',
    // The production server refuses to start without its public origin.
    PUBLIC_ORIGIN: `http://127.0.0.1:${p}`,
    DATABASE_PATH: db,
    LOG_REQUESTS: '0',
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    CRICSHEET_SOURCE: cricsheet,
    CRICSHEET_AUTO_IMPORT: '0',
  };
}

// CHROMIUM_PATH, else Debian's headless shell (package chromium-headless-shell, which .ci/run installs: the same
// Chromium build without the browser's UI, as Playwright itself runs headless tests; a quarter less CPU than the full
// browser over this suite, bench/README.md "Test suite time"), else Debian's full Chromium.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || 'test-results/playwright.json' }],
    // E2E_COSTS=1: where the suite spends its time, per spec file (bench/README.md, "Test suite time").
    ...(process.env.E2E_COSTS ? [['./bench/e2e-cost-reporter.ts'] as const] : []),
  ],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        ...HEADLESS_CHROMIUM_FLAGS,
        // Every page here is one site (127.0.0.1), so isolating sites buys nothing; without it a test's first
        // navigation reuses the renderer process instead of starting one, about 0.3 s of CPU a test.
        '--disable-site-isolation-trials',
      ],
    },
  },
  projects: [
    // The admin project first and on one worker: its specs write to one database (the admin server's) and read back
    // what they wrote (the newest match, a group's standings), so two at once saw each other's writes. One worker
    // takes them one after another while the other takes the public specs, so neither idles.
    {
      name: 'admin',
      testMatch: /tests[\\/]e2e[\\/]admin[\\/].*\.spec\.ts$/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: adminBaseURL },
    },
    {
      name: 'chromium',
      // Regexes anchored at tests/e2e/, not globs: a glob like **/admin/** also matches every spec when the
      // checkout itself sits in a folder called admin.
      testIgnore: /tests[\\/]e2e[\\/]admin[\\/]/,
      // One browser context per worker, reset between tests (cookies, local storage, IndexedDB, routes, extra pages,
      // viewport and emulation; Playwright's `reuseContext`), instead of a new context per test: a new context and
      // its first renderer cost Chromium about 1.5 s of CPU, a third of a typical public test (bench/README.md,
      // "Test suite time"). Not reset: granted permissions, geolocation, offline and extra headers, which these
      // specs never change, and the tab's history. Tests that set another hasTouch, javaScriptEnabled and the like
      // still get a fresh context. The admin project keeps a fresh context per test (sign-ins, tokens, dialogs).
      // E2E_FRESH_CONTEXTS=1 turns it off, to rule out a leak between tests.
      use: { ...devices['Desktop Chrome'], channel: undefined, reuseContext: !process.env.E2E_FRESH_CONTEXTS },
    },
  ],
  webServer: [
    {
      command: 'node dist-server/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(port, process.env.E2E_DB!),
    },
    {
      command: 'node dist-server/server.js',
      url: `${adminBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(adminPort, process.env.E2E_ADMIN_DB!),
    },
    {
      command: 'node dist-server/server.js',
      url: `${scorecardBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(scorecardPort, process.env.E2E_SCORECARD_DB!, 'tests/fixtures/cricsheet-scorecards'),
    },
  ],
});
