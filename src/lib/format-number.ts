import { fixedHalfUp } from '../../workers/core/number-text';

/**
 * Numbers with thousands grouped by commas ("12,345.60"), without Intl: a page's first Intl call loads the
 * browser's ICU data, a 30-130 ms main-thread task.
 *
 * Rounds half up (away from zero) to `maxFraction` decimals on the number's decimal form (`fixedHalfUp`, exact
 * integer arithmetic on the digits, not `toFixed` on the binary float): 1.005 with 2 decimals is "1.01", 2.675 is
 * "2.68", -0.5 with none is "-1". That is also what `toLocaleString('en-GB', …)` writes (ICU's default rounding,
 * half-expand, on the shortest decimal form). Keeps at least `minFraction` decimals (trailing zeros beyond it are
 * dropped). Negative values take the hyphen-minus, as `toLocaleString` writes them.
 */
export function formatNumber(x: number, maxFraction = 0, minFraction = Math.min(maxFraction, 0)): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? '∞' : '-∞';
  const fixed = fixedHalfUp(Math.abs(x), maxFraction);
  const [whole, fraction = ''] = fixed.split('.');
  let kept = fraction;
  while (kept.length > minFraction && kept.endsWith('0')) kept = kept.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = x < 0 && /[1-9]/.test(fixed);
  return `${negative ? '-' : ''}${grouped}${kept ? `.${kept}` : ''}`;
}

/** Pounds with two decimals: "£1,234.50". */
export const formatMoney = (x: number) => `${x < 0 ? '-' : ''}£${formatNumber(Math.abs(x), 2, 2)}`;
