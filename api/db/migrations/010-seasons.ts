import type { Migration } from '../migrations';
import { bumpTriggers } from '../version-triggers';

/**
 * League seasons and fixtures.
 *
 * - `pool_seasons`: a season of one group (name, start date 'YYYY-MM-DD'). A group's current season is the one
 *   with the latest start date (then the highest id).
 * - `pool_fixtures`: the season's fixtures (date 'YYYY-MM-DD', player 1, player 2, the round when generated).
 *   Removing a fixture is soft (`deleted_at`), like matches. Which result fulfils a fixture is not stored: it is
 *   derived from the live matches at read time (api/league/season-reads.ts), so editing, deleting or restoring
 *   a match keeps every fixture right.
 * - `pool_forecast_snapshots`: the season forecast's track record: for each day of play of a season (and its
 *   start), the position chances as they stood, computed in Node with the forecast engine and a fixed seed.
 *   `inputs_hash` is a hash of what the forecast was computed from, so a snapshot is recomputed only when the
 *   data it rests on changed. Derived data: writing it does not raise the pool data version.
 *
 * Seasons and fixtures are pool tables: their writes raise the pool data version (migration 5), so every cached
 * read answer that shows them is rebuilt. Deleting a group deletes its seasons; deleting a player deletes their
 * fixtures (the demo league's removal deletes everything).
 */
const bump = (table: string) => bumpTriggers('pool', [table]);

export const m010Seasons: Migration = {
  version: 10,
  name: 'seasons',
  up: `
    CREATE TABLE pool_seasons (
      id INTEGER PRIMARY KEY,
      group_id INTEGER NOT NULL REFERENCES pool_groups(id) ON DELETE CASCADE,
      name TEXT NOT NULL CHECK (length(trim(name)) > 0 AND length(name) <= 80),
      start_date TEXT NOT NULL CHECK (start_date IS date(start_date)),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    ) STRICT;
    CREATE UNIQUE INDEX pool_seasons_group_name ON pool_seasons(group_id, name COLLATE NOCASE);

    CREATE TABLE pool_fixtures (
      id INTEGER PRIMARY KEY,
      season_id INTEGER NOT NULL REFERENCES pool_seasons(id) ON DELETE CASCADE,
      fixture_date TEXT NOT NULL CHECK (fixture_date IS date(fixture_date)),
      player_1_id INTEGER NOT NULL REFERENCES pool_players(id) ON DELETE CASCADE,
      player_2_id INTEGER NOT NULL REFERENCES pool_players(id) ON DELETE CASCADE,
      round INTEGER CHECK (round IS NULL OR round > 0),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
      deleted_at TEXT CHECK (deleted_at IS NULL OR deleted_at IS strftime('%Y-%m-%d %H:%M:%S', deleted_at)),
      CHECK (player_1_id <> player_2_id)
    ) STRICT;
    CREATE INDEX pool_fixtures_season ON pool_fixtures(season_id, fixture_date, id);
    CREATE INDEX pool_fixtures_player_1 ON pool_fixtures(player_1_id);
    CREATE INDEX pool_fixtures_player_2 ON pool_fixtures(player_2_id);

    CREATE TABLE pool_forecast_snapshots (
      id INTEGER PRIMARY KEY,
      season_id INTEGER NOT NULL REFERENCES pool_seasons(id) ON DELETE CASCADE,
      as_of TEXT NOT NULL CHECK (as_of IS date(as_of)),
      inputs_hash TEXT NOT NULL,
      sims INTEGER NOT NULL CHECK (sims > 0),
      seed TEXT NOT NULL,
      played INTEGER NOT NULL,
      remaining INTEGER NOT NULL,
      players TEXT NOT NULL CHECK (json_valid(players)),
      computed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
      UNIQUE (season_id, as_of)
    ) STRICT;

    ${bump('pool_seasons')}
    ${bump('pool_fixtures')}
  `,
};
