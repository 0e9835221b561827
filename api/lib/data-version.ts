import type { Db } from '../db/database';

export type DataDomain = 'pool' | 'cricket';

const statements = new WeakMap<Db, { get: (domain: DataDomain) => number }>();

/**
 * The current version of a data domain: a counter that triggers raise on every write to the domain's tables
 * (migration 005), in the same transaction. Cache anything derived from the domain's data under this number;
 * a changed number means the cache is stale. One primary-key lookup, a few microseconds.
 */
export function dataVersion(db: Db, domain: DataDomain): number {
  let s = statements.get(db);
  if (!s) {
    const stmt = db.prepare<unknown[], number>('SELECT version FROM data_versions WHERE domain = ?').pluck();
    // Every domain has its row (migration 005).
    s = { get: (d) => stmt.get(d)! };
    statements.set(db, s);
  }
  return s.get(domain);
}
