import { createRng, type Seed } from '../core/rng';
import { F, FIELDS, isTeamWicket, type MatchLog } from './match-log';
import { MATCH_OVERS, matchSteps, type BallState } from './match-state';
import { bowlerWeights, Crease, type Lineup } from './playout-crease';

/**
 * "Play it out from here" (the engine; pure and seeded): the rest of a Test played ball by ball many times from a
 * state, each ball's outcome drawn from the archive's frequencies for the same innings, wickets down and stage of the
 * innings (the ball table), adjusted by the striker's and the bowler's figures from earlier Tests when a line-up is
 * given (workers/cricket/player-figures.ts, playout-lineup.ts). It returns win / draw / loss from the side batting first,
 * the distribution of the final lead and of the fourth-innings target.
 *
 * Rules (docs/win-probability.md, "Play it out from here"):
 * - an innings ends at ten wickets or a declaration; a first or second innings declares at 550 runs;
 * - the follow-on: when the side batting first is 200 or more ahead after two innings it enforces it with the
 *   table's `followOn` probability (the archive's share, held out like the table; always when the table has none);
 * - the time: each playout draws the overs the Test will have from the table's `overs` quantiles (the archive's
 *   overs available, time lost to weather and bad light included, held out like the table), conditioned on being
 *   more than the overs already bowled; 450 overs when the table has none; the match is drawn when they run out;
 * - a third innings that is ahead declares once its lead reaches 200 runs plus 1.5 per scheduled over left (of 450;
 *   the captain does not know the weather to come), with 30 or more overs left (DECLARE_*).
 * With a line-up: the striker and non-striker swap on odd runs and at the end of each over; a wicket brings in the
 * next batter of the order; each over is bowled by one of the fielding side's bowlers drawn by weight, never the
 * bowler of the over before. The ball's wicket chance is multiplied by the striker's and the bowler's wicket factors,
 * the chances of the scoring outcomes (1-6 runs) by their run factors; a dot ball takes up the difference.
 */

/** Outcome kinds of a ball: a wicket, 0-6 runs off a legal ball, or an extra ball (wide / no-ball, one run). */
export const OUTCOMES = ['W', '0', '1', '2', '3', '4', '5', '6', 'X'] as const;
const K = OUTCOMES.length;
/** Innings stages by overs bowled in the innings: 0-20, 20-40, 40-80, 80+. */
const STAGE_OVERS = [20, 40, 80];
const stageOf = (innsBalls: number) => {
  const overs = innsBalls / 6;
  return overs < STAGE_OVERS[0] ? 0 : overs < STAGE_OVERS[1] ? 1 : overs < STAGE_OVERS[2] ? 2 : 3;
};
export const cellOf = (inns: number, wickets: number, stage: number) => ((Math.min(4, inns) - 1) * 10 + Math.min(9, wickets)) * 4 + stage;
export const CELLS = 4 * 10 * 4;

/** Cumulative outcome probabilities per (innings, wickets down, stage) cell: CELLS × K numbers; the time and follow-on rules. */
export interface BallTable {
  cumulative: number[];
  /** Quantiles of the overs a Test has, evenly spaced from 0 to 1 (timeQuantiles); without them 450 overs. */
  overs?: number[];
  /** The chance that a side 200 or more ahead after two innings enforces the follow-on; without it 1. */
  followOn?: number;
}

/** Cells × outcomes: the table's size (CELLS × K numbers). */
export const TABLE_SIZE = CELLS * K;

/**
 * Calls `fn` for every delivery of the log with its innings index, its table cell (the state before it), its outcome
 * kind (an index of OUTCOMES: a team wicket; else a wide or no-ball; else the runs, 6 and more as 6) and its offset in
 * the innings' `d`.
 */
