import type { Migration } from '../migrations';

/**
 * Every international format (common/cricket/formats.ts): ODIs and T20Is beside the Tests, men's and women's.
 * - `fmt` (the format's key: 'tests', 'odis', 't20is', 'women-tests', 'women-odis', 'women-t20is') on every table a
 *   query filters by format, filled from the match at import; every row stored before this migration is a men's Test,
 *   so the default 'tests' is right for them;
 * - the limited-overs facts of a match: `overs` (`info.overs`, below the format's usual 50 or 20 when reduced),
 *   `method` (`outcome.method`: 'D/L', 'Awarded'), `eliminator` (the team that won a tie's super over), the margin
 *   (`outcome.by`: runs, wickets, innings); `test_number` keeps `info.match_type_number`, the official number of the
 *   match in its format;
 * - per team innings the (revised) target (`innings[].target`: runs and overs, as balls) and the powerplays;
 * - `cricket_super_overs`: a tie's super overs, one row per side per super over (never in anyone's career);
 * - `cricket_phase_innings`: per innings, player and phase of a limited-overs innings (powerplay, middle, death) the
 *   batter's balls faced, runs, outs, dots, fours and sixes ('bat') or the bowler's legal balls, runs conceded,
 *   wickets, dots, fours and sixes ('bowl');
 * - the register's Cricinfo key (`key_cricinfo`, people.csv) for the link to a player's Cricinfo profile;
 * - the missing matches per format: `cricket_missing_matches` (format, official number) replaces `cricket_missing_tests`,
 *   its rows kept as men's Tests.
 */
export const m021CricketFormats: Migration = {
  version: 21,
  name: 'cricket-formats',
  up: `
    ALTER TABLE cricket_matches ADD COLUMN fmt TEXT NOT NULL DEFAULT 'tests';
    ALTER TABLE cricket_matches ADD COLUMN overs INTEGER;
    ALTER TABLE cricket_matches ADD COLUMN method TEXT;
    ALTER TABLE cricket_matches ADD COLUMN eliminator TEXT;
    ALTER TABLE cricket_matches ADD COLUMN margin_runs INTEGER;
    ALTER TABLE cricket_matches ADD COLUMN margin_wickets INTEGER;
    ALTER TABLE cricket_matches ADD COLUMN margin_innings INTEGER;
    CREATE INDEX cricket_matches_fmt ON cricket_matches(fmt, start_date);

    ALTER TABLE cricket_match_players ADD COLUMN fmt TEXT NOT NULL DEFAULT 'tests';
    ALTER TABLE cricket_innings ADD COLUMN fmt TEXT NOT NULL DEFAULT 'tests';
    ALTER TABLE cricket_matchups ADD COLUMN fmt TEXT NOT NULL DEFAULT 'tests';
    ALTER TABLE cricket_bowling_innings ADD COLUMN fmt TEXT NOT NULL DEFAULT 'tests';
    ALTER TABLE cricket_fielding_innings ADD COLUMN fmt TEXT NOT NULL DEFAULT 'tests';
    ALTER TABLE cricket_team_innings ADD COLUMN fmt TEXT NOT NULL DEFAULT 'tests';
    ALTER TABLE cricket_team_innings ADD COLUMN target_runs INTEGER;
    ALTER TABLE cricket_team_innings ADD COLUMN target_balls INTEGER;
    ALTER TABLE cricket_team_innings ADD COLUMN powerplays_json TEXT;
    CREATE INDEX cricket_match_players_fmt ON cricket_match_players(fmt, player_id);
    CREATE INDEX cricket_innings_fmt ON cricket_innings(fmt, player_id);
    CREATE INDEX cricket_bowling_innings_fmt ON cricket_bowling_innings(fmt, player_id);
    CREATE INDEX cricket_fielding_innings_fmt ON cricket_fielding_innings(fmt, player_id);
    CREATE INDEX cricket_team_innings_fmt ON cricket_team_innings(fmt, team);

    CREATE TABLE cricket_super_overs (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      seq INTEGER NOT NULL,
      team TEXT NOT NULL,
      runs INTEGER NOT NULL,
      wickets INTEGER NOT NULL,
      balls INTEGER NOT NULL,
      PRIMARY KEY (match_id, seq)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE cricket_phase_innings (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      match_inns INTEGER NOT NULL,
      player_id TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('bat', 'bowl')),
      phase TEXT NOT NULL CHECK (phase IN ('powerplay', 'middle', 'death')),
      fmt TEXT NOT NULL,
      balls INTEGER NOT NULL,
      runs INTEGER NOT NULL,
      outs INTEGER NOT NULL,
      dots INTEGER NOT NULL,
      fours INTEGER NOT NULL,
      sixes INTEGER NOT NULL,
      PRIMARY KEY (match_id, match_inns, player_id, role, phase)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX cricket_phase_innings_player ON cricket_phase_innings(player_id, fmt, role);

    ALTER TABLE cricket_register_people ADD COLUMN key_cricinfo TEXT;
    CREATE TABLE cricket_missing_matches (
      fmt TEXT NOT NULL,
      test_number INTEGER NOT NULL,
      after_date TEXT NOT NULL,
      before_date TEXT NOT NULL,
      team1 TEXT,
      team2 TEXT,
      series TEXT,
      series_match INTEGER,
      PRIMARY KEY (fmt, test_number)
    ) STRICT;
    INSERT INTO cricket_missing_matches (fmt, test_number, after_date, before_date, team1, team2, series, series_match)
      SELECT 'tests', test_number, after_date, before_date, team1, team2, series, series_match FROM cricket_missing_tests;
    DROP TABLE cricket_missing_tests;
  `,
};
