/**
 * The read API under load: the built server (`node dist-server/server.js`) on a free port with a
 * temporary 10,000-match database, driven by autocannon. Each autocannon run is its own child process
 * (bench/load-client.mjs), so the server, the measuring client and the background load never share an event loop;
 * they do share the machine's cores, which is why the targets are ratios measured in one run. The background load of
 * the last run (16 clients looping on the matches list) runs under `nice -n 10`, standing in for clients on other
 * machines; every measured run keeps the normal priority. The server's own CPU
 * time per request is read from /proc around every run: the figure least disturbed by other work on the machine.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { buildLargeLeague, seedDemoLeague } from '../api/league/demo-seed';
import { importCricsheet } from '../api/cricket/import/import';

export interface LoadRun {
  title: string;
  requestsPerSec: number;
  totalRequests: number;
  bytesPerSec: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Server process CPU (user + system) per request, in microseconds. */
  serverCpuUsPerRequest?: number;
  /** Bytes of one response body as sent. */
  bodyBytes?: number;
}

export interface LoadReport {
  matches: number;
  seconds: number;
  connections: number;
  cricketSource: string;
  runs: LoadRun[];
  ratios: { name: string; value: string; target: string; met: boolean }[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** A raw GET (no automatic decompression): status, headers and body bytes as sent. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );
}

function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(f[11]) + Number(f[12]); // utime + stime (fields 14 and 15), clock ticks of 10 ms
}

function loadClient(
  opts: { title: string; url: string; connections: number; duration: number; headers?: Record<string, string> },
  niceness = 0,
) {
  const args = ['bench/load-client.mjs', JSON.stringify(opts)];
  // A background load generator yields the cores to the server and the measuring client (`nice`), as it would
  // running on other machines; the measuring client keeps the normal priority.
  const child = niceness
    ? spawn('nice', ['-n', String(niceness), process.execPath, ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise<LoadRun>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as LoadRun) : reject(new Error(`load client exited ${code}`))));
  });
}

