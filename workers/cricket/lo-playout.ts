import { createRng, type Seed } from '../core/rng';
import { LoCrease, type LoLineup } from './lo-playout-crease';

/**
 * "Play it out from here" for ODIs and T20Is (the engine; pure and seeded): the rest of a limited-overs match played
 * ball by ball many times from a state, each ball's outcome drawn from the format's frequencies (the ball table: one
 * per format and sex) for the same innings, pressure (in the chase: the required rate), phase (powerplay, middle,
 * death) and wickets down, adjusted by the striker's and the bowler's figures from earlier matches when a line-up is
 * given (lo-playout-lineup.ts, the Tests' shrinkage rule in player-figures.ts). It returns win / tie / loss from the
 * side batting first, the distribution of the first innings' total, of the chase's total and of the margin.
 *
 * Rules (docs/win-probability.md, "Play it out from here: ODIs and T20Is"):
 * - an innings ends at ten wickets, at its balls allowed, or (the chase) when the target is reached;
 * - the chase's target and balls allowed are the start's when it starts in the chase (the file's `innings[].target`,
 *   revised for interruptions, else the first innings' total + 1 over the full overs); from the first innings, the
 *   first innings' total + 1 over the balls the first innings was allowed (no rain to come: the data has no weather);
 * - scores level when the chase ends is a tie (no super over played: the page shows the tie's share);
 * - wides and no-balls are re-bowled (not a legal ball); one worth 1 run, or a bigger one (a wide to the boundary, a
 *   no-ball hit) worth 5; free hits are not modelled (the no-ball's next ball is an ordinary ball);
 * - with a line-up: strike changes on odd runs and at each over's end, a wicket brings in the next batter, each over
 *   is bowled by one of the fielding side's bowlers drawn by weight, never the bowler of the over before nor one who
 *   has bowled his overs (a fifth of the innings' overs, rounded up: 10 in an ODI, 4 in a T20I).
 */

/** Outcome kinds of a ball: a wicket, 0-6 runs off a legal ball, a wide or no-ball worth 1 run, one worth more (5). */
export const LO_OUTCOMES = ['W', '0', '1', '2', '3', '4', '5', '6', 'X1', 'X5'] as const;
export const LO_K = LO_OUTCOMES.length;
/** The runs of each outcome kind. */
export const LO_RUNS = [0, 0, 1, 2, 3, 4, 5, 6, 1, 5] as const;
/** Required rate bands of the chase (runs per over, lower bounds of bands 2..6; band 1 below the first). */
export const RATE_BANDS = [4, 6, 8, 10, 12];
/** Pressure levels: 0 the first innings, 1-6 the chase by required rate. */
const PRESSURES = 1 + RATE_BANDS.length + 1;
export const LO_CELLS = PRESSURES * 3 * 10;
export const LO_TABLE_SIZE = LO_CELLS * LO_K;

/** What the engine needs of a format: its full overs, powerplay overs and death overs (common/cricket/formats.ts). */
export interface LoRules {
  overs: number;
  powerplay: number;
  death: number;
}

/** The pressure level of a chase ball: 1 + the required rate's band (runs still needed per over left). */
export function pressureOf(needed: number, ballsLeft: number): number {
  const rate = ballsLeft > 0 ? (6 * needed) / ballsLeft : 99;
  let b = 0;
  while (b < RATE_BANDS.length && rate >= RATE_BANDS[b]) b++;
  return 1 + b;
}

/**
 * The phase of a ball (0 powerplay, 1 middle, 2 death) from the legal balls bowled before it in the innings and the
 * balls the innings is allowed: the powerplay's overs scaled to a reduced innings (at least 1), the death the format's
 * last overs; the powerplay wins where they overlap.
 */
export function phaseOf(balls: number, allowed: number, rules: LoRules): number {
  const pp = Math.max(1, Math.round((rules.powerplay * allowed) / (6 * rules.overs))) * 6;
  if (balls < pp) return 0;
  return allowed - balls <= rules.death * 6 ? 2 : 1;
}

