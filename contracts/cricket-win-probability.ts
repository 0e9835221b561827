/**
 * Win probability in Test cricket: the win/draw/loss figures after every delivery of a Test, its turning
 * points, and the model's evaluation. Definitions (docs/win-probability.md, docs/decisions.md):
 * - outcomes are the side that batted first's: it won / draw (a tie counts as a draw) / it lost; the one awarded
 *   Test and any match without a result are left out of fitting and scoring;
 * - every figure shown for a Test comes from a model fitted without that Test's season (leave-one-season-out);
 * - equity = P(win) + ½ P(draw); a delivery's win probability added (WPA) is the change in the batting side's
 *   equity across it, credited to the striker and its negative to the bowler.
 */
import { MatchId } from './cricket-matches';
import { noPlayer, slugParams } from './cricket-fields';
import { createRoute, data, errors, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';

const tags = ['Cricket'];
const prob = z.number().min(0).max(1);
const count = z.int().min(0);

export const WinProbabilityPoint = z
  .object({
    /** 0 before the first ball, then one per delivery in match order (extras included). */
    seq: count,
    /** The innings the delivery was bowled in (1 for seq 0). */
    inns: z.int().min(1).max(4),
    /** The ball as scorecards print it ("12.3"); "0.0" before the first ball. */
    over: z.string(),
    first_win: prob,
    draw: prob,
    other_win: prob,
  })
  .openapi('WinProbabilityPoint');
export type WinProbabilityPoint = z.infer<typeof WinProbabilityPoint>;

export const TurningPoint = z
  .object({
    seq: z.int().min(1),
    inns: z.int().min(1).max(4),
    over: z.string(),
    batter: z.string(),
    bowler: z.string(),
    /** Change in the batting-first side's equity (P(win) + ½ P(draw)) across the ball, -1 to 1. */
    swing: z.number().min(-1).max(1),
    /** What happened on the ball ("Smith out, caught", "four", "2 wides"). */
    text: z.string(),
  })
  .openapi('TurningPoint');
export type TurningPoint = z.infer<typeof TurningPoint>;

export const WinProbabilityModel = z
  .object({
    version: z.string(),
    method: z.string(),
    /** Which Tests the model was fitted without ("season 2019: fitted on the 47 other seasons"). */
    held_out: z.string(),
  })
  .openapi('WinProbabilityModel');

export const MatchWinProbability = z
  .object({
    model: WinProbabilityModel,
    batting_first: z.string(),
    other: z.string(),
    result: z.enum(['batting_first', 'draw', 'other']).nullable(),
    points: z.array(WinProbabilityPoint),
    /** The five biggest swings, biggest first. */
    turning_points: z.array(TurningPoint),
  })
  .openapi('MatchWinProbability');
export type MatchWinProbability = z.infer<typeof MatchWinProbability>;

const ReliabilityBin = z
  .object({ lo: prob, hi: prob, predicted: prob, observed: prob, tests: count, points: count })
  .openapi('ReliabilityBin');
export type ReliabilityBin = z.infer<typeof ReliabilityBin>;

const RpsTriple = z.object({ model: z.number(), base_rates: z.number(), pre_match: z.number() });

export const WinProbabilityEvaluation = z
  .object({
    model: WinProbabilityModel,
    fitted_at: z.string(),
    /** Tests scored (those with a result) and those left out, with the reason. */
    tests: count,
    points: count,
    left_out: z.array(z.object({ match_id: z.string(), reason: z.string() })),
    rps: RpsTriple,
    by_innings: z.array(RpsTriple.extend({ inns: z.int().min(1).max(4), tests: count })),
    reliability: z.object({ first_win: z.array(ReliabilityBin), draw: z.array(ReliabilityBin), other_win: z.array(ReliabilityBin) }),
  })
  .openapi('WinProbabilityEvaluation');
export type WinProbabilityEvaluation = z.infer<typeof WinProbabilityEvaluation>;

export const cricketMatchWinProbability = createRoute({
  ...endpointPaths.cricketMatchWinProbability,
  tags,
  summary: "Who was winning: a Test's win/draw/loss probability after every delivery",
  description:
    'From the side that batted first. seq 0 is the pre-match figure, then one point after every delivery; after the last ' +
    'ball the point is the result. The model for a Test was fitted without that Test\'s season. Turning points: the five ' +
    'deliveries with the biggest change in the batting-first side\'s equity (P(win) + ½ P(draw)).',
  request: { params: z.object({ match_id: MatchId.openapi({ param: { name: 'match_id', in: 'path' }, example: '1152847' }) }) },
  responses: {
    200: data(MatchWinProbability, 'The probabilities after every delivery and the turning points.'),
    ...notModified,
    ...errors({
      400: 'The match id is malformed (field `match_id`).',
      404: 'No Test with that id, no result to score (awarded or no result), or the model is not fitted yet.',
    }),
  },
});

export const cricketWinProbabilityEvaluation = createRoute({
  ...endpointPaths.cricketWinProbabilityEvaluation,
  tags,
  summary: 'How sure is the win-probability model? Its evaluation on every Test with a result',
  description:
    'Each Test weighted equally (the mean over its points, then over Tests): the ranked probability score of the model, of ' +
    "the training seasons' base rates and of the model's own pre-match figure held all match; by innings; and the " +
    'reliability of each outcome in deciles with the number of Tests contributing.',
  responses: {
    200: data(WinProbabilityEvaluation, 'The evaluation figures.'),
    ...notModified,
    ...errors({ 404: 'The model is not fitted yet (no cricket data, or the fit after an import is still running).' }),
  },
});

export const WpaTest = z
  .object({
    match_id: z.string(),
    start_date: z.string(),
    ground: z.string(),
    opposition: z.string(),
    /** Sum over the deliveries he faced (batting) or bowled (bowling) of the batting side's change in equity, signed for him. */
    wpa: z.number(),
    /** Deliveries faced or bowled (wides and no-balls included: each moves the equity). */
    deliveries: count,
  })
  .openapi('WpaTest');
export type WpaTest = z.infer<typeof WpaTest>;

const WpaSide = z.object({ total: z.number(), tests: count, by_test: z.array(WpaTest) });

export const PlayerWpa = z
  .object({
    player_id: z.string(),
    /** Tests with a result only (the awarded Test is left out); newest first. */
    batting: WpaSide,
    bowling: WpaSide,
  })
  .openapi('PlayerWpa');
export type PlayerWpa = z.infer<typeof PlayerWpa>;

export const cricketPlayerWpa = createRoute({
  ...endpointPaths.cricketPlayerWpa,
  tags,
  summary: "A player's win probability added, per Test and in total",
  description:
    "WPA of a delivery = the change in the batting side's equity (P(win) + ½ P(draw)) across it: credited to the striker, " +
    'its negative to the bowler. Per Test and in total, batting and bowling, from the held-out model of each Test\'s season.',
  request: { params: slugParams },
  responses: { 200: data(PlayerWpa, 'Batting and bowling WPA per Test (newest first) and in total.'), ...notModified, ...noPlayer },
});

/** The state a playout starts from ("Play it out from here", workers/cricket/playout.ts), as the engine reads it. */
export const PlayoutStart = z
  .object({
    /** 1-4: the innings in play; `batting` bats it (0 the side that batted first, 1 the other). */
    inns: z.int().min(1).max(4),
    batting: z.union([z.literal(0), z.literal(1)]),
    /** Runs (penalty runs included) of [the side batting first, the other] so far. */
    runs: z.tuple([count, count]),
    wickets: z.int().min(0).max(10),
    /** Legal balls in the innings and in the match so far. */
    inns_balls: count,
    match_balls: count,
    /** The runs of the innings in play so far. */
    inns_runs: count,
    /** Who batted in each completed innings (0 or 1), in order. */
    order: z.array(z.union([z.literal(0), z.literal(1)])).max(3),
  })
  .openapi('PlayoutStart');
export type PlayoutStart = z.infer<typeof PlayoutStart>;

export const MatchPlayout = z
  .object({
    seq: count,
    inns: z.int().min(1).max(4),
    /** The ball as scorecards print it; "0.0" before the first ball. */
    over: z.string(),
    batting_first: z.string(),
    other: z.string(),
    start: PlayoutStart,
    /**
     * Per ball outcome frequencies of the archive without this Test's season, cumulative, 160 cells (innings 1-4 ×
     * wickets down 0-9 × overs into the innings 0-20, 20-40, 40-80, 80+) × 9 outcomes (wicket, 0-6 runs, a wide or
     * no-ball), rounded to 6 decimals; each cell's last figure is 1.
     */
    table: z.array(prob).length(1440),
    /** The seasons and deliveries the frequencies come from. */
    held_out: z.string(),
    deliveries: count,
  })
  .openapi('MatchPlayout');
export type MatchPlayout = z.infer<typeof MatchPlayout>;

export const PlayoutQuery = z.object({
  seq: z
    .string()
    .regex(/^\d{1,5}$/, 'a whole number of deliveries from 0')
    .transform(Number)
    .optional()
    .openapi({ param: { name: 'seq', in: 'query', description: 'The delivery (0, the default: before the first ball).' }, example: '10' }),
});

export const cricketMatchPlayout = createRoute({
  ...endpointPaths.cricketMatchPlayout,
  tags,
  summary: '"Play it out from here": the state after a delivery and the ball-by-ball frequencies to play the rest from',
  description:
    'What the in-browser playouts need to play the rest of a Test from the state after delivery `seq` (0: before the first ' +
    'ball): the state, and the outcome frequencies per ball from the archive without this Test\'s season. Not the fitted ' +
    'model: a simple simulation that is not calibrated (it forecasts too few draws).',
  request: { params: z.object({ match_id: MatchId.openapi({ param: { name: 'match_id', in: 'path' }, example: '1152847' }) }), query: PlayoutQuery },
  responses: {
    200: data(MatchPlayout, 'The state and the frequencies.'),
    ...notModified,
    ...errors({
      400: 'The match id is malformed (field `match_id`), or `seq` is not a delivery of the Test before its last (field `seq`).',
      404: 'No Test with that id, or its ball-by-ball log is not stored.',
    }),
  },
});

export const cricketWinProbabilityEndpoints = { cricketMatchWinProbability, cricketWinProbabilityEvaluation, cricketPlayerWpa, cricketMatchPlayout };
