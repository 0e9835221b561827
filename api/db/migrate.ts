import type { Db } from './database';
import { migrations as defaultMigrations, type Migration } from './migrations';

/**
 * Apply every migration not yet recorded in `schema_migrations`, in version
 * order, each in its own transaction. Running it again is a no-op.
 * Applied versions are tracked one by one (not just the highest), so a
 * migration with a lower number that arrives later (features developed in
 * parallel) is still applied. `user_version` mirrors the highest version.
 * Returns the versions applied by this call.
 */
export function migrate(db: Db, migrations: readonly Migration[] = defaultMigrations): number[] {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].version === sorted[i - 1].version) {
      throw new Error(`Two migrations share version ${sorted[i].version}`);
    }
  }
  const hadTable = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .get();
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`);
  if (!hadTable) {
    // A database from before per-version tracking: everything up to its
    // user_version was applied under the old rule.
    const legacy = db.pragma('user_version', { simple: true }) as number;
    const adopt = db.prepare('INSERT OR IGNORE INTO schema_migrations (version, name) VALUES (?, ?)');
    for (const m of sorted) if (m.version <= legacy) adopt.run(m.version, m.name);
  }
  const done = new Set(
    db.prepare<unknown[], { version: number }>('SELECT version FROM schema_migrations').all().map((r) => r.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const applied: number[] = [];
  for (const m of sorted) {
    if (done.has(m.version)) continue;
    db.transaction(() => {
      if (typeof m.up === 'string') db.exec(m.up);
      else m.up(db);
      record.run(m.version, m.name);
      const highest = Math.max(m.version, db.pragma('user_version', { simple: true }) as number);
      db.pragma(`user_version = ${highest}`);
    })();
    applied.push(m.version);
  }
  return applied;
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}
