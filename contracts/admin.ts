/**
 * Shapes of the admin API's answers (`{ data }` bodies) under /api/admin and /api/auth. Type-only: the server
 * (api/admin/) produces them and the client (src/features/admin/) reads them.
 */
import type { PoolGroup, PoolPlayer } from './league';

/** POST /api/auth/token. */
export interface SignInAnswer {
  token: string;
  /** ISO 8601: the token's absolute expiry. */
  expiresAt: string;
  idleTimeoutSeconds: number;
}

/** POST /api/auth/logout. */
export interface SignOutAnswer {
  revoked: boolean;
}

/** GET /api/auth/csrf. */
export interface CsrfAnswer {
  csrfToken: string;
}

/** GET /api/admin/verify. */
export interface VerifyAnswer {
  authenticated: true;
  /** ISO 8601. */
  expiresAt: string;
  /** ISO 8601: when the token lapses without use. */
  idleExpiresAt: string;
}

/** A match as stored (deleted or not), with names joined in. */
export interface StoredMatch {
  /** The match's identity: the same number in the admin list, the audit log and the edit dialog. */
  match_id: number;
  /** ISO 8601 UTC. */
  game_datetime: string;
  player_1_id: number;
  player_1: string;
  player_2_id: number;
  player_2: string;
  score_1: number;
  score_2: number;
  winner_player_id: number;
  fixture_weight: number;
  win_weight: number;
  match_type_id: number;
  match_type: string;
  /** 'YYYY-MM-DD HH:MM:SS' UTC. */
  created_at: string;
  /** 'YYYY-MM-DD HH:MM:SS' UTC, or null when live. */
  deleted_at: string | null;
}

/** The match's game number inside one group holding both its players. */
export interface GroupGameNumber {
  group_id: number;
  group_name: string;
  url_slug: string;
  /** Game number of the match inside the group (1, 2, ... by game date then match id, deleted matches left out). */
  new_id: number;
}

/**
 * A match as the admin's writes answer it (add-result, edit-match, restore-match): the stored match, its
 * league-wide game number (null when deleted) and its game number in each group holding both players.
 */
export interface AdminMatch extends StoredMatch {
  new_id: number | null;
  groups: GroupGameNumber[];
}

export type AuditAction =
  | 'password_generated'
  | 'password_set'
  | 'password_rotated'
  | 'login'
  // A failed or refused sign-in; detail {"reason"}: wrong_password, locked_out_address, locked_out_device,
  // site_budget_spent, check_in_progress.
  | 'login_failed'
  | 'logout'
  | 'add_result'
  | 'delete_match'
  | 'delete_denied'
  | 'restore_match'
  | 'edit_match'
  | 'create_player'
  | 'rename_player'
  | 'create_group'
  | 'rename_group'
  | 'add_member'
  | 'remove_member'
  | 'import'
  | 'export'
  | 'remove_demo_league'
  | 'remove_demo_denied'
  // Removing what was created by mistake (issue 23).
  | 'delete_player'
  | 'archive_player'
  | 'restore_player'
  | 'delete_group'
  | 'archive_group'
  | 'restore_group'
  // Seasons and fixtures (issue 26).
  | 'create_season'
  | 'add_fixture'
  | 'edit_fixture'
  | 'remove_fixture'
  | 'import_fixtures'
  | 'track_record';

/** GET /api/admin/audit: newest first. */
export interface AuditEntry {
  id: number;
  /** 'YYYY-MM-DD HH:MM:SS' UTC. */
  at: string;
  action: AuditAction;
  match_id: number | null;
  client_address: string;
  /** Free text or JSON, depending on the action. */
  detail: string | null;
}

/** GET /api/admin/league: counts and whether the league is only the demo. */
export interface LeagueStatus {
  groups: number;
  players: number;
  matches: number;
  /** True when the league is not empty and holds only demo data. */
  demoOnly: boolean;
}

