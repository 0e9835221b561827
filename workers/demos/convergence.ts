/**
 * Monte Carlo convergence demo: estimate the chance that a team winning each game
 * with probability p wins a best-of-N series, and watch the estimate settle on the
 * exact answer as the number of simulated series grows.
 */
import { createRng } from '../core/rng';

export interface ConvergenceInput {
  /** Chance of winning a single game, 0-1. */
  gameWinProbability: number;
  /** Series length (odd): best of N. */
  bestOf: number;
  /** Number of simulated series. */
  simulations: number;
  seed: number;
}

export interface ConvergenceResult {
  /** Number of series simulated at each checkpoint. */
  n: Float64Array;
  /** Running estimate of the series-win chance at each checkpoint. */
  estimate: Float64Array;
  /** Standard error of the estimate at each checkpoint: sqrt(e(1-e)/n). */
  standardError: Float64Array;
  exact: number;
}

export const CONVERGENCE_LIMITS = { minSimulations: 10, maxSimulations: 200_000, maxBestOf: 15 } as const;

export function validateConvergenceInput(input: ConvergenceInput): string | null {
  const { gameWinProbability: p, bestOf, simulations, seed } = input;
  if (!(p >= 0 && p <= 1)) return 'Game win probability must be between 0 and 1.';
  if (!Number.isInteger(bestOf) || bestOf < 1 || bestOf % 2 === 0 || bestOf > CONVERGENCE_LIMITS.maxBestOf)
    return `Series length must be an odd whole number from 1 to ${CONVERGENCE_LIMITS.maxBestOf}.`;
  if (
    !Number.isInteger(simulations) ||
    simulations < CONVERGENCE_LIMITS.minSimulations ||
    simulations > CONVERGENCE_LIMITS.maxSimulations
  )
    return `Simulations must be a whole number from ${CONVERGENCE_LIMITS.minSimulations} to ${CONVERGENCE_LIMITS.maxSimulations}.`;
  if (!Number.isInteger(seed)) return 'Seed must be a whole number.';
  return null;
}

/** Exact chance of winning a best-of-N series: sum over k losses of C(w-1+k, k) p^w q^k. */
export function exactSeriesWin(p: number, bestOf: number): number {
  const need = (bestOf + 1) / 2;
  const q = 1 - p;
  let total = 0;
  let comb = 1; // C(need - 1 + k, k)
  for (let k = 0; k < need; k++) {
    if (k > 0) comb = (comb * (need - 1 + k)) / k;
    total += comb * p ** need * q ** k;
  }
  return total;
}

/** Checkpoints spaced evenly on a log scale from 10 to `total`, always ending at `total`. */
export function checkpoints(total: number, count = 60): number[] {
  const out = new Set<number>();
  const lo = Math.log10(Math.min(10, total));
  const hi = Math.log10(total);
  for (let i = 0; i < count; i++) out.add(Math.round(10 ** (lo + ((hi - lo) * i) / (count - 1))));
  out.add(total);
  return [...out].sort((a, b) => a - b);
}

export function runConvergence(input: ConvergenceInput): ConvergenceResult {
  const error = validateConvergenceInput(input);
  if (error) throw new RangeError(error);
  const { gameWinProbability: p, bestOf, simulations, seed } = input;
  const rng = createRng(seed);
  const need = (bestOf + 1) / 2;
  const marks = checkpoints(simulations);
  const n = new Float64Array(marks.length);
  const estimate = new Float64Array(marks.length);
  const standardError = new Float64Array(marks.length);
  let wins = 0;
  let mark = 0;
  for (let s = 1; s <= simulations; s++) {
    let w = 0;
    let l = 0;
    while (w < need && l < need) {
      if (rng.next() < p) w++;
      else l++;
    }
    if (w === need) wins++;
    if (s === marks[mark]) {
      const e = wins / s;
      n[mark] = s;
      estimate[mark] = e;
      standardError[mark] = Math.sqrt((e * (1 - e)) / s);
      mark++;
    }
  }
  return { n, estimate, standardError, exact: exactSeriesWin(p, bestOf) };
}