export function forEachBall(log: MatchLog, fn: (innings: number, cellIndex: number, kind: number, offset: number) => void): void {
  log.innings.forEach((inn, k) => {
    let wickets = 0;
    let balls = 0;
    for (let o = 0; o < inn.d.length; o += FIELDS) {
      const legal = inn.d[o + F.legal] === 1;
      const wicket = isTeamWicket(inn.d[o + F.wicket]);
      const runs = inn.d[o + F.total];
      const kind = wicket ? 0 : !legal ? 8 : Math.min(7, runs + 1);
      fn(k, cellOf(k + 1, wickets, stageOf(balls)), kind, o);
      if (wicket) wickets++;
      if (legal) balls++;
    }
  });
}

/** Adds every delivery of the log to `counts` (CELLS × K, by cell then outcome kind). */
export function countBalls(log: MatchLog, counts: Float64Array = new Float64Array(CELLS * K)): Float64Array {
  forEachBall(log, (_k, c, kind) => counts[c * K + kind]++);
  return counts;
}

/** What one Test tells the time and follow-on rules. */
export interface MatchTime {
  /** Overs bowled in the Test, and whether it was drawn (time ran out; else the overs it had are at least these). */
  overs: number;
  drawn: boolean;
  /** After two innings the side batting first was FOLLOW_ON_LEAD or more ahead with a third innings to come; enforced: the other side batted third. */
  followOnChance: boolean;
  enforced: boolean;
}

/** The time and follow-on facts of a Test with a result (null without one). */
export function matchTime(log: MatchLog): MatchTime | null {
  if (log.result === null) return null;
  let balls = 0;
  for (const inn of log.innings) for (let o = 0; o < inn.d.length; o += FIELDS) balls += inn.d[o + F.legal];
  const runs = [0, 0];
  for (const inn of log.innings.slice(0, 2)) {
    runs[inn.side] += inn.pre + inn.post;
    for (let o = 0; o < inn.d.length; o += FIELDS) runs[inn.side] += inn.d[o + F.total];
  }
  const third = log.innings[2];
  const chance = log.innings.length >= 3 && log.innings[0].side === 0 && log.innings[1].side === 1 && runs[0] - runs[1] >= FOLLOW_ON_LEAD;
  return { overs: balls / (log.ballsPerOver || 6), drawn: log.result === 'draw', followOnChance: chance, enforced: chance && third.side === 1 };
}

/**
 * The overs a Test has, as `points` evenly spaced quantiles (0 %, ..., 100 %): a Kaplan-Meier estimate in which a
 * drawn Test ran out of time at the overs it bowled (an observed end) and a Test with a result had at least the overs
 * it bowled (censored). Mass the estimate leaves above the longest draw sits at the most overs any Test bowled.
 * Null when fewer than MIN_DRAWS Tests in `facts` were drawn (too few to estimate; then the engine takes 450 overs).
 */
export function timeQuantiles(facts: readonly MatchTime[], points = 41, minDraws = MIN_DRAWS): number[] | null {
  const sorted = [...facts].sort((a, b) => a.overs - b.overs || Number(b.drawn) - Number(a.drawn));
  if (sorted.filter((f) => f.drawn).length < minDraws) return null;
  const top = sorted[sorted.length - 1].overs;
  // The estimated distribution function at each observed end.
  const steps: { overs: number; cdf: number }[] = [];
  let surv = 1;
  let atRisk = sorted.length;
  for (let i = 0; i < sorted.length; ) {
    const v = sorted[i].overs;
    let ends = 0;
    let j = i;
    for (; j < sorted.length && sorted[j].overs === v; j++) if (sorted[j].drawn) ends++;
    if (ends) {
      surv *= 1 - ends / atRisk;
      steps.push({ overs: v, cdf: 1 - surv });
    }
    atRisk -= j - i;
    i = j;
  }
  const q: number[] = [];
  for (let p = 0; p < points; p++) {
    const share = p / (points - 1);
    const step = steps.find((s) => s.cdf >= share - 1e-12);
    q.push(p === 0 ? steps[0].overs : step ? step.overs : top);
  }
  return q;
}

/** Fewest drawn Tests for the time rule's estimate, and fewest follow-on chances for the follow-on share. */
export const MIN_DRAWS = 30;
export const MIN_FOLLOW_ON_CHANCES = 10;

