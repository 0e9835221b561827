import { hostname } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importLockHolder } from '../../../api/db/import-lock';
import { withImportLock } from '../../../scripts/with-import-lock';

afterEach(() => {
  process.exitCode = undefined;
  vi.restoreAllMocks();
});

function database() {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

describe('the command-line writers take the import lock (scripts/with-import-lock.ts)', () => {
  it('holds the lock while the command writes, and gives it back after', async () => {
    const db = database();
    let during: unknown = 'not run';
    const answer = await withImportLock(db, () => {
      during = importLockHolder(db)?.pid;
      return 42;
    });
    expect(answer).toBe(42);
    expect(during).toBe(process.pid);
    expect(importLockHolder(db)).toBeNull();
    expect(db.prepare('SELECT COUNT(*) AS n FROM import_lock').get()).toEqual({ n: 0 });
    db.close();
  });

  it('writes nothing while another live process holds it, says who, and fails', async () => {
    const db = database();
    // Another process on this host (this test's parent, alive) is writing an import.
    db.prepare('INSERT INTO import_lock (id, token, host, pid, started_at, expires_at) VALUES (1, ?, ?, ?, ?, ?)').run(
      'other',
      hostname(),
      process.ppid,
      '2026-11-27T23:00:00.000Z',
      Date.now() + 60_000,
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const write = vi.fn();
    expect(await withImportLock(db, write)).toBeNull();
    expect(write).not.toHaveBeenCalled();
    expect(process.exitCode).toBe(1);
    expect(error.mock.calls[0][0]).toContain(`process ${process.ppid} on ${hostname()}, since 2026-11-27T23:00:00.000Z`);
    db.close();
  });

  it('gives the lock back when the write throws', async () => {
    const db = database();
    await expect(withImportLock(db, () => Promise.reject(new Error('bad file')))).rejects.toThrow('bad file');
    expect(importLockHolder(db)).toBeNull();
    db.close();
  });
});
