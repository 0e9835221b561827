/* ---------------------------------------------------------------------------------------------------------------
 * Bowling (zod schemas: the shapes the server produces and its tests check).
 * Definitions (docs/decisions.md "Bowling and fielding"): bowler's runs = runs.batter + wides + no-balls; balls
 * are legal balls (neither a wide nor a no-ball); the bowler's wickets are bowled, caught, caught and bowled, lbw,
 * stumped and hit wicket; a maiden is a completed over by one bowler conceding none of the bowler's runs.
 * Averages, economy and strike rates are rounded half up to 2 decimals, null where undefined.
 * ------------------------------------------------------------------------------------------------------------- */
import { createRoute, data, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { cricketTags, int, noPlayer, rate, slugParams, formatQuery } from './cricket-fields';

const tags = cricketTags;

/** Wickets and runs of one bowling effort (an innings or a match): "8/15". */
export const BowlingFigures = z.object({ wickets: int, runs: int }).openapi('BowlingFigures');
export type BowlingFigures = z.infer<typeof BowlingFigures>;

/** A bowling career's sums (the career page's summary and the records book's career rows). */
export const bowlingCareerSums = {
  /** Innings in which he bowled at least one ball. */
  innings: int,
  balls: int,
  maidens: int,
  runs: int,
  wickets: int,
  /** Most wickets, then fewest runs, in an innings; null when he never bowled. */
  best_innings: BowlingFigures.nullable(),
};

/** A bowler's rates: runs per wicket, runs per 6 balls, balls per wicket. */
export const bowlingRates = { average: rate, economy: rate, strike_rate: rate };

export const BowlingSummary = z.object({
  /** Tests in the XI (as for batting). */
  matches: int,
  ...bowlingCareerSums,
  /** Most wickets, then fewest runs, in a match; null when he never bowled. */
  best_match: BowlingFigures.nullable(),
  ...bowlingRates,
  /** Innings with exactly 4 wickets, innings with 5 or more, matches with 10 or more (Statsguru's columns). */
  four_wickets: int,
  five_wickets: int,
  ten_wickets: int,
}).openapi('BowlingSummary');
export type BowlingSummary = z.infer<typeof BowlingSummary>;

export const BowlingInnings = z.object({
  match_id: z.string(),
  match_inns: int,
  opposition: z.string(),
  ground: z.string(),
  host_country: z.string().nullable(),
  match_start_date: z.string(),
  balls: int,
  maidens: int,
  runs: int,
  wickets: int,
  /** Wide and no-ball DELIVERIES. */
  wides: int,
  no_balls: int,
  /** Legal balls conceding none of the bowler's runs. */
  dots: int,
}).openapi('BowlingInnings');
export type BowlingInnings = z.infer<typeof BowlingInnings>;

/** GET /api/cricket/player_bowling/{slug}: a player who never bowled gets zeros and `innings: []`. */
export const PlayerBowling = z.object({ summary: BowlingSummary, innings: z.array(BowlingInnings) }).openapi('PlayerBowling');
export type PlayerBowling = z.infer<typeof PlayerBowling>;

/** One batter faced by the bowler in one innings (balls faced by the batter: wides excluded; runs off the bat). */
export const BowlerMatchupRow = z.object({
  match_id: z.string(),
  match_inns: int,
  batter_id: z.string(),
  balls: int,
  runs: int,
  dismissals: int,
  dots: int,
  fours: int,
  sixes: int,
}).openapi('BowlerMatchupRow');
export type BowlerMatchupRow = z.infer<typeof BowlerMatchupRow>;

/**
 * GET /api/cricket/player_bowling_matchups/{slug}: the bowler's side of the match-ups per innings, and every
 * wicket he took with its kind, so the career page sums them for whatever innings the filter bar keeps.
 */
export const PlayerBowlingMatchups = z.object({
  /** batter_id -> display name. */
  batters: z.record(z.string(), z.string()),
  /** batter_id -> the address of his career page (/cricket/player/{slug}). */
  slugs: z.record(z.string(), z.string()),
  rows: z.array(BowlerMatchupRow),
  wickets: z.array(z.object({ match_id: z.string(), match_inns: int, batter_id: z.string(), kind: z.string() })),
}).openapi('PlayerBowlingMatchups');
export type PlayerBowlingMatchups = z.infer<typeof PlayerBowlingMatchups>;

/** GET /api/cricket/players_bowling: every player who bowled a ball, his career bowling (the Table view's Bowling). */
export const BowlingCareerRow = BowlingSummary.extend({ player_id: z.string() }).openapi('BowlingCareerRow');
export type BowlingCareerRow = z.infer<typeof BowlingCareerRow>;

export const cricketPlayerBowling = createRoute({
  ...endpointPaths.cricketPlayerBowling,
  tags,
  summary: "A player's bowling career",
  description: 'Career figures and every innings in which he bowled; a player who never bowled gets zeros and no innings.',
  request: { params: slugParams, query: formatQuery },
  responses: { 200: data(PlayerBowling, 'The bowling summary and innings.'), ...notModified, ...noPlayer },
});

export const cricketPlayerBowlingMatchups = createRoute({
  ...endpointPaths.cricketPlayerBowlingMatchups,
  tags,
  summary: 'Every batter a bowler bowled to, per innings',
  request: { params: slugParams, query: formatQuery },
  responses: { 200: data(PlayerBowlingMatchups, 'Per-innings figures against each batter, and every wicket with its kind.'), ...notModified, ...noPlayer },
});

export const cricketPlayersBowling = createRoute({
  ...endpointPaths.cricketPlayersBowling,
  tags,
  request: { query: formatQuery },
  summary: 'Every bowler of the archive',
  responses: { 200: data(z.array(BowlingCareerRow), 'Career bowling of every player who bowled a ball.'), ...notModified },
});
