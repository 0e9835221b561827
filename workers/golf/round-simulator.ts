/**
 * Golf round scores (decisions.md "Golf round simulator"): each round is a
 * normal draw with mean = average and standard deviation = average x spread /
 * 100, rounded to a whole stroke.
 */
import { createRng, type Rng, type Seed } from '../core/rng';

export const GOLF_ROUNDS = 500;
export const GOLF_AVERAGE = { min: 67, max: 77, step: 0.5, default: 72 } as const;
export const GOLF_SPREAD = { min: 0, max: 10, step: 1, default: 5 } as const;

export interface GolfOptions {
  average: number;
  /** Standard deviation in percent of the average. */
  spread: number;
  seed: Seed;
  rounds?: number;
}

export interface GolfTableRow {
  score: number;
  count: number;
  /** Percent of rounds. */
  percent: number;
}

export interface GolfResult {
  average: number;
  spread: number;
  rounds: number;
  /** Standard deviation used, in strokes. */
  standardDeviation: number;
  /** Each round's score (transferable). */
  scores: Int32Array;
  /** One row per score that occurred, ascending. */
  table: GolfTableRow[];
  /** One bin per whole stroke from the lowest to the highest score (zeros included). */
  histogram: { score: number; count: number }[];
  /** Mean and standard deviation of the simulated scores. */
  mean: number;
  sampleStandardDeviation: number;
  min: number;
  max: number;
}

/** A standard normal draw (Box-Muller; one uniform pair per draw keeps the stream simple). */
export function standardNormal(rng: Rng): number {
  let u = rng.next();
  while (u === 0) u = rng.next();
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function checkSetting(name: string, value: unknown, min: number, max: number, step: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a number from ${min} to ${max}, got ${String(value)}`);
  }
  if (Math.abs(value / step - Math.round(value / step)) > 1e-9) throw new RangeError(`${name} must be a multiple of ${step}, got ${value}`);
  return value;
}

export function simulateGolfRounds(options: GolfOptions): GolfResult {
  const average = checkSetting('average', options.average, GOLF_AVERAGE.min, GOLF_AVERAGE.max, GOLF_AVERAGE.step);
  const spread = checkSetting('spread', options.spread, GOLF_SPREAD.min, GOLF_SPREAD.max, GOLF_SPREAD.step);
  const rounds = options.rounds ?? GOLF_ROUNDS;
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 1_000_000) throw new RangeError(`rounds must be a whole number from 1 to 1000000, got ${rounds}`);
  const sd = (average * spread) / 100;
  const rng = createRng(options.seed);
  const scores = new Int32Array(rounds);
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (let i = 0; i < rounds; i++) {
    const s = sd === 0 ? Math.round(average) : Math.round(average + sd * standardNormal(rng));
    scores[i] = s;
    sum += s;
    if (s < min) min = s;
    if (s > max) max = s;
  }
  const mean = sum / rounds;
  let ss = 0;
  for (let i = 0; i < rounds; i++) ss += (scores[i] - mean) ** 2;
  const counts = new Map<number, number>();
  for (let i = 0; i < rounds; i++) counts.set(scores[i], (counts.get(scores[i]) ?? 0) + 1);
  const histogram: { score: number; count: number }[] = [];
  for (let s = min; s <= max; s++) histogram.push({ score: s, count: counts.get(s) ?? 0 });
  const table = histogram.filter((b) => b.count > 0).map((b) => ({ score: b.score, count: b.count, percent: (100 * b.count) / rounds }));
  return {
    average,
    spread,
    rounds,
    standardDeviation: sd,
    scores,
    table,
    histogram,
    mean,
    sampleStandardDeviation: rounds > 1 ? Math.sqrt(ss / (rounds - 1)) : 0,
    min,
    max,
  };
}