/** A group with its members' ids (GET /api/admin/league). */
export interface AdminGroup extends PoolGroup {
  member_ids: number[];
  /** 'YYYY-MM-DD HH:MM:SS' UTC when archived (hidden from the hub, drop-downs and the sitemap), else null. */
  archived_at: string | null;
  /** Matches (deleted ones included) between two members: 0 means the group can be deleted outright. */
  match_count: number;
}

/** A player as the admin's league page lists them (archived ones included). */
export interface AdminPlayerRow extends PoolPlayer {
  archived_at: string | null;
  /** Matches (deleted ones included) the player played: 0 means the player can be deleted outright. */
  match_count: number;
}

/** GET /api/admin/league. */
export interface AdminLeague {
  status: LeagueStatus;
  groups: AdminGroup[];
  players: AdminPlayerRow[];
}

/** POST /api/admin/{players|groups}/:id/{archive|restore}, DELETE /api/admin/{players|groups}/:id. */
export interface RemovalAnswer {
  id: number;
  name: string;
  /** What happened: deleted (it had no matches), archived or restored. */
  outcome: 'deleted' | 'archived' | 'restored';
}

/**
 * GET /api/admin/matches: every match (in a group or not), newest first, filtered and paged. Each row carries
 * the match id (its identity), its league-wide game number and its game number in each group holding both players.
 */
export interface AdminMatchPage {
  data: AdminMatch[];
  /** Matches passing the filters (all pages). */
  total: number;
  limit: number;
  offset: number;
}

/** POST /api/admin/players, PATCH /api/admin/players/:id. */
export type AdminPlayer = PoolPlayer;

/** POST /api/admin/groups/:id/members, DELETE /api/admin/groups/:id/members/:playerId. */
export interface Membership {
  groupId: number;
  playerId: number;
}

/** POST /api/admin/remove-demo-league. */
export interface RemoveDemoAnswer {
  removed: LeagueStatus;
}

export interface ImportError {
  /** 1-based line of the CSV text. */
  line: number;
  reason: string;
}

/** POST /api/admin/import (dry run or commit); a refused commit answers it beside the 400 error as `report`. */
export interface ImportReport {
  dryRun: boolean;
  committed: boolean;
  /** Lines with data (header and blank lines not counted). */
  rowsRead: number;
  matchesToAdd: number;
  /** Match rows already in the database (nothing is added for them). */
  matchesAlreadyPresent: number;
  playersToCreate: string[];
  groupsToCreate: string[];
  membershipsToAdd: number;
  /** Seasons to create, as "Group: Season" (issue 26: the export's season lines). */
  seasonsToCreate: string[];
  fixturesToAdd: number;
  /** Fixture lines already in their season (same date, pair and removed-or-not). */
  fixturesAlreadyPresent: number;
  errors: ImportError[];
}

/**
 * GET /api/admin/export?format=json: everything in the league (deleted matches flagged). Version 2 added the
 * seasons and their fixtures (removed ones flagged). The forecast's track record is not exported: it is derived
 * from the seasons, fixtures and results, and recomputed after an import.
 */
export interface LeagueExport {
  format: 'pool-league';
  version: 2;
  exportedAt: string;
  groups: PoolGroup[];
  players: PoolPlayer[];
  memberships: { group_id: number; player_id: number }[];
  matches: {
    match_id: number;
    /** ISO 8601 UTC. */
    game_datetime: string;
    player_1_id: number;
    player_1: string;
    player_2_id: number;
    player_2: string;
    score_1: number;
    score_2: number;
    winner_player_id: number;
    fixture_weight: number;
    win_weight: number;
    match_type: string;
    deleted: boolean;
    deleted_at: string | null;
  }[];
  seasons: { id: number; group_id: number; name: string; start_date: string }[];
  fixtures: {
    id: number;
    season_id: number;
    /** 'YYYY-MM-DD'. */
    date: string;
    player_1_id: number;
    player_1: string;
    player_2_id: number;
    player_2: string;
    round: number | null;
    deleted: boolean;
    /** ISO 8601 UTC when the fixture was removed, else null. */
    deleted_at: string | null;
  }[];
}
