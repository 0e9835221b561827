/**
 * Tests of the cricket archive: one Test's scorecard, and the matches list with its filters.
 * Declared as zod schemas: the server validates requests with them (api/cricket/routes/match-routes.ts) and the unit
 * tests check its answers against them; the client imports the inferred types only (`import type`).
 */
import { createRoute, data, errors, json, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { PagingQuery, pagedList } from './paging';
import { CricketFormatKey, cricketTags, formatQuery } from './cricket-fields';

const tags = cricketTags;

/** A Cricsheet match id (the file's name, digits only). */
export const MatchId = z.string().regex(/^\d{1,12}$/, 'a Cricsheet match id: digits only');

/** A player named on a scorecard: display name (full name from the register when known) and career page slug. */
export const ScorecardPlayer = z.object({ name: z.string(), url_slug: z.string() }).openapi('ScorecardPlayer');

export const MatchResult = z.object({
  /** 'win' | 'draw' | 'tie' | 'no result' | 'unknown' (Cricsheet's outcome). */
  kind: z.string(),
  /** The winning team; null for a draw, tie or no result. */
  winner: z.string().nullable(),
  /** As the scorecard prints it: "England won by 3 wickets", "Match drawn". */
  text: z.string(),
}).openapi('MatchResult');

export const ScorecardInnings = z.object({
  inning: z.number().int(),
  team: z.string(),
  runs: z.number().int(),
  /** Team wickets (retired hurt and retired not out are not wickets). */
  wickets: z.number().int(),
  /** Legal balls. */
  balls: z.number().int(),
  /** "77.1": completed overs, then the legal balls of the unfinished one. */
  overs: z.string(),
  declared: z.boolean(),
  forfeited: z.boolean(),
  follow_on: z.boolean(),
  extras: z.object({ byes: z.number().int(), legbyes: z.number().int(), wides: z.number().int(), noballs: z.number().int(), penalty: z.number().int() }),
  /** `innings[].target`: the runs to win and the overs (as balls) to make them in, revised after an interruption (D/L). */
  target: z.object({ runs: z.number().int(), balls: z.number().int().nullable() }).nullable(),
  /** `innings[].powerplays`: overs "from"-"to" as Cricsheet writes them (0.1-9.6: the first ten overs) and the kind. */
  powerplays: z.array(z.object({ from: z.number(), to: z.number(), type: z.string() })),
  /** In batting order. */
  batting: z.array(
    z.object({
      player_id: z.string(),
      name: z.string(),
      dismissal: z.string(),
      runs: z.number().int(),
      balls: z.number().int(),
      fours: z.number().int(),
      sixes: z.number().int(),
      strike_rate: z.number().nullable(),
    }),
  ),
  did_not_bat: z.array(z.object({ player_id: z.string(), name: z.string() })),
  /** In bowling order (first to bowl first). */
  bowling: z.array(
    z.object({
      player_id: z.string(),
      name: z.string(),
      balls: z.number().int(),
      overs: z.string(),
      maidens: z.number().int(),
      runs: z.number().int(),
      wickets: z.number().int(),
      wides: z.number().int(),
      no_balls: z.number().int(),
    }),
  ),
  fall_of_wickets: z.array(z.object({ wicket: z.number().int(), runs: z.number().int(), player_id: z.string(), balls: z.number().int(), over: z.string() })),
  partnerships: z.array(
    z.object({ wicket: z.number().int(), runs: z.number().int(), balls: z.number().int(), batters: z.array(z.string()), unbroken: z.boolean() }),
  ),
  /** Over by over: [over index (0-based, as Cricsheet), runs (runs.total), team wickets], for the worm and Manhattan. */
  by_over: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()])),
}).openapi('ScorecardInnings');

export const ScorecardReview = z.object({
  inning: z.number().int(),
  over: z.string(),
  by_team: z.string(),
  batter_id: z.string().nullable(),
  bowler_id: z.string().nullable(),
  umpire: z.string().nullable(),
  /** 'upheld' | 'struck down' */
  decision: z.string(),
  review_type: z.string().nullable(),
  umpires_call: z.boolean(),
}).openapi('ScorecardReview');

/** The facts a scorecard and a matches-list row share. */
const matchFactsShape = {
  match_id: z.string(),
  /** The official Test number (Cricsheet's match_type_number); null when the file gives none. */
  test_number: z.number().int().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  teams: z.tuple([z.string(), z.string()]),
  venue: z.string(),
  ground: z.string(),
  host_country: z.string().nullable(),
};

