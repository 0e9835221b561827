import type { Migration } from '../migrations';

/**
 * Players enter their own results: invites, player sessions and passkeys, the results players submit
 * and what each confirmed result changed. None of these is a pool table: writing them does not raise the pool data
 * version, so a result awaiting confirmation counts nowhere (standings, ratings, forecast, feeds, cards). Only
 * when a submission is confirmed is a `pool_matches` row written (api/players/results/apply-result.ts), which
 * raises the version as an admin-entered result does.
 *
 * Times are milliseconds since the epoch, except `game_datetime` ('YYYY-MM-DD HH:MM:SS' UTC, as pool_matches).
 *
 * - `player_invites`: a single-use link the admin passes on; only the SHA-256 of its 128-bit token is stored.
 * - `player_sessions`: a signed-in player's browser (the `player_session` cookie; only its hash is stored).
 * - `player_passkeys`: WebAuthn credentials (public key, signature counter), revocable by the admin.
 * - `player_webauthn_challenges`: each ceremony's challenge, used once, for 5 minutes.
 * - `player_devices`, `player_signin_failures`: the known devices and failed attempts of the sign-in limits
 *   (invite guesses and passkey assertions), as the admin's (migrations 004 and 009).
 * - `pool_group_result_rules`: the confirmation window per group (no row: 48 hours).
 * - `pool_result_submissions`: a submitted result and its state; a withdrawn one is deleted.
 * - `pool_result_effects`: a confirmed result's effect on each player of its group (rating, place, title chance).
 */
export const m014PlayerResults: Migration = {
  version: 14,
  name: 'player-results',
  up: `
    CREATE TABLE player_invites (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES pool_players(id) ON DELETE CASCADE,
      token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER,
      revoked_at INTEGER,
      session_id INTEGER
    ) STRICT;
    CREATE INDEX player_invites_player ON player_invites(player_id);

    CREATE TABLE player_sessions (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES pool_players(id) ON DELETE CASCADE,
      token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
      via TEXT NOT NULL CHECK (via IN ('invite', 'passkey')),
      created_at INTEGER NOT NULL,
      last_used_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER,
      client_address TEXT NOT NULL,
      user_agent TEXT NOT NULL DEFAULT ''
    ) STRICT;
    CREATE INDEX player_sessions_player ON player_sessions(player_id);

    CREATE TABLE player_passkeys (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES pool_players(id) ON DELETE CASCADE,
      credential_id TEXT NOT NULL UNIQUE,
      public_key BLOB NOT NULL,
      counter INTEGER NOT NULL DEFAULT 0,
      transports TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(transports)),
      device_type TEXT NOT NULL DEFAULT '',
      backed_up INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      last_used_at INTEGER,
      revoked_at INTEGER
    ) STRICT;
    CREATE INDEX player_passkeys_player ON player_passkeys(player_id);

    CREATE TABLE player_webauthn_challenges (
      challenge TEXT PRIMARY KEY,
      purpose TEXT NOT NULL CHECK (purpose IN ('register', 'authenticate')),
      session_id INTEGER,
      expires_at INTEGER NOT NULL
    ) STRICT;

    CREATE TABLE player_devices (
      device_hash TEXT PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES pool_players(id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      last_used_at INTEGER NOT NULL
    ) STRICT;

    CREATE TABLE player_signin_failures (
      id INTEGER PRIMARY KEY,
      key TEXT NOT NULL,
      attempted_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX player_signin_failures_key ON player_signin_failures(key, attempted_at);
    CREATE INDEX player_signin_failures_at ON player_signin_failures(attempted_at);

    CREATE TABLE pool_group_result_rules (
      group_id INTEGER PRIMARY KEY REFERENCES pool_groups(id) ON DELETE CASCADE,
      confirm_window_hours INTEGER NOT NULL CHECK (confirm_window_hours BETWEEN 1 AND 720)
    ) STRICT;

    CREATE TABLE pool_result_submissions (
      id INTEGER PRIMARY KEY,
      group_id INTEGER NOT NULL REFERENCES pool_groups(id) ON DELETE CASCADE,
      player_1_id INTEGER NOT NULL REFERENCES pool_players(id) ON DELETE CASCADE,
      player_2_id INTEGER NOT NULL REFERENCES pool_players(id) ON DELETE CASCADE,
      score_1 INTEGER NOT NULL CHECK (score_1 IN (0, 1, 2, 3, 4, 5, 6, 7, 10)),
      score_2 INTEGER NOT NULL CHECK (score_2 IN (0, 1, 2, 3, 4, 5, 6, 7, 10)),
      game_datetime TEXT NOT NULL CHECK (game_datetime IS strftime('%Y-%m-%d %H:%M:%S', game_datetime)),
      fixture_id INTEGER REFERENCES pool_fixtures(id) ON DELETE SET NULL,
      state TEXT NOT NULL DEFAULT 'awaiting' CHECK (state IN ('awaiting', 'disputed', 'confirmed', 'rejected')),
      created_at INTEGER NOT NULL,
      confirm_by INTEGER NOT NULL,
      session_id INTEGER,
      dispute_reason TEXT CHECK (dispute_reason IS NULL OR length(dispute_reason) <= 500),
      disputed_at INTEGER,
      decided_at INTEGER,
      decided_by TEXT CHECK (decided_by IS NULL OR decided_by IN ('opponent', 'auto', 'admin')),
      reject_reason TEXT CHECK (reject_reason IS NULL OR length(reject_reason) <= 500),
      match_id INTEGER REFERENCES pool_matches(match_id) ON DELETE CASCADE,
      CHECK (player_1_id <> player_2_id),
      CHECK ((score_1 = 10) + (score_2 = 10) = 1),
      CHECK ((state = 'confirmed') = (match_id IS NOT NULL))
    ) STRICT;
    CREATE INDEX pool_result_submissions_open ON pool_result_submissions(state, confirm_by) WHERE state IN ('awaiting', 'disputed');
    CREATE INDEX pool_result_submissions_p1 ON pool_result_submissions(player_1_id, state);
    CREATE INDEX pool_result_submissions_p2 ON pool_result_submissions(player_2_id, state);
    CREATE INDEX pool_result_submissions_group ON pool_result_submissions(group_id, state, decided_at);

    CREATE TABLE pool_result_effects (
      match_id INTEGER NOT NULL REFERENCES pool_matches(match_id) ON DELETE CASCADE,
      group_id INTEGER NOT NULL REFERENCES pool_groups(id) ON DELETE CASCADE,
      player_id INTEGER NOT NULL REFERENCES pool_players(id) ON DELETE CASCADE,
      rating_before REAL,
      rating_after REAL NOT NULL,
      rank_before INTEGER,
      rank_after INTEGER NOT NULL,
      title_before REAL,
      title_after REAL,
      PRIMARY KEY (match_id, group_id, player_id)
    ) STRICT;
  `,
};
