import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

const caches = new WeakMap<Db, Map<string, Statement>>();

/**
 * A prepared statement, compiled once per database connection, whose rows are `Row`: `.get()` gives
 * `Row | undefined`, `.all()` gives `Row[]` (after `.pluck()`, `Row` is the one column's type).
 *
 * The rule for typed rows: name the row type where the statement is made, never cast what `.get()` or `.all()`
 * returns. `stmt<Row>(db, sql)` for a fixed SQL text; `db.prepare<unknown[], Row>(sql)` for SQL built per call. Where a
 * row always exists (`COUNT(*)`, `INSERT ... RETURNING`), write `.get(...)!`. tests/unit/repo/typed-rows.test.ts
 * fails on a new cast.
 */
export function stmt<Row = unknown>(db: Db, sql: string): Statement<unknown[], Row> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let s = cache.get(sql);
  if (!s) {
    s = db.prepare(sql);
    cache.set(sql, s);
  }
  // The one place a row type is asserted: SQLite's rows have the columns the SQL names; the caller states them.
  return s as Statement<unknown[], Row>;
}