/** GET /api/cricket/match/{match_id}: one Test's scorecard (404 for an id the archive does not hold). */
export const MatchScorecard = z.object({
  ...matchFactsShape,
  toss: z.object({ winner: z.string().nullable(), decision: z.string().nullable() }),
  result: MatchResult,
  player_of_match: z.array(z.object({ player_id: z.string(), name: z.string() })),
  innings: z.array(ScorecardInnings),
  /** DRS reviews where Cricsheet records them, in the order they happened. */
  reviews: z.array(ScorecardReview),
  /**
   * Players who came into a side during the match as replacements (a concussion substitute, say) that the match
   * file names (Cricsheet's `replacements.match`), each with the player he replaced (null only for a match imported
   * before replacements were stored, when the side made more than one) and the file's reason.
   */
  replacements: z.array(
    z.object({
      team: z.string(),
      player_id: z.string(),
      name: z.string(),
      replaced: z.object({ player_id: z.string(), name: z.string() }).nullable(),
      /** Cricsheet's `reason` ("concussion_substitute"); null when the file gives none or the import predates it. */
      reason: z.string().nullable(),
      /** The reason in words: "as a concussion substitute" (common/cricket/replacement-reason.ts). */
      reason_text: z.string(),
    }),
  ),
  /** Every player id the card names -> display name and career slug (batters, bowlers, partners, reviews). */
  players: z.record(z.string(), ScorecardPlayer),
  /** Format and sex (common/cricket/formats.ts). */
  format: CricketFormatKey,
  /** `info.overs`: overs a side of a limited-overs match (below 50 or 20 when reduced before it began); null for Tests. */
  overs: z.number().int().nullable(),
  /** `outcome.method`: 'D/L' (a Duckworth-Lewis-Stern result), 'Awarded'; null when none. */
  method: z.string().nullable(),
  /** A tie's super overs, each side's total, in the order bowled; never in a player's career. */
  super_overs: z.array(z.object({ team: z.string(), runs: z.number().int(), wickets: z.number().int(), balls: z.number().int() })),
  /** The team that won a tie's super over (`outcome.eliminator`). */
  super_over_winner: z.string().nullable(),
  /** The series the Test belongs to (contracts/cricket-teams.ts), with its page's slug; null when it has no series name. */
  series: z.object({ name: z.string(), season: z.string(), slug: z.string(), match_number: z.int().nullable() }).nullable(),
}).openapi('MatchScorecard');

export type MatchScorecard = z.infer<typeof MatchScorecard>;
export type ScorecardInnings = z.infer<typeof ScorecardInnings>;
export type ScorecardReview = z.infer<typeof ScorecardReview>;

export const MATCH_RESULTS = ['win', 'draw', 'tie', 'no result'] as const;

const filterText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`);

/**
 * GET /api/cricket/matches: every match, newest first (`order=asc` for oldest first), paged with
 * contracts/paging.ts (`limit`, `offset`). Filters: `team` and `opposition` (each a team that played: both
 * together = that pairing), `host` (host country), `ground`, `year` (the year the match started), `result`;
 * `q` searches the teams, venue and ground (case-insensitive, any part of the text).
 */
export const MatchListQuery = z.object({
  team: filterText(80).optional(),
  opposition: filterText(80).optional(),
  host: filterText(80).optional(),
  ground: filterText(120).optional(),
  year: z
    .string()
    .regex(/^\d{4}$/, 'a year (four digits)')
    .transform(Number)
    .optional(),
  result: z.enum(MATCH_RESULTS).optional(),
  q: filterText(80).optional(),
  /** "MM-DD": the Tests in play on that day of the year, in any year ("on this day"). */
  on: z
    .string()
    .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a day of the year (MM-DD)')
    .optional(),
});
export type MatchListQuery = z.infer<typeof MatchListQuery>;

export const MatchListItem = z.object({
  ...matchFactsShape,
  result: MatchResult,
  /** Each innings' score in order, for the one-line summary ("258 & 258/5d"). */
  innings: z.array(z.object({ inning: z.number().int(), team: z.string(), runs: z.number().int(), wickets: z.number().int(), declared: z.boolean(), forfeited: z.boolean() })),
}).openapi('MatchListItem');
export type MatchListItem = z.infer<typeof MatchListItem>;

/** GET /api/cricket/match_filters: the values the matches list can be filtered by (sorted; years newest first). */
export const MatchFilters = z.object({
  teams: z.array(z.string()),
  host_countries: z.array(z.string()),
  grounds: z.array(z.string()),
  years: z.array(z.number().int()),
}).openapi('MatchFilters');
export type MatchFilters = z.infer<typeof MatchFilters>;

export const cricketMatch = createRoute({
  ...endpointPaths.cricketMatch,
  tags,
  summary: "One Test's scorecard",
  request: { params: z.object({ match_id: MatchId.openapi({ param: { name: 'match_id', in: 'path' }, example: '1244025' }) }) },
  responses: {
    200: data(MatchScorecard, 'The scorecard: innings, bowling, fall of wickets, partnerships, reviews.'),
    ...notModified,
    ...errors({ 400: 'The match id is malformed (field `match_id`).', 404: 'No Test with that id in the archive.' }),
  },
});

/** The matches list's query: the filters, then the page (`order` default `desc`: newest first). */
export const MatchesQuery = MatchListQuery.extend(PagingQuery.shape).extend(formatQuery.shape);

export const cricketMatches = createRoute({
  ...endpointPaths.cricketMatches,
  tags,
  summary: 'Every Test of the archive',
  description:
    'Newest first (`order=asc` for oldest first). Filters: `team` and `opposition` (each a team that played; both: ' +
    'that pairing), `host`, `ground`, `year`, `result`; `q` searches the teams, venue and ground. `limit`/`offset` ' +
    'ask for one page with the total.',
  request: { query: MatchesQuery },
  responses: {
    200: json(pagedList(MatchListItem), 'The matches, whole or one page.'),
    ...notModified,
    ...errors({ 400: 'A filter or page parameter is out of range (the field is named).' }),
  },
});

export const cricketMatchFilters = createRoute({
  ...endpointPaths.cricketMatchFilters,
  tags,
  request: { query: formatQuery },
  summary: 'What the matches list can be filtered by',
  responses: { 200: data(MatchFilters, 'Teams, host countries and grounds (sorted) and years (newest first).'), ...notModified },
});
