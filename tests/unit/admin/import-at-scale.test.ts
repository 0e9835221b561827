import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { ensureAdminPassword } from '../../../api/auth/admin-password';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { seasonCsv } from '../../../bench/league-import-csv';
import { call, login, PASSWORD, TEST_SCRYPT } from './admin-test-kit';

/**
 * 25,000 rows naming 2,000 new players in 20 new groups import in one go on a database file (the import's own
 * connection, in chunks of 1,000 rows with a turn of the event loop between them), and the server answers other
 * requests meanwhile. The speed at the full league scale (100,000 rows, 4,000 new names) is measured by
 * bench/league-import-csv.ts, where the old code took 46 s for 4,000 new names on a quiet machine; a quarter of it
 * here still runs in 25 chunks, so the turns between them are still tested.
 */
describe('CSV import at league scale', () => {
  it('imports 25,000 rows with 2,000 new names; health answers while it runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-scale-'));
    const db = openDatabase(join(dir, 'league.db'));
    try {
      migrate(db);
      await ensureAdminPassword(db, { envPassword: PASSWORD, params: TEST_SCRYPT, log: () => {} });
      const app = createApp({ db });
      const token = await login(app);
      const csv = seasonCsv(25_000, 2_000);
      const t0 = performance.now();
      const pending = Promise.resolve(call(app, '/api/admin/import', { rawBody: csv, contentType: 'text/csv', token }));
      let healthDuring = 0;
      let finished = false;
      void pending.then(() => (finished = true));
      while (!finished) {
        const h = await call(app, '/api/health');
        if (!finished && h.status === 200) healthDuring++;
        await new Promise((r) => setTimeout(r, 20));
      }
      const res = await pending;
      const seconds = (performance.now() - t0) / 1000;
      expect(res.status).toBe(200);
      const report = ((await res.json()) as { data: { matchesToAdd: number; playersToCreate: string[]; groupsToCreate: string[] } }).data;
      expect(report.matchesToAdd).toBe(25_000);
      expect(report.playersToCreate).toHaveLength(2_000);
      expect(report.groupsToCreate).toHaveLength(20);
      expect(db.prepare('SELECT COUNT(*) FROM pool_matches').pluck().get()).toBe(25_000);
      expect(db.prepare('SELECT COUNT(*) FROM pool_players').pluck().get()).toBe(2_000);
      // Other requests were answered while the import ran (the old code blocked them all until the end).
      expect(healthDuring).toBeGreaterThan(3);
      expect(seconds).toBeLessThan(120);
      // Importing the same file again adds nothing.
      const again = await call(app, '/api/admin/import?dryRun=1', { rawBody: csv, contentType: 'text/csv', token });
      expect(((await again.json()) as { data: { matchesToAdd: number; matchesAlreadyPresent: number } }).data).toMatchObject({
        matchesToAdd: 0,
        matchesAlreadyPresent: 25_000,
      });
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
