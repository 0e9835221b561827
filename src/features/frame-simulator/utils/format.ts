/** A share 0..1 as a percent with `digits` decimals ("-" when not a finite number). */
export function formatPercent(share: number | null | undefined, digits = 1): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '-';
  return `${(share * 100).toFixed(digits)} %`;
}

/** k of n as a percent, "-" when n is 0. */
export function shareOf(k: number, n: number, digits = 1): string {
  return n > 0 ? formatPercent(k / n, digits) : '-';
}

/** A signed number: "+3", "0", "-2". */
export function signed(v: number, digits = 0): string {
  const s = v.toFixed(digits);
  return v > 0 ? `+${s}` : s;
}
