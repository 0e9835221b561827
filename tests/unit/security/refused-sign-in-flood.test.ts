import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../api/app';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { ensureAdminPassword } from '../../../api/auth/admin-password';
import { flushRefusalAudit, REFUSAL_WINDOW_MS } from '../../../api/auth/refusal-audit';
import { startWalCheckpoints, stopWalCheckpoints } from '../../../api/db/wal-checkpoint';
import { auditSentence } from '../../../src/features/admin/utils/audit-text';
import { call, PASSWORD, TEST_SCRYPT } from '../admin/admin-test-kit';

const dir = mkdtempSync(join(tmpdir(), 'refusal-flood-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The stated bound: a flood of refused sign-ins leaves the write-ahead log under 1 MiB. */
const WAL_BOUND = 1024 * 1024;
const REFUSALS = 3000;

describe('a refused-sign-in flood costs no writes', () => {
  it(`${REFUSALS} refusals from a locked-out address: one audit row with the count, the WAL under 1 MiB`, { timeout: 60_000 }, async () => {
    const path = join(dir, 'site.db');
    const db = openDatabase(path);
    migrate(db);
    await ensureAdminPassword(db, { envPassword: PASSWORD, params: TEST_SCRYPT, log: () => {} });
    const clock = { t: Date.UTC(2026, 0, 5, 12) };
    const app = createApp({ db, clock: () => clock.t });
    for (let i = 0; i < 5; i++) expect((await call(app, '/api/auth/token', { body: { password: `guess-${i}` }, address: '203.0.113.66' })).status).toBe(401);
    db.pragma('wal_checkpoint(TRUNCATE)');
    for (let i = 0; i < REFUSALS; i++) {
      const res = await call(app, '/api/auth/token', { body: { password: `guess-${i}` }, address: '203.0.113.66' });
      expect(res.status).toBe(429);
      await res.arrayBuffer();
    }
    const wal = statSync(`${path}-wal`).size;
    expect(wal).toBeLessThan(WAL_BOUND);
    flushRefusalAudit(db, clock.t);
    const rows = db.prepare("SELECT detail FROM admin_audit_log WHERE action = 'login_failed' ORDER BY id").pluck().all() as string[];
    expect(rows).toHaveLength(6);
    const tally = JSON.parse(rows[5]);
    expect(tally).toMatchObject({ reason: 'locked_out_address', count: REFUSALS });
    // The admin's audit view shows the group as one line with its count.
    expect(auditSentence({ action: 'login_failed', match_id: null, detail: rows[5] })).toMatch(/refused 3,000 times/);

    // The next window starts a new row.
    clock.t += REFUSAL_WINDOW_MS + 1000;
    for (let i = 0; i < 5; i++) await call(app, '/api/auth/token', { body: { password: `again-${i}` }, address: '203.0.113.66' });
    const more = await call(app, '/api/auth/token', { body: { password: 'x' }, address: '203.0.113.66' });
    expect(more.status).toBe(429);
    expect(db.prepare("SELECT COUNT(*) FROM admin_audit_log WHERE action = 'login_failed'").pluck().get()).toBe(12);
    db.close();
  });

  it('a checkpoint thread copies the log back and journal_size_limit cuts it when it restarts', { timeout: 60_000 }, async () => {
    const path = join(dir, 'checkpoint.db');
    const db = openDatabase(path);
    migrate(db);
    expect(db.pragma('journal_size_limit', { simple: true })).toBe(8 * 1024 * 1024);
    db.exec('CREATE TABLE filler (x BLOB)');
    const insert = db.prepare('INSERT INTO filler VALUES (randomblob(4000))');
    // 20 MB in one transaction: more than the limit, so the log grows past it.
    db.transaction(() => {
      for (let i = 0; i < 5000; i++) insert.run();
    })();
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(8 * 1024 * 1024);
    try {
      const result = (await startWalCheckpoints(db, 60_000)) as { busy: number; log: number; checkpointed: number };
      expect(result.busy).toBe(0);
      expect(result.checkpointed).toBe(result.log);
      // The next write restarts the log, cut back to the limit.
      db.prepare('INSERT INTO filler VALUES (1)').run();
      expect(statSync(`${path}-wal`).size).toBeLessThanOrEqual(8 * 1024 * 1024);
    } finally {
      await stopWalCheckpoints(db);
      db.close();
    }
  });
});
