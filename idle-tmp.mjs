import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
const port = 23457;
const srv = spawn('node', ['dist-server/server.js'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: '/tmp/suite-idle.db', LOG_REQUESTS: '0', ADMIN_PASSWORD: 'x-very-long-pass', CRICSHEET_SOURCE: 'tests/fixtures/cricsheet', CRICSHEET_AUTO_IMPORT: '0' }, stdio: 'ignore' });
for (let i = 0; i < 100; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const root = process.pid;
const dead = new Map();
function cpu() { const all = []; for (const d of readdirSync('/proc')) { if (!/^\d+$/.test(d)) continue; try { const s = readFileSync(`/proc/${d}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); all.push({ pid: +d, ppid: +f[1], t: +f[11] + +f[12] }); } catch {} }
 const mine = new Set([root]); for (let g = true; g;) { g = false; for (const p of all) if (!mine.has(p.pid) && mine.has(p.ppid)) { mine.add(p.pid); g = true; } }
 let t = 0; for (const p of all) if (mine.has(p.pid) && p.pid !== srv.pid) { dead.set(p.pid, p.t); } for (const v of dead.values()) t += v; return t / 100; }
const base = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const variants = { base: [], ...Object.fromEntries(process.argv.slice(2).map((a) => [a, a.split(' ')])) };
for (const [name, extra] of Object.entries(variants)) {
  dead.clear();
  const c0 = cpu();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...base, ...extra] });
  const poller = setInterval(cpu, 100);
  const c1 = cpu();
  for (let k = 0; k < 6; k++) {
    const ctx = await browser.newContext(); const page = await ctx.newPage();
    await page.goto(`http://127.0.0.1:${port}/about`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await ctx.close();
  }
  await new Promise(r => setTimeout(r, 500));
  const c2 = cpu();
  clearInterval(poller);
  await browser.close();
  console.log(name.padEnd(60), 'launch', (c1 - c0).toFixed(2), 'six contexts with /about', (c2 - c1).toFixed(2));
}
srv.kill();
