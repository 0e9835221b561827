import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { dataVersion } from '../../../api/lib/data-version';

describe('data versions', () => {
  it('rise with every write to a domain and only that domain', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const pool0 = dataVersion(db, 'pool');
    const cricket0 = dataVersion(db, 'cricket');
    db.prepare("INSERT INTO pool_players (name) VALUES ('Ann')").run();
    const pool1 = dataVersion(db, 'pool');
    expect(pool1).toBeGreaterThan(pool0);
    db.prepare("UPDATE pool_players SET name = 'Anne' WHERE name = 'Ann'").run();
    const pool2 = dataVersion(db, 'pool');
    expect(pool2).toBeGreaterThan(pool1);
    db.prepare("DELETE FROM pool_players WHERE name = 'Anne'").run();
    expect(dataVersion(db, 'pool')).toBeGreaterThan(pool2);
    expect(dataVersion(db, 'cricket')).toBe(cricket0);
  });

  it('do not rise when a write is rolled back', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const before = dataVersion(db, 'pool');
    expect(() =>
      db.transaction(() => {
        db.prepare("INSERT INTO pool_players (name) VALUES ('Bo')").run();
        throw new Error('abort');
      })(),
    ).toThrow('abort');
    expect(dataVersion(db, 'pool')).toBe(before);
  });
});
