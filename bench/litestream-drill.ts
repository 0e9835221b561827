/**
 * Litestream restore drill (docs/scaling.md, "Backups and replicas"): continuous replication configured by the
 * LITESTREAM_* environment variables, the way `npm start` runs it, then a restore into a fresh file.
 *
 * In a temp folder: a migrated database, litestream.yml written by scripts/litestream-config.mjs for a replica in a
 * local folder (file://), and the server (bundled as `npm run build` bundles it, bench/server-process.ts; not tsx)
 * started under `litestream replicate -exec`.
 * Four clients send 50 add-results each and a CSV import of 2,000 rows goes in; every acknowledged write is noted.
 * Then, with the server still running (as if the machine were lost now), `node scripts/litestream.mjs restore`
 * restores the replica into a new file, and again after a clean stop. Each restored file must pass
 * PRAGMA integrity_check and hold every acknowledged row; after the stop it must equal the original row for row.
 *
 * Needs the `litestream` program (LITESTREAM_BIN, else PATH); without it the drill prints SKIPPED and why.
 *
 *   npx tsx bench/litestream-drill.ts
 */
import Database from 'better-sqlite3';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { litestreamVersion, writeLitestreamConfig } from '../scripts/litestream-config.mjs';
import { seasonCsv } from './league-import-csv';
import { freePort } from './local-server';
import { post, signIn, startServer } from './server-process';

const PASSWORD = 'bench-litestream-drill';
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Row = { match_id: number; game_datetime: string; player_1_id: number; player_2_id: number; score_1: number; score_2: number };
const matchesOf = (path: string) => {
  const db = new Database(path, { readonly: true });
  const integrity = db.pragma('integrity_check', { simple: true }) as string;
  const rows = db.prepare<unknown[], Row>('SELECT match_id, game_datetime, player_1_id, player_2_id, score_1, score_2 FROM pool_matches ORDER BY match_id').all();
  db.close();
  return { integrity, rows };
};

async function main() {
  const bin = process.env.LITESTREAM_BIN?.trim() || 'litestream';
  const version = litestreamVersion(bin);
  if (!version) {
    console.log(
      `SKIPPED: the Litestream program is not installed here (\`${bin}\` did not answer \`version\`). Install it from the system ` +
        '(docs/scaling.md, "Backups and replicas") or set LITESTREAM_BIN to its path, then run this drill again.',
    );
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'litestream-drill-'));
  const dbPath = join(dir, 'site.db');
  const env = {
    LITESTREAM_BIN: bin,
    DATABASE_PATH: dbPath,
    LITESTREAM_REPLICA_URL: `file://${join(dir, 'replica')}`,
    LITESTREAM_SYNC_INTERVAL: '1s',
    LITESTREAM_CONFIG: join(dir, 'litestream.yml'),
  };
  const children: ChildProcess[] = [];
  try {
    const settings = writeLitestreamConfig(env)!;
    const fresh = openDatabase(dbPath);
    migrate(fresh);
    fresh.close();
    console.log(`Litestream ${version}; replica ${settings.replicaUrl}, sync every ${settings.syncInterval}; load average ${load()}`);
    const port = await freePort();
    const server = await startServer({
      port,
      dbPath,
      dir,
      password: PASSWORD,
      children,
      env,
      launch: (argv) => [bin, ['replicate', '-config', settings.configPath, '-exec', argv.map((a) => JSON.stringify(a)).join(' ')]],
    });
    const token = await signIn(port, PASSWORD);
    const players = ((await (await fetch(`http://127.0.0.1:${port}/api/pool/players`)).json()) as { data: { id: number }[] }).data;
    const acked = new Map<number, [number, number]>();
    const writer = async (w: number) => {
      for (let i = 0; i < 50; i++) {
        const [s1, s2] = (i + w) % 2 === 0 ? [10, i % 8] : [i % 8, 10];
        const res = await post(port, '/api/admin/add-result', { player1Id: players[w].id, player2Id: players[w + 4].id, score1: s1, score2: s2 }, token);
        if (res.status === 201) acked.set(((await res.json()) as { data: { match_id: number } }).data.match_id, [s1, s2]);
        else throw new Error(`add-result answered ${res.status}: ${await res.text()}`);
      }
    };
    await Promise.all([0, 1, 2, 3].map(writer));
    const imp = await post(port, '/api/admin/import', seasonCsv(2_000, 100), token, 'text/csv');
    if (imp.status !== 200) throw new Error(`import answered ${imp.status}: ${await imp.text()}`);
    const imported = ((await imp.json()) as { data: { matchesToAdd: number } }).data.matchesToAdd;
    const lastAck = performance.now();
    const live = matchesOf(dbPath).rows;
    console.log(`acknowledged: ${acked.size} add-results and an import of ${imported} matches; ${live.length} matches in the live file`);

    const restore = (target: string) => {
      const t = performance.now();
      const r = spawnSync(process.execPath, ['scripts/litestream.mjs', 'restore', target], { env: { ...process.env, ...env }, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`restore failed (${r.status}): ${r.stdout}${r.stderr}`);
      return performance.now() - t;
    };
    const check = (label: string, path: string, ms: number, whole: Row[] | null) => {
      const { integrity, rows } = matchesOf(path);
      const byId = new Map(rows.map((r) => [r.match_id, r]));
      const missing = [...acked].filter(([id, [s1, s2]]) => byId.get(id)?.score_1 !== s1 || byId.get(id)?.score_2 !== s2).length;
      const importedRows = rows.length - (live.length - imported - acked.size) - acked.size;
      const same = whole ? JSON.stringify(rows) === JSON.stringify(whole) : null;
      const ok = integrity === 'ok' && missing === 0 && importedRows >= imported && same !== false;
      console.log(
        `${label}: restore ${(ms / 1000).toFixed(1)} s; integrity_check ${integrity}; ${rows.length} matches; acknowledged add-results missing ${missing}; ` +
          `imported matches present ${importedRows} of ${imported}${same === null ? '' : `; row for row equal to the original: ${same}`}: ${ok ? 'PASS' : 'FAIL'}`,
      );
      return ok;
    };

    // The machine lost now: what the replica holds a few sync intervals after the last acknowledgement.
    await sleep(3_000);
    const liveMs = restore(join(dir, 'restored-live.db'));
    const okLive = check(`restored while running (${((performance.now() - lastAck) / 1000).toFixed(1)} s after the last acknowledged write)`, join(dir, 'restored-live.db'), liveMs, null);

    // A clean stop: Litestream stops the server, ships the rest and exits.
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    const original = matchesOf(dbPath).rows;
    const stoppedMs = restore(join(dir, 'restored-stopped.db'));
    const okStopped = check('restored after a clean stop', join(dir, 'restored-stopped.db'), stoppedMs, original);
    console.log(`drill ${okLive && okStopped ? 'PASS' : 'FAIL'}; load average ${load()}`);
    if (!(okLive && okStopped)) process.exitCode = 1;
  } finally {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