export const loCellOf = (pressure: number, phase: number, wickets: number) => (pressure * 3 + phase) * 10 + Math.min(9, wickets);

/** Cumulative outcome probabilities per cell (LO_CELLS × LO_K numbers). */
export interface LoTable {
  cumulative: number[];
}

/**
 * The table from counts (LO_CELLS × LO_K): each cell's frequencies shrunk toward its pressure and phase over all
 * wickets by a prior worth 50 balls, which is itself shrunk toward the whole table's frequencies by 50 balls.
 */
export function loTableOf(counts: Float64Array): LoTable {
  const overall = new Float64Array(LO_K);
  for (let i = 0; i < LO_TABLE_SIZE; i++) overall[i % LO_K] += counts[i];
  const total = overall.reduce((a, b) => a + b, 0) || 1;
  const cumulative: number[] = [];
  for (let g = 0; g < PRESSURES * 3; g++) {
    const group = new Float64Array(LO_K);
    for (let w = 0; w < 10; w++) for (let k = 0; k < LO_K; k++) group[k] += counts[(g * 10 + w) * LO_K + k];
    const gn = group.reduce((a, b) => a + b, 0);
    const prior = group.map((x, k) => (x + (50 * overall[k]) / total) / (gn + 50));
    for (let w = 0; w < 10; w++) {
      const c = (g * 10 + w) * LO_K;
      let n = 0;
      for (let k = 0; k < LO_K; k++) n += counts[c + k];
      let acc = 0;
      for (let k = 0; k < LO_K; k++) {
        acc += (counts[c + k] + 50 * prior[k]) / (n + 50);
        cumulative.push(acc);
      }
    }
  }
  return { cumulative };
}

export interface LoStart {
  /** 1 or 2: the innings in play (the side batting first bats the first). */
  inns: 1 | 2;
  /** Runs, team wickets and legal balls of the innings in play. */
  runs: number;
  wickets: number;
  balls: number;
  /** Legal balls the innings in play is allowed. */
  allowed: number;
  /** In the chase: the runs to win (the target) ; from the first innings: none (its total + 1). */
  target?: number;
  /** From the first innings: the chase's balls allowed (default: the first innings' allowed). */
  chaseAllowed?: number;
  /** The players (optional: without them every ball is the table's average ball for its state). */
  lineup?: LoLineup;
  /**
   * The match's conditions so far (lo-playout-archive.ts, matchConditions): factors on every ball's wicket chance and
   * scoring chances for the rest of the match, from its runs and wickets so far against the table's (shrunk); 1 without.
   */
  conditions?: { out: number; runs: number };
}

export interface Bin {
  from: number;
  count: number;
}

export interface LoPlayoutResult {
  n: number;
  /** Playouts ending in each outcome: [batted first wins, tie, other wins]. */
  wins: [number, number, number];
  shares: [number, number, number];
  /** The first innings' final total by 10 runs (from the first innings; one bin from the chase). */
  firstTotal: Bin[];
  /** The chase's final total by 10 runs. */
  chaseTotal: Bin[];
  /** Margins: runs when the side batting first wins (by 10 runs), wickets in hand when the chase wins (1-10). */
  marginRuns: Bin[];
  marginWickets: Bin[];
}

/** The outcome kind for the uniform draw `u` in the cell starting at `c`; with players, as the Tests' engine does. */
function drawOutcome(cum: readonly number[], c: number, u: number, outF: number, runF: number, players: boolean): number {
  if (!players) {
    let k = 0;
    while (k < LO_K - 1 && u >= cum[c + k]) k++;
    return k;
  }
  const pW = cum[c] * outF;
  const s0 = cum[c + 1];
  const scoring = cum[c + 7] - s0;
  const pX = 1 - cum[c + 7];
  let g = runF;
  if (pW + g * scoring + pX > 1) g = Math.max(0, (1 - pW - pX) / (scoring || 1));
  if (u < pW) return 0;
  if (u < pW + g * scoring) {
    const w = s0 + (u - pW) / g;
    let k = 2;
    while (k < 7 && w >= cum[c + k]) k++;
    return k;
  }
  const x = u - pW - g * scoring;
  if (x < pX) return x < cum[c + 8] - cum[c + 7] ? 8 : 9;
  return 1;
}

