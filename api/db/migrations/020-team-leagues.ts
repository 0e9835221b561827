import type { Migration } from '../migrations';
import { bumpTriggers } from '../version-triggers';

/**
 * Team leagues in pool (docs/decisions.md "Team leagues"): divisions in a ranked order, teams with a venue and a
 * squad each season (one team a player at a time, transfers dated, captains flagged), a fixture list per division
 * and season, match cards frame by frame, rearrangements, and each division's chances computed after a result.
 *
 * - `pool_team_leagues`: a league (name, url slug).
 * - `pool_team_divisions`: its divisions, `rank` 1 = the top; the format (frames a match, doubles frames, most
 *   frames a player, points a frame / a match won / drawn, how many go up and down) and the match night
 *   (0 = Sunday .. 6 = Saturday).
 * - `pool_teams`: a team of a league (name, url slug unique in the league, home venue).
 * - `pool_team_seasons`: a league's seasons (the current one has `closed_at` NULL and the latest start); the
 *   confirmation window in hours and whether a rearranged date needs the admin's approval.
 * - `pool_team_entries`: which division each team plays in that season.
 * - `pool_team_squads`: squad memberships (`joined_on`, `left_on` dated; a transfer closes one and opens another);
 *   a player has at most one open membership a season; `captain` 1 for a captain.
 * - `pool_team_fixtures`: home v away on `date` ('YYYY-MM-DD'), `original_date` the date first drawn.
 * - `pool_team_rearrangements`: a captain's proposal of up to three new dates, and its answer.
 * - `pool_team_cards`: a card's life ('awaiting' the away captain, 'disputed', 'confirmed', 'rejected',
 *   'superseded' by the admin's correction); at most one awaiting, disputed or confirmed card a fixture, so a
 *   fixture's frames count once.
 * - `pool_team_frames`: a card's frames in the order played: one or two players a side, scores as singles
 *   (winner 10, loser 0 to 7).
 * - `pool_team_chances`: a division's chances as last computed (JSON), with the data version they were computed on.
 * Every write raises the pool data version, like the other pool tables.
 */
const bump = (table: string) => bumpTriggers('pool', [table]);

const SLUG = `CHECK (length(url_slug) BETWEEN 1 AND 60 AND url_slug NOT GLOB '*[^a-z0-9-]*' AND url_slug GLOB '[a-z]*')`;
const NAME = `CHECK (length(trim(name)) > 0 AND length(name) <= 80)`;
const DATE = (col: string) => `CHECK (${col} IS date(${col}))`;

