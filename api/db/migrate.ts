import type { Db } from './database';
import { migrations as defaultMigrations, type Migration } from './migrations';

/**
 * Apply every migration whose version is above the database's `user_version`,
 * each in its own transaction. Running it again is a no-op.
 * Returns the versions applied by this call.
 */
export function migrate(db: Db, migrations: readonly Migration[] = defaultMigrations): number[] {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].version === sorted[i - 1].version) {
      throw new Error(`Two migrations share version ${sorted[i].version}`);
    }
  }
  const applied: number[] = [];
  for (const m of sorted) {
    const current = db.pragma('user_version', { simple: true }) as number;
    if (m.version <= current) continue;
    db.transaction(() => {
      if (typeof m.up === 'string') db.exec(m.up);
      else m.up(db);
      db.pragma(`user_version = ${m.version}`);
    })();
    applied.push(m.version);
  }
  return applied;
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}
