/**
 * Exact fractions for the betting calculators (docs/decisions.md "Betting money"): prices and stakes are kept as
 * BigInt fractions (`Rat` from bet-returns.ts) and money is rounded to whole pence once, half up (a tie goes away
 * from zero), where it is shown or paid. Pure.
 */
import { rat, add, mul, ZERO, type Rat } from './bet-returns';

export const sub = (a: Rat, b: Rat) => add(a, rat(-b.n, b.d));
export function div(a: Rat, b: Rat): Rat {
  if (b.n === 0n) throw new RangeError('division by zero');
  return rat(a.n * b.d, a.d * b.n);
}
export const cmp = (a: Rat, b: Rat) => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};
export const sumRat = (xs: Rat[]) => xs.reduce(add, ZERO);
export const toNumber = (a: Rat) => Number(a.n) / Number(a.d);
/** A float as an exact fraction (every finite double is one). */
export function fromNumber(x: number): Rat {
  if (!Number.isFinite(x)) throw new RangeError(`not a finite number: ${x}`);
  const [mant, exp = '0'] = String(x).split('e');
  const [w, f = ''] = mant.split('.');
  const e = Number(exp) - f.length;
  const digits = BigInt(w + f);
  return e >= 0 ? rat(digits * 10n ** BigInt(e)) : rat(digits, 10n ** BigInt(-e));
}

/** A fraction rounded to a whole number, half away from zero (exact). */
export function roundHalfAway(x: Rat): bigint {
  const a = x.n < 0n ? -x.n : x.n;
  const r = (2n * a + x.d) / (2n * x.d);
  return x.n < 0n ? -r : r;
}

/** A fraction rounded half away from zero to `places` decimals, as text with the true minus ("−1.25"). */
export function ratFixed(x: Rat, places: number): string {
  const scale = 10n ** BigInt(places);
  const v = roundHalfAway(mul(x, rat(scale)));
  const a = v < 0n ? -v : v;
  const s = a.toString().padStart(places + 1, '0');
  const text = places === 0 ? s : `${s.slice(0, -places)}.${s.slice(-places)}`;
  return v < 0n ? `\u2212${text}` : text;
}

/** Pounds as typed ("12.50", "£3", "0.5") → exact pence (whole pence only), or null. Range 1p .. £1,000,000. */
export function parsePounds(text: string, { allowZero = false } = {}): bigint | null {
  const m = /^\s*£?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text.replace(/,/g, ''));
  if (!m) return null;
  const pence = BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  if (pence > 100_000_000n) return null;
  return pence >= (allowZero ? 0n : 1n) ? pence : null;
}

/** A percentage as typed ("2", "5.5", "2 %") in [0, max] → exact share (0.02), or null. */
export function parsePercent(text: string, max = 100): Rat | null {
  const m = /^\s*(\d{1,3})(?:\.(\d{1,4}))?\s*%?\s*$/.exec(text);
  if (!m) return null;
  const f = m[2] ?? '';
  const x = rat(BigInt(m[1] + f), 10n ** BigInt(f.length) * 100n);
  return cmp(x, rat(max, 100)) <= 0 ? x : null;
}