async function waitForHealth(base: string, server: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await rawGet(`${base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not answer /api/health within 30 s');
}

/** The database (a large demo league and the cricket source) and a copy of the built site, in `dir`. */
async function prepareData(dir: string, matches: number, cricketSource: string, log: (line: string) => void) {
  const dbPath = join(dir, 'bench.db');
  log(`  api load: seeding ${matches} matches and importing cricket from ${cricketSource}`);
  const db = openDatabase(dbPath);
  migrate(db);
  seedDemoLeague(db, buildLargeLeague(matches));
  await importCricsheet(db, cricketSource);
  db.close();

  // A copy of the built site (when there is one) plus the static asset written later.
  const staticRoot = join(dir, 'static');
  if (existsSync('dist')) cpSync('dist', staticRoot, { recursive: true });
  mkdirSync(join(staticRoot, 'assets'), { recursive: true });
  if (!existsSync(join(staticRoot, 'index.html'))) writeFileSync(join(staticRoot, 'index.html'), '<!doctype html><title>bench</title>');
  return { dbPath, staticRoot };
}

/** The built server on a free port, in production mode, answering /api/health. */
async function startServer(dbPath: string, staticRoot: string): Promise<{ server: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist-server/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: base,
      DATABASE_PATH: dbPath,
      STATIC_ROOT: staticRoot,
      LOG_REQUESTS: '0',
      CRICSHEET_AUTO_IMPORT: '0',
      CRICSHEET_SOURCE: '',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(base, server);
  return { server, base };
}

/** The targets: the full list's throughput beside a static file's, a 304's beside /api/health's, and health's p99 under load. */
function loadRatios(runs: { list: LoadRun; stat: LoadRun; notModified: LoadRun; health: LoadRun; underLoad: LoadRun }): LoadReport['ratios'] {
  const { list, stat, notModified, health, underLoad } = runs;
  const pct = (a: number, b: number) => (b ? (100 * a) / b : 0);
  return [
    {
      name: 'full matches answer / static asset throughput',
      value: `${pct(list.requestsPerSec, stat.requestsPerSec).toFixed(0)} %`,
      target: '>= 50 %',
      met: list.requestsPerSec >= 0.5 * stat.requestsPerSec,
    },
    {
      name: '304 / /api/health throughput',
      value: `${pct(notModified.requestsPerSec, health.requestsPerSec).toFixed(0)} %`,
      target: '>= 50 %',
      met: notModified.requestsPerSec >= 0.5 * health.requestsPerSec,
    },
    { name: '/api/health p99 while 16 clients loop on matches', value: `${underLoad.p99} ms`, target: '<= 50 ms', met: underLoad.p99 <= 50 },
  ];
}

export async function runApiLoadBenchmark(
  opts: { matches?: number; seconds?: number; connections?: number; log?: (line: string) => void } = {},
): Promise<LoadReport> {
  const matches = opts.matches ?? 10_000;
  const seconds = opts.seconds ?? 8;
  const connections = opts.connections ?? 10;
  const log = opts.log ?? ((l: string) => console.error(l));
  const cricketSource = process.env.CRICSHEET_SOURCE?.trim() || 'tests/fixtures/cricsheet';

  // The built site and server (`npm run build`); built here only when missing, so the bench measures what ships.
  if (!existsSync('dist-server/server.js') || !existsSync('dist/index.html')) {
    log('  api load: no build found, running npm run build');
    execFileSync('npm', ['run', 'build'], { stdio: 'ignore' });
  }

  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  let server: ChildProcess | undefined;
  try {
    const { dbPath, staticRoot } = await prepareData(dir, matches, cricketSource, log);
    const started = await startServer(dbPath, staticRoot);
    server = started.server;
    const base = started.base;
    const pid = server.pid!;

    const gzip = { 'Accept-Encoding': 'gzip' };
    const matchesUrl = `${base}/api/pool/matches`;
    const full = await rawGet(matchesUrl, gzip);
    if (full.headers['content-encoding'] !== 'gzip') throw new Error('the matches answer was not gzipped');
    const etag = String(full.headers.etag);
    const identityBytes = (await rawGet(matchesUrl)).body.byteLength;
    // The static asset: the same number of bytes as the gzipped matches answer (its own bytes, so nothing can
    // compress it further).
    const assetName = `bench-${full.body.byteLength}.bin`;
    writeFileSync(join(staticRoot, 'assets', assetName), full.body);
    const standingsUrl = `${base}/api/pool/group/banff/standings`;
    const playersUrl = `${base}/api/cricket/players`;
    const sizes: Record<string, number> = {
      matches: full.body.byteLength,
      static: full.body.byteLength,
      m304: 0,
      standings: (await rawGet(standingsUrl, gzip)).body.byteLength,
      players: (await rawGet(playersUrl, gzip)).body.byteLength,
      health: (await rawGet(`${base}/api/health`)).body.byteLength,
    };
    log(`  api load: matches answer ${identityBytes} B, ${full.body.byteLength} B gzipped; cricket players ${sizes.players} B gzipped`);

    const runs: LoadRun[] = [];
    const measured = async (key: string, o: Parameters<typeof loadClient>[0]) => {
      log(`  api load: ${o.title} (${o.connections} connections, ${o.duration} s)`);
      const t0 = cpuTicks(pid);
      const r = await loadClient(o);
      const cpuMs = (cpuTicks(pid) - t0) * 10;
      r.serverCpuUsPerRequest = r.totalRequests ? Math.round((cpuMs * 1000) / r.totalRequests) : undefined;
      r.bodyBytes = sizes[key];
      runs.push(r);
      return r;
    };
    const c = connections;
    const d = seconds;
    const health = await measured('health', { title: 'GET /api/health', url: `${base}/api/health`, connections: c, duration: d });
    const stat = await measured('static', { title: `GET /assets/${assetName} (static file)`, url: `${base}/assets/${assetName}`, connections: c, duration: d, headers: gzip });
    const list = await measured('matches', { title: 'GET /api/pool/matches (full, gzip)', url: matchesUrl, connections: c, duration: d, headers: gzip });
    const notModified = await measured('m304', {
      title: 'GET /api/pool/matches, If-None-Match (304)',
      url: matchesUrl,
      connections: c,
      duration: d,
      headers: { ...gzip, 'If-None-Match': etag },
    });
    await measured('standings', { title: 'GET /api/pool/group/banff/standings (gzip)', url: standingsUrl, connections: c, duration: d, headers: gzip });
    await measured('players', { title: 'GET /api/cricket/players (gzip)', url: playersUrl, connections: c, duration: d, headers: gzip });

    // /api/health from one client while 16 others loop on the full matches list (each in its own process).
    log(`  api load: /api/health while 16 clients loop on the matches list`);
    const background = loadClient(
      { title: 'background: 16 clients on /api/pool/matches (gzip), nice 10', url: matchesUrl, connections: 16, duration: d + 2, headers: gzip },
      10,
    );
    await new Promise((r) => setTimeout(r, 1000));
    const underLoad = await measured('health', { title: 'GET /api/health, 1 client, while 16 loop on matches', url: `${base}/api/health`, connections: 1, duration: d });
    const bg = await background;
    bg.bodyBytes = sizes.matches;
    runs.push(bg);

    const ratios = loadRatios({ list, stat, notModified, health, underLoad });
    return { matches, seconds, connections, cricketSource, runs, ratios };
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printLoadReport(r: LoadReport) {
  const head = ['request', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'body B', 'server CPU µs/req', 'statuses'];
  const rows = r.runs.map((x) => [
    x.title,
    x.requestsPerSec.toFixed(0),
    String(x.p50),
    String(x.p99),
    String(x.max),
    x.bodyBytes === undefined ? '' : String(x.bodyBytes),
    x.serverCpuUsPerRequest === undefined ? '' : String(x.serverCpuUsPerRequest),
    Object.entries(x.statuses)
      .filter(([, n]) => n)
      .map(([k, n]) => `${k}:${n}`)
      .join(' ') + (x.errors ? ` errors:${x.errors}` : '') + (x.timeouts ? ` timeouts:${x.timeouts}` : ''),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(`\nRead API under load: ${r.matches} matches, ${r.connections} connections, ${r.seconds} s a run, cricket from ${r.cricketSource}`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('\nTargets (one run):');
  for (const t of r.ratios) console.log(`  ${t.name}: ${t.value} (target ${t.target}) ${t.met ? 'met' : 'MISSED'}`);
  console.log('');
}
