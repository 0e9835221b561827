/**
 * `npx tsx bench/main-thread-profile.ts <url> [<url>...]`: what a page does on the main thread while it loads, as a
 * visitor on a phone meets it. Opens each URL in Chromium at 375 px with the CPU slowed 4x (as Lighthouse's mobile
 * preset assumes), records a V8 CPU profile from navigation until the page has been idle for 2 s, and prints the
 * long tasks (PerformanceObserver "longtask", with their total blocking time over 50 ms each) and the functions
 * with the most self time, by script. Point it at a running server (e.g. `PORT=3123 node dist-server/server.js`);
 * for readable names, build the client unminified into a folder of its own and serve that one:
 *   npx vite build --minify false --outDir /tmp/site-unminified && STATIC_ROOT=/tmp/site-unminified PORT=3123 node dist-server/server.js
 * Options: `--top N` (default 25) functions; `--save <dir>` writes each .cpuprofile (open it in Chromium's DevTools).
 */
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const TOP = Number(option('--top') ?? 25);
const SAVE = option('--save');
const urls = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  }
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (const [id, us] of self) {
    const f = byId.get(id)!.callFrame;
    const script = f.url.replace(/^https?:\/\/[^/]+/, '') || `(${f.functionName || 'native'})`;
    const key = `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    byScript.set(script, (byScript.get(script) ?? 0) + us);
  }
  // Total time (self and callees) per function, each sample counted once per function however deep it recurses.
  const keyOf = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^https?:\/\/[^/]+/, '')}:${n.callFrame.lineNumber + 1}`;
  const total = new Map<string, number>();
  const walk = (id: number, active: Set<string>) => {
    const n = byId.get(id)!;
    const key = keyOf(n);
    const added = !active.has(key) && n.callFrame.url !== '';
    if (added) active.add(key);
    const us = self.get(id) ?? 0;
    if (us) for (const k of active) total.set(k, (total.get(k) ?? 0) + us);
    for (const c of n.children ?? []) walk(c, active);
    if (added) active.delete(key);
  };
  walk(profile.nodes[0].id, new Set());
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { functions: top(byFunction, TOP), scripts: top(byScript, 12), totals: top(total, TOP) };
}

async function main() {
  if (urls.length === 0) {
    console.error('Usage: npx tsx bench/main-thread-profile.ts <url> [<url>...] [--top N] [--save dir]');
    process.exit(2);
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell' });
  if (SAVE) mkdirSync(SAVE, { recursive: true });
  for (const url of urls) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    // Idle: no long task for 2 s.
    let last = -1;
    for (let i = 0; i < 30; i++) {
      await page.waitForTimeout(2000);
      const n = await page.evaluate(() => (window as unknown as { __longTasks: unknown[] }).__longTasks.length);
      if (n === last) break;
      last = n;
    }
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    const blocking = tasks.filter((t) => t.start >= fcp).reduce((s, t) => s + Math.max(0, t.duration - 50), 0);
    console.log(`\n${url}  (load average ${loadavg()[0].toFixed(1)}; CPU slowed 4x)`);
    console.log(`  first contentful paint ${Math.round(fcp)} ms; blocking time after it ${Math.round(blocking)} ms (observed, not simulated)`);
    console.log(`  long tasks: ${tasks.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.start)}`).join(', ') || 'none'}`);
    const { functions, scripts, totals } = selfTimes(profile);
    console.log('  self time by script:');
    for (const [s, us] of scripts) console.log(`    ${(us / 1000).toFixed(0).padStart(6)} ms  ${s}`);
    console.log('  self time by function:');
    for (const [f, us] of functions) console.log(`    ${(us / 1000).toFixed(0).padStart(6)} ms  ${f}`);
    console.log('  total time (with callees) by function:');
    for (const [f, us] of totals) console.log(`    ${(us / 1000).toFixed(0).padStart(6)} ms  ${f}`);
    if (SAVE) writeFileSync(join(SAVE, `${url.replace(/^https?:\/\/[^/]+\//, '').replace(/[/?&=]/g, '_') || 'home'}.cpuprofile`), JSON.stringify(profile));
    await context.close();
  }
  await browser.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
