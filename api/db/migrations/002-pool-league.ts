import type { Migration } from '../migrations';

/**
 * Amateur pool league. Tables carry a `pool_` prefix.
 *
 * - `pool_groups`: a group of friends (name, url_slug).
 * - `pool_players`: a player (name). A player may belong to several groups.
 * - `pool_group_players`: membership. A group's matches are the matches whose two players are both members.
 * - `pool_match_types`: the kind of game; only 'English' (id 1) exists.
 * - `pool_matches`: one frame. Stored fields only; derived fields (new_id, session_id,
 *   session_match_end_id, player names) are computed by api/league/match-queries.ts.
 *
 * Conventions (the admin area writes here too):
 * - `game_datetime` is 'YYYY-MM-DD HH:MM:SS' (UTC, the format strftime gives); its calendar date is the session.
 * - Scores are 0-7 or 10; exactly one score is 10 and that player is `winner_player_id`.
 * - `fixture_weight` and `win_weight` default to 1 and must be > 0.
 * - Deletion is soft: `deleted_at` is set (same datetime format) and the row is kept.
 */
export const m002PoolLeague: Migration = {
  version: 2,
  name: 'pool-league',
  up: `
    CREATE TABLE pool_groups (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0 AND length(name) <= 80),
      url_slug TEXT NOT NULL UNIQUE CHECK (
        length(url_slug) BETWEEN 1 AND 60
        AND url_slug NOT GLOB '*[^a-z0-9-]*'
        AND url_slug GLOB '[a-z]*'
      ),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    ) STRICT;

    CREATE TABLE pool_players (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0 AND length(name) <= 80),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    ) STRICT;

    CREATE TABLE pool_group_players (
      group_id INTEGER NOT NULL REFERENCES pool_groups(id) ON DELETE CASCADE,
      player_id INTEGER NOT NULL REFERENCES pool_players(id) ON DELETE CASCADE,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
      PRIMARY KEY (group_id, player_id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX pool_group_players_player ON pool_group_players(player_id);

    CREATE TABLE pool_match_types (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0)
    ) STRICT;
    INSERT INTO pool_match_types (id, name) VALUES (1, 'English');

    CREATE TABLE pool_matches (
      match_id INTEGER PRIMARY KEY,
      game_datetime TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
        CHECK (game_datetime IS strftime('%Y-%m-%d %H:%M:%S', game_datetime)),
      player_1_id INTEGER NOT NULL REFERENCES pool_players(id),
      player_2_id INTEGER NOT NULL REFERENCES pool_players(id),
      score_1 INTEGER NOT NULL CHECK (score_1 IN (0, 1, 2, 3, 4, 5, 6, 7, 10)),
      score_2 INTEGER NOT NULL CHECK (score_2 IN (0, 1, 2, 3, 4, 5, 6, 7, 10)),
      winner_player_id INTEGER NOT NULL REFERENCES pool_players(id),
      fixture_weight REAL NOT NULL DEFAULT 1 CHECK (fixture_weight > 0 AND fixture_weight <= 100),
      win_weight REAL NOT NULL DEFAULT 1 CHECK (win_weight > 0 AND win_weight <= 100),
      match_type_id INTEGER NOT NULL DEFAULT 1 REFERENCES pool_match_types(id),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
      deleted_at TEXT CHECK (deleted_at IS NULL OR deleted_at IS strftime('%Y-%m-%d %H:%M:%S', deleted_at)),
      CHECK (player_1_id <> player_2_id),
      CHECK ((score_1 = 10) + (score_2 = 10) = 1),
      CHECK (winner_player_id = CASE WHEN score_1 = 10 THEN player_1_id ELSE player_2_id END)
    ) STRICT;
    CREATE INDEX pool_matches_player_1 ON pool_matches(player_1_id);
    CREATE INDEX pool_matches_player_2 ON pool_matches(player_2_id);
    CREATE INDEX pool_matches_datetime ON pool_matches(game_datetime, match_id);
  `,
};
