import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../bench/local-server';
import { post, startServer as startServerProcess } from '../../../bench/server-process';

// Runs the real server process (api/server.ts through tsx), streams acknowledged
// add-result writes at it, kills it with SIGKILL mid-stream, and checks the
// database afterwards: integrity_check ok and every acknowledged write present.

const PASSWORD = 'durability-test-password';
const dir = mkdtempSync(join(tmpdir(), 'admin-kill-'));
const dbPath = join(dir, 'site.db');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const startServer = (port: number) => startServerProcess({ port, dbPath, dir, password: PASSWORD, children });

describe('SIGKILL during a stream of acknowledged writes', () => {
  it('loses no acknowledged write and leaves a sound database', async () => {
    const port = await freePort();
    const server = await startServer(port);
    const login = await post(port, '/api/auth/token', { password: PASSWORD });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const players = ((await (await fetch(`http://127.0.0.1:${port}/api/pool/players`)).json()) as { data: { id: number }[] }).data;
    expect(players.length).toBeGreaterThanOrEqual(2);
    const [a, b] = [players[0].id, players[1].id];
    const before = ((await (await fetch(`http://127.0.0.1:${port}/api/pool/matches`)).json()) as { data: { match_id: number }[] }).data;
    const baseline = Math.max(0, ...before.map((m) => m.match_id));

    const acked = new Map<number, { score1: number; score2: number }>();
    let killed = false;
    let sent = 0;
    async function writer(w: number) {
      for (let i = 0; !killed; i++) {
        const score1 = i % 2 === 0 ? 10 : (i + w) % 8;
        const score2 = i % 2 === 0 ? (i + w) % 8 : 10;
        sent++;
        try {
          const res = await post(port, '/api/admin/add-result', { player1Id: a, player2Id: b, score1, score2 }, token);
          if (res.status === 201) {
            const m = ((await res.json()) as { data: { match_id: number } }).data;
            acked.set(m.match_id, { score1, score2 });
          }
        } catch {
          return; // connection cut by the kill
        }
      }
    }
    const writers = [0, 1, 2, 3].map(writer);
    while (acked.size < 100) await new Promise((r) => setTimeout(r, 10));
    server.kill("SIGKILL");
    killed = true;
    await Promise.all(writers);
    await new Promise<void>((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.once('exit', () => resolve())));
    expect(server.signalCode).toBe('SIGKILL');
    expect(sent).toBeGreaterThan(acked.size);

    const db = new Database(dbPath);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = db
      .prepare(`SELECT match_id, score_1, score_2 FROM pool_matches WHERE player_1_id = ? AND player_2_id = ? AND deleted_at IS NULL`)
      .all(a, b) as { match_id: number; score_1: number; score_2: number }[];
    const stored = new Map(rows.map((r) => [r.match_id, r]));
    for (const [id, m] of acked) {
      expect(stored.get(id), `acknowledged match ${id}`).toMatchObject({ score_1: m.score1, score_2: m.score2 });
    }
    // Each write and its audit row commit together: the stream's stored matches and its audit rows are the same set.
    const streamed = (db.prepare('SELECT match_id FROM pool_matches WHERE match_id > ? ORDER BY match_id').all(baseline) as { match_id: number }[]).map(
      (r) => r.match_id,
    );
    const audited = (
      db.prepare("SELECT match_id FROM admin_audit_log WHERE action = 'add_result' ORDER BY match_id").all() as { match_id: number }[]
    ).map((r) => r.match_id);
    expect(audited).toEqual(streamed);
    expect(streamed.length).toBeGreaterThanOrEqual(acked.size);
    db.close();

    // The server starts again on the same database and the earlier sign-in still holds.
    const again = await startServer(port);
    const verify = await fetch(`http://127.0.0.1:${port}/api/admin/verify`, { headers: { Authorization: `Bearer ${token}` } });
    expect(verify.status).toBe(200);
    again.kill('SIGTERM');
  }, 240_000);
});
