/**
 * Win probability in Test cricket: the win/draw/loss figures after every delivery of a Test, its turning
 * points, and the model's evaluation. Definitions (docs/win-probability.md, docs/decisions.md):
 * - outcomes are the side that batted first's: it won / draw (a tie counts as a draw) / it lost; the one awarded
 *   Test and any match without a result are left out of fitting and scoring;
 * - every figure shown for a Test comes from a model fitted without that Test's season (leave-one-season-out);
 * - equity = P(win) + ½ P(draw); a delivery's win probability added (WPA) is the change in the batting side's
 *   equity across it, credited to the striker and its negative to the bowler.
 */
import { BLIND_SPOTS } from '../common/cricket/blind-spot';
import { MatchId } from './cricket-matches';
import { CricketFormatKey, formatQuery, noPlayer, slugParams } from './cricket-fields';
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
    /** 0 in ODIs and T20Is (two outcomes; a tie is left out of fitting). */
    draw: prob,
    other_win: prob,
    /** ODIs and T20Is: the runs of the innings in play, its team wickets down and legal balls left of those it is allowed. */
    runs: count.optional(),
    wickets: z.int().min(0).max(10).optional(),
    balls_left: count.optional(),
    /** The chase only: runs still needed to win and the rate needed (runs per over; null with no ball left). */
    needed: z.int().optional(),
    required_rate: z.number().nullable().optional(),
    /**
     * The first innings only: its projected total (the median of the runs still to come from this state in earlier full
     * first innings, added to the runs so far) with an 80 % interval (10th to 90th percentile), whole runs.
     */
    projected: z.object({ total: count, lo: count, hi: count }).nullable().optional(),
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

export const BlindSwing = TurningPoint.extend({
  /** What the model could not know (common/cricket/blind-spot.ts). */
  blind: z.enum(BLIND_SPOTS),
}).openapi('BlindSwing');
export type BlindSwing = z.infer<typeof BlindSwing>;

export const WinProbabilityModel = z
  .object({
    version: z.string(),
    method: z.string(),
    /** Which Tests the model was fitted without ("season 2019: fitted on the 47 other seasons"). */
    held_out: z.string(),
  })
  .openapi('WinProbabilityModel');

/** A limited-overs match's frame: its overs, the chase's target and the powerplays, to mark on the chart. */
const LimitedOversFrame = z
  .object({
    /** Overs a side the match was scheduled for. */
    overs: z.int().min(1),
    /** The chase's target and the legal balls allowed (revised after an interruption when the file says so). */
    target: z.object({ runs: z.int().min(1), balls: z.int().min(1), revised: z.boolean() }).nullable(),
    /** Powerplays per innings (1 or 2), overs from-to (1-based, inclusive). */
    powerplays: z.array(z.object({ inns: z.int().min(1).max(2), from: z.int().min(1), to: z.int().min(1), type: z.string() })),
  })
  .openapi('LimitedOversFrame');

export const MatchWinProbability = z
  .object({
    model: WinProbabilityModel,
    /** The match's format (its model is the format's: men's and women's apart). */
    format: CricketFormatKey.optional(),
    batting_first: z.string(),
    other: z.string(),
    /** A tie is the limited-overs tie (with or without a super over): shown, never scored. */
    result: z.enum(['batting_first', 'draw', 'other', 'tie']).nullable(),
    /** ODIs and T20Is only. */
    limited: LimitedOversFrame.optional(),
    points: z.array(WinProbabilityPoint),
    /** The five biggest swings the model could see, biggest first. */
    turning_points: z.array(TurningPoint),
    /**
     * Swings in the model's blind spot (a declaration, lost time) that are bigger than the fifth turning point and
     * so left out of them, biggest first.
     */
    left_out: z.array(BlindSwing),
  })
  .openapi('MatchWinProbability');
export type MatchWinProbability = z.infer<typeof MatchWinProbability>;

const ReliabilityBin = z
  .object({ lo: prob, hi: prob, predicted: prob, observed: prob, tests: count, points: count })
  .openapi('ReliabilityBin');
export type ReliabilityBin = z.infer<typeof ReliabilityBin>;

/**
 * The playouts' calibration: for every Test with a result, `states_per_test` states after deliveries drawn at random
 * (seeded), each played out `playouts_per_state` times (held out like the model), scored like the model (each Test
 * weighted equally), beside the fitted model's figures on the same states and the training seasons' base rates.
 * `tests` in a reliability bin: Tests with a state in it.
 */
const PlayoutCalibration = z
  .object({
    states_per_test: count,
    playouts_per_state: count,
    players: z.boolean(),
    tests: count,
    states: count,
    rps: z.object({ playouts: z.number(), model: z.number(), base_rates: z.number() }),
    by_innings: z.array(z.object({ inns: z.int().min(1).max(4), tests: count, playouts: z.number(), model: z.number() })),
    reliability: z.object({ first_win: z.array(ReliabilityBin), draw: z.array(ReliabilityBin), other_win: z.array(ReliabilityBin) }),
  })
  .openapi('PlayoutCalibration');
