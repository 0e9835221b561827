import type { Migration } from '../migrations';

/**
 * The CSV import's lock, in the database so that every server process on the file sees it
 * (api/db/import-lock.ts): at most one row, naming the process that is importing (host name and
 * process id, to tell a crashed holder's lock from a live one) and when its lease runs out. And the live matches'
 * index by date, in which api/admin/matches/match-queries.ts counts a match's game number without reading the table.
 */
export const m013ImportLock: Migration = {
  version: 13,
  name: 'import-lock',
  up: `
    CREATE TABLE import_lock (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      token TEXT NOT NULL,
      host TEXT NOT NULL,
      pid INTEGER NOT NULL,
      started_at TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    ) STRICT;

    CREATE INDEX pool_matches_live_datetime ON pool_matches(game_datetime, match_id) WHERE deleted_at IS NULL;
  `,
};
