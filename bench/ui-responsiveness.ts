/**
 * `npm run bench:ui`: main-thread responsiveness of the simulation pages: the
 * longest task while Stage 3 loads, around an "Update Attributes" on Stage 1,
 * and during a long custom league run. Needs a build (`npm run build`). Starts the built server
 * on a free port with a temporary database, opens the page in Debian's
 * Chromium, runs 10 players x 6 rounds x 750 simulations and prints the total
 * run time, the main-thread long tasks (PerformanceObserver "longtask") during
 * the run, and the delay of a click on the navigation made mid-run.
 * Targets: no long task over 50 ms during the run; click handled within 200 ms.
 * Stage 3 load: from navigation until the batch, odds and carousel are on screen
 * and the page has been idle for 1 s. Update Attributes (Stage 1): from the click
 * until the new batch is on screen (and 1 s after), with the click-to-paint time.
 * Each long task is attributed from the Long Animation Frames API (the scripts that ran in it: React DOM's
 * evaluation, the app's start-up, a page chunk, React's scheduler; none means browser work such as the first layout).
 * Season forecast: on /pool/forecast/banff, once the page has loaded and shown its first forecast, "New
 * seed" re-runs 10,000 season simulations and then the games that matter on the simulation workers; long tasks from the
 * click until the games that matter are on screen, the forecast's time and the games-that-matter time (from the
 * forecast on screen to the list on screen). `BENCH_UI_ONLY=forecast` measures only this.
 * Bankroll lab: on /betting/kelly-criterion-bankroll-management, "Run the simulation" at the defaults
 * (10,000 bettors x 1,000 bets, 3 fractions) on the simulation workers; long tasks from the click until the results table
 * and its chart are on screen and 1 s after. `BENCH_UI_ONLY=bankroll` measures only this.
 * Reference: a page with React DOM alone (bench/react-dom-alone.ts, bundled as the site ships it), loaded the same
 * way: the floor under any React page's load on this machine.
 */
import { chromium, type Browser } from '@playwright/test';
import { loadavg } from 'node:os';
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { freePort, waitForHealth } from './local-server';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { compileHints } from '../scripts/vite-compile-hints';

const PATH = '/sports-models/english-pool-monte-carlo-simulation/league-predictions/custom?seed=20240601';



const STAGE = '/sports-models/english-pool-monte-carlo-simulation';
type Task = { start: number; duration: number; scripts: string };
type Frame = { start: number; end: number; scripts: { what: string; start: number; end: number }[] };
type Observed = { __longTasks: { start: number; duration: number }[]; __frames: Frame[] };

