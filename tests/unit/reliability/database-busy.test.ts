import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/db/database';
import { call, login } from '../admin/admin-test-kit';
import { cleanUp, cleanups, fileApp } from './file-db-kit';

afterEach(cleanUp);

describe('another process holding the write lock', () => {
  it('a write that cannot get the lock is answered 503 with Retry-After, never 500, and nothing is half-written', async () => {
    const { db, app } = await fileApp(0);
    const token = await login(app);
    // Another process (here: another connection) is in the middle of a long write.
    const other = openDatabase(db.name);
    cleanups.push(() => void other.close());
    other.exec('BEGIN IMMEDIATE');
    db.pragma('busy_timeout = 50');
    const res = await call(app, '/api/admin/add-result', { body: { player1Id: 1, player2Id: 2, score1: 10, score2: 3 }, token });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('database_busy');
    other.exec('ROLLBACK');
    expect(db.prepare('SELECT COUNT(*) FROM pool_matches').pluck().get()).toBe(0);
    const again = await call(app, '/api/admin/add-result', { body: { player1Id: 1, player2Id: 2, score1: 10, score2: 3 }, token });
    expect(again.status).toBe(201);
  });
});
