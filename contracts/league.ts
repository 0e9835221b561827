/**
 * The real pool league's public read API under /api/pool: its endpoints and the shapes of their answers (`{ data }`
 * bodies), declared once as zod schemas (contracts/README.md). The server (api/league/) registers its handlers from
 * these endpoints; the client (src/features/league/, src/features/admin/ through
 * src/lib/league-queries.ts) reads them. Admin and sign-in answers: contracts/admin.ts. Endpoints and conventions:
 * api/league/README.md.
 *
 * The derived rows (standings, head-to-head, recent form) are computed by the pure functions in
 * workers/ratings/, which define their shapes once; they are re-exported here so callers import every league
 * shape from one place.
 */
export type { StandingsRow } from '../workers/ratings/standings';
export type { OpponentSummaryRow, RecentFormItem } from '../workers/ratings/player-stats';

import { data, endpoint, errors, json, notModified, z } from './endpoint';
import { PagingQuery, pagedList } from './paging';
import { shown } from './errors';

const id = z.int().positive();

export const PoolGroup = z.object({ id, name: z.string(), url_slug: z.string() }).openapi('PoolGroup');
/** GET /api/pool/group/{groupId}, /api/pool/player/{playerId}/groups. */
export type PoolGroup = z.infer<typeof PoolGroup>;

export const PoolGroupSummary = PoolGroup.extend({
  player_count: z.int().min(0),
  /** Live matches between two members. */
  match_count: z.int().min(0),
  /** 'YYYY-MM-DD HH:MM:SS' UTC of the latest live match between two members, or null (the hub orders by it). */
  last_played: z.string().nullable(),
}).openapi('PoolGroupSummary', { description: 'A group that is not archived, with its size and latest match.' });
/** GET /api/pool/groups: every group that is not archived, with its size and latest match. */
export type PoolGroupSummary = z.infer<typeof PoolGroupSummary>;

export const PoolPlayer = z.object({ id, name: z.string() }).openapi('PoolPlayer');
/** GET /api/pool/player/{playerId}, /api/pool/players (not archived), /api/pool/group/{groupId}/players. */
export type PoolPlayer = z.infer<typeof PoolPlayer>;

/**
 * One live match of a list (GET /api/pool/matches, /group/{groupId}/matches, /player/{playerId}/matches), ascending by
 * new_id. `new_id` is the game number within the list's scope: the league's for /matches and a player's list, the
 * group's for a group's list. `match_id` is the match's identity (the admin area and the audit log use it).
 */
export const PoolMatch = z
  .object({
    match_id: id,
    new_id: id,
    /** ISO 8601 UTC, e.g. "2025-11-04T19:05:00Z". */
    game_datetime: z.string().openapi({ example: '2025-11-04T19:05:00Z' }),
    /** Calendar date of play, "YYYY-MM-DD" (the session). */
    game_date: z.string().openapi({ example: '2025-11-04' }),
    player_1: z.string(),
    player_1_id: id,
    player_2: z.string(),
    player_2_id: id,
    score_1: z.int().min(0),
    score_2: z.int().min(0),
    winner_player_id: id,
    fixture_weight: z.number(),
    win_weight: z.number(),
    match_type: z.string(),
    match_type_id: z.int(),
    /** 1, 2, ... one per calendar date of play (same scope as new_id). */
    session_id: id,
    /** 1 on a session's last match, else 0. */
    session_match_end_id: z.union([z.literal(0), z.literal(1)]),
    /** Always null in the public lists (deleted matches are left out). */
    deleted_at: z.string().nullable(),
  })
  .openapi('PoolMatch', { description: 'One live match of a list, with its game number and session.' });
export type PoolMatch = z.infer<typeof PoolMatch>;

// ---- Endpoints --------------------------------------------------------------------------------------------

const ID_RE = /^[1-9][0-9]{0,14}$/;
const SLUG_RE = /^[a-z][a-z0-9-]{0,59}$/;
/** A path id's own error: code `bad_request`, the message as written (it names the field). */
const badId = { code: 'bad_request', whole: true };

/** `{playerId}`: a positive whole number. */
export const PlayerIdParam = z
  .string()
  .refine((raw) => ID_RE.test(raw), {
    error: (iss) => `playerId must be a positive whole number (got "${shown(String(iss.input))}")`,
    params: badId,
  })
  .openapi({ param: { name: 'playerId', in: 'path' }, pattern: ID_RE.source, example: '1' });

