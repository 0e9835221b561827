import type { Migration } from '../migrations';

/**
 * Win probability in ODIs and T20Is (men's and women's): every limited-overs match keeps its delivery log in
 * `cricket_match_logs` too (the importer writes it with the match), and after each import the fit stores per format:
 * - `cricket_wp_lo_models`: one model per format and season, fitted WITHOUT that season (JSON: feature set,
 *   coefficients, the projection table of runs still to come, the training seasons' base rate and list);
 * - `cricket_wp_lo_matches`: each match's rating difference from earlier matches (the model's team-strength term);
 * - `cricket_wp_lo_fit`: per format, which import it fitted, the method and the evaluation figures.
 * WPA per match and player goes to `cricket_wpa` (migration 17) as for Tests; the format is the match's `fmt`.
 * Limited-overs matches imported before this migration have no log: the start-up import imports them again
 * (queries.needsReimport).
 */
export const m023LimitedOversWinProbability: Migration = {
  version: 23,
  name: 'limited-overs-win-probability',
  up: `
    CREATE TABLE cricket_wp_lo_models (
      fmt TEXT NOT NULL,
      season TEXT NOT NULL,
      model TEXT NOT NULL,
      PRIMARY KEY (fmt, season)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE cricket_wp_lo_matches (
      match_id TEXT PRIMARY KEY REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      rating REAL NOT NULL
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE cricket_wp_lo_fit (
      fmt TEXT PRIMARY KEY,
      fitted_at TEXT NOT NULL,
      method TEXT NOT NULL,
      matches INTEGER NOT NULL,
      evaluation TEXT NOT NULL
    ) STRICT, WITHOUT ROWID;
  `,
};
