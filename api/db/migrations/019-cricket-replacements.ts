import type { Migration } from '../migrations';

/**
 * `cricket_replacements`: the players Cricsheet's `replacements.match` brings into a side during a match, each with
 * the player he replaced and the file's reason (`concussion_substitute`, `covid_replacement`, `national_duty`, ...;
 * null when the file gives none), in the file's order (`seq`) and the innings (1-4) in which the file records it.
 * Filled at import and replaced with its match (ON DELETE CASCADE). Matches imported before this migration have no
 * rows until a re-import; the scorecard then reads the replacement back from the cards, without its reason.
 */
export const m019CricketReplacements: Migration = {
  version: 19,
  name: 'cricket-replacements',
  up: `
    CREATE TABLE cricket_replacements (
      match_id TEXT NOT NULL REFERENCES cricket_matches(match_id) ON DELETE CASCADE,
      seq INTEGER NOT NULL,
      match_inns INTEGER NOT NULL,
      team TEXT NOT NULL,
      player_in TEXT NOT NULL,
      player_out TEXT NOT NULL,
      reason TEXT,
      PRIMARY KEY (match_id, seq)
    ) STRICT, WITHOUT ROWID;
  `,
};
