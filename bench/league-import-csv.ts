/**
 * A CSV import at league scale without stopping the server.
 *
 * Builds a season of 100,000 match rows naming 4,000 new players in 40 new groups, starts the built API (the Hono
 * app on @hono/node-server, a database file in a temp folder) on a free port, and while a separate process asks
 * `/api/health` every 10 ms, POSTs the file to `/api/admin/import` (commit). Prints the import's wall time, the
 * server process's CPU time during it, and the health answers' p50 / p99 / max latency during the import.
 *
 *   npx tsx bench/league-import-csv.ts [rows=100000] [players=4000]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../api/app';
import { ensureAdminPassword } from '../api/auth/admin-password';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { adminHeaders, freePort } from './local-server';

const ROWS = Number(process.argv[2] ?? 100_000);
const PLAYERS = Number(process.argv[3] ?? 4_000);
const PASSWORD = 'bench-admin-password';

/** A season: player i plays player (i + k) of the same group of 100, dates spread over a year. */
export function seasonCsv(rows: number, players: number): string {
  const lines = ['date,player1,player2,score1,score2,fixture_weight,group'];
  const groupSize = 100;
  for (let r = 0; r < rows; r++) {
    const a = r % players;
    const g = Math.floor(a / groupSize);
    const b = g * groupSize + ((a % groupSize) + 1 + (Math.floor(r / players) % (groupSize - 1))) % groupSize;
    const day = new Date(Date.UTC(2025, 0, 1) + Math.floor((r / rows) * 360) * 86_400_000).toISOString().slice(0, 10);
    const aWins = (r * 7919) % 3 !== 0;
    lines.push(`${day} 19:${String(r % 60).padStart(2, '0')},Player ${a + 1},Player ${b + 1},${aWins ? 10 : r % 8},${aWins ? r % 8 : 10},1,Group ${g + 1}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A child process that asks /api/health every `everyMs` until killed, printing each latency (ms) and its start
 * (epoch ms) on stdout; `samples` holds the latencies, `starts` the matching start times.
 */
export function healthPoller(url: string, everyMs: number) {
  const code = `
    const url = ${JSON.stringify(url)};
    const tick = async () => { const t = performance.now(); try { const r = await fetch(url); await r.arrayBuffer(); } catch {}
      process.stdout.write((performance.now() - t).toFixed(2) + ' ' + (performance.timeOrigin + t).toFixed(0) + '\\n'); setTimeout(tick, ${everyMs}); };
    tick();`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const samples: number[] = [];
  const starts: number[] = [];
  let buf = '';
  child.stdout.on('data', (d: Buffer) => {
    buf += d.toString();
    const parts = buf.split('\n');
    buf = parts.pop()!;
    for (const p of parts) {
      if (!p) continue;
      const [ms, at] = p.split(' ');
      samples.push(Number(ms));
      starts.push(Number(at));
    }
  });
  return { samples, starts, stop: () => child.kill() };
}

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'import-bench-'));
  const db = openDatabase(join(dir, 'bench.db'));
  migrate(db);
  await ensureAdminPassword(db, { envPassword: PASSWORD, log: () => {} });
  const app = createApp({ db });
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  const auth = await adminHeaders(base, PASSWORD);
  const csv = seasonCsv(ROWS, PLAYERS);
  console.log(`CSV: ${ROWS} rows, ${PLAYERS} new players, ${(csv.length / 1e6).toFixed(1)} MB; load average before ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);

  const poller = healthPoller(`${base}/api/health`, 10);
  await new Promise((r) => setTimeout(r, 1000));
  const before = poller.samples.length;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/import`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'text/csv' },
    body: csv,
  });
  const body = (await res.json()) as { data?: { matchesToAdd: number; playersToCreate: string[] }; error?: unknown };
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const during = poller.samples.slice(before);
  poller.stop();
  server.close();
  const stored = db.prepare<unknown[], { m: number; p: number }>('SELECT (SELECT COUNT(*) FROM pool_matches) AS m, (SELECT COUNT(*) FROM pool_players) AS p').get()!;
  db.close();
  rmSync(dir, { recursive: true, force: true });
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${JSON.stringify(body.error)}`);
  console.log(`import: ${res.status}, ${body.data!.matchesToAdd} matches and ${body.data!.playersToCreate.length} players added (stored: ${stored.m} matches, ${stored.p} players)`);
  console.log(`import wall ${(wall / 1000).toFixed(2)} s; server process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s (health poller in its own process)`);
  console.log(`/api/health during the import: ${during.length} answers, p50 ${pct(during, 50).toFixed(1)} ms, p99 ${pct(during, 99).toFixed(1)} ms, max ${Math.max(...during).toFixed(1)} ms`);
  console.log(`load average after ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
