/**
 * Exact frame odds. A frame is a finite Markov chain over (player1 score,
 * player2 score, shooter, visits in hand, split counter). Scores never fall and
 * the split counter falls with every shot, so the values are found by dynamic
 * programming: for counter 0, each score pair is a 4-state linear system
 * (shooter x visits) whose other transitions lead to higher score pairs; for a
 * counter c > 0 every transition leads to counter c - 1.
 */
import { P_BRK_FOUL, P_BRK_MAKE, P_MAKE_BLACK, P_REG_FOUL, P_REG_MAKE, P_SPLIT_BENEFIT, P_SPLIT_DURATION, PARAM_STRIDE, packMatchup, validateMatchup, type Matchup, type PlayerKey } from './attributes';
import { BLACK_SCORE, checkStage, type Stage } from './frame';

const S = BLACK_SCORE + 1; // scores 0..7 are live
const idx = (s1: number, s2: number, state: number) => (s1 * S + s2) * 4 + state;
// state = shooter * 2 + (visits - 1)

/** Accumulates the value of one shot from (s1, s2, shooter, visits) into coef/constant. */
function shot(
  s1: number,
  s2: number,
  shooter: number,
  visits: number,
  p: number,
  f: number,
  black: number,
  target: Float64Array,
  solving: boolean,
  coef: Float64Array,
): number {
  let constant = 0;
  const opp = 1 - shooter;
  const myScore = shooter === 0 ? s1 : s2;
  const win = shooter === 0 ? 1 : 0; // value (P(player1 wins)) when the shooter wins
  const lose = 1 - win;
  const ref = (t1: number, t2: number, st: number, prob: number) => {
    if (prob === 0) return;
    if (solving && t1 === s1 && t2 === s2) coef[st] += prob;
    else constant += prob * target[idx(t1, t2, st)];
  };
  const n1 = shooter === 0 ? s1 + 1 : s1;
  const n2 = shooter === 1 ? s2 + 1 : s2;
  // made, no foul
  const pm = p * (1 - f);
  if (myScore === BLACK_SCORE) constant += pm * win;
  else ref(n1, n2, shooter * 2 + (visits - 1), pm);
  // made with a foul
  const pmf = p * f;
  if (myScore === BLACK_SCORE) constant += pmf * lose;
  else {
    constant += pmf * black * lose;
    ref(n1, n2, opp * 2 + 1, pmf * (1 - black));
  }
  // missed, no foul
  const pn = (1 - p) * (1 - f);
  if (visits === 2) ref(s1, s2, shooter * 2, pn);
  else ref(s1, s2, opp * 2, pn);
  // missed with a foul
  const pnf = (1 - p) * f;
  constant += pnf * black * lose;
  ref(s1, s2, opp * 2 + 1, pnf * (1 - black));
  return constant;
}

/** Solves a 4x4 system (I - C) x = b by Gaussian elimination with partial pivoting. */
function solve4(a: Float64Array, b: Float64Array, x: Float64Array): void {
  const n = 4;
  for (let col = 0; col < n; col++) {
    let piv = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r * n + col]) > Math.abs(a[piv * n + col])) piv = r;
    if (Math.abs(a[piv * n + col]) < 1e-300) throw new RangeError('The frame can never end with these attributes');
    if (piv !== col) {
      for (let k = 0; k < n; k++) {
        const t = a[col * n + k];
        a[col * n + k] = a[piv * n + k];
        a[piv * n + k] = t;
      }
      const t = b[col];
      b[col] = b[piv];
      b[piv] = t;
    }
    for (let r = col + 1; r < n; r++) {
      const factor = a[r * n + col] / a[col * n + col];
      if (factor === 0) continue;
      for (let k = col; k < n; k++) a[r * n + k] -= factor * a[col * n + k];
      b[r] -= factor * b[col];
    }
  }
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r];
    for (let k = r + 1; k < n; k++) s -= a[r * n + k] * x[k];
    x[r] = s / a[r * n + r];
  }
}

function solveFrame(stage: Stage, P: Float64Array, breaker: number, start1 = 0, start2 = 0): number {
  return solveFrameAt(stage, P, breaker, [[start1, start2]])[0];
}

