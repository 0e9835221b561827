import type { Migration } from '../migrations';

/**
 * Admin sign-in and audit. Times in `admin_tokens` and
 * `admin_login_attempts` are milliseconds since the epoch (compared in SQL);
 * the audit log keeps an ISO-8601 UTC text time for people to read.
 *
 * - `admin_credential`: the one admin password, only as an scrypt hash
 *   (`scrypt$N$r$p$salt$hash`, base64url parts) and where it came from.
 * - `admin_tokens`: bearer tokens, only as SHA-256 hashes, with absolute
 *   expiry, last use (idle timeout) and revocation time.
 * - `admin_login_attempts`: one row per password check (sign-in or delete
 *   confirmation) per client address, for the rate limit.
 * - `admin_audit_log`: every admin action; never pruned.
 */
export const m004Admin: Migration = {
  version: 4,
  name: 'admin',
  up: `
    CREATE TABLE admin_credential (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      password_hash TEXT NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
      source TEXT NOT NULL CHECK (source IN ('env', 'generated')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    ) STRICT;

    CREATE TABLE admin_tokens (
      token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
      created_at INTEGER NOT NULL,
      last_used_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER,
      client_address TEXT NOT NULL
    ) STRICT;

    CREATE TABLE admin_login_attempts (
      id INTEGER PRIMARY KEY,
      client_address TEXT NOT NULL,
      attempted_at INTEGER NOT NULL,
      succeeded INTEGER NOT NULL CHECK (succeeded IN (0, 1))
    ) STRICT;
    CREATE INDEX admin_login_attempts_address ON admin_login_attempts(client_address, attempted_at);

    CREATE TABLE admin_audit_log (
      id INTEGER PRIMARY KEY,
      at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      action TEXT NOT NULL,
      match_id INTEGER,
      client_address TEXT NOT NULL,
      detail TEXT
    ) STRICT;
  `,
};
