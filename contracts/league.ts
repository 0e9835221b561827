/**
 * Shapes of the real pool league's public read API (`{ data }` bodies) under /api/pool. Type-only: the server
 * (api/league/) produces them and the client (src/features/league/, src/features/admin/ through
 * src/lib/league-queries.ts) reads them. Admin and sign-in answers: contracts/admin.ts. Endpoints and conventions:
 * api/league/README.md.
 *
 * The derived rows (standings, head-to-head, recent form) are computed by the pure functions in
 * workers/ratings/, which define their shapes once; they are re-exported here so callers import every league
 * shape from one place.
 */
export type { StandingsRow } from '../workers/ratings/standings';
export type { OpponentSummaryRow, RecentFormItem } from '../workers/ratings/player-stats';

/** GET /api/pool/group/:id, /api/pool/player/:id/groups. */
export interface PoolGroup {
  id: number;
  name: string;
  url_slug: string;
}

/** GET /api/pool/groups: every group that is not archived, with its size and latest match. */
export interface PoolGroupSummary extends PoolGroup {
  player_count: number;
  /** Live matches between two members. */
  match_count: number;
  /** 'YYYY-MM-DD HH:MM:SS' UTC of the latest live match between two members, or null (the hub orders by it). */
  last_played: string | null;
}

/** GET /api/pool/player/:id, /api/pool/players (not archived), /api/pool/group/:id/players. */
export interface PoolPlayer {
  id: number;
  name: string;
}

/**
 * One live match of a list (GET /api/pool/matches, /group/:id/matches, /player/:id/matches), ascending by new_id.
 * `new_id` is the game number within the list's scope: the league's for /matches and a player's list, the
 * group's for a group's list. `match_id` is the match's identity (the admin area and the audit log use it).
 */
export interface PoolMatch {
  match_id: number;
  new_id: number;
  /** ISO 8601 UTC, e.g. "2025-11-04T19:05:00Z". */
  game_datetime: string;
  /** Calendar date of play, "YYYY-MM-DD" (the session). */
  game_date: string;
  player_1: string;
  player_1_id: number;
  player_2: string;
  player_2_id: number;
  score_1: number;
  score_2: number;
  winner_player_id: number;
  fixture_weight: number;
  win_weight: number;
  match_type: string;
  match_type_id: number;
  /** 1, 2, ... one per calendar date of play (same scope as new_id). */
  session_id: number;
  /** 1 on a session's last match, else 0. */
  session_match_end_id: 0 | 1;
  /** Always null in the public lists (deleted matches are left out). */
  deleted_at: string | null;
}