/** The frame's value entered at each of `starts` (player1's and player2's balls already off), from one solve. */
function solveFrameAt(stage: Stage, P: Float64Array, breaker: number, starts: readonly (readonly [number, number])[]): number[] {
  const fouls = stage === 3;
  const make = [P[P_REG_MAKE], P[PARAM_STRIDE + P_REG_MAKE]];
  const foul = fouls ? [P[P_REG_FOUL], P[PARAM_STRIDE + P_REG_FOUL]] : [0, 0];
  const black = [P[P_MAKE_BLACK], P[PARAM_STRIDE + P_MAKE_BLACK]];
  const bo = breaker * PARAM_STRIDE;
  const duration = stage === 1 ? 0 : P[bo + P_SPLIT_DURATION];
  const benefit = P[bo + P_SPLIT_BENEFIT];
  const coef = new Float64Array(4);
  const a = new Float64Array(16);
  const b = new Float64Array(4);
  const x = new Float64Array(4);
  // Counter 0: solve score pairs from the highest down.
  let table = new Float64Array(S * S * 4);
  for (let s1 = S - 1; s1 >= 0; s1--) {
    for (let s2 = S - 1; s2 >= 0; s2--) {
      for (let st = 0; st < 4; st++) {
        const shooter = st >> 1;
        const visits = (st & 1) + 1;
        coef.fill(0);
        const c = shot(s1, s2, shooter, visits, make[shooter], foul[shooter], black[shooter], table, true, coef);
        for (let k = 0; k < 4; k++) a[st * 4 + k] = (k === st ? 1 : 0) - coef[k];
        b[st] = c;
      }
      solve4(a, b, x);
      for (let st = 0; st < 4; st++) table[idx(s1, s2, st)] = x[st];
    }
  }
  // Counters 1..duration: each shot carries the benefit and leads to counter - 1.
  for (let c = 1; c <= duration; c++) {
    const next = new Float64Array(S * S * 4);
    for (let s1 = 0; s1 < S; s1++) {
      for (let s2 = 0; s2 < S; s2++) {
        for (let st = 0; st < 4; st++) {
          const shooter = st >> 1;
          const visits = (st & 1) + 1;
          const p = Math.min(1, make[shooter] + benefit);
          next[idx(s1, s2, st)] = shot(s1, s2, shooter, visits, p, foul[shooter], black[shooter], table, false, coef);
        }
      }
    }
    table = next;
  }
  if (stage === 1) return starts.map(([s1, s2]) => table[idx(s1, s2, breaker * 2)]);
  const bf = fouls ? P[bo + P_BRK_FOUL] : 0;
  return starts.map(([s1, s2]) => shot(s1, s2, breaker, 1, P[bo + P_BRK_MAKE], bf, black[breaker], table, false, coef));
}

/**
 * The exact probability that player1 wins a frame. `breaker` is who breaks
 * (or, in stage 1, shoots first); 'alternate' is the mean of both, the fair
 * price of a batch that alternates the breaker.
 */
export function exactWinProbability(stage: Stage, matchup: Matchup, breaker: PlayerKey | 'alternate'): number {
  checkStage(stage);
  validateMatchup(matchup);
  const P = packMatchup(matchup);
  if (breaker === 'alternate') return (cachedSolve(stage, P, 0) + cachedSolve(stage, P, 1)) / 2;
  if (breaker !== 'player1' && breaker !== 'player2') throw new RangeError("breaker must be player1, player2 or 'alternate'");
  return cachedSolve(stage, P, breaker === 'player1' ? 0 : 1);
}

// Batches re-run the same matchup often (each attribute edit re-runs the batch), so keep a few answers.
const CACHE_SIZE = 64;
const cache = new Map<string, number>();

function cachedSolve(stage: Stage, P: Float64Array, breaker: number, start1 = 0, start2 = 0): number {
  const key = `${stage}|${breaker}|${start1}|${start2}|${P.join(',')}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = solveFrame(stage, P, breaker, start1, start2);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

/** The exact solver without its cache (for benchmarks). */
export function exactWinProbabilityUncached(stage: Stage, matchup: Matchup, breaker: PlayerKey): number {
  checkStage(stage);
  validateMatchup(matchup);
  return solveFrame(stage, packMatchup(matchup), breaker === 'player1' ? 0 : 1);
}

/**
 * The exact probability that player1 wins a frame in which each player has already taken `start.player1` and
 * `start.player2` of his seven balls off the table before the break (a handicap start): the same chain
 * entered at that score. `breaker` as for exactWinProbability.
 */
export function exactWinProbabilityWithStart(
  stage: Stage,
  matchup: Matchup,
  breaker: PlayerKey | 'alternate',
  start: { player1: number; player2: number },
): number {
  checkStage(stage);
  validateMatchup(matchup);
  for (const k of [start.player1, start.player2]) {
    if (!Number.isInteger(k) || k < 0 || k > BLACK_SCORE) throw new RangeError(`a start is 0..${BLACK_SCORE} balls (got ${k})`);
  }
  const P = packMatchup(matchup);
  const at = (b: number) => cachedSolve(stage, P, b, start.player1, start.player2);
  if (breaker === 'alternate') return (at(0) + at(1)) / 2;
  if (breaker !== 'player1' && breaker !== 'player2') throw new RangeError("breaker must be player1, player2 or 'alternate'");
  return at(breaker === 'player1' ? 0 : 1);
}

/**
 * Player1's exact chance for every start of player2 from 0 to `maxStart` balls (player1 on 0), the breaker
 * alternating: one solve per breaker gives them all (the handicap starts' table).
 */
export function exactChancesByStart(stage: Stage, matchup: Matchup, maxStart: number): number[] {
  checkStage(stage);
  validateMatchup(matchup);
  if (!Number.isInteger(maxStart) || maxStart < 0 || maxStart > BLACK_SCORE) throw new RangeError(`a start is 0..${BLACK_SCORE} balls (got ${maxStart})`);
  const P = packMatchup(matchup);
  const starts = Array.from({ length: maxStart + 1 }, (_, k) => [0, k] as const);
  const a = solveFrameAt(stage, P, 0, starts);
  const b = solveFrameAt(stage, P, 1, starts);
  return a.map((x, k) => (x + b[k]) / 2);
}
