/**
 * Memory under anonymous page load: the built server (`node dist-server/server.js`, demo league, a database file in
 * a temp folder) takes four rounds of 15 s of 200 keep-alive clients asking for one server-rendered page with
 * `Accept-Encoding: br, gzip` (each round its own autocannon process, bench/load-client.mjs), then 30 s idle. The
 * server's RSS (/proc/<pid>/status) is printed after each round and after the idle time, against the ceiling:
 * pages are rendered once per data version and compressed once per encoding (kept with the render), and the
 * compression of other responses is capped, so RSS must level off instead of growing with each round.
 *
 *   npm run build && npx tsx bench/page-memory.ts [path=/pool/group/banff] [ceilingMB=400] [big]
 *
 * With `big`: a first server imports an 8 MiB league CSV (about 180,000 matches, the import's
 * limit less 1 KiB) through the admin API and stops; a second server process on the same file then takes the
 * rounds, as a restarted production server would. Ceiling for that run: 512 MB.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminHeaders, freePort, waitForHealth } from './local-server';
import { seasonCsv } from './league-import-csv';
import { MAX_CSV_BYTES } from '../api/http/request-guards';

const PATH = process.argv[2] ?? '/pool/group/banff';
const BIG = process.argv[4] === 'big';
const CEILING_MB = Number(process.argv[3] ?? (BIG ? 512 : 400));
const ROUNDS = 4;
const SECONDS = 15;
const CLIENTS = 200;
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const PASSWORD = 'bench-admin-password';
const serverOn = (dir: string, port: number) =>
  spawn(process.execPath, ['dist-server/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, DATABASE_PATH: join(dir, 'bench.db'), LOG_REQUESTS: '0', CRICSHEET_SOURCE: '', ADMIN_PASSWORD: PASSWORD },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/** A first server imports the 8 MiB league into the file and stops. */
async function importBigLeague(dir: string) {
  const port = await freePort();
  const first = serverOn(dir, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`);
    const bytes = MAX_CSV_BYTES - 1024;
    const full = seasonCsv(Math.ceil(bytes / 45), 4_000);
    const csv = full.slice(0, full.lastIndexOf('\n', bytes - 1) + 1);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/admin/import`, { method: 'POST', headers: { ...(await adminHeaders(base, PASSWORD)), 'Content-Type': 'text/csv' }, body: csv });
    if (res.status !== 200) throw new Error(`import answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    console.log(`imported ${csv.split('\n').length - 2} rows (${(Buffer.byteLength(csv) / 1048576).toFixed(2)} MiB) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    first.kill('SIGTERM');
    await new Promise((r) => first.once('exit', r));
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'page-memory-'));
  if (BIG) await importBigLeague(dir);
  const port = await freePort();
  const server = serverOn(dir, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`);
    const first = await fetch(`${base}${PATH}`);
    if (first.status !== 200) throw new Error(`${PATH} answered ${first.status}`);
    await first.arrayBuffer();
    console.log(`${PATH}: RSS at start ${rssMb(server.pid!).toFixed(0)} MB; load average ${load()}`);
    const rss: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const out = execFileSync(
        process.execPath,
        ['bench/load-client.mjs', JSON.stringify({ url: `${base}${PATH}`, connections: CLIENTS, duration: SECONDS, headers: { 'accept-encoding': 'br, gzip' } })],
        { encoding: 'utf8' },
      );
      const r = JSON.parse(out.trim().split('\n').pop()!) as { requestsPerSec: number; p50: number; p99: number; statuses: Record<string, number>; errors: number };
      rss.push(rssMb(server.pid!));
      console.log(
        `round ${round}: ${r.requestsPerSec.toFixed(0)} pages/s, p50 ${r.p50} ms, p99 ${r.p99} ms, 2xx ${r.statuses['2xx']}, 5xx ${r.statuses['5xx']}, errors ${r.errors}; RSS ${rss.at(-1)!.toFixed(0)} MB`,
      );
    }
    await new Promise((res) => setTimeout(res, 30_000));
    const idle = rssMb(server.pid!);
    const worst = Math.max(...rss, idle);
    console.log(`after 30 s idle: RSS ${idle.toFixed(0)} MB; highest ${worst.toFixed(0)} MB against the ceiling of ${CEILING_MB} MB: ${worst <= CEILING_MB ? 'PASS' : 'FAIL'}`);
    console.log(`load average ${load()}`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