/** The share of follow-on chances enforced (null with fewer than MIN_FOLLOW_ON_CHANCES chances: then always enforced). */
export function followOnShare(facts: readonly MatchTime[]): number | null {
  const chances = facts.filter((f) => f.followOnChance);
  return chances.length >= MIN_FOLLOW_ON_CHANCES ? chances.filter((f) => f.enforced).length / chances.length : null;
}

/** The table from counts: each cell's frequencies with a prior of the overall frequencies worth 50 balls. */
export function tableOf(counts: Float64Array): BallTable {
  const overall = new Float64Array(K);
  for (let c = 0; c < CELLS; c++) for (let k = 0; k < K; k++) overall[k] += counts[c * K + k];
  const total = overall.reduce((a, b) => a + b, 0) || 1;
  const cumulative: number[] = [];
  for (let c = 0; c < CELLS; c++) {
    let n = 0;
    for (let k = 0; k < K; k++) n += counts[c * K + k];
    let acc = 0;
    for (let k = 0; k < K; k++) {
      acc += (counts[c * K + k] + (50 * overall[k]) / total) / (n + 50);
      cumulative.push(acc);
    }
  }
  return { cumulative };
}

/** Counts every delivery of the logs into the table (with a prior of the overall frequencies worth 50 balls a cell). */
export function ballTable(logs: MatchLog[]): BallTable {
  const counts = new Float64Array(CELLS * K);
  for (const log of logs) countBalls(log, counts);
  return tableOf(counts);
}

/**
 * Declarations: a first or second innings at DECLARE_FIRST_INNINGS runs; a third innings ahead by DECLARE_LEAD plus
 * DECLARE_RUNS_PER_OVER runs per scheduled over left (of 450), while DECLARE_MIN_OVERS or more are left. A straight-line
 * fit to the archive's 262 declared third innings (lead at the declaration against the scheduled overs left: about 350
 * with 100 left, 500 with 200 left); first and second innings declarations have a median of 546 runs.
 */
export const DECLARE_FIRST_INNINGS = 550;
export const DECLARE_LEAD = 200;
export const DECLARE_RUNS_PER_OVER = 1.5;
export const DECLARE_MIN_OVERS = 30;
/** Lead after two innings from which the side batting first may enforce the follow-on (a Test of five days). */
export const FOLLOW_ON_LEAD = 200;

export interface PlayoutStart {
  /** 1-4: the innings in play; `batting` bats it. */
  inns: number;
  batting: 0 | 1;
  /** Runs of [batted first, other] so far. */
  runs: [number, number];
  wickets: number;
  innsBalls: number;
  matchBalls: number;
  /** Which side batted in each completed innings (index = innings - 1), to know who bats the fourth. */
  order: (0 | 1)[];
  /** The runs of the current innings so far (for the 600-run declaration). */
  innsRuns: number;
  /** The players (optional: without them every ball is the archive's average ball for its state). */
  lineup?: Lineup;
}

export interface PlayoutResult {
  n: number;
  /** Playouts ending in each outcome: [batted first wins, draw, other wins]. */
  wins: [number, number, number];
  /** Share of playouts: [batted first wins, draw, other wins]. */
  shares: [number, number, number];
  /** Final lead of the side batting first (runs) at each playout's end, as a histogram by 25 runs. */
  leadHistogram: { from: number; count: number }[];
  /** The fourth-innings target (runs to win) of the playouts that reached a fourth innings not started yet, by 25 runs. */
  targetHistogram: { from: number; count: number }[];
}

/** The playout start after a step of a match (the state after that delivery) or before the first ball. */
export function playoutStartOf(log: MatchLog, state: BallState, innsRuns: number): PlayoutStart {
  // The sides of the innings already completed.
  const order = log.innings.slice(0, state.inns - 1).map((i) => i.side);
  const total = state.matchRuns;
  const first = (total + state.lead) / 2;
  return { inns: state.inns, batting: state.batting, runs: [first, total - first], wickets: state.wickets, innsBalls: state.innsBalls, matchBalls: state.matchBalls, order, innsRuns };
}

