import type { Migration } from '../migrations';

/** Site-wide key/value settings (e.g. one-off flags a start-up step records). */
export const m001Foundation: Migration = {
  version: 1,
  name: 'foundation',
  up: `
    CREATE TABLE app_meta (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    ) STRICT;
  `,
};