export const m020TeamLeagues: Migration = {
  version: 20,
  name: 'team-leagues',
  up: `
    CREATE TABLE pool_team_leagues (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE ${NAME},
      url_slug TEXT NOT NULL UNIQUE ${SLUG},
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    ) STRICT;

    CREATE TABLE pool_team_divisions (
      id INTEGER PRIMARY KEY,
      league_id INTEGER NOT NULL REFERENCES pool_team_leagues(id) ON DELETE CASCADE,
      name TEXT NOT NULL COLLATE NOCASE ${NAME},
      rank INTEGER NOT NULL CHECK (rank BETWEEN 1 AND 20),
      night INTEGER NOT NULL DEFAULT 2 CHECK (night BETWEEN 0 AND 6),
      frames INTEGER NOT NULL DEFAULT 10 CHECK (frames BETWEEN 1 AND 25),
      doubles_frames INTEGER NOT NULL DEFAULT 0 CHECK (doubles_frames BETWEEN 0 AND frames),
      max_frames_per_player INTEGER NOT NULL DEFAULT 2 CHECK (max_frames_per_player BETWEEN 1 AND frames),
      frame_points INTEGER NOT NULL DEFAULT 1 CHECK (frame_points BETWEEN 0 AND 10),
      win_points INTEGER NOT NULL DEFAULT 2 CHECK (win_points BETWEEN 0 AND 10),
      draw_points INTEGER NOT NULL DEFAULT 1 CHECK (draw_points BETWEEN 0 AND win_points),
      promote INTEGER NOT NULL DEFAULT 2 CHECK (promote BETWEEN 0 AND 10),
      relegate INTEGER NOT NULL DEFAULT 2 CHECK (relegate BETWEEN 0 AND 10),
      UNIQUE (league_id, rank),
      UNIQUE (league_id, name)
    ) STRICT;

    CREATE TABLE pool_teams (
      id INTEGER PRIMARY KEY,
      league_id INTEGER NOT NULL REFERENCES pool_team_leagues(id) ON DELETE CASCADE,
      name TEXT NOT NULL COLLATE NOCASE ${NAME},
      url_slug TEXT NOT NULL ${SLUG},
      venue TEXT NOT NULL DEFAULT '' CHECK (length(venue) <= 120),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
      UNIQUE (league_id, url_slug),
      UNIQUE (league_id, name)
    ) STRICT;

    CREATE TABLE pool_team_seasons (
      id INTEGER PRIMARY KEY,
      league_id INTEGER NOT NULL REFERENCES pool_team_leagues(id) ON DELETE CASCADE,
      name TEXT NOT NULL COLLATE NOCASE ${NAME},
      start_date TEXT NOT NULL ${DATE('start_date')},
      blackouts TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(blackouts)),
      confirm_window_hours INTEGER NOT NULL DEFAULT 48 CHECK (confirm_window_hours BETWEEN 1 AND 720),
      rearrange_needs_approval INTEGER NOT NULL DEFAULT 0 CHECK (rearrange_needs_approval IN (0, 1)),
      closed_at TEXT,
      UNIQUE (league_id, name)
    ) STRICT;

    CREATE TABLE pool_team_entries (
      season_id INTEGER NOT NULL REFERENCES pool_team_seasons(id) ON DELETE CASCADE,
      team_id INTEGER NOT NULL REFERENCES pool_teams(id) ON DELETE CASCADE,
      division_id INTEGER NOT NULL REFERENCES pool_team_divisions(id) ON DELETE CASCADE,
      PRIMARY KEY (season_id, team_id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX pool_team_entries_division ON pool_team_entries(season_id, division_id);

    CREATE TABLE pool_team_squads (
      id INTEGER PRIMARY KEY,
      season_id INTEGER NOT NULL REFERENCES pool_team_seasons(id) ON DELETE CASCADE,
      team_id INTEGER NOT NULL REFERENCES pool_teams(id) ON DELETE CASCADE,
      player_id INTEGER NOT NULL REFERENCES pool_players(id) ON DELETE CASCADE,
      captain INTEGER NOT NULL DEFAULT 0 CHECK (captain IN (0, 1)),
      joined_on TEXT NOT NULL ${DATE('joined_on')},
      left_on TEXT CHECK (left_on IS NULL OR (left_on IS date(left_on) AND left_on >= joined_on))
    ) STRICT;
    CREATE UNIQUE INDEX pool_team_squads_one_team ON pool_team_squads(season_id, player_id) WHERE left_on IS NULL;
    CREATE INDEX pool_team_squads_team ON pool_team_squads(team_id, season_id);
    CREATE INDEX pool_team_squads_player ON pool_team_squads(player_id);

    CREATE TABLE pool_team_fixtures (
      id INTEGER PRIMARY KEY,
      season_id INTEGER NOT NULL REFERENCES pool_team_seasons(id) ON DELETE CASCADE,
      division_id INTEGER NOT NULL REFERENCES pool_team_divisions(id) ON DELETE CASCADE,
      round INTEGER NOT NULL CHECK (round >= 1),
      home_team_id INTEGER NOT NULL REFERENCES pool_teams(id) ON DELETE CASCADE,
      away_team_id INTEGER NOT NULL REFERENCES pool_teams(id) ON DELETE CASCADE,
      date TEXT NOT NULL ${DATE('date')},
      original_date TEXT NOT NULL ${DATE('original_date')},
      CHECK (home_team_id <> away_team_id)
    ) STRICT;
    CREATE INDEX pool_team_fixtures_season ON pool_team_fixtures(season_id, division_id, date);
    CREATE INDEX pool_team_fixtures_home ON pool_team_fixtures(home_team_id);
    CREATE INDEX pool_team_fixtures_away ON pool_team_fixtures(away_team_id);

    CREATE TABLE pool_team_rearrangements (
      id INTEGER PRIMARY KEY,
      fixture_id INTEGER NOT NULL REFERENCES pool_team_fixtures(id) ON DELETE CASCADE,
      proposed_by_team_id INTEGER NOT NULL REFERENCES pool_teams(id) ON DELETE CASCADE,
      dates TEXT NOT NULL CHECK (json_valid(dates) AND json_array_length(dates) BETWEEN 1 AND 3),
      state TEXT NOT NULL DEFAULT 'proposed' CHECK (state IN ('proposed', 'accepted', 'approved', 'declined', 'withdrawn')),
      chosen_date TEXT CHECK (chosen_date IS NULL OR chosen_date IS date(chosen_date)),
      created_at INTEGER NOT NULL,
      decided_at INTEGER
    ) STRICT;
    CREATE INDEX pool_team_rearrangements_fixture ON pool_team_rearrangements(fixture_id);

    CREATE TABLE pool_team_cards (
      id INTEGER PRIMARY KEY,
      fixture_id INTEGER NOT NULL REFERENCES pool_team_fixtures(id) ON DELETE CASCADE,
      state TEXT NOT NULL CHECK (state IN ('awaiting', 'disputed', 'confirmed', 'rejected', 'superseded')),
      entered_by TEXT NOT NULL CHECK (entered_by IN ('captain', 'admin')),
      entered_by_player_id INTEGER REFERENCES pool_players(id) ON DELETE SET NULL,
      home_frames INTEGER NOT NULL CHECK (home_frames >= 0),
      away_frames INTEGER NOT NULL CHECK (away_frames >= 0),
      created_at INTEGER NOT NULL,
      confirm_by INTEGER,
      dispute_reason TEXT CHECK (dispute_reason IS NULL OR length(dispute_reason) <= 500),
      decided_at INTEGER,
      decided_by TEXT CHECK (decided_by IS NULL OR decided_by IN ('captain', 'auto', 'admin'))
    ) STRICT;
    CREATE UNIQUE INDEX pool_team_cards_live ON pool_team_cards(fixture_id) WHERE state IN ('awaiting', 'disputed', 'confirmed');
    CREATE INDEX pool_team_cards_open ON pool_team_cards(state, confirm_by) WHERE state IN ('awaiting', 'disputed');

    CREATE TABLE pool_team_frames (
      card_id INTEGER NOT NULL REFERENCES pool_team_cards(id) ON DELETE CASCADE,
      number INTEGER NOT NULL CHECK (number >= 1),
      home_player_1 INTEGER NOT NULL REFERENCES pool_players(id),
      home_player_2 INTEGER REFERENCES pool_players(id),
      away_player_1 INTEGER NOT NULL REFERENCES pool_players(id),
      away_player_2 INTEGER REFERENCES pool_players(id),
      home_score INTEGER NOT NULL CHECK (home_score IN (0, 1, 2, 3, 4, 5, 6, 7, 10)),
      away_score INTEGER NOT NULL CHECK (away_score IN (0, 1, 2, 3, 4, 5, 6, 7, 10)),
      CHECK ((home_score = 10) + (away_score = 10) = 1),
      CHECK ((home_player_2 IS NULL) = (away_player_2 IS NULL)),
      PRIMARY KEY (card_id, number)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX pool_team_frames_home ON pool_team_frames(home_player_1);
    CREATE INDEX pool_team_frames_away ON pool_team_frames(away_player_1);

    CREATE TABLE pool_team_chances (
      season_id INTEGER NOT NULL REFERENCES pool_team_seasons(id) ON DELETE CASCADE,
      division_id INTEGER NOT NULL REFERENCES pool_team_divisions(id) ON DELETE CASCADE,
      computed_at INTEGER NOT NULL,
      body TEXT NOT NULL CHECK (json_valid(body)),
      PRIMARY KEY (season_id, division_id)
    ) STRICT, WITHOUT ROWID;

    ${[
      'pool_team_leagues',
      'pool_team_divisions',
      'pool_teams',
      'pool_team_seasons',
      'pool_team_entries',
      'pool_team_squads',
      'pool_team_fixtures',
      'pool_team_rearrangements',
      'pool_team_cards',
      'pool_team_frames',
      'pool_team_chances',
    ]
      .map(bump)
      .join('\n')}
  `,
};