async function observedPage(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    const w = window as unknown as Observed;
    w.__longTasks = [];
    w.__frames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    // Long animation frames name the scripts that ran (file, how invoked): used to say what each long task was.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { startTime: number; duration: number; scripts: { invokerType: string; sourceURL: string; startTime: number; duration: number }[] }[]) {
        w.__frames.push({
          start: e.startTime,
          end: e.startTime + e.duration,
          scripts: e.scripts.map((x) => ({
            what: `${(x.sourceURL.split('/').pop() || 'inline').replace(/-[\w-]{8}\.js$/, '.js')} ${x.invokerType}`,
            start: x.startTime,
            end: x.startTime + x.duration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  return page;
}

/** The page's long tasks, each with the scripts (5 ms or more) that ran inside it. */
async function longTasks(page: import('@playwright/test').Page): Promise<Task[]> {
  const { tasks, frames } = await page.evaluate(() => {
    const w = window as unknown as Observed;
    return { tasks: w.__longTasks, frames: w.__frames };
  });
  return tasks.map((t) => {
    const inside = frames
      .flatMap((f) => f.scripts)
      .filter((x) => x.start >= t.start - 1 && x.end <= t.start + t.duration + 1 && x.end - x.start >= 5)
      .map((x) => `${x.what} ${(x.end - x.start).toFixed(0)}`);
    return { ...t, scripts: inside.join(', ') };
  });
}

const resetLongTasks = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    (window as unknown as Observed).__longTasks = [];
    return performance.now();
  });

/** Stage 3 from navigation until its batch is shown and the page has been idle 1 s. */
async function measureStage3Load(browser: Browser, seed: number) {
  const page = await observedPage(browser);
  await page.goto(`${base}${STAGE}/foul-impact?seed=${seed}`);
  await page.getByTestId('carousel').waitFor({ timeout: 60_000 });
  await page.getByTestId('odds-table').waitFor();
  await page.waitForTimeout(1000);
  const tasks = await longTasks(page);
  await page.close();
  return { tasks, longest: tasks.reduce((m, t) => Math.max(m, t.duration), 0) };
}

/** Stage 1: edit Player 1's accuracy and press Update Attributes; long tasks from the click to 1 s after the new batch. */
async function measureUpdateAttributes(browser: Browser, seed: number) {
  const page = await observedPage(browser);
  await page.goto(`${base}${STAGE}/shot-accuracy?seed=${seed}`);
  await page.getByTestId('carousel').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  const before = await page.getByTestId('overall-wins').innerText();
  const panel = page.getByTestId('panel-player1');
  await panel.getByRole('button', { name: 'Edit Player 1' }).click();
  await panel.getByLabel('Observed accuracy').selectOption('0.7');
  const t0 = await resetLongTasks(page);
  // click to next paint: the browser's event time stamp to the frame after the click handler's render
  const paint = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const b = Array.from(document.querySelectorAll('button')).find((x) => x.textContent?.trim() === 'Update Attributes')!;
        b.addEventListener('click', (e) => {
          const at = e.timeStamp;
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - at), 0));
        }, { once: true });
      }),
  );
  await panel.getByRole('button', { name: 'Update Attributes' }).click();
  const clickToPaint = await paint;
  await page.waitForFunction((b) => {
    const el = document.querySelector('[data-testid="overall-wins"]');
    return el !== null && (el as HTMLElement).innerText !== b;
  }, before, { timeout: 60_000 });
  await page.waitForTimeout(1000);
  const tasks = (await longTasks(page)).filter((t) => t.start >= t0);
  await page.close();
  return { tasks, longest: tasks.reduce((m, t) => Math.max(m, t.duration), 0), clickToPaint };
}

/** React DOM alone, bundled as the site ships it (minified, compile hint), kept in memory. */
async function reactDomAloneBundle(): Promise<string> {
  const entry = resolve('bench/react-dom-alone.ts');
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHints([/[\\/]bench[\\/]react-dom-alone\.ts$/])],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, modulePreload: false, rolldownOptions: { input: entry } },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as { output: { type: string; code?: string }[] }[];
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`expected one chunk for React DOM alone, got ${chunks.length}`);
  return chunks[0].code!;
}

/** Serves the reference page (React DOM alone) from its own small server; returns its address. */
async function serveReactDomAlone(code: string): Promise<{ url: string; close: () => void }> {
  const html = '<!doctype html><html lang="en"><head><title>React DOM alone</title><script type="module" src="/react-dom-alone.js"></script></head><body><p>React DOM alone</p></body></html>';
  const server = createServer((req, res) => {
    const js = req.url === '/react-dom-alone.js';
    res.writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/html; charset=utf-8' });
    res.end(js ? code : html);
  });
  const port = await freePort();
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** The reference: long tasks while a page with React DOM alone loads (same browser, a fresh page each run). */
async function measureReactDomAlone(browser: Browser, url: string) {
  const page = await observedPage(browser);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __reactDomLoaded?: unknown }).__reactDomLoaded !== undefined);
  await page.waitForTimeout(500);
  const tasks = await longTasks(page);
  await page.close();
  return { tasks, longest: tasks.reduce((m, t) => Math.max(m, t.duration), 0) };
}

