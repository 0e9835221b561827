import type { Migration } from '../migrations';

/**
 * Cricket ball-by-ball analytics, all filled at import from the deliveries (never per request):
 * - `cricket_innings` gains the per-innings ball figures: balls faced by runs off the bat (`balls_r0` dots ..
 *   `balls_r6`, `balls_r7` for 7 or more) and the ball on which 50 and 100 were reached. NULL on did-not-bat
 *   records and on rows imported before this migration (a re-import fills them).
 * - `cricket_matchups`: one row per batter per innings per bowler faced (balls without wides, the batter's runs,
 *   dismissals credited to the bowler, dots, boundary 4s and 6s); removed with its match on re-import.
 * - `cricket_register_people` / `cricket_register_names`: Cricsheet's people register (people.csv, names.csv):
 *   the full name chosen for each person and every name the person has been known by. Replaced whole each
 *   time an import loads the register; kept when an import runs without it. The one writer
 *   (api/cricket/import/register.ts storeRegister) raises the cricket data version once per load.
 */
export const m007CricketAnalytics: Migration = {
  version: 7,
  name: 'cricket-analytics',
  up: `
    ALTER TABLE cricket_innings ADD COLUMN balls_r0 INTEGER;
    ALTER TABLE cricket_innings ADD COLUMN balls_r1 INTEGER;
    ALTER TABLE cricket_innings ADD COLUMN balls_r2 INTEGER;
    ALTER TABLE cricket_innings ADD COLUMN balls_r3 INTEGER;
    ALTER TABLE cricket_innings ADD COLUMN balls_r4 INTEGER;
    ALTER TABLE cricket_innings ADD COLUMN balls_r5 INTEGER;
    ALTER TABLE cricket_innings ADD COLUMN balls_r6 INTEGER;
    ALTER TABLE cricket_innings ADD COLUMN balls_r7 INTEGER;
    ALTER TABLE cricket_innings ADD COLUMN ball_50 INTEGER;
    ALTER TABLE cricket_innings ADD COLUMN ball_100 INTEGER;

    CREATE TABLE cricket_matchups (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      match_inns INTEGER NOT NULL,
      batter_id TEXT NOT NULL,
      bowler_id TEXT NOT NULL,
      balls INTEGER NOT NULL,
      runs INTEGER NOT NULL,
      dismissals INTEGER NOT NULL,
      dots INTEGER NOT NULL,
      fours INTEGER NOT NULL,
      sixes INTEGER NOT NULL,
      PRIMARY KEY (batter_id, match_id, match_inns, bowler_id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX cricket_matchups_match ON cricket_matchups(match_id);

    CREATE TABLE cricket_register_people (
      player_id TEXT PRIMARY KEY,
      register_name TEXT NOT NULL,
      full_name TEXT
    ) STRICT;

    CREATE TABLE cricket_register_names (
      player_id TEXT NOT NULL,
      name TEXT NOT NULL,
      PRIMARY KEY (player_id, name)
    ) STRICT, WITHOUT ROWID;

  `,
};