/** `{groupId}`: a numeric id, or a group's url slug (case-insensitive). */
export const GroupIdParam = z
  .string()
  .superRefine((raw, ctx) => {
    if (/^[0-9]+$/.test(raw)) {
      if (!ID_RE.test(raw)) ctx.addIssue({ code: 'custom', message: `groupId must be a positive whole number (got "${shown(raw)}")`, params: badId });
    } else if (!SLUG_RE.test(raw.toLowerCase())) {
      ctx.addIssue({ code: 'custom', message: `groupId must be a numeric id or a url slug (got "${shown(raw)}")`, params: badId });
    }
  })
  .openapi({ param: { name: 'groupId', in: 'path' }, description: 'A numeric id or the url slug (any case).', example: 'banff' });

const tags = ['Pool league'];
const groupParams = z.object({ groupId: GroupIdParam });
const playerParams = z.object({ playerId: PlayerIdParam });
const noGroup = errors({ 400: 'The group id or slug is malformed (field `groupId`).', 404: 'No such group.' });
const noPlayer = errors({ 400: 'The player id is malformed (field `playerId`).', 404: 'No such player.' });
const matchList = (description: string) => json(pagedList(PoolMatch), description);
const badPaging = errors({ 400: 'A paging parameter is out of range (the field is named).' });

export const poolMatches = endpoint({
  method: 'get',
  path: '/api/pool/matches',
  tags,
  summary: 'Every live match of the league',
  description: 'Ascending by game number; `limit`/`offset` ask for one page of it with the total.',
  request: { query: PagingQuery },
  responses: { 200: matchList('The matches, whole or one page.'), ...notModified, ...badPaging },
});

export const poolPlayers = endpoint({
  method: 'get',
  path: '/api/pool/players',
  tags,
  summary: 'Every player who is not archived',
  responses: { 200: data(z.array(PoolPlayer), 'The players.'), ...notModified },
});

export const poolGroups = endpoint({
  method: 'get',
  path: '/api/pool/groups',
  tags,
  summary: 'Every group that is not archived',
  responses: { 200: data(z.array(PoolGroupSummary), 'The groups with their size and latest match.'), ...notModified },
});

export const poolGroup = endpoint({
  method: 'get',
  path: '/api/pool/group/{groupId}',
  tags,
  summary: 'One group',
  request: { params: groupParams },
  responses: { 200: data(PoolGroup, 'The group.'), ...notModified, ...noGroup },
});

export const poolGroupPlayers = endpoint({
  method: 'get',
  path: '/api/pool/group/{groupId}/players',
  tags,
  summary: "A group's players",
  request: { params: groupParams },
  responses: { 200: data(z.array(PoolPlayer), 'The members.'), ...notModified, ...noGroup },
});

export const poolGroupMatches = endpoint({
  method: 'get',
  path: '/api/pool/group/{groupId}/matches',
  tags,
  summary: "A group's matches",
  description: "Matches between two members, numbered within the group; paged like /api/pool/matches.",
  request: { params: groupParams, query: PagingQuery },
  responses: { 200: matchList('The matches, whole or one page.'), ...notModified, ...noGroup },
});

export const poolPlayer = endpoint({
  method: 'get',
  path: '/api/pool/player/{playerId}',
  tags,
  summary: 'One player',
  request: { params: playerParams },
  responses: { 200: data(PoolPlayer, 'The player.'), ...notModified, ...noPlayer },
});

export const poolPlayerMatches = endpoint({
  method: 'get',
  path: '/api/pool/player/{playerId}/matches',
  tags,
  summary: "A player's matches",
  description: 'Paged like /api/pool/matches.',
  request: { params: playerParams, query: PagingQuery },
  responses: { 200: matchList('The matches, whole or one page.'), ...notModified, ...noPlayer },
});

export const poolPlayerGroups = endpoint({
  method: 'get',
  path: '/api/pool/player/{playerId}/groups',
  tags,
  summary: 'The groups a player belongs to',
  request: { params: playerParams },
  responses: { 200: data(z.array(PoolGroup), 'The groups.'), ...notModified, ...noPlayer },
});

/** The pool league's endpoints, in the order the reference lists them. */
export const poolEndpoints = {
  poolMatches,
  poolPlayers,
  poolGroups,
  poolGroup,
  poolGroupPlayers,
  poolGroupMatches,
  poolPlayer,
  poolPlayerMatches,
  poolPlayerGroups,
};