/** The value at cumulative share `u` (0-1) of evenly spaced quantiles `q` (q[0] at 0, q[last] at 1), linear between. */
export function quantileAt(q: readonly number[], u: number): number {
  const x = Math.min(1, Math.max(0, u)) * (q.length - 1);
  const i = Math.min(q.length - 2, Math.floor(x));
  return q[i] + (q[i + 1] - q[i]) * (x - i);
}

/** The cumulative share at `v` of evenly spaced quantiles `q` (the inverse of quantileAt). */
export function shareBelow(q: readonly number[], v: number): number {
  if (v <= q[0]) return 0;
  if (v >= q[q.length - 1]) return 1;
  let i = 0;
  while (q[i + 1] <= v) i++;
  return (i + (q[i + 1] > q[i] ? (v - q[i]) / (q[i + 1] - q[i]) : 0)) / (q.length - 1);
}

/**
 * The outcome (index into OUTCOMES) of a ball in the cell starting at `c`, for the uniform draw `u`. With players: the
 * wicket chance times the crease's wicket factor, the scoring outcomes (1-6) times its scoring factor, the extra ball as
 * it is, a dot ball the rest.
 */
function drawOutcome(cum: BallTable['cumulative'], c: number, u: number, crease: Crease | null): number {
  if (!crease) {
    let k = 0;
    while (k < K - 1 && u >= cum[c + k]) k++;
    return k;
  }
  const pW = cum[c] * crease.outF;
  const pX = 1 - cum[c + 7];
  const s0 = cum[c + 1];
  const scoring = cum[c + 7] - s0;
  let g = crease.runF;
  if (pW + g * scoring + pX > 1) g = Math.max(0, (1 - pW - pX) / (scoring || 1));
  if (u < pW) return 0;
  if (u < pW + g * scoring) {
    const w = s0 + (u - pW) / g;
    let k = 2;
    while (k < 7 && w >= cum[c + k]) k++;
    return k;
  }
  return u < pW + g * scoring + pX ? 8 : 1;
}

/** Whether the batting side declares: at 550 in the first two innings; in the third at a lead that falls as the scheduled overs run out. */
function declares(inns: number, innsRuns: number, matchBalls: number, lead: number): boolean {
  // The captain reckons with the scheduled 450 overs (the weather to come is unknown to him).
  const oversLeft = MATCH_OVERS - matchBalls / 6;
  if (inns <= 2) return innsRuns >= DECLARE_FIRST_INNINGS;
  return inns === 3 && oversLeft >= DECLARE_MIN_OVERS && lead >= DECLARE_LEAD + DECLARE_RUNS_PER_OVER * oversLeft;
}

/** Counts `value` in its bin of 25 runs. */
function addToBin(bins: Map<number, number>, value: number): void {
  const bin = Math.floor(value / 25) * 25;
  bins.set(bin, (bins.get(bin) ?? 0) + 1);
}

function resultOf(done: number, wins: readonly number[], hist: Map<number, number>, targets: Map<number, number>): PlayoutResult {
  const total = done || 1;
  const sorted = (m: Map<number, number>) => [...m].sort((a, b) => a[0] - b[0]).map(([from, count]) => ({ from, count }));
  return {
    n: done,
    wins: [wins[0], wins[1], wins[2]],
    shares: [wins[0] / total, wins[1] / total, wins[2] / total],
    leadHistogram: sorted(hist),
    targetHistogram: sorted(targets),
  };
}

