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
import type { StandingsRow as StandingsRowShape } from '../workers/ratings/standings';
import type { OpponentSummaryRow as OpponentSummaryShape, RecentFormItem as RecentFormShape } from '../workers/ratings/player-stats';
import { createRoute, data, errors, json, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { PagingQuery, pagedList } from './paging';
import { shown } from './errors';
import type { Same } from './same-type';

const id = z.int().positive();
const count = z.int().min(0);

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

/** A group's standings row (workers/ratings/standings.ts computes it; the schema is checked against it below). */
export const StandingsRow = z
  .object({
    /** 1, 2, ... by rating (highest first), then win %, then name. */
    rank: z.int().min(1),
    player_id: id,
    name: z.string(),
    games_played: count,
    wins: count,
    losses: count,
    /** Percent, 1 decimal; null with no games. */
    win_percentage: z.number().nullable(),
    /** Weight of wins / weight of games in percent, 1 decimal; null when the weight of games is 0 (shown "-"). */
    weighted_win_percentage: z.number().nullable(),
    /** The weighted Colley rating, 100 r, 2 decimals (everyone starts at 50.00). */
    rating: z.number(),
    /** The games the rating rests on (the player's games in the group). */
    games: count,
    /** True when `games` is too few for the rating to be more than a first guess. */
    provisional: z.boolean(),
    /** The rating's 90 % bootstrap interval [low, high], 2 decimals. */
    rating_interval: z.tuple([z.number(), z.number()]),
  })
  .openapi('StandingsRow');
export type StandingsRow = z.infer<typeof StandingsRow>;

/** Head-to-head against one opponent (workers/ratings/player-stats.ts). */
export const OpponentSummaryRow = z
  .object({
    opponent: z.string(),
    opponent_id: id,
    n_matches_played: count,
    n_wins: count,
    n_losses: count,
    max_winning_streak: count,
    max_losing_streak: count,
    /** The streak of the latest matches against this opponent. */
    current_streak_type: z.enum(['Winning', 'Losing']),
    current_streak_length: count,
    /** Opponent's lowest score in a win (shown "10-" + value); null without a win. */
    biggest_win: count.nullable(),
    /** This player's lowest score in a defeat (shown "10-" + value); null without a defeat. */
    biggest_defeat: count.nullable(),
  })
  .openapi('OpponentSummaryRow');
export type OpponentSummaryRow = z.infer<typeof OpponentSummaryRow>;

/** One of a player's latest results (workers/ratings/player-stats.ts). */
export const RecentFormItem = z
  .object({
    win_varchar: z.enum(['W', 'L']),
    /** 1 = most recent match, 2 = the one before, ... */
    recency_ids: z.int().min(1),
    match_id: id,
    new_id: id,
  })
  .openapi('RecentFormItem');
export type RecentFormItem = z.infer<typeof RecentFormItem>;

// The workers define these shapes as types; the schemas must describe exactly them.
const derivedShapes: [
  Same<StandingsRow, StandingsRowShape>,
  Same<OpponentSummaryRow, OpponentSummaryShape>,
  Same<RecentFormItem, RecentFormShape>,
] = [true, true, true];
void derivedShapes;

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

/** A group path parameter named `name` (`{groupId}`, `{groupSlug}`): a numeric id, or a url slug (case-insensitive). */
export const groupParam = (name: string) =>
  z
    .string()
    .superRefine((raw, ctx) => {
      if (/^[0-9]+$/.test(raw)) {
        if (!ID_RE.test(raw)) ctx.addIssue({ code: 'custom', message: `${name} must be a positive whole number (got "${shown(raw)}")`, params: badId });
      } else if (!SLUG_RE.test(raw.toLowerCase())) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a numeric id or a url slug (got "${shown(raw)}")`, params: badId });
      }
    })
    .openapi({ param: { name, in: 'path' }, description: 'A numeric id or the url slug (any case).', example: 'banff' });

/** `{groupId}`: a numeric id, or a group's url slug (case-insensitive). */
export const GroupIdParam = groupParam('groupId');

const tags = ['Pool league'];
const groupParams = z.object({ groupId: GroupIdParam });
const playerParams = z.object({ playerId: PlayerIdParam });
const noGroup = errors({ 400: 'The group id or slug is malformed (field `groupId`).', 404: 'No such group.' });
const noPlayer = errors({ 400: 'The player id is malformed (field `playerId`).', 404: 'No such player.' });
const matchList = (description: string) => json(pagedList(PoolMatch), description);
const badPaging = errors({ 400: 'A paging parameter is out of range (the field is named).' });

export const poolMatches = createRoute({
  ...endpointPaths.poolMatches,
  tags,
  summary: 'Every live match of the league',
  description: 'Ascending by game number; `limit`/`offset` ask for one page of it with the total.',
  request: { query: PagingQuery },
  responses: { 200: matchList('The matches, whole or one page.'), ...notModified, ...badPaging },
});

export const poolPlayers = createRoute({
  ...endpointPaths.poolPlayers,
  tags,
  summary: 'Every player who is not archived',
  responses: { 200: data(z.array(PoolPlayer), 'The players.'), ...notModified },
});

export const poolGroups = createRoute({
  ...endpointPaths.poolGroups,
  tags,
  summary: 'Every group that is not archived',
  responses: { 200: data(z.array(PoolGroupSummary), 'The groups with their size and latest match.'), ...notModified },
});

/** GET /api/pool/league: what the league shown is (the generated demo league, or the admin's own). */
export const PoolLeagueInfo = z
  .object({
    /**
     * True while the league holds the generated demo league (its made-up players and their results), which the
     * admin can remove; false once removed, or for a league the admin entered.
     */
    demo: z.boolean(),
  })
  .openapi('PoolLeagueInfo');
export type PoolLeagueInfo = z.infer<typeof PoolLeagueInfo>;

export const poolLeague = createRoute({
  ...endpointPaths.poolLeague,
  tags,
  summary: 'What the league shown is',
  description: 'Whether the pool pages show the generated demo league (true until the admin removes it).',
  responses: { 200: data(PoolLeagueInfo, 'What the league is.'), ...notModified },
});

export const poolGroup = createRoute({
  ...endpointPaths.poolGroup,
  tags,
  summary: 'One group',
  request: { params: groupParams },
  responses: { 200: data(PoolGroup, 'The group.'), ...notModified, ...noGroup },
});

export const poolGroupPlayers = createRoute({
  ...endpointPaths.poolGroupPlayers,
  tags,
  summary: "A group's players",
  request: { params: groupParams },
  responses: { 200: data(z.array(PoolPlayer), 'The members.'), ...notModified, ...noGroup },
});

export const poolGroupMatches = createRoute({
  ...endpointPaths.poolGroupMatches,
  tags,
  summary: "A group's matches",
  description: "Matches between two members, numbered within the group; paged like /api/pool/matches.",
  request: { params: groupParams, query: PagingQuery },
  responses: { 200: matchList('The matches, whole or one page.'), ...notModified, ...noGroup },
});

export const poolPlayer = createRoute({
  ...endpointPaths.poolPlayer,
  tags,
  summary: 'One player',
  request: { params: playerParams },
  responses: { 200: data(PoolPlayer, 'The player.'), ...notModified, ...noPlayer },
});

export const poolPlayerMatches = createRoute({
  ...endpointPaths.poolPlayerMatches,
  tags,
  summary: "A player's matches",
  description: 'Paged like /api/pool/matches.',
  request: { params: playerParams, query: PagingQuery },
  responses: { 200: matchList('The matches, whole or one page.'), ...notModified, ...noPlayer },
});

export const poolPlayerGroups = createRoute({
  ...endpointPaths.poolPlayerGroups,
  tags,
  summary: 'The groups a player belongs to',
  request: { params: playerParams },
  responses: { 200: data(z.array(PoolGroup), 'The groups.'), ...notModified, ...noPlayer },
});

export const poolGroupStandings = createRoute({
  ...endpointPaths.poolGroupStandings,
  tags,
  summary: "A group's standings",
  description: 'Weighted Colley ratings of the members from the matches between them, with how sure each rating is.',
  request: { params: groupParams },
  responses: { 200: data(z.array(StandingsRow), 'One row per member, by rating.'), ...notModified, ...noGroup },
});

/** An iCalendar (RFC 5545) answer. */
const calendar = (description: string) => ({
  description,
  content: { 'text/calendar': { schema: z.string().openapi({ description: 'An iCalendar file: one event per fixture.' }) } },
});

export const poolGroupFixturesFeed = createRoute({
  ...endpointPaths.poolGroupFixturesFeed,
  tags,
  summary: "A group's fixtures as a calendar feed",
  description:
    'One event per fixture of the current season (UID `pool-fixture-{id}@{host}`): all-day on its date while to play, ' +
    'at the time of the result once played. An empty calendar without a season.',
  request: { params: groupParams },
  responses: { 200: calendar('The feed (text/calendar).'), ...notModified, ...noGroup },
});

export const poolPlayerFixturesFeed = createRoute({
  ...endpointPaths.poolPlayerFixturesFeed,
  tags,
  summary: "A player's fixtures as a calendar feed",
  description: "The player's fixtures in the current season of each group they belong to, as the group feed writes them.",
  request: { params: playerParams },
  responses: { 200: calendar('The feed (text/calendar).'), ...notModified, ...noPlayer },
});

export const poolPlayerOpponentSummary = createRoute({
  ...endpointPaths.poolPlayerOpponentSummary,
  tags,
  summary: "A player's head-to-head record",
  request: { params: playerParams },
  responses: {
    200: data(z.array(OpponentSummaryRow), 'One row per opponent, most matches first, then by name.'),
    ...notModified,
    ...noPlayer,
  },
});

export const poolPlayerRecentForm = createRoute({
  ...endpointPaths.poolPlayerRecentForm,
  tags,
  summary: "A player's latest results",
  request: { params: playerParams },
  responses: { 200: data(z.array(RecentFormItem), 'The last 10 results, most recent first.'), ...notModified, ...noPlayer },
});

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (raw: string) => {
  if (!DATE_RE.test(raw)) return false;
  const t = Date.parse(`${raw}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === raw;
};
/** A query date "YYYY-MM-DD" (a real calendar day), named in its error. */
const queryDate = (name: string) =>
  z
    .string()
    .refine((raw) => isCalendarDay(raw), {
      error: (iss) => `${name} must be a date YYYY-MM-DD (got "${shown(String(iss.input))}")`,
    })
    .optional()
    .openapi({ param: { name, in: 'query' }, example: '2026-01-19' });

export const RatingChangeQuery = z.object({
  from: queryDate('from'),
  to: queryDate('to'),
  group: z
    .string()
    .regex(/^([1-9][0-9]{0,14}|[A-Za-z][A-Za-z0-9-]{0,59})$/, 'group must be a numeric id or a url slug')
    .optional()
    .openapi({ param: { name: 'group', in: 'query' }, example: 'banff' }),
});

export const RatingChangeResult = z
  .object({
    match_id: id,
    game_date: z.string(),
    winner_id: id,
    loser_id: id,
    weight: z.number(),
    /** The rating now minus the rating had this game been a draw (same schedule), shown scale. */
    result_effect: z.number(),
    /** This game's part of the schedule effect. */
    schedule_effect: z.number(),
    text: z.string(),
  })
  .openapi('RatingChangeResult');

export const RatingChange = z
  .object({
    player_id: id,
    group: PoolGroup,
    /** Ratings as known at the end of these days. */
    from: z.string(),
    to: z.string(),
    rating_from: z.number(),
    rating_to: z.number(),
    change: z.number(),
    /** Largest effect first. */
    results: z.array(RatingChangeResult),
    /** What the new games would have done had they all been draws (who played whom). */
    schedule_effect: z.number(),
    /** Every result effect plus the schedule effect: equals `change` to 1e-9. */
    parts_sum: z.number(),
    /** The explanation in visitor words, largest first. */
    lines: z.array(z.object({ text: z.string(), value: z.number() })),
    /** The player's rating at the end of every night the group played. */
    nights: z.array(z.object({ date: z.string(), rating: z.number(), played: z.boolean() })),
  })
  .openapi('RatingChange', { description: "Why a player's rating moved between two dates, split exactly into results and schedule." });
export type RatingChange = z.infer<typeof RatingChange>;

export const poolPlayerRatingChange = createRoute({
  ...endpointPaths.poolPlayerRatingChange,
  tags,
  summary: "Why a player's rating moved",
  description:
    'The change in the player\'s Colley rating in a group (`group`, default: where he played last) between the end of day ' +
    '`from` and the end of day `to` (default: the day before his latest night, and that night), split into each new ' +
    "result's effect (weight times a column of the later inverse Colley matrix) and the schedule's effect.",
  request: { params: playerParams, query: RatingChangeQuery },
  responses: {
    200: data(RatingChange, 'The change and its parts.'),
    ...notModified,
    ...errors({
      400: 'A malformed id or date (the field is named: `playerId`, `from`, `to`, `group`), or `from` not before `to`.',
      404: 'No such player or group, or the player has no game in the group.',
    }),
  },
});

/** The pool league's endpoints, in the order the reference lists them. */
export const poolEndpoints = {
  poolMatches,
  poolPlayers,
  poolGroups,
  poolLeague,
  poolGroup,
  poolGroupPlayers,
  poolGroupMatches,
  poolGroupStandings,
  poolGroupFixturesFeed,
  poolPlayer,
  poolPlayerMatches,
  poolPlayerGroups,
  poolPlayerOpponentSummary,
  poolPlayerRecentForm,
  poolPlayerRatingChange,
  poolPlayerFixturesFeed,
};
