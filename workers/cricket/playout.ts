import { createRng, type Seed } from '../core/rng';
import { F, FIELDS, isTeamWicket, type MatchLog } from './match-log';
import { MATCH_OVERS, matchSteps, type BallState } from './match-state';

/**
 * "Play it out from here" (first part: the engine; pure and seeded): the rest of a Test played ball by
 * ball many times from a state, each ball's outcome drawn from the archive's frequencies for the same innings,
 * wickets down and stage of the innings, with simple captaincy rules (below). It returns win / draw / loss from the
 * side batting first and the distribution of the final lead or fourth-innings target. Not yet adjusted for the
 * players at the crease (the issue asks for it), and not yet on the site.
 *
 * Rules: an innings ends at ten wickets or a declaration; the side batting first enforces the follow-on when 200 or
 * more ahead after the second innings; an innings that is ahead in the third innings declares once its lead reaches
 * DECLARE_RUNS_PER_OVER runs per over left minus a day (at least 250, with a day of overs still to bowl); a first or
 * second innings declares at 600; the match is drawn when the estimated 450 overs run out.
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
const cell = (inns: number, wickets: number, stage: number) => ((Math.min(4, inns) - 1) * 10 + Math.min(9, wickets)) * 4 + stage;
const CELLS = 4 * 10 * 4;

/** Cumulative outcome probabilities per (innings, wickets down, stage) cell: CELLS × K numbers. */
export interface BallTable {
  cumulative: number[];
}

/** Cells × outcomes: the table's size (CELLS × K numbers). */
export const TABLE_SIZE = CELLS * K;

/** Adds every delivery of the log to `counts` (CELLS × K, by cell then outcome kind). */
export function countBalls(log: MatchLog, counts: Float64Array = new Float64Array(CELLS * K)): Float64Array {
  log.innings.forEach((inn, k) => {
    let wickets = 0;
    let balls = 0;
    for (let o = 0; o < inn.d.length; o += FIELDS) {
      const legal = inn.d[o + F.legal] === 1;
      const wicket = isTeamWicket(inn.d[o + F.wicket]);
      const runs = inn.d[o + F.total];
      const kind = wicket ? 0 : !legal ? 8 : Math.min(7, runs + 1);
      counts[cell(k + 1, wickets, stageOf(balls)) * K + kind]++;
      if (wicket) wickets++;
      if (legal) balls++;
    }
  });
  return counts;
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

export const DECLARE_RUNS_PER_OVER = 3.2;

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
}

export interface PlayoutResult {
  n: number;
  /** Playouts ending in each outcome: [batted first wins, draw, other wins]. */
  wins: [number, number, number];
  /** Share of playouts: [batted first wins, draw, other wins]. */
  shares: [number, number, number];
  /** Final lead of the side batting first (runs) in each decided-by-runs or drawn playout's end, as a histogram by 25 runs. */
  leadHistogram: { from: number; count: number }[];
}

/** The playout start after a step of a match (the state after that delivery) or before the first ball. */
export function playoutStartOf(log: MatchLog, state: BallState, innsRuns: number): PlayoutStart {
  // The sides of the innings already completed.
  const order = log.innings.slice(0, state.inns - 1).map((i) => i.side);
  const total = state.matchRuns;
  const first = (total + state.lead) / 2;
  return { inns: state.inns, batting: state.batting, runs: [first, total - first], wickets: state.wickets, innsBalls: state.innsBalls, matchBalls: state.matchBalls, order, innsRuns };
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
  const maxBalls = MATCH_OVERS * 6;
  let done = 0;
  for (; done < n; done++) {
    if (done % 500 === 0) {
      if (opts.cancelled?.()) break;
      opts.onProgress?.(done);
    }
    const runs = [start.runs[0], start.runs[1]];
    let inns = start.inns;
    let batting = start.batting;
    let wickets = start.wickets;
    let innsBalls = start.innsBalls;
    let innsRuns = start.innsRuns;
    let matchBalls = start.matchBalls;
    const order = [...start.order];
    let result = -1;
    while (result < 0) {
      if (matchBalls >= maxBalls) {
        result = 1;
        break;
      }
      const c = cell(inns, wickets, stageOf(innsBalls)) * K;
      const u = rng.next();
      let k = 0;
      while (k < K - 1 && u >= cum[c + k]) k++;
      let ended = false;
      if (k === 0) {
        wickets++;
        innsBalls++;
        matchBalls++;
        if (wickets >= 10) ended = true;
      } else if (k === 8) {
        runs[batting]++;
        innsRuns++;
      } else {
        const r = k - 1;
        runs[batting] += r;
        innsRuns += r;
        innsBalls++;
        matchBalls++;
      }
      const lead = batting === 0 ? runs[0] - runs[1] : runs[1] - runs[0];
      if (inns === 4 && lead > 0) {
        result = batting === 0 ? 0 : 2;
        break;
      }
      if (!ended) {
        const oversLeft = (maxBalls - matchBalls) / 6;
        if (inns <= 2 && innsRuns >= 600) ended = true;
        else if (inns === 3 && lead >= Math.max(250, DECLARE_RUNS_PER_OVER * (oversLeft - 90)) && oversLeft >= 90) ended = true;
      }
      if (!ended) continue;
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
        // Follow-on: the side batting second bats again when 200 or more behind.
        const firstLead = runs[0] - runs[1];
        batting = firstLead >= 200 ? 1 : 0;
      } else batting = batting === 0 ? 1 : 0;
      if (inns === 4) batting = order[2] === 0 ? 1 : 0;
      wickets = 0;
      innsBalls = 0;
      innsRuns = 0;
    }
    wins[result]++;
    const finalLead = runs[0] - runs[1];
    const bin = Math.floor(finalLead / 25) * 25;
    hist.set(bin, (hist.get(bin) ?? 0) + 1);
  }
  const total = done || 1;
  return {
    n: done,
    wins: [wins[0], wins[1], wins[2]],
    shares: [wins[0] / total, wins[1] / total, wins[2] / total],
    leadHistogram: [...hist].sort((a, b) => a[0] - b[0]).map(([from, count]) => ({ from, count })),
  };
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
