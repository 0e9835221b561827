import type { Migration } from '../migrations';

/**
 * Cricket Test batting careers imported from Cricsheet's JSON archive.
 * Players are keyed by Cricsheet's registry id; a match is replaced as a whole
 * when it is imported again (upsert by match id).
 */
export const m003Cricket: Migration = {
  version: 3,
  name: 'cricket',
  up: `
    CREATE TABLE cricket_players (
      player_id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      url_slug TEXT NOT NULL UNIQUE,
      name_date TEXT NOT NULL
    ) STRICT;

    CREATE TABLE cricket_matches (
      match_id TEXT PRIMARY KEY,
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      team1 TEXT NOT NULL,
      team2 TEXT NOT NULL,
      venue TEXT NOT NULL,
      ground TEXT NOT NULL,
      host_country TEXT,
      city TEXT,
      outcome TEXT NOT NULL,
      data_version TEXT,
      revision INTEGER
    ) STRICT;

    CREATE TABLE cricket_match_players (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      player_id TEXT NOT NULL REFERENCES cricket_players(player_id),
      team TEXT NOT NULL,
      name TEXT NOT NULL,
      PRIMARY KEY (match_id, player_id)
    ) STRICT;
    CREATE INDEX cricket_match_players_player ON cricket_match_players(player_id);

    CREATE TABLE cricket_innings (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      player_id TEXT NOT NULL REFERENCES cricket_players(player_id),
      match_inns INTEGER NOT NULL CHECK (match_inns BETWEEN 1 AND 4),
      team TEXT NOT NULL,
      opposition TEXT NOT NULL,
      runs INTEGER NOT NULL,
      balls_faced INTEGER NOT NULL,
      did_bat INTEGER NOT NULL CHECK (did_bat IN (0, 1)),
      is_out INTEGER NOT NULL CHECK (is_out IN (0, 1)),
      is_fifty INTEGER NOT NULL CHECK (is_fifty IN (0, 1)),
      is_century INTEGER NOT NULL CHECK (is_century IN (0, 1)),
      fours INTEGER NOT NULL,
      sixes INTEGER NOT NULL,
      strike_rate REAL,
      batting_position INTEGER,
      dismissal TEXT NOT NULL,
      match_start_date TEXT NOT NULL,
      match_year INTEGER NOT NULL,
      ground TEXT NOT NULL,
      host_country TEXT,
      run_bin TEXT,
      PRIMARY KEY (match_id, match_inns, player_id)
    ) STRICT;
    CREATE INDEX cricket_innings_player ON cricket_innings(player_id, match_start_date);
  `,
};