async function measure(browser: Browser) {
  const page = await observedPage(browser);
  await page.goto(base + PATH);
  const summary = page.getByTestId('league-summary');
  await summary.locator('tbody tr').first().waitFor({ timeout: 60_000 });
  await page.getByLabel('Players', { exact: true }).selectOption('10');
  await page.getByLabel('Rounds per pairing').selectOption('6');
  await page.waitForFunction(() => document.querySelector('[data-testid="league-summary"] tbody')?.children.length === 10, null, { timeout: 120_000 });

  // The measured run: 750 simulations of 10 players x 6 rounds per pairing.
  const t0 = await resetLongTasks(page);
  await page.getByLabel('Simulations').selectOption('750');

  // A click on the navigation (the Projects menu button) mid-run: delay from the
  // browser's event timestamp until the menu is open on screen.
  const button = page.getByRole('button', { name: 'Projects' });
  const clickDelay = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const b = Array.from(document.querySelectorAll('button')).find((x) => x.textContent?.trim() === 'Projects')!;
        let downAt = 0;
        b.addEventListener('pointerdown', (e) => (downAt = e.timeStamp), { once: true });
        const mo = new MutationObserver(() => {
          if (b.getAttribute('aria-expanded') === 'true') {
            mo.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - downAt));
          }
        });
        mo.observe(b, { attributes: true });
      }),
  );
  await button.click();
  const clickMs = await clickDelay;
  const midRun = !(await summary.getByText('750 simulated leagues').isVisible());
  await page.keyboard.press('Escape');

  await summary.getByText('750 simulated leagues').waitFor({ timeout: 300_000 });
  const t1 = await page.evaluate(() => performance.now());
  const tasks = await longTasks(page);
  const during = tasks.filter((t) => t.start >= t0 && t.start <= t1);
  const longest = during.reduce((m, t) => Math.max(m, t.duration), 0);
  const totalMs = t1 - t0;
  await page.close();
  return { totalMs, during, longest, clickMs, midRun };
}

/** The forecast page: "New seed" → 10,000 simulations → games that matter; long tasks over the whole re-run. */
async function measureForecast(browser: Browser) {
  const page = await observedPage(browser);
  await page.goto(`${base}/pool/forecast/banff`);
  await page.locator('[data-testid=forecast-result][data-current=true]').waitFor({ timeout: 120_000 });
  await page.getByTestId('games-that-matter').waitFor({ timeout: 120_000 });
  await page.waitForTimeout(500);
  const marks = page.evaluate(
    () =>
      new Promise<{ forecastAt: number; matterAt: number }>((resolve) => {
        let forecastAt = 0;
        let sawRunning = false;
        // One inline callback (no named function: tsx would wrap it in a helper the page does not have).
        const mo = new MutationObserver(() => {
          const result = document.querySelector('[data-testid=forecast-result]');
          const current = result?.getAttribute('data-current') === 'true';
          if (!current) sawRunning = true;
          if (sawRunning && current && !forecastAt) forecastAt = performance.now();
          // The list is replaced when the new run's games that matter arrive (none while they are computed).
          if (forecastAt && document.querySelector('[data-testid=games-that-matter]') && !document.querySelector('[data-testid=games-that-matter-running]')) {
            mo.disconnect();
            resolve({ forecastAt, matterAt: performance.now() });
          }
        });
        mo.observe(document.body, { subtree: true, childList: true, attributes: true });
        setTimeout(() => resolve({ forecastAt: forecastAt || -1, matterAt: -1 }), 120_000);
      }),
  );
  const t0 = await resetLongTasks(page);
  await page.getByRole('button', { name: 'New seed' }).click();
  const { forecastAt, matterAt } = await marks;
  if (forecastAt < 0 || matterAt < 0) throw new Error(`forecast re-run did not finish within 120 s (forecast ${forecastAt < 0 ? 'not shown' : 'shown'})`);
  const tasks = await longTasks(page);
  const during = tasks.filter((t) => t.start >= t0 && t.start <= matterAt);
  await page.close();
  return { forecastMs: forecastAt - t0, matterMs: matterAt - forecastAt, during, longest: during.reduce((m, t) => Math.max(m, t.duration), 0) };
}

