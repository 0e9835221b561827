/**
 * Numbers as the site writes them: the one module every page, the admin, the workers' texts and the API use
 * (dates: src/lib/format-date.ts). One function per kind of figure:
 * - counts and amounts with thousands separators: `formatNumber` ("13,943", "1,234.5"); years, ids, seeds and Test
 *   numbers are labels, written as plain digits;
 * - money: `formatMoney` ("£1,234.50");
 * - signed figures: `signed` ("+3", "−2.50");
 * - percentages: `percent` / `sharePercent` ("12.3 %", a space before the sign);
 * - frame scores: `scoreText` ("10–4", an en dash);
 * - one minus sign everywhere, the true minus "−" (U+2212); only CSV downloads keep the hyphen-minus, for
 *   spreadsheets.
 * One rounding rule, half up (away from zero on a tie) applied to the number's shortest decimal form (`String(x)`),
 * never to the binary float: 1.005 gives "1.01" where `(1.005).toFixed(2)` gives "1.00". Pure (no DOM, no Intl:
 * a page's first Intl call loads the browser's ICU data, a 30-130 ms main-thread task).
 */

/** The true minus sign (U+2212). */
export const MINUS = '\u2212';

/** |x| as decimal digits and the number of them after the point: 12.345 → { digits: '12345', scale: 3 }. */
function decimalDigits(x: number): { digits: string; scale: number } {
  const [mantissa, exp = '0'] = String(Math.abs(x)).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exp);
  const digits = whole + fraction;
  // A positive exponent larger than the fraction ("1e+21"): append zeros, scale 0.
  return scale >= 0 ? { digits, scale } : { digits: digits + '0'.repeat(-scale), scale: 0 };
}

/**
 * |x| rounded half up to `places` decimals, as text with exactly `places` decimals ("1.01", "2.68", "0.50"),
 * computed on the decimal digits of `String(x)` with integer arithmetic. The sign is left to the caller.
 */
function absFixedHalfUp(x: number, places: number): string {
  if (!Number.isInteger(places) || places < 0 || places > 20) throw new RangeError(`bad number of places: ${places}`);
  const { digits, scale } = decimalDigits(x);
  let scaled: bigint;
  if (scale <= places) {
    scaled = BigInt(digits) * 10n ** BigInt(places - scale);
  } else {
    const cut = digits.length - (scale - places);
    const kept = cut > 0 ? BigInt(digits.slice(0, cut)) : 0n;
    // The first dropped digit decides (half up): digits after it only matter below one half, never at or above.
    const firstDropped = cut >= 0 ? Number(digits[cut]) : 0;
    scaled = kept + (firstDropped >= 5 ? 1n : 0n);
  }
  const text = scaled.toString().padStart(places + 1, '0');
  const whole = text.slice(0, text.length - places);
  return places > 0 ? `${whole}.${text.slice(text.length - places)}` : whole;
}

const isZeroText = (t: string) => /^[0.]*$/.test(t);

/**
 * x rounded half up (away from zero) to `places` decimals, like `toFixed` but exact on the decimal form and with
 * the true minus sign: fixedHalfUp(1.005, 2) = "1.01", fixedHalfUp(-2.675, 2) = "−2.68"; a value that rounds to
 * zero has no sign ("0.00").
 */
export function fixedHalfUp(x: number, places = 0): string {
  if (!Number.isFinite(x)) throw new RangeError(`not a finite number: ${x}`);
  const abs = absFixedHalfUp(x, places);
  return x < 0 && !isZeroText(abs) ? `${MINUS}${abs}` : abs;
}

/**
 * A signed figure (rating gaps, score differences, changes): "+3", "−2", "0"; with `places` decimals "+1.50",
 * "−0.25", "0.00". A value that rounds to zero has no sign.
 */
export function signed(x: number, places = 0): string {
  const text = fixedHalfUp(x, places);
  return x > 0 && !isZeroText(text) ? `+${text}` : text;
}

/** A value already in percent units as the site writes it: percent(12.345, 1) = "12.3 %"; "-" when not a finite number. */
export function percent(value: number | null | undefined, places = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return `${fixedHalfUp(value, places)} %`;
}

/** A share 0..1 in percent units by shifting the decimal point (0.145 → 14.5; 0.145 × 100 is 14.499999999999998). */
export function shareInPercent(share: number): number {
  const [mantissa, exp = '0'] = String(share).split('e');
  return Number(`${mantissa}e${Number(exp) + 2}`);
}

/** A share 0..1 as a percent: sharePercent(0.12345, 2) = "12.35 %"; "-" when not a finite number. */
export function sharePercent(share: number | null | undefined, places = 1): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '-';
  return percent(shareInPercent(share), places);
}

/**
 * A number with thousands grouped by commas ("12,345.60"), rounded half up to `maxFraction` decimals (`fixedHalfUp`)
 * and keeping at least `minFraction` of them (trailing zeros beyond it are dropped): 1.005 with 2 decimals is "1.01",
 * 2.675 is "2.68", -0.5 with none is "−1". Digits and grouping are what `toLocaleString('en-GB', …)` writes; the
 * minus is the true minus.
 */
export function formatNumber(x: number, maxFraction = 0, minFraction = Math.min(maxFraction, 0)): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? '∞' : `${MINUS}∞`;
  const fixed = absFixedHalfUp(x, maxFraction);
  const [whole, fraction = ''] = fixed.split('.');
  let kept = fraction;
  while (kept.length > minFraction && kept.endsWith('0')) kept = kept.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = x < 0 && !isZeroText(fixed);
  return `${negative ? MINUS : ''}${grouped}${kept ? `.${kept}` : ''}`;
}

/** Pounds with two decimals: "£1,234.50", "−£2.68". */
export const formatMoney = (x: number) => {
  const text = formatNumber(Math.abs(x), 2, 2);
  return `${x < 0 && !isZeroText(text.replace(/,/g, '')) ? MINUS : ''}£${text}`;
};

/** A frame score, the two players' scores joined by an en dash: scoreText(10, 4) = "10–4". */
export const scoreText = (a: number, b: number) => `${a}\u2013${b}`;

/**
 * A count and its noun, the noun in the singular for exactly one: countText(1, 'wkt', 'wkts') = "1 wkt",
 * countText(1492, 'four') = "1,492 fours" (plural: the singular plus "s" unless given).
 */
export const countText = (n: number, one: string, many = `${one}s`) => `${formatNumber(n)} ${n === 1 ? one : many}`;
