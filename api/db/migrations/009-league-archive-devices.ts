import type { Db } from '../database';
import type { Migration } from '../migrations';

/**
 * Archiving players and groups, and the admin's device cookies.
 *
 * - `pool_players.archived_at`, `pool_groups.archived_at` ('YYYY-MM-DD HH:MM:SS' UTC, null = active): an archived
 *   player or group is hidden from the drop-downs, the league hub, the sitemap and new results; its past matches
 *   keep counting wherever they counted. (A player or group with no matches is deleted instead.)
 * - `admin_devices`: one row per device cookie issued at a successful sign-in (OWASP "device cookies"): the
 *   SHA-256 of the cookie's random value, when it was issued and when it was last used (ms since the epoch).
 *   `admin_device_failures`: failed password checks made while presenting that cookie; they lock out that device
 *   only, never the address or other devices.
 */
export const m009LeagueArchiveDevices: Migration = {
  version: 9,
  name: 'league-archive-devices',
  up: (db: Db) => {
    db.exec(`
      ALTER TABLE pool_players ADD COLUMN archived_at TEXT;
      ALTER TABLE pool_groups ADD COLUMN archived_at TEXT;
      CREATE TABLE admin_devices (
        device_hash TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE admin_device_failures (
        device_hash TEXT NOT NULL REFERENCES admin_devices(device_hash) ON DELETE CASCADE,
        attempted_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX admin_device_failures_device ON admin_device_failures(device_hash, attempted_at);
    `);
  },
};
