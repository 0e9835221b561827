import type { Migration } from '../migrations';
import { bumpTriggers } from '../version-triggers';

/**
 * Knockout cups and handicap starts.
 *
 * - `pool_cups`: a knockout cup drawn from a group's players: name, url slug, how it was seeded ('rating': by the
 *   group's ratings when created; 'random': a seeded draw, `draw_seed` kept so anyone can redo it), and the day
 *   from which frames count (`starts_on`). Removing a cup is soft (`deleted_at`).
 * - `pool_cup_entrants`: the field in seed order (seed 1 = first); `rating` is the rating it was seeded on.
 * - `pool_cup_rounds`: the race length of each round (first to `race_to` frames), round 1 = the first.
 * No cup result is stored: a tie's frames are the pair's live matches played after the tie was set (both players
 *   through to it) and from `starts_on`, first to `race_to`; derived at read time (api/league/cup-model.ts), so a
 *   result entered, edited or deleted anywhere moves the bracket.
 * - `pool_groups.handicap_starts`: 1 when the group's fixtures carry ball starts (the admin turns it on).
 * Every write raises the pool data version, like the other pool tables.
 */
const bump = (table: string) => bumpTriggers('pool', [table]);

export const m015CupsHandicaps: Migration = {
  version: 15,
  name: 'cups-handicaps',
  up: `
    CREATE TABLE pool_cups (
      id INTEGER PRIMARY KEY,
      group_id INTEGER NOT NULL REFERENCES pool_groups(id) ON DELETE CASCADE,
      name TEXT NOT NULL CHECK (length(trim(name)) > 0 AND length(name) <= 80),
      url_slug TEXT NOT NULL UNIQUE CHECK (url_slug GLOB '[a-z]*' AND length(url_slug) <= 60),
      seeding TEXT NOT NULL CHECK (seeding IN ('rating', 'random')),
      draw_seed TEXT CHECK ((seeding = 'random') = (draw_seed IS NOT NULL)),
      starts_on TEXT NOT NULL CHECK (starts_on IS date(starts_on)),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
      deleted_at TEXT CHECK (deleted_at IS NULL OR deleted_at IS strftime('%Y-%m-%d %H:%M:%S', deleted_at))
    ) STRICT;
    CREATE INDEX pool_cups_group ON pool_cups(group_id);

    CREATE TABLE pool_cup_entrants (
      cup_id INTEGER NOT NULL REFERENCES pool_cups(id) ON DELETE CASCADE,
      seed INTEGER NOT NULL CHECK (seed >= 1),
      player_id INTEGER NOT NULL REFERENCES pool_players(id) ON DELETE CASCADE,
      rating REAL NOT NULL,
      PRIMARY KEY (cup_id, seed),
      UNIQUE (cup_id, player_id)
    ) STRICT;

    CREATE TABLE pool_cup_rounds (
      cup_id INTEGER NOT NULL REFERENCES pool_cups(id) ON DELETE CASCADE,
      round INTEGER NOT NULL CHECK (round >= 1),
      race_to INTEGER NOT NULL CHECK (race_to BETWEEN 1 AND 25),
      PRIMARY KEY (cup_id, round)
    ) STRICT;

    ALTER TABLE pool_groups ADD COLUMN handicap_starts INTEGER NOT NULL DEFAULT 0 CHECK (handicap_starts IN (0, 1));

    ${bump('pool_cups')}
    ${bump('pool_cup_entrants')}
    ${bump('pool_cup_rounds')}
  `,
};
