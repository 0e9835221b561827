import type { Migration } from '../migrations';

/**
 * Cricket archive coverage: each match's official Test number (`info.match_type_number`), season and
 * series (`info.event`), and the Tests the archive lacks between its first and last Test number, derived by the
 * importer (api/cricket/queries/coverage-gaps.ts) after every import and replaced whole. Rows imported before this
 * migration have NULL Test numbers until a re-import fills them.
 */
export const m011CricketCoverage: Migration = {
  version: 11,
  name: 'cricket-coverage',
  up: `
    ALTER TABLE cricket_matches ADD COLUMN test_number INTEGER;
    ALTER TABLE cricket_matches ADD COLUMN season TEXT;
    ALTER TABLE cricket_matches ADD COLUMN event_name TEXT;
    ALTER TABLE cricket_matches ADD COLUMN event_detail TEXT;
    ALTER TABLE cricket_matches ADD COLUMN event_match_number INTEGER;
    CREATE INDEX cricket_matches_test_number ON cricket_matches(test_number);

    CREATE TABLE cricket_missing_tests (
      test_number INTEGER PRIMARY KEY,
      after_date TEXT NOT NULL,
      before_date TEXT NOT NULL,
      team1 TEXT,
      team2 TEXT,
      series TEXT,
      series_match INTEGER
    ) STRICT;
  `,
};
