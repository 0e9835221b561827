/**
 * Two server processes on one database file during the largest import (docs/scaling.md, "More processes on the
 * same machine").
 *
 * Starts `api/server.ts` twice (A and B, through tsx) on one database file in a temp folder (demo league), signs
 * in on both, and while one separate process asks each server's /api/health every 10 ms, POSTs a CSV of just under
 * the import's 8 MiB limit to A and sends B an add-result every 100 ms until the import is in, then 5 more.
 * Prints the import's wall time, B's answers by status and code, B's write latency, each server's health p50 /
 * p99 / max during the import, and checks the file afterwards (integrity check, every acknowledged write stored).
 * Targets: 0 x 5xx other than 503 with Retry-After, no acknowledged write lost, health max <= 500 ms on B.
 *
 *   npx tsx bench/two-processes.ts [bytes=8 MiB - 1 KiB]
 */
import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_CSV_BYTES } from '../api/http/request-guards';
import { healthPoller, pct, seasonCsv } from './league-import-csv';
import { freePort } from './local-server';
import { post, signIn, startServer } from './server-process';

const BYTES = Number(process.argv[2] ?? MAX_CSV_BYTES - 1024);
const PASSWORD = 'bench-two-processes';
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');

/** A season CSV cut at a line end to at most `bytes` bytes. */
function csvOf(bytes: number) {
  const text = seasonCsv(Math.ceil(bytes / 45), 4_000);
  return text.slice(0, text.lastIndexOf('\n', bytes - 1) + 1);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'two-processes-'));
  const dbPath = join(dir, 'site.db');
  const children: ChildProcess[] = [];
  try {
    const [portA, portB] = [await freePort(), await freePort()];
    await startServer({ port: portA, dbPath, dir, password: PASSWORD, children });
    // BENCH_PROFILE_DIR: B writes a CPU profile there when it stops (bench/cpu-profile-blocks.mjs reads it).
    const nodeArgs = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
    await startServer({ port: portB, dbPath, dir, password: PASSWORD, children, nodeArgs });
    const [tokenA, tokenB] = [await signIn(portA, PASSWORD), await signIn(portB, PASSWORD)];
    const players = ((await (await fetch(`http://127.0.0.1:${portB}/api/pool/players`)).json()) as { data: { id: number }[] }).data;
    const [p1, p2] = [players[0].id, players[1].id];
    const csv = csvOf(BYTES);
    console.log(`CSV ${csv.split('\n').length - 2} rows, ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(2)} MiB; load average ${load()}`);

    const healthA = healthPoller(`http://127.0.0.1:${portA}/api/health`, 10);
    const healthB = healthPoller(`http://127.0.0.1:${portB}/api/health`, 10);
    await new Promise((r) => setTimeout(r, 1000));
    const [fromA, fromB] = [healthA.samples.length, healthB.samples.length];
    let importDone = false;
    const t0 = performance.now();
    const imported = post(portA, '/api/admin/import', csv, tokenA, 'text/csv').then(async (res) => {
      importDone = true;
      return { status: res.status, ms: performance.now() - t0, body: await res.text() };
    });

    const answers = new Map<string, number>();
    const writeMs: number[] = [];
    const slowWrites: string[] = [];
    const acked = new Map<number, [number, number]>();
    const addResult = async (i: number) => {
      const [s1, s2] = i % 2 === 0 ? [10, i % 8] : [i % 8, 10];
      const t = performance.now();
      const res = await post(portB, '/api/admin/add-result', { player1Id: p1, player2Id: p2, score1: s1, score2: s2 }, tokenB);
      const body = (await res.json()) as { data?: { match_id: number }; error?: { code: string } };
      writeMs.push(performance.now() - t);
      if (performance.now() - t > 500) slowWrites.push(`+${((t - t0) / 1000).toFixed(1)} s ${(performance.now() - t).toFixed(0)} ms (${res.status})`);
      const what = `${res.status}${body.error ? ` ${body.error.code}` : ''}${res.status === 503 ? ` Retry-After ${res.headers.get('retry-after')}` : ''}`;
      answers.set(what, (answers.get(what) ?? 0) + 1);
      if (res.status === 201) acked.set(body.data!.match_id, [s1, s2]);
    };
    let i = 0;
    while (!importDone) {
      await addResult(i++);
      await new Promise((r) => setTimeout(r, 100));
    }
    const imp = await imported;
    const [a, b] = [healthA.samples.slice(fromA), healthB.samples.slice(fromB)];
    const epoch0 = performance.timeOrigin + t0;
    const slowB = b.flatMap((ms, k) => (ms > 500 ? [`+${((healthB.starts[fromB + k] - epoch0) / 1000).toFixed(1)} s ${ms.toFixed(0)} ms`] : []));
    for (let k = 0; k < 5; k++) await addResult(i++);
    healthA.stop();
    healthB.stop();
    console.log(`import on A: ${imp.status} in ${(imp.ms / 1000).toFixed(1)} s${imp.status === 200 ? '' : `: ${imp.body.slice(0, 300)}`}`);
    console.log(`B's add-results (${i}): ${[...answers].map(([k, n]) => `${n} x ${k}`).join(', ')}; latency p99 ${pct(writeMs, 99).toFixed(0)} ms, max ${Math.max(...writeMs).toFixed(0)} ms`);
    console.log(`B's answers over 500 ms (start after the import was sent): add-results ${slowWrites.join('; ') || 'none'}; health ${slowB.join('; ') || 'none'}`);
    for (const [name, xs] of [['A', a], ['B', b]] as const)
      console.log(`/api/health on ${name} during the import: ${xs.length} answers, p50 ${pct(xs, 50).toFixed(1)} ms, p99 ${pct(xs, 99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`);
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    const db = new Database(dbPath, { readonly: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    const get = db.prepare<[number], { score_1: number; score_2: number }>('SELECT score_1, score_2 FROM pool_matches WHERE match_id = ? AND deleted_at IS NULL');
    const lost = [...acked].filter(([id, [s1, s2]]) => {
      const r = get.get(id);
      return !r || r.score_1 !== s1 || r.score_2 !== s2;
    });
    db.close();
    const fivexx = [...answers].filter(([k]) => k.startsWith('5') && !/^503 \w+ Retry-After \d+$/.test(k)).reduce((t, [, n]) => t + n, 0);
    console.log(`integrity_check ${integrity}; acknowledged writes ${acked.size}, lost ${lost.length}; 5xx other than 503 with Retry-After: ${fivexx}`);
    console.log(`B's health max ${Math.max(...b).toFixed(1)} ms (target <= 500): ${fivexx === 0 && lost.length === 0 && Math.max(...b) <= 500 ? 'PASS' : 'FAIL'}; load average ${load()}`);
  } finally {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
