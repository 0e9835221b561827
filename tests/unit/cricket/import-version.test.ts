import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importCricsheet } from '../../../api/cricket/import/import';
import { dataVersion } from '../../../api/lib/data-version';

describe('cricket data version', () => {
  it('rises exactly once per import (first import and re-import), and still on any other write', async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const v0 = dataVersion(db, 'cricket');
    await importCricsheet(db, 'tests/fixtures/cricsheet', { register: false, batchSize: 1 });
    expect(dataVersion(db, 'cricket')).toBe(v0 + 1);
    await importCricsheet(db, 'tests/fixtures/cricsheet', { register: false });
    expect(dataVersion(db, 'cricket')).toBe(v0 + 2);
    expect(db.prepare('SELECT COUNT(*) FROM cricket_import_writing').pluck().get()).toBe(0);
    db.prepare("UPDATE cricket_players SET name = name || ' Jr' WHERE rowid = (SELECT MIN(rowid) FROM cricket_players)").run();
    expect(dataVersion(db, 'cricket')).toBe(v0 + 3);
  });
});
