import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { backupDatabase } from '../../../api/db/backup';

const dir = mkdtempSync(join(tmpdir(), 'admin-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runBackup(args: string[], dbPath: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts', ...args], {
      env: { ...process.env, DATABASE_PATH: dbPath },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run db:backup', () => {
  it('writes a consistent copy while another connection keeps writing', async () => {
    const dbPath = join(dir, 'live.db');
    const db = openDatabase(dbPath);
    migrate(db);
    db.exec("INSERT INTO pool_players (id, name) VALUES (1, 'Ann'), (2, 'Ben')");
    const insert = db.prepare('INSERT INTO pool_matches (player_1_id, player_2_id, score_1, score_2, winner_player_id) VALUES (1, 2, 10, 3, 1)');
    for (let i = 0; i < 200; i++) insert.run();
    // Keep writing (each insert its own transaction, like the server) while the backup runs.
    let writing = true;
    const writer = (async () => {
      while (writing) {
        insert.run();
        await new Promise((r) => setImmediate(r));
      }
    })();
    const target = join(dir, 'copy.db');
    const result = await runBackup([target], dbPath);
    writing = false;
    await writer;
    expect(result.code, result.out).toBe(0);
    expect(result.out).toMatch(/integrity ok/);

    const copy = new Database(target, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.pragma('user_version', { simple: true })).toBe(db.pragma('user_version', { simple: true }));
    const n = (copy.prepare('SELECT COUNT(*) AS n FROM pool_matches').get() as { n: number }).n;
    expect(n).toBeGreaterThanOrEqual(200);
    // A snapshot: match ids in the copy are exactly 1..n.
    expect((copy.prepare('SELECT MAX(match_id) AS m FROM pool_matches').get() as { m: number }).m).toBe(n);
    copy.close();

    db.close();
  }, 60_000);

  it('refuses to overwrite without force, to copy onto itself, or from a missing database', async () => {
    const dbPath = join(dir, 'second.db');
    const db = openDatabase(dbPath);
    migrate(db);
    const target = join(dir, 'second-copy.db');
    await expect(backupDatabase(dbPath, target)).resolves.toEqual({ schemaVersion: expect.any(Number) });
    await expect(backupDatabase(dbPath, target)).rejects.toThrow(/already exists/);
    await expect(backupDatabase(dbPath, target, { force: true })).resolves.toBeTruthy();
    await expect(backupDatabase(dbPath, dbPath, { force: true })).rejects.toThrow(/must differ/);
    await expect(backupDatabase(join(dir, 'nope.db'), join(dir, 'x.db'))).rejects.toThrow(/No database/);
    db.close();
  });
});
