/** Bookmaker margins the odds table shows, besides the true (0 %) odds. */
export const MARGINS = [0.01, 0.05, 0.1] as const;

/**
 * Decimal odds for a win share: 1 / (share x (1 + margin)). A share of 0 (or
 * anything not a positive finite number) has no price: null.
 */
export function decimalOdds(share: number, margin = 0): number | null {
  if (!Number.isFinite(share) || share <= 0) return null;
  return 1 / (share * (1 + margin));
}

/** Odds to 2 decimals, or "-" when there is no price. */
export function formatOdds(odds: number | null): string {
  return odds === null || !Number.isFinite(odds) ? '-' : odds.toFixed(2);
}

/** A share 0..1 as a percent with `digits` decimals. */
export function formatPercent(share: number, digits = 1): string {
  if (!Number.isFinite(share)) return '-';
  return `${(share * 100).toFixed(digits)} %`;
}

/**
 * 95 % Wilson score interval of a proportion k / n (stays inside 0..1 even
 * for 0 or n successes).
 */
export function wilsonInterval(k: number, n: number, z = 1.959964): [number, number] {
  if (n <= 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
