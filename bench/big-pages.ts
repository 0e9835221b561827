/**
 * A big league's pages: the built server (`node dist-server/server.js`) on a database holding the demo league and
 * one group ("Big", 63 players) of `matches` matches (default 197,895), written straight into the file first.
 * Prints each page's HTML size and first and second answer time (target: no page over 2 MB), then 30 s of mixed
 * load (16 clients over the big group's page, its players' pages, the demo group's page and both standings answers)
 * with the server's RSS sampled every second (targets: RSS <= 512 MB, no request over 2 s), then one admin write on
 * the big group and how long the demo group's standings and the big group's take after it.
 *
 *   npm run build && npx tsx bench/big-pages.ts [matches=197895]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { seedDemoLeagueIfEmpty } from '../api/league/demo-seed';
import { adminHeaders, freePort, waitForHealth } from './local-server';

const MATCHES = Number(process.argv[2] ?? 197_895);
const PLAYERS = 63;
const PASSWORD = 'bench-admin-password';
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** The demo league and the big group, written directly into the file. */
function writeLeague(path: string): number[] {
  const db = openDatabase(path);
  migrate(db);
  seedDemoLeagueIfEmpty(db);
  const ids: number[] = [];
  db.transaction(() => {
    const group = Number(db.prepare("INSERT INTO pool_groups (name, url_slug) VALUES ('Big', 'big')").run().lastInsertRowid);
    for (let i = 0; i < PLAYERS; i++) {
      const id = Number(db.prepare('INSERT INTO pool_players (name) VALUES (?)').run(`Big Player ${i + 1}`).lastInsertRowid);
      db.prepare('INSERT INTO pool_group_players (group_id, player_id) VALUES (?, ?)').run(group, id);
      ids.push(id);
    }
    const insert = db.prepare(
      `INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id)
       VALUES (datetime('2016-01-01', '+' || ? || ' minutes'), ?, ?, ?, ?, ?)`,
    );
    for (let r = 0; r < MATCHES; r++) {
      const a = ids[r % PLAYERS];
      const b = ids[((r % PLAYERS) + 1 + (Math.floor(r / PLAYERS) % (PLAYERS - 1))) % PLAYERS];
      const aWins = (r * 7919) % 3 !== 0;
      insert.run(r * 20, a, b, aWins ? 10 : r % 8, aWins ? r % 8 : 10, aWins ? a : b);
    }
  })();
  db.close();
  return ids;
}

async function timed(url: string, headers: Record<string, string> = {}) {
  const t = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  return { status: res.status, bytes: body.byteLength, ms: performance.now() - t };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'big-pages-'));
  const path = join(dir, 'bench.db');
  let t = performance.now();
  const ids = writeLeague(path);
  console.log(`league written: demo + Big (${PLAYERS} players, ${MATCHES} matches) in ${((performance.now() - t) / 1000).toFixed(1)} s; load average ${load()}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist-server/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: base, DATABASE_PATH: path, LOG_REQUESTS: '0', CRICSHEET_SOURCE: '', CRICSHEET_AUTO_IMPORT: '0', ADMIN_PASSWORD: PASSWORD },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(`${base}/api/health`);
    const pages = ['/pool/group/big', `/pool/player/${ids[0]}`, '/pool/group/banff', '/pool/matches', '/pool/predictions/big'];
    let over = 0;
    for (const p of pages) {
      const first = await timed(base + p, { 'accept-encoding': 'identity' }).catch((err: unknown) => {
        console.log(`${p}: no answer (${(err as Error).message}; fetch gives up after 300 s)`);
        return null;
      });
      if (!first) continue;
      const second = await timed(base + p, { 'accept-encoding': 'identity' });
      if (first.bytes > 2 * 1024 * 1024) over++;
      console.log(`${p}: ${first.status}, ${(first.bytes / 1024).toFixed(0)} KiB of HTML; first ${first.ms.toFixed(0)} ms, again ${second.ms.toFixed(0)} ms`);
    }
    console.log(`pages over 2 MB: ${over} (target 0): ${over === 0 ? 'PASS' : 'FAIL'}; RSS ${rssMb(server.pid!).toFixed(0)} MB`);

    const mix = [
      '/pool/group/big',
      ...ids.slice(0, 8).map((id) => `/pool/player/${id}`),
      '/pool/group/banff',
      '/api/pool/group/big/standings',
      '/api/pool/group/banff/standings',
    ];
    const rss: number[] = [];
    const sampler = setInterval(() => rss.push(rssMb(server.pid!)), 1000);
    const runs = mix.slice(0, 16).map(
      (url) =>
        new Promise<{ url: string; p99: number; max: number; statuses: Record<string, number>; errors: number; timeouts: number }>((resolve, reject) => {
          const child = spawn(process.execPath, ['bench/load-client.mjs', JSON.stringify({ url: base + url, connections: Math.max(1, Math.floor(16 / mix.length)), duration: 30, headers: { 'accept-encoding': 'br, gzip' } })]);
          let out = '';
          child.stdout.on('data', (d: Buffer) => (out += d.toString()));
          child.on('exit', () => {
            try {
              resolve({ url, ...(JSON.parse(out.trim().split('\n').pop()!) as Omit<Awaited<typeof runs>[number], 'url'>) });
            } catch (err) {
              reject(err);
            }
          });
        }),
    );
    const results = await Promise.all(runs);
    clearInterval(sampler);
    const worst = Math.max(...results.map((r) => r.max));
    for (const r of results) console.log(`  ${r.url}: p99 ${r.p99} ms, max ${r.max} ms, 2xx ${r.statuses['2xx']}, non-2xx ${r.statuses['4xx'] + r.statuses['5xx']}, errors ${r.errors}, timeouts ${r.timeouts}`);
    const highest = Math.max(...rss);
    console.log(`mixed load 30 s: slowest request ${worst} ms (target <= 2000), RSS highest ${highest.toFixed(0)} MB (target <= 512): ${worst <= 2000 && highest <= 512 ? 'PASS' : 'FAIL'}; load average ${load()}`);

    const auth = await adminHeaders(base, PASSWORD);
    t = performance.now();
    const write = await fetch(`${base}/api/admin/players/${ids[1]}`, { method: 'PATCH', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Big Renamed' }) });
    await write.arrayBuffer();
    const writeMs = performance.now() - t;
    const [small, big] = await Promise.all([timed(`${base}/api/pool/group/banff/standings`), timed(`${base}/api/pool/group/big/standings`)]);
    console.log(`after an admin write (${write.status}, ${writeMs.toFixed(0)} ms): the demo group's standings ${small.ms.toFixed(0)} ms, the big group's ${big.ms.toFixed(0)} ms; load average ${load()}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
