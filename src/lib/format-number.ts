/**
 * Numbers with thousands grouped by commas ("12,345.60"), as `toLocaleString('en-GB', …)` writes them, without
 * Intl: a page's first Intl call loads the browser's ICU data, a 30-130 ms main-thread task.
 *
 * Rounds to `maxFraction` decimals and keeps at least `minFraction` (trailing zeros beyond it are dropped).
 */
export function formatNumber(x: number, maxFraction = 0, minFraction = Math.min(maxFraction, 0)): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? '∞' : '-∞';
  const fixed = Math.abs(x).toFixed(maxFraction);
  const [whole, fraction = ''] = fixed.split('.');
  let kept = fraction;
  while (kept.length > minFraction && kept.endsWith('0')) kept = kept.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = x < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${kept ? `.${kept}` : ''}`;
}

/** Pounds with two decimals: "£1,234.50". */
export const formatMoney = (x: number) => `${x < 0 ? '-' : ''}£${formatNumber(Math.abs(x), 2, 2)}`;
