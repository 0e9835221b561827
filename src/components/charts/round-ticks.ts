import { ticks } from 'd3';

/**
 * Axis ticks at round values (1, 2, 5 × 10^k steps, d3's `ticks`) between lo and hi, about `count` of them.
 * `integer` drops fractional ticks (counts, shots, strokes). The axis domain is left to the caller, so a chart
 * can keep its own top (e.g. 1.25 × the highest bar) with round ticks below it.
 */
export function roundTicks(lo: number, hi: number, count = 5, integer = true): number[] {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [];
  if (lo === hi) return integer && !Number.isInteger(lo) ? [] : [lo];
  const t = ticks(Math.min(lo, hi), Math.max(lo, hi), count);
  return integer ? t.filter(Number.isInteger) : t;
}
