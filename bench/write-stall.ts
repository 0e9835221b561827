/**
 * An admin write on a league of 200,000 matches must not stall the server (the forecast track record is
 * recomputed on a worker thread, api/league/track-record.ts).
 *
 * Starts the API in this process as the server does (demo league, track-record worker, background scheduling; a
 * database file in a temp folder; pool answers on their worker too), imports a CSV of `rows` matches (default 200,000, under the 8 MiB import
 * limit) through /api/admin/import, waits for the track record to settle, then renames one player (one admin
 * write) while a separate process asks /api/health every 10 ms for 60 s. Prints health p50 / p99 / max over
 * those 60 s against the targets (p99 <= 100 ms, max <= 500 ms), and how long the worker took to bring the track
 * record up to date after the write.
 *
 *   npx tsx bench/write-stall.ts [rows=200000] [seconds=60]
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { trackRecordIdle } from '../api/league/track-record';
import { healthPoller, pct } from './league-import-csv';
import { startDemoLeagueServer } from './demo-league-server';

const ROWS = Number(process.argv[2] ?? 200_000);
const SECONDS = Number(process.argv[3] ?? 60);
const PASSWORD = 'bench-admin-password';
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');

/** Compact rows (short names, no optional columns) so 200,000 fit under the import's 8 MiB. */
function leagueCsv(rows: number): string {
  const lines = ['date,player1,player2,score1,score2,group'];
  const players = 2_000;
  const size = 50;
  for (let r = 0; r < rows; r++) {
    const a = r % players;
    const g = Math.floor(a / size);
    const b = g * size + ((a % size) + 1 + (Math.floor(r / players) % (size - 1))) % size;
    const day = new Date(Date.UTC(2024, 0, 1) + Math.floor((r / rows) * 700) * 86_400_000).toISOString().slice(0, 10);
    const aWins = (r * 7919) % 3 !== 0;
    lines.push(`${day},P${a + 1},P${b + 1},${aWins ? 10 : r % 8},${aWins ? r % 8 : 10},G${g + 1}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Where the request thread was blocked: a 5 ms timer's late turns over 50 ms (start and length, epoch ms) and the
 * garbage collector's pauses over 20 ms, to line up with slow health answers.
 */
function stallLog() {
  const gaps: { at: number; ms: number }[] = [];
  const gcs: { at: number; ms: number; kind: number }[] = [];
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    if (now - last > 55) gaps.push({ at: last, ms: now - last - 5 });
    last = now;
  }, 5);
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.duration > 20) gcs.push({ at: performance.timeOrigin + e.startTime, ms: e.duration, kind: (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0 });
  });
  gc.observe({ entryTypes: ['gc'] });
  return { gaps, gcs, stop: () => (clearInterval(timer), gc.disconnect()) };
}

async function main() {
  const { dir, db, server, base, auth } = await startDemoLeagueServer('write-stall-', PASSWORD);

  const csv = leagueCsv(ROWS);
  console.log(`CSV: ${ROWS} rows, ${(csv.length / 1024 / 1024).toFixed(2)} MiB; load average ${load()}`);
  let t = performance.now();
  const imp = await fetch(`${base}/api/admin/import`, { method: 'POST', headers: { ...auth, 'Content-Type': 'text/csv' }, body: csv });
  if (imp.status !== 200) throw new Error(`import answered ${imp.status}: ${await imp.text()}`);
  await imp.arrayBuffer();
  console.log(`import ${((performance.now() - t) / 1000).toFixed(1)} s; matches stored ${db.prepare('SELECT COUNT(*) FROM pool_matches').pluck().get()}`);
  t = performance.now();
  await trackRecordIdle(db);
  console.log(`track record settled after the import in ${((performance.now() - t) / 1000).toFixed(1)} s (worker thread)`);

  const poller = healthPoller(`${base}/api/health`, 10);
  const stalls = stallLog();
  await new Promise((r) => setTimeout(r, 1000));
  const from = poller.samples.length;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpu0 = process.cpuUsage();
  t = performance.now();
  const writeAt = Date.now();
  const rename = await fetch(`${base}/api/admin/players/1`, {
    method: 'PATCH',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Renamed Player' }),
  });
  const writeMs = performance.now() - t;
  if (rename.status !== 200) throw new Error(`rename answered ${rename.status}: ${await rename.text()}`);
  let settled = NaN;
  void trackRecordIdle(db).then(() => (settled = performance.now() - t));
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const during = poller.samples.slice(from);
  const duringStarts = poller.starts.slice(from);
  poller.stop();
  stalls.stop();
  const cpu = process.cpuUsage(cpu0);
  loop.disable();
  server.close();
  const p99 = pct(during, 99);
  const max = Math.max(...during);
  console.log(`rename answered in ${writeMs.toFixed(0)} ms; track record up to date ${Number.isNaN(settled) ? `not within ${SECONDS} s` : `after ${(settled / 1000).toFixed(1)} s`}`);
  console.log(
    `/api/health for ${SECONDS} s after the write: ${during.length} answers, p50 ${pct(during, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target <= 100), max ${max.toFixed(1)} ms (target <= 500): ${p99 <= 100 && max <= 500 ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `the server's event loop (this process's main thread) in those ${SECONDS} s: delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
  );
  const rel = (at: number) => `${((at - writeAt) / 1000).toFixed(2)} s`;
  const slow = during.flatMap((ms, i) => (ms > 200 ? [`${rel(duringStarts[i])} +${ms.toFixed(0)} ms`] : []));
  console.log(`health answers over 200 ms (start after the write, latency): ${slow.join('; ') || 'none'}`);
  console.log(`request thread blocked over 50 ms (start after the write, length): ${stalls.gaps.map((g) => `${rel(g.at)} ${g.ms.toFixed(0)} ms`).join('; ') || 'none'}`);
  console.log(`GC pauses over 20 ms: ${stalls.gcs.map((g) => `${rel(g.at)} ${g.ms.toFixed(0)} ms (${g.kind})`).join('; ') || 'none'}`);
  console.log(`process CPU in those ${SECONDS} s (main + worker threads) ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; load average ${load()}`);
  db.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