function binsOf(counts: Map<number, number>): Bin[] {
  return [...counts].sort((a, b) => a[0] - b[0]).map(([from, count]) => ({ from, count }));
}

const add = (m: Map<number, number>, key: number) => m.set(key, (m.get(key) ?? 0) + 1);

/** Plays the rest of the match `n` times from `start` (seeded); `onProgress(done)` every 500 playouts, `cancelled()` stops early. */
export function playOutLimited(
  table: LoTable,
  rules: LoRules,
  start: LoStart,
  n: number,
  seed: Seed,
  opts: { onProgress?: (done: number) => void; cancelled?: () => boolean } = {},
): LoPlayoutResult {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`The number of playouts must be a whole number >= 0, got ${n}`);
  if (start.inns === 2 && !(start.target && start.target > 0)) throw new RangeError('A chase needs its target');
  const rng = createRng(seed);
  const cum = table.cumulative;
  const wins: [number, number, number] = [0, 0, 0];
  const firstTotal = new Map<number, number>();
  const chaseTotal = new Map<number, number>();
  const marginRuns = new Map<number, number>();
  const marginWickets = new Map<number, number>();
  const crease = start.lineup ? new LoCrease(start.lineup) : null;
  const condOut = start.conditions?.out ?? 1;
  const condRuns = start.conditions?.runs ?? 1;
  const plain = !crease && condOut === 1 && condRuns === 1;
  let done = 0;
  for (; done < n; done++) {
    if (done % 500 === 0) {
      if (opts.cancelled?.()) break;
      opts.onProgress?.(done);
    }
    let inns = start.inns;
    let runs = start.runs;
    let wickets = start.wickets;
    let balls = start.balls;
    let allowed = start.allowed;
    let target = start.target ?? 0;
    let first = inns === 2 ? target - 1 : 0;
    crease?.begin(inns === 1 ? 0 : 1, balls, allowed, rng);
    for (;;) {
      const innsOver = wickets >= 10 || balls >= allowed || (inns === 2 && runs >= target);
      if (innsOver) {
        if (inns === 2) break;
        first = runs;
        target = runs + 1;
        allowed = start.chaseAllowed ?? allowed;
        inns = 2;
        runs = 0;
        wickets = 0;
        balls = 0;
        crease?.newInnings(1, allowed, rng);
        continue;
      }
      const pressure = inns === 1 ? 0 : pressureOf(target - runs, allowed - balls);
      const c = loCellOf(pressure, phaseOf(balls, allowed, rules), wickets) * LO_K;
      const k = plain
        ? drawOutcome(cum, c, rng.next(), 1, 1, false)
        : crease
          ? drawOutcome(cum, c, rng.next(), crease.outF * condOut, crease.runF * condRuns, true)
          : drawOutcome(cum, c, rng.next(), condOut, condRuns, true);
      runs += LO_RUNS[k];
      if (k >= 8) continue;
      balls++;
      if (k === 0) {
        wickets++;
        if (crease && wickets < 10) crease.wicket();
      }
      if (crease && wickets < 10) crease.afterBall(k === 3 || k === 5 || k === 7, balls % 6 === 0, rng);
    }
    add(firstTotal, Math.floor(first / 10) * 10);
    add(chaseTotal, Math.floor(runs / 10) * 10);
    if (runs >= target) {
      wins[2]++;
      add(marginWickets, 10 - wickets);
    } else if (runs === target - 1) wins[1]++;
    else {
      wins[0]++;
      add(marginRuns, Math.floor((target - 1 - runs) / 10) * 10);
    }
  }
  const total = done || 1;
  return {
    n: done,
    wins,
    shares: [wins[0] / total, wins[1] / total, wins[2] / total],
    firstTotal: binsOf(firstTotal),
    chaseTotal: binsOf(chaseTotal),
    marginRuns: binsOf(marginRuns),
    marginWickets: binsOf(marginWickets),
  };
}