/** Plays the rest of the match `n` times from `start` (seeded); `onProgress(done)` every 500 playouts, `cancelled()` stops early. */
export function playOut(
  table: BallTable,
  start: PlayoutStart,
  n: number,
  seed: Seed,
  opts: { onProgress?: (done: number) => void; cancelled?: () => boolean } = {},
): PlayoutResult {
  const rng = createRng(seed);
  const cum = table.cumulative;
  const wins = [0, 0, 0];
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`The number of playouts must be a whole number >= 0, got ${n}`);
  const hist = new Map<number, number>();
  const targets = new Map<number, number>();
  const quantiles = table.overs && table.overs.length >= 2 ? table.overs : null;
  const followOn = table.followOn ?? 1;
  const crease = start.lineup ? new Crease(start.lineup, bowlerWeights(start.lineup)) : null;
  // The overs already bowled: the Test's drawn overs are more than these.
  const floor = quantiles ? shareBelow(quantiles, start.matchBalls / 6) : 0;
  let done = 0;
  for (; done < n; done++) {
    if (done % 500 === 0) {
      if (opts.cancelled?.()) break;
      opts.onProgress?.(done);
    }
    const maxBalls = quantiles ? Math.max(start.matchBalls + 1, Math.round(6 * quantileAt(quantiles, floor + (1 - floor) * rng.next()))) : MATCH_OVERS * 6;
    const runs = [start.runs[0], start.runs[1]];
    let inns = start.inns;
    let batting = start.batting;
    let wickets = start.wickets;
    let innsBalls = start.innsBalls;
    let innsRuns = start.innsRuns;
    let matchBalls = start.matchBalls;
    const order = [...start.order];
    crease?.begin(batting, innsBalls, rng);
    let result = -1;
    while (result < 0) {
      if (matchBalls >= maxBalls) {
        result = 1;
        break;
      }
      const k = drawOutcome(cum, cellOf(inns, wickets, stageOf(innsBalls)) * K, rng.next(), crease);
      let ended = false;
      let swap = false;
      if (k === 0) {
        wickets++;
        innsBalls++;
        matchBalls++;
        if (wickets >= 10) ended = true;
        else crease?.wicket(batting);
      } else if (k === 8) {
        runs[batting]++;
        innsRuns++;
      } else {
        const r = k - 1;
        runs[batting] += r;
        innsRuns += r;
        innsBalls++;
        matchBalls++;
        swap = r % 2 === 1;
      }
      const lead = batting === 0 ? runs[0] - runs[1] : runs[1] - runs[0];
      if (inns === 4 && lead > 0) {
        result = batting === 0 ? 0 : 2;
        break;
      }
      if (!ended && !declares(inns, innsRuns, matchBalls, lead)) {
        crease?.afterBall(batting, swap, k !== 8 && innsBalls % 6 === 0, rng);
        continue;
      }
      if (inns === 4) {
        // Bowled out short of the target (a tie counts as a draw).
        result = lead === 0 ? 1 : batting === 0 ? 2 : 0;
        break;
      }
      if (inns === 3 && lead < 0) {
        // Behind after three innings with the other side's two complete: an innings defeat.
        result = batting === 0 ? 2 : 0;
        break;
      }
      order.push(batting);
      inns++;
      if (inns === 3) {
        // Follow-on: the side batting first may make the other side bat again when 200 or more ahead.
        const firstLead = runs[0] - runs[1];
        batting = firstLead >= FOLLOW_ON_LEAD && (followOn >= 1 || rng.next() < followOn) ? 1 : 0;
      } else batting = batting === 0 ? 1 : 0;
      if (inns === 4) {
        batting = order[2] === 0 ? 1 : 0;
        addToBin(targets, (batting === 0 ? runs[1] - runs[0] : runs[0] - runs[1]) + 1);
      }
      wickets = 0;
      innsBalls = 0;
      innsRuns = 0;
      crease?.newInnings(batting, rng);
    }
    wins[result]++;
    addToBin(hist, runs[0] - runs[1]);
  }
  return resultOf(done, wins, hist, targets);
}

/** The runs of the current innings after each step (for playoutStartOf). */
export function innsRunsAfter(log: MatchLog): number[] {
  const steps = matchSteps(log);
  const out: number[] = [];
  let runs = 0;
  let inns = 0;
  for (const s of steps) {
    if (s.inns !== inns) {
      inns = s.inns;
      runs = log.innings[inns - 1].pre;
    }
    runs += s.total;
    out.push(s.after.inns !== s.inns ? 0 : runs);
  }
  return out;
}
