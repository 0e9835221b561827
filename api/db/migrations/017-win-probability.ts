import type { Migration } from '../migrations';

/**
 * Win probability:
 * - `cricket_match_logs`: each Test's deliveries reduced to what the model needs (workers/cricket/match-log.ts),
 *   packed bytes (api/cricket/import/match-log-store.ts), written by the importer with the match and replaced with it (ON DELETE CASCADE);
 * - `cricket_wp_models`: after each import, one fitted model per season, each fitted WITHOUT that season's Tests
 *   (coefficients JSON, the training seasons' base rates); `cricket_wp_matches`: each Test's pre-match terms (rating
 *   difference from earlier Tests, home, era); `cricket_wp_fit`: the one row saying which import it fitted and the
 *   evaluation figures; `cricket_wpa`: win probability added per Test and player, batting and bowling.
 * Rows imported before this migration have no log: the start-up import imports them again (queries.needsReimport).
 */
export const m017WinProbability: Migration = {
  version: 17,
  name: 'win-probability',
  up: `
    CREATE TABLE cricket_match_logs (
      match_id TEXT PRIMARY KEY REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      log BLOB NOT NULL
    ) STRICT;

    CREATE TABLE cricket_wp_models (
      season TEXT PRIMARY KEY,
      coefficients TEXT NOT NULL,
      base_rates TEXT NOT NULL,
      trained_on TEXT NOT NULL
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE cricket_wp_matches (
      match_id TEXT PRIMARY KEY REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      rating_diff REAL NOT NULL,
      home INTEGER NOT NULL,
      era REAL NOT NULL
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE cricket_wp_fit (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      fitted_at TEXT NOT NULL,
      method TEXT NOT NULL,
      tests INTEGER NOT NULL,
      evaluation TEXT NOT NULL
    ) STRICT;

    CREATE TABLE cricket_wpa (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      player_id TEXT NOT NULL,
      batting REAL NOT NULL,
      balls_faced INTEGER NOT NULL,
      bowling REAL NOT NULL,
      balls_bowled INTEGER NOT NULL,
      PRIMARY KEY (match_id, player_id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX cricket_wpa_player ON cricket_wpa(player_id);
  `,
};
