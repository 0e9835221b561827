/**
 * The predictions page's tables from a replay: the winner's pre-match rating minus the loser's, bucketed by
 * size (>= 20, 15-20, 10-15, 5-10, 1-5, < 1) and split by sign (negative, equal, positive). Pure TypeScript.
 */
import type { ReplayStep } from './colley-replay';

export const THRESHOLDS = [
  { label: '>=20', min: 20, max: Infinity },
  { label: '15-20', min: 15, max: 20 },
  { label: '10-15', min: 10, max: 15 },
  { label: '5-10', min: 5, max: 10 },
  { label: '1-5', min: 1, max: 5 },
  { label: '<1', min: 0, max: 1 },
] as const;

export interface ThresholdRow {
  label: string;
  /** Matches whose absolute pre-match difference falls in the bucket. */
  matches: number;
  /** The higher-rated player won (difference > 0). */
  favouriteWins: number;
  /** The lower-rated player won (difference < 0). */
  underdogWins: number;
  /** Equal ratings (difference 0 to 2 decimals). */
  equal: number;
  /** favouriteWins / (favouriteWins + underdogWins), percent; null without decided pairs. */
  favouriteWinPct: number | null;
}

export interface SignSplit {
  negative: number;
  equal: number;
  positive: number;
  total: number;
}

const sign = (d: number) => (Math.round(d * 100) === 0 ? 0 : d > 0 ? 1 : -1);

export function thresholdTable(steps: readonly ReplayStep[]): ThresholdRow[] {
  return THRESHOLDS.map((t) => {
    const inBucket = steps.filter((s) => {
      const a = Math.abs(s.winnerPreMatchDiff);
      return a >= t.min && a < t.max;
    });
    const fav = inBucket.filter((s) => sign(s.winnerPreMatchDiff) > 0).length;
    const dog = inBucket.filter((s) => sign(s.winnerPreMatchDiff) < 0).length;
    return {
      label: t.label,
      matches: inBucket.length,
      favouriteWins: fav,
      underdogWins: dog,
      equal: inBucket.length - fav - dog,
      favouriteWinPct: fav + dog ? (100 * fav) / (fav + dog) : null,
    };
  });
}

export function signSplit(steps: readonly ReplayStep[]): SignSplit {
  const out = { negative: 0, equal: 0, positive: 0, total: steps.length };
  for (const s of steps) {
    const g = sign(s.winnerPreMatchDiff);
    if (g > 0) out.positive++;
    else if (g < 0) out.negative++;
    else out.equal++;
  }
  return out;
}

export interface DiffBin {
  from: number;
  to: number;
  count: number;
}

/** Histogram of the winner's pre-match difference in bins of `width` points, covering every value. */
export function diffHistogram(steps: readonly ReplayStep[], width = 2.5): DiffBin[] {
  if (!steps.length) return [];
  const values = steps.map((s) => s.winnerPreMatchDiff);
  const lo = Math.floor(Math.min(...values) / width) * width;
  const hi = Math.max(lo + width, Math.ceil((Math.max(...values) + 1e-9) / width) * width);
  const n = Math.round((hi - lo) / width);
  const bins = Array.from({ length: n }, (_, i) => ({ from: lo + i * width, to: lo + (i + 1) * width, count: 0 }));
  for (const v of values) bins[Math.min(n - 1, Math.floor((v - lo) / width))].count++;
  return bins;
}
