/**
 * The chance of a round at or under a chosen score: the simulated share of rounds, and the
 * model's own chance for comparison (a normal draw rounded to a whole stroke is at or under s
 * when the draw is below s + 0.5).
 */
import { GOLF_AVERAGE, GOLF_SPREAD, type GolfResult } from './round-simulator';

/**
 * The largest |z| the round simulator's normal draw can give: Box-Muller with the smallest non-zero uniform
 * of the generator (2^-32) and |cos| = 1.
 */
export const MAX_ABS_Z = Math.sqrt(-2 * Math.log(2 ** -32));

/**
 * Every score the sliders can produce (whole strokes): from the lowest average at the widest spread drawn
 * MAX_ABS_Z standard deviations low, to the highest average drawn as far high. Outside this range the answer
 * is certain for every setting, so the input refuses it.
 */
export const GOLF_SCORE_RANGE = {
  min: Math.round(GOLF_AVERAGE.min - (GOLF_AVERAGE.min * GOLF_SPREAD.max) / 100 * MAX_ABS_Z),
  max: Math.round(GOLF_AVERAGE.max + (GOLF_AVERAGE.max * GOLF_SPREAD.max) / 100 * MAX_ABS_Z),
} as const;

/** A whole-stroke score in GOLF_SCORE_RANGE, parsed from what the visitor typed; null when invalid. */
export function parseScore(text: string): number | null {
  if (!/^\s*-?\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= GOLF_SCORE_RANGE.min && n <= GOLF_SCORE_RANGE.max ? n : null;
}

export interface AtOrUnder {
  score: number;
  /** Simulated rounds at or under the score. */
  rounds: number;
  /** rounds / all rounds, 0..1. */
  share: number;
  /** P(round(N(average, sd)) <= score), 0..1; a step at round(average) when the spread is 0. */
  modelChance: number;
}

/** Error function (Abramowitz-Stegun 7.1.26, absolute error below 1.5e-7). */
export function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-a * a);
  return sign * y;
}

export function normalCdf(x: number, mean: number, sd: number): number {
  return 0.5 * (1 + erf((x - mean) / (sd * Math.SQRT2)));
}

export function atOrUnder(result: Pick<GolfResult, 'scores' | 'rounds' | 'average' | 'standardDeviation'>, score: number): AtOrUnder {
  let rounds = 0;
  for (let i = 0; i < result.scores.length; i++) if (result.scores[i] <= score) rounds++;
  const sd = result.standardDeviation;
  const modelChance = sd === 0 ? (Math.round(result.average) <= score ? 1 : 0) : normalCdf(score + 0.5, result.average, sd);
  return { score, rounds, share: result.rounds > 0 ? rounds / result.rounds : 0, modelChance };
}
