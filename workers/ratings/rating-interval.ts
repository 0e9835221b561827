/**
 * How sure a rating is: a seeded bootstrap over a group's matches.
 *
 * Each resample draws as many matches as the group has, uniformly with replacement, from its matches, and solves
 * the same weighted Colley system the standings use (colley.ts). A player's 90 % interval is the 5th and 95th
 * percentile (nearest rank: the ⌈0.05·B⌉-th and ⌈0.95·B⌉-th of the B sorted resampled ratings) on the shown scale.
 * A player absent from a resample keeps the starting rating there, so a rating resting on few games gets a wide
 * interval that reaches 50.00. The seed is fixed, so the same matches always give the same intervals.
 *
 * Pure TypeScript: the API computes it once per pool data version for the standings answer.
 */
import { checkGame, indexOfIds, solveSpd, toShownRating, type ColleyGameById } from './colley';
import { createRng, randomInt, type Rng, type Seed } from '../core/rng';

/** A rating resting on fewer games than this is marked provisional. */
export const PROVISIONAL_GAMES = 10;
/** Resamples per group (the percentile of 1,000 resamples moves by a few hundredths of a point between seeds). */
export const BOOTSTRAP_SAMPLES = 1000;
/** Groups larger than this get fewer resamples: each Colley solve costs n³/6, so the cost stays bounded. */
export const FULL_BOOTSTRAP_PLAYERS = 50;
/** The fewest resamples any group gets (the 5th percentile is then the 10th smallest of 200). */
export const MIN_BOOTSTRAP_SAMPLES = 200;

/**
 * Resamples for a group of n players: BOOTSTRAP_SAMPLES up to FULL_BOOTSTRAP_PLAYERS players, then fewer in
 * proportion to the solve's n³ cost, never under MIN_BOOTSTRAP_SAMPLES.
 */
export function samplesFor(n: number): number {
  if (n <= FULL_BOOTSTRAP_PLAYERS) return BOOTSTRAP_SAMPLES;
  return Math.max(MIN_BOOTSTRAP_SAMPLES, Math.floor(BOOTSTRAP_SAMPLES * (FULL_BOOTSTRAP_PLAYERS / n) ** 3));
}
/** The fixed seed, so an interval is reproducible and changes only when the matches change. */
export const BOOTSTRAP_SEED: Seed = 'pool-rating-interval';
/** The interval's coverage: 90 %, from the 5th to the 95th percentile. */
export const INTERVAL_LOW_SHARE = 0.05;
export const INTERVAL_HIGH_SHARE = 0.95;

export const isProvisional = (games: number) => games < PROVISIONAL_GAMES;

/** The k-th smallest (1-based nearest rank ⌈share·B⌉) of a sorted list. */
export function nearestRank(sorted: ArrayLike<number>, share: number): number {
  const k = Math.max(1, Math.ceil(share * sorted.length - 1e-9));
  return sorted[k - 1];
}

export interface BootstrapOptions {
  /** Default: samplesFor(number of players). */
  samples?: number;
  /** The generator to draw with (tests pass a scripted one); default: createRng(BOOTSTRAP_SEED). */
  rng?: Rng;
}

/**
 * Every resample's ratings (shown scale): row s holds the ratings of resample s in `playerIds` order. With no
 * games every row is the starting rating.
 */
export function bootstrapRatings(
  playerIds: readonly number[],
  games: readonly ColleyGameById[],
  { samples = samplesFor(playerIds.length), rng = createRng(BOOTSTRAP_SEED) }: BootstrapOptions = {},
): Float64Array[] {
  if (!Number.isInteger(samples) || samples < 1) throw new RangeError(`samples must be a whole number ≥ 1, got ${samples}`);
  const index = indexOfIds(playerIds);
  const m = games.length;
  // The games as three columns (checked once, as colleySystem checks each): a resample adds its draws straight into
  // the Colley system in the order drawn, the same sums in the same order as colleySystem (colley.ts) over the drawn list.
  const winners = new Int32Array(m);
  const losers = new Int32Array(m);
  const weights = new Float64Array(m);
  games.forEach((g, k) => {
    const winner = index.get(g.winnerId);
    const loser = index.get(g.loserId);
    if (winner === undefined || loser === undefined) throw new RangeError(`Colley: game between unknown players ${g.winnerId} and ${g.loserId}`);
    checkGame({ winner, loser, weight: g.weight }, playerIds.length);
    winners[k] = winner;
    losers[k] = loser;
    weights[k] = g.weight;
  });
  const n = playerIds.length;
  const C = new Float64Array(n * n);
  const b = new Float64Array(n);
  const out: Float64Array[] = [];
  for (let s = 0; s < samples; s++) {
    C.fill(0);
    for (let i = 0; i < n; i++) {
      C[i * n + i] = 2;
      b[i] = 1;
    }
    for (let d = 0; d < m; d++) {
      const k = randomInt(rng, m);
      const i = winners[k];
      const j = losers[k];
      const w = weights[k];
      C[i * n + i] += w;
      C[j * n + j] += w;
      C[i * n + j] -= w;
      C[j * n + i] -= w;
      b[i] += w / 2;
      b[j] -= w / 2;
    }
    const r = solveSpd(C, b, n);
    for (let i = 0; i < n; i++) r[i] = toShownRating(r[i]);
    out.push(r);
  }
  return out;
}

/** Each player's 90 % interval [low, high] on the shown scale (not rounded), by player id. */
export function ratingIntervals(
  playerIds: readonly number[],
  games: readonly ColleyGameById[],
  opts: BootstrapOptions = {},
): Map<number, [number, number]> {
  const rows = bootstrapRatings(playerIds, games, opts);
  const out = new Map<number, [number, number]>();
  const column = new Float64Array(rows.length);
  playerIds.forEach((id, i) => {
    for (let s = 0; s < rows.length; s++) column[s] = rows[s][i];
    column.sort();
    out.set(id, [nearestRank(column, INTERVAL_LOW_SHARE), nearestRank(column, INTERVAL_HIGH_SHARE)]);
  });
  return out;
}
