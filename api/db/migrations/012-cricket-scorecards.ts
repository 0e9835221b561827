import type { Migration } from '../migrations';

/**
 * Cricket bowling, fielding, records and scorecards (the agreed schema), all filled at import
 * from the deliveries in the same pass as the batting rows (never per request), and replaced with their match
 * (ON DELETE CASCADE from `cricket_matches`):
 * - `cricket_matches` gains the toss, player of the match (JSON array of registry ids), winner and result kind;
 * - `cricket_innings` gains each batting row's scorecard dismissal ("c Paine b Hazlewood"), the bowler credited,
 *   the fielders named (JSON) and the team wicket at which he fell;
 * - per innings: the team's totals, extras and over-by-over runs (`cricket_team_innings`); each bowler's figures
 *   (`cricket_bowling_innings`); each fielder's credits (`cricket_fielding_innings`); the fall of wickets; the
 *   partnerships and each batter's share of them; the DRS reviews Cricsheet records.
 * - The data-version triggers on `cricket_matches` and `cricket_players` stay silent while a row is in
 *   `cricket_import_writing`: the importer holds one there inside each of its write transactions (so no other
 *   connection ever sees it) and raises the cricket data version itself, once per import. Any other write to
 *   those tables raises it as before.
 * The new tables are WITHOUT ROWID (their primary keys are the only keys: one B-tree each, about 150,000 rows per
 * full import), and every one can be found by match (the cascade on re-import and the scorecard read use it).
 * Rows imported before this migration have NULL in the new columns and no rows in the new tables until a
 * re-import fills them.
 */
const CRICKET_TABLES = ['cricket_matches', 'cricket_players'];
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'];

function quietTrigger(table: string, event: string): string {
  const name = `${table}_${event.toLowerCase()}_bumps_cricket_version`;
  return `
    DROP TRIGGER ${name};
    CREATE TRIGGER ${name} AFTER ${event} ON ${table}
    WHEN NOT EXISTS (SELECT 1 FROM cricket_import_writing)
    BEGIN
      UPDATE data_versions SET version = version + 1 WHERE domain = 'cricket';
    END;`;
}

export const m012CricketScorecards: Migration = {
  version: 12,
  name: 'cricket-scorecards',
  up: `
    ALTER TABLE cricket_matches ADD COLUMN toss_winner TEXT;
    ALTER TABLE cricket_matches ADD COLUMN toss_decision TEXT;
    ALTER TABLE cricket_matches ADD COLUMN player_of_match TEXT;
    ALTER TABLE cricket_matches ADD COLUMN winner TEXT;
    ALTER TABLE cricket_matches ADD COLUMN result TEXT;

    ALTER TABLE cricket_innings ADD COLUMN dismissal_text TEXT;
    ALTER TABLE cricket_innings ADD COLUMN dismissal_bowler_id TEXT;
    ALTER TABLE cricket_innings ADD COLUMN dismissal_fielders TEXT;
    ALTER TABLE cricket_innings ADD COLUMN fow_wicket INTEGER;

    CREATE TABLE cricket_team_innings (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      match_inns INTEGER NOT NULL,
      team TEXT NOT NULL, opposition TEXT NOT NULL,
      runs INTEGER NOT NULL, wickets INTEGER NOT NULL, balls INTEGER NOT NULL,
      declared INTEGER NOT NULL, forfeited INTEGER NOT NULL, follow_on INTEGER NOT NULL,
      byes INTEGER NOT NULL, legbyes INTEGER NOT NULL, wides INTEGER NOT NULL, noballs INTEGER NOT NULL,
      penalty INTEGER NOT NULL,
      overs_json TEXT NOT NULL,
      PRIMARY KEY (match_id, match_inns)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE cricket_bowling_innings (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      match_inns INTEGER NOT NULL,
      player_id TEXT NOT NULL,
      team TEXT NOT NULL,
      opposition TEXT NOT NULL,
      bowling_order INTEGER NOT NULL,
      balls INTEGER NOT NULL,
      maidens INTEGER NOT NULL, runs INTEGER NOT NULL, wickets INTEGER NOT NULL,
      wides INTEGER NOT NULL,
      no_balls INTEGER NOT NULL,
      dots INTEGER NOT NULL,
      fours INTEGER NOT NULL, sixes INTEGER NOT NULL,
      match_start_date TEXT NOT NULL, match_year INTEGER NOT NULL, ground TEXT NOT NULL, host_country TEXT,
      PRIMARY KEY (player_id, match_id, match_inns)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX cricket_bowling_innings_match ON cricket_bowling_innings(match_id, match_inns);

    CREATE TABLE cricket_fielding_innings (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      match_inns INTEGER NOT NULL,
      player_id TEXT NOT NULL, team TEXT NOT NULL, opposition TEXT NOT NULL,
      catches INTEGER NOT NULL,
      caught_and_bowled INTEGER NOT NULL,
      stumpings INTEGER NOT NULL, run_outs INTEGER NOT NULL,
      match_start_date TEXT NOT NULL, match_year INTEGER NOT NULL, ground TEXT NOT NULL, host_country TEXT,
      PRIMARY KEY (player_id, match_id, match_inns)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX cricket_fielding_innings_match ON cricket_fielding_innings(match_id, match_inns);

    CREATE TABLE cricket_fall_of_wickets (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      match_inns INTEGER NOT NULL,
      wicket INTEGER NOT NULL,
      runs INTEGER NOT NULL,
      balls INTEGER NOT NULL,
      over TEXT NOT NULL,
      player_id TEXT NOT NULL,
      PRIMARY KEY (match_id, match_inns, wicket)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE cricket_partnerships (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      match_inns INTEGER NOT NULL,
      wicket INTEGER NOT NULL,
      runs INTEGER NOT NULL, balls INTEGER NOT NULL, unbroken INTEGER NOT NULL,
      batters TEXT NOT NULL,
      PRIMARY KEY (match_id, match_inns, wicket)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE cricket_partnership_batters (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      match_inns INTEGER NOT NULL, wicket INTEGER NOT NULL,
      player_id TEXT NOT NULL,
      runs INTEGER NOT NULL,
      balls INTEGER NOT NULL,
      PRIMARY KEY (player_id, match_id, match_inns, wicket)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX cricket_partnership_batters_match ON cricket_partnership_batters(match_id, match_inns, wicket);

    CREATE TABLE cricket_reviews (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      match_inns INTEGER NOT NULL, seq INTEGER NOT NULL,
      over TEXT NOT NULL,
      by_team TEXT NOT NULL, batter_id TEXT, bowler_id TEXT, umpire TEXT,
      decision TEXT NOT NULL,
      review_type TEXT, umpires_call INTEGER NOT NULL,
      PRIMARY KEY (match_id, match_inns, seq)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE cricket_import_writing (
      since TEXT NOT NULL
    ) STRICT;
    ${CRICKET_TABLES.flatMap((table) => EVENTS.map((event) => quietTrigger(table, event))).join('\n')}
  `,
};