export type PlayoutCalibration = z.infer<typeof PlayoutCalibration>;

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
    /** "Play it out from here" measured the same way (workers/cricket/playout-calibration.ts); null until a fit has measured it. */
    playouts: PlayoutCalibration.nullable(),
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

const LimitedReliabilityBin = z
  .object({ lo: prob, hi: prob, predicted: prob, observed: prob, matches: count, points: count })
  .openapi('LimitedReliabilityBin');
export type LimitedReliabilityBin = z.infer<typeof LimitedReliabilityBin>;
const BrierTriple = z.object({ model: z.number(), base_rate: z.number(), pre_match: z.number() });

/**
 * An ODI or T20I format's evaluation (workers/cricket/lo-wp-eval.ts): Brier scores of P(side batting first wins),
 * each match weighted equally, at every delivery and at each over's end, beside the training seasons' base rate and
 * the model's own pre-match figure held all match; reliability deciles by balls (every point the same) and by matches
 * (every match the same) with the matches in each; the projected first-innings total's 80 % interval coverage.
 */
export const LimitedWinProbabilityEvaluation = z
  .object({
    format: CricketFormatKey,
    model: WinProbabilityModel,
    fitted_at: z.string(),
    matches: count,
    points: count,
    /** Matches left out of fitting and scoring (ties, no results, awarded) and the rule in words. */
    left_out: count,
    left_out_rule: z.string(),
    brier: BrierTriple,
    brier_over_end: BrierTriple,
    reliability: z.object({ by_balls: z.array(LimitedReliabilityBin), by_matches: z.array(LimitedReliabilityBin) }),
    /** Full-length first innings checked and the share of their points whose interval held the final total. */
    interval: z.object({ matches: count, coverage: prob }),
  })
  .openapi('LimitedWinProbabilityEvaluation');
export type LimitedWinProbabilityEvaluation = z.infer<typeof LimitedWinProbabilityEvaluation>;

export const cricketWinProbabilityEvaluation = createRoute({
  ...endpointPaths.cricketWinProbabilityEvaluation,
  tags,
  summary: 'How sure is the win-probability model? Its evaluation on every Test with a result',
  description:
    'Each Test weighted equally (the mean over its points, then over Tests): the ranked probability score of the model, of ' +
    "the training seasons' base rates and of the model's own pre-match figure held all match; by innings; and the " +
    'reliability of each outcome in deciles with the number of Tests contributing.',
  request: { query: formatQuery },
  responses: {
    200: data(z.union([WinProbabilityEvaluation, LimitedWinProbabilityEvaluation]), "The evaluation figures: men's Tests by default, an ODI or T20I format's with `format`."),
    ...notModified,
    ...errors({
      400: 'An unknown format (field `format`).',
      404: 'The model is not fitted yet (no cricket data, or the fit after an import is still running), or the format has no model (women\'s Tests).',
    }),
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
    /** The batters of the innings in play: the striker, the non-striker, then those yet to bat (indexes into the batting side's `bat`). */
    queue: z.array(z.int().min(0)).max(11),
    /** The bowler of an unfinished over (index into the fielding side's `bowl`), -1 when a new over starts. */
    bowler: z.int().min(-1),
  })
  .openapi('PlayoutStart');
export type PlayoutStart = z.infer<typeof PlayoutStart>;

/**
 * A player's figures before the Test, as the playouts use them: his wicket chance and his chances of scoring 1-6 runs
 * on a ball are multiplied by `out` and `runs` (1: the average; shrunk toward 1 when he has few earlier Tests).
 */
const PlayoutPlayer = z
  .object({
    name: z.string(),
    /** Earlier Tests in the archive in this role (batting or bowling). */
    tests: count,
    out: z.number().min(0),
    runs: z.number().min(0),
  })
  .openapi('PlayoutPlayer');

const PlayoutSide = z
  .object({
    /** The batting order. */
    bat: z.array(PlayoutPlayer).max(11),
    /** The bowlers, each with his weight (his share of the overs: deliveries per earlier Test plus deliveries so far in this Test). */
    bowl: z.array(PlayoutPlayer.extend({ weight: z.number().min(0) })).max(11),
  })
  .openapi('PlayoutSide');

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
    /**
     * Quantiles (0 %, 2.5 %, ..., 100 %) of the overs a Test has, time lost to weather and bad light included: a
     * Kaplan-Meier estimate from the same seasons (a drawn Test ran out of time at the overs it bowled; a Test with a
     * result had at least the overs it bowled). Null when those seasons have fewer than 30 drawn Tests (then 450 overs).
     */
    overs: z.array(z.number().min(0)).length(41).nullable(),
    /** The share of follow-on chances (200 or more ahead after two innings) enforced in the same seasons; null with fewer than 10 chances (then always enforced). */
    follow_on: prob.nullable(),
    /** [the side batting first, the other]: their players, by figures from Tests that started before this one. */
    sides: z.tuple([PlayoutSide, PlayoutSide]),
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
    'ball): the state, the outcome frequencies per ball, the overs a Test has and the follow-on share from the archive without ' +
    'this Test\'s season, and the players of both sides with their figures from earlier Tests. Not the fitted model: a ' +
    'simulation whose own calibration the evaluation reports (`playouts`).',
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
