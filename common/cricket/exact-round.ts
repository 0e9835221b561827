/**
 * The one rounding rule for cricket figures (docs/decisions.md "Rounding"): a ratio of integers is rounded half
 * up from exact arithmetic, never from a binary float (2874 / 80 = 35.925 gives 35.93, where
 * Math.round(35.925 * 100) / 100 gives 35.92). Pure; BigInt arithmetic, so any safe integers are exact.
 */

const TEN = 10n;

/** num / den rounded half up (away from zero on a tie) to `places` decimals, as the digits of value x 10^places. */
function scaledHalfUp(num: number | bigint, den: number | bigint, places: number): bigint {
  const safe = (x: number | bigint) => typeof x === 'bigint' || Number.isSafeInteger(x);
  if (!safe(num) || !safe(den) || BigInt(den) === 0n) throw new RangeError(`not a ratio of safe integers: ${num}/${den}`);
  if (!Number.isInteger(places) || places < 0) throw new RangeError(`bad number of places: ${places}`);
  let n = BigInt(num) * TEN ** BigInt(places);
  let d = BigInt(den);
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const negative = n < 0n;
  const a = negative ? -n : n;
  // floor((2a + d) / 2d) = round half up of a / d for a >= 0.
  const q = (2n * a + d) / (2n * d);
  return negative ? -q : q;
}

/** num / den rounded half up to `places` decimals (the nearest double to that decimal). */
export function ratio(num: number, den: number, places = 2): number {
  return Number(scaledHalfUp(num, den, places)) / 10 ** places;
}

/** num / den rounded half up, as text with exactly `places` decimals ("35.93", "0.50"). */
export function ratioText(num: number | bigint, den: number | bigint, places = 2): string {
  const q = scaledHalfUp(num, den, places);
  const neg = q < 0n;
  const digits = (neg ? -q : q).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const frac = digits.slice(digits.length - places);
  return `${neg ? '-' : ''}${whole}${places > 0 ? `.${frac}` : ''}`;
}

/** 100 x num / den rounded half up, as "12.5 %" (docs/decisions.md); "-" with a zero denominator. */
export function percentText(num: number | bigint, den: number | bigint, places = 1): string {
  return BigInt(den) === 0n ? '-' : `${ratioText(BigInt(num) * 100n, den, places)} %`;
}

/** Batting average (runs per dismissal) to 2 decimals; null when never out. */
export const average = (runs: number, outs: number): number | null => (outs > 0 ? ratio(runs, outs, 2) : null);

/** Strike rate (runs per 100 balls) to 2 decimals; null with no ball faced. */
export const strikeRate = (runs: number, balls: number): number | null => (balls > 0 ? ratio(100 * runs, balls, 2) : null);

/** Bowling average (runs conceded per wicket) to 2 decimals; null with no wicket. */
export const bowlingAverage = (runs: number, wickets: number): number | null => (wickets > 0 ? ratio(runs, wickets, 2) : null);

/** Economy rate (runs conceded per 6 legal balls) to 2 decimals; null with no legal ball. */
export const economyRate = (runs: number, balls: number): number | null => (balls > 0 ? ratio(6 * runs, balls, 2) : null);

/** Bowling strike rate (legal balls per wicket) to 2 decimals; null with no wicket. */
export const bowlingStrikeRate = (balls: number, wickets: number): number | null => (wickets > 0 ? ratio(balls, wickets, 2) : null);