/** The Kelly article's bankroll lab at its defaults: click Run, wait for the table and chart, then 1 s more. */
async function measureBankroll(browser: Browser) {
  const page = await observedPage(browser);
  await page.goto(`${base}/betting/kelly-criterion-bankroll-management`);
  const lab = page.getByTestId('bankroll-lab');
  await lab.getByTestId('lab-run').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  const t0 = await resetLongTasks(page);
  await lab.getByTestId('lab-run').click();
  await lab.getByTestId('lab-table').waitFor({ timeout: 120_000 });
  await lab.locator('svg').first().waitFor({ timeout: 60_000 });
  const shownAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1000);
  const tasks = (await longTasks(page)).filter((t) => t.start >= t0);
  await page.close();
  return { runMs: shownAt - t0, tasks, longest: tasks.reduce((m, t) => Math.max(m, t.duration), 0) };
}

if (!existsSync('dist/index.html') || !existsSync('dist-server/server.js')) {
  console.error('bench:ui needs a build: run `npm run build` first.');
  process.exit(1);
}

const port = await freePort();
const db = join(tmpdir(), `bench-ui-${port}.db`);
const server = spawn(process.execPath, ['dist-server/server.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, DATABASE_PATH: db, LOG_REQUESTS: '0', CRICSHEET_AUTO_IMPORT: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
let exitCode = 0;
try {
  await waitForHealth(`${base}/api/health`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const RUNS = Number(process.env.BENCH_UI_RUNS || 3);
  const fmtTasks = (tasks: Task[]) => (tasks.length ? tasks.map((t) => `${t.duration.toFixed(0)} ms [${t.scripts || 'browser work'}]`).join('; ') : 'none');
  if (!process.env.BENCH_UI_ONLY || process.env.BENCH_UI_ONLY === 'bankroll') {
    const labs = [];
    await measureBankroll(browser); // warm-up
    for (let i = 0; i < RUNS; i++) labs.push(await measureBankroll(browser));
    console.log(`bench:ui  bankroll lab, 10,000 bettors x 1,000 bets x 3 fractions, ${RUNS} runs (load average ${loadavg()[0].toFixed(1)})`);
    labs.forEach((r, i) =>
      console.log(`  run ${i + 1}: click to table and chart ${r.runMs.toFixed(0)} ms; long tasks ${r.tasks.length} (longest ${r.longest.toFixed(0)} ms): ${fmtTasks(r.tasks)}`),
    );
    const labOk = labs.every((r) => r.longest <= 50);
    console.log(`  target (no main-thread task over 50 ms): ${labOk ? 'met' : 'NOT met'} in every run`);
    if (!labOk) exitCode = 1;
    if (process.env.BENCH_UI_ONLY === 'bankroll') {
      await browser.close();
      throw Object.assign(new Error('done'), { benchDone: true });
    }
  }
  const forecasts = [];
  await measureForecast(browser); // warm-up (server caches, browser processes)
  for (let i = 0; i < RUNS; i++) forecasts.push(await measureForecast(browser));
  console.log(`bench:ui  season forecast, Banff: New seed -> 10,000 simulations -> games that matter, ${RUNS} runs (load average ${loadavg()[0].toFixed(1)})`);
  forecasts.forEach((r, i) =>
    console.log(
      `  run ${i + 1}: forecast ${r.forecastMs.toFixed(0)} ms; games that matter ${r.matterMs.toFixed(0)} ms; long tasks ${r.during.length} (longest ${r.longest.toFixed(0)} ms): ${fmtTasks(r.during)}`,
    ),
  );
  const forecastOk = forecasts.every((r) => r.longest <= 50 && r.matterMs <= 1000);
  console.log(`  targets (no long task over 50 ms; games that matter within 1 s): ${forecastOk ? 'met' : 'NOT met'} in every run`);
  if (!forecastOk) exitCode = 1;
  if (process.env.BENCH_UI_ONLY === 'forecast') {
    await browser.close();
    throw Object.assign(new Error('done'), { benchDone: true });
  }
  const reference = await serveReactDomAlone(await reactDomAloneBundle());
  const loads = [];
  const alone = [];
  const updates = [];
  // A first visit warms the server's caches and starts the browser's processes (not counted). Every measured page
  // opens in a fresh browser context (empty HTTP and code caches): a visitor's first visit. Stage 3 loads and the
  // reference page alternate, so both see the same machine.
  await measureStage3Load(browser, 1);
  await measureReactDomAlone(browser, reference.url);
  for (let i = 0; i < RUNS; i++) {
    loads.push(await measureStage3Load(browser, 100 + i));
    alone.push(await measureReactDomAlone(browser, reference.url));
  }
  reference.close();
  for (let i = 0; i < RUNS; i++) updates.push(await measureUpdateAttributes(browser, 200 + i));
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(await measure(browser));
  await browser.close();

  const fmt = (tasks: Task[]) =>
    tasks.length ? tasks.map((t) => `${t.duration.toFixed(0)} ms [${t.scripts || 'no script: browser work'}]`).join('; ') : 'none';
  console.log(`bench:ui  Stage 3 load (850-game batch), first visit, ${RUNS} runs`);
  loads.forEach((r, i) => console.log(`  run ${i + 1}: longest task ${r.longest.toFixed(0)} ms; long tasks: ${fmt(r.tasks)}`));
  console.log(`bench:ui  reference: a page with React DOM alone, first visit, ${RUNS} runs (the floor for any React page here)`);
  alone.forEach((r, i) => console.log(`  run ${i + 1}: longest task ${r.longest.toFixed(0)} ms; long tasks: ${fmt(r.tasks)}`));
  console.log(`bench:ui  Stage 1 Update Attributes, ${RUNS} runs`);
  updates.forEach((r, i) =>
    console.log(`  run ${i + 1}: longest task ${r.longest.toFixed(0)} ms; click to paint ${r.clickToPaint.toFixed(0)} ms; long tasks: ${fmt(r.tasks)}`),
  );
  const ok = results.every((r) => r.longest <= 50 && r.clickMs <= 200) && loads.every((r) => r.longest <= 50) && updates.every((r) => r.longest <= 50);
  console.log(`bench:ui  custom league, 10 players x 6 rounds x 750 simulations, ${RUNS} runs (load average ${loadavg()[0].toFixed(1)})`);
  results.forEach((r, i) => {
    console.log(
      `  run ${i + 1}: total ${(r.totalMs / 1000).toFixed(2)} s; long tasks ${r.during.length} (longest ${r.longest.toFixed(0)} ms); ` +
        `mid-run click ${r.clickMs.toFixed(0)} ms${r.midRun ? '' : ' [run had already finished]'}`,
    );
    if (r.during.length) console.log(`         long tasks: ${fmt(r.during)}`);
  });
  console.log('  targets: no long task over 50 ms (Stage 3 load, Update Attributes, league run); mid-run click handled within 200 ms');
  console.log(`  targets ${ok ? 'met' : 'NOT met'} in every run`);
  if (!ok) exitCode = 1;
} catch (e) {
  if (!(e as { benchDone?: boolean }).benchDone) {
    console.error(e);
    exitCode = 1;
  }
} finally {
  server.kill();
  for (const f of [db, `${db}-wal`, `${db}-shm`]) rmSync(f, { force: true });
}
process.exit(exitCode);
