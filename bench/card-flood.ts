/**
 * Share cards under a flood of spellings: the built server (demo league, the cricket fixtures
 * or CRICSHEET_SOURCE) takes 16 keep-alive clients for 30 s, each asking card after card in a random spelling
 * (half the requests the card's own address, half its key and `.png` in random letter case; a group's id for its
 * slug; a random Host port on half of them) of a random subject
 * (every pool player and group, forecast, cricket career and bowling card, scorecard and records table), while a
 * separate process asks /api/health every 20 ms. Prints health p50 / p99 / max during the flood against the target
 * (p99 <= 100 ms), the cards' answers by status, and the server's RSS before and after, with the load average.
 *
 *   npm run build && npx tsx bench/card-flood.ts [seconds=30] [clients=16]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { healthPoller, pct } from './league-import-csv';
import { startBuiltServer, waitForHealth } from './local-server';

const SECONDS = Number(process.argv[2] ?? 30);
const CLIENTS = Number(process.argv[3] ?? 16);
const TARGET_P99_MS = 100;
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const json = async <T>(url: string) => ((await (await fetch(url)).json()) as { data: T }).data;

/** The flood: a child process of `clients` keep-alive loops over http.request (which may set Host), for `seconds`. */
function flood(port: number, paths: string[], seconds: number, clients: number): Promise<Record<string, number>> {
  const code = `
    const http = require('node:http');
    const paths = ${JSON.stringify(paths)};
    const agent = new http.Agent({ keepAlive: true, maxSockets: ${clients} });
    const end = Date.now() + ${seconds * 1000};
    const statuses = {};
    const mixCase = (s) => [...s].map((ch) => (Math.random() < 0.5 ? ch.toUpperCase() : ch.toLowerCase())).join('');
    const one = () => new Promise((resolve) => {
      const p = paths[Math.floor(Math.random() * paths.length)];
      const cut = p.lastIndexOf('/');
      // Half the requests as a client that follows the redirect asks (the card's own address), half misspelt.
      const path = Math.random() < 0.5 ? p : p.slice(0, cut + 1) + mixCase(p.slice(cut + 1));
      const host = Math.random() < 0.5 ? 'localhost:' + (1 + Math.floor(Math.random() * 65000)) : '127.0.0.1:${port}';
      const req = http.request({ host: '127.0.0.1', port: ${port}, path, agent, headers: { Host: host } }, (res) => {
        res.resume();
        res.on('end', () => { statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1; resolve(); });
      });
      req.on('error', () => { statuses.error = (statuses.error || 0) + 1; resolve(); });
      req.end();
    });
    Promise.all(Array.from({ length: ${clients} }, async () => { while (Date.now() < end) await one(); }))
      .then(() => { process.stdout.write(JSON.stringify(statuses)); agent.destroy(); });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.on('exit', () => resolve(JSON.parse(out || '{}') as Record<string, number>)));
}

async function main() {
  const { base, server, stop } = await startBuiltServer('card-flood');
  try {
    await waitForHealth(`${base}/api/health`);
    const port = Number(new URL(base).port);
    const groups = await json<{ id: number; url_slug: string }[]>(`${base}/api/pool/groups`);
    const players = await json<{ id: number }[]>(`${base}/api/pool/players`);
    const cricketers = await json<{ url_slug: string }[]>(`${base}/api/cricket/players`);
    const matches = ((await (await fetch(`${base}/api/cricket/matches?limit=200`)).json()) as { data: { match_id: string }[] }).data;
    const tables = ['most-runs', 'most-wickets', 'highest-scores', 'best-bowling-innings', 'best-batting-average', 'most-catches'];
    const paths = [
      '/api/card/site.png',
      ...groups.flatMap((g) => [`/api/card/pool/group/${g.url_slug}.png`, `/api/card/pool/group/${g.id}.png`, `/api/card/pool/forecast/${g.url_slug}.png`]),
      ...players.map((p) => `/api/card/pool/player/${p.id}.png`),
      ...cricketers.flatMap((p) => [`/api/card/cricket/player/${p.url_slug}.png`, `/api/card/cricket/bowling/${p.url_slug}.png`]),
      ...matches.map((m) => `/api/card/cricket/match/${m.match_id}.png`),
      ...tables.map((t) => `/api/card/cricket/records/${t}.png`),
    ];
    const before = rssMb(server.pid!);
    console.log(`${paths.length} card subjects; RSS at start ${before.toFixed(0)} MB; load average ${load()}`);
    const health = healthPoller(`${base}/api/health`, 20);
    await new Promise((r) => setTimeout(r, 500));
    const skip = health.samples.length;
    const statuses = await flood(port, paths, SECONDS, CLIENTS);
    health.stop();
    const during = health.samples.slice(skip);
    const p99 = pct(during, 99);
    console.log(`cards answered: ${Object.entries(statuses).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(
      `/api/health during ${SECONDS} s of ${CLIENTS} clients: ${during.length} answers, p50 ${pct(during, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
        `max ${Math.max(...during).toFixed(1)} ms; target p99 <= ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'PASS' : 'FAIL'}`,
    );
    console.log(`RSS after ${rssMb(server.pid!).toFixed(0)} MB (start ${before.toFixed(0)} MB); load average ${load()}`);
  } finally {
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
