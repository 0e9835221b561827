import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { importCricsheet } from '../../../api/cricket/import/import';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import type { RecordsChanges } from '../../../contracts/cricket-records';

// Read by hand from tests/fixtures/cricsheet: Test 1000001 alone, then all three. In 1000002 B Jones made 12 and
// the other A Smith (a0000013) 7; in 1000003 AJ Smith made 40 and L Long 30. Before: B Jones 0 runs (8th), and the
// other A Smith not in the archive.
const changesOf = async (app: ReturnType<typeof createApp>, query = '') =>
  ((await (await app.request(`/api/cricket/records_changes${query}`)).json()) as { data: RecordsChanges }).data;

describe('the records changed at the last import', () => {
  it('are stored when an import finishes: rows that entered a top ten or moved up, with their figures', async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const app = createApp({ db });
    const dir = mkdtempSync(join(tmpdir(), 'records-changes-'));
    try {
      expect(await changesOf(app)).toEqual({ imported_at: null, compared: false, changes: [] });
      copyFileSync('tests/fixtures/cricsheet/1000001.json', join(dir, '1000001.json'));
      await importCricsheet(db, dir, { register: false });
      // The first import has nothing to compare with.
      const first = await changesOf(app);
      expect(first.compared).toBe(false);
      expect(first.changes).toEqual([]);

      await importCricsheet(db, 'tests/fixtures/cricsheet', { register: false });
      const second = await changesOf(app);
      expect(second.compared).toBe(true);
      const seen = (table: string) => second.changes.filter((c) => c.table === table).map((c) => [c.name, c.rank, c.previous_rank, c.figure, c.match_id]);
      expect(seen('most-runs')).toEqual([
        ['B Jones', 3, 8, '13 runs', null],
        ['A Smith', 4, null, '9 runs', null],
      ]);
      expect(seen('highest-scores')).toEqual([
        ['AJ Smith', 3, null, '40', '1000003'],
        ['L Long', 4, null, '30', '1000003'],
        ['B Jones', 6, null, '12', '1000002'],
        ['A Smith', 7, null, '7', '1000002'],
      ]);
      // The same archive again changes nothing; another format holds none of it.
      await importCricsheet(db, 'tests/fixtures/cricsheet', { register: false });
      expect((await changesOf(app)).changes).toEqual([]);
      expect((await changesOf(app, '?format=odis')).changes).toEqual([]);
      expect((await app.request('/api/cricket/records_changes?format=nope')).status).toBe(400);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      db.close();
    }
  });
});
