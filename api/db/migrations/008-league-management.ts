import type { Db } from '../database';
import type { Migration } from '../migrations';

/**
 * League management.
 *
 * - Player and group names are unique ignoring case (ASCII case, SQLite's NOCASE; the server also compares with
 *   full Unicode case folding before writing). The indexes are only created when the existing rows allow it, so a
 *   database holding names that differ only by case still migrates; the server's check covers it then.
 * - `league_settings`: small key/value facts about the league. `demo` = 'removed' (the admin removed the demo
 *   league) or 'declined' (started with POOL_DEMO=0 on an empty league): the demo league is never loaded again.
 *   Not a pool table, so writing it does not change the pool's data version.
 */
export const m008LeagueManagement: Migration = {
  version: 8,
  name: 'league-management',
  up: (db: Db) => {
    const dupes = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${table} GROUP BY name COLLATE NOCASE HAVING COUNT(*) > 1)`).get() as {
        n: number;
      }).n;
    if (dupes('pool_players') === 0) db.exec('CREATE UNIQUE INDEX pool_players_name_nocase ON pool_players(name COLLATE NOCASE)');
    if (dupes('pool_groups') === 0) db.exec('CREATE UNIQUE INDEX pool_groups_name_nocase ON pool_groups(name COLLATE NOCASE)');
    db.exec(`
      CREATE TABLE league_settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
    `);
  },
};
