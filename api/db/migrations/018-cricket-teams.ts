import type { Migration } from '../migrations';

/**
 * Cricket teams, series, grounds and umpires, filled at import like the other cricket tables and
 * replaced with their match (ON DELETE CASCADE from `cricket_matches`):
 * - `cricket_match_officials`: `info.officials` (role 'umpires', 'tv_umpires', 'reserve_umpires',
 *   'match_referees'; `seq` the order the file lists them in);
 * - `cricket_ball_age`: per innings and ball-age band (the over of the innings: 1-20, 21-40, 41-80, 81+) the legal
 *   balls, the runs (`runs.total`, extras included) and the team wickets (every wicket but retired hurt and retired
 *   not out), for the grounds' runs per over and balls per wicket by ball age.
 * The series (event name, match number, season), the toss, the player of the match and the DRS reviews are already
 * stored (migrations 011 and 012). Indexes by team and opposition serve the team and head-to-head answers. Rows imported before this migration have none here until a re-import fills them.
 */
export const m018CricketTeams: Migration = {
  version: 18,
  name: 'cricket-teams',
  up: `
    CREATE TABLE cricket_match_officials (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      role TEXT NOT NULL,
      seq INTEGER NOT NULL,
      name TEXT NOT NULL,
      PRIMARY KEY (match_id, role, seq)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX cricket_match_officials_name ON cricket_match_officials(role, name);

    CREATE TABLE cricket_ball_age (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      match_inns INTEGER NOT NULL,
      band TEXT NOT NULL,
      balls INTEGER NOT NULL,
      runs INTEGER NOT NULL,
      wickets INTEGER NOT NULL,
      PRIMARY KEY (match_id, match_inns, band)
    ) STRICT, WITHOUT ROWID;

    CREATE INDEX cricket_matches_ground ON cricket_matches(ground);
    CREATE INDEX cricket_innings_team ON cricket_innings(team, opposition);
    CREATE INDEX cricket_bowling_innings_team ON cricket_bowling_innings(team, opposition);
    CREATE INDEX cricket_team_innings_team ON cricket_team_innings(team, opposition);
  `,
};
