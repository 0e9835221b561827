import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { average, percentText, ratio, ratioText, strikeRate } from '../../../common/cricket/exact-round';
import { fmtAverage, summarise } from '../../../src/features/cricket/utils/summarise';
import type { InningsRecord } from '../../../contracts/cricket-batting';

/** Exact rational rounding, half up, by long division on decimal digits (strings), independent of the code. */
function longDivision(num: number, den: number, places: number): string {
  let rem = num % den;
  let digits = '';
  for (let i = 0; i < places + 1; i++) {
    rem *= 10;
    digits += String(Math.floor(rem / den));
    rem %= den;
  }
  // digits holds places + 1 decimals (truncated); the last decides: 5..9 rounds up (half up: exactly 5 with
  // nothing after it is a tie and goes up too).
  let whole = String(Math.floor(num / den));
  let frac = digits.slice(0, places);
  if (Number(digits[places]) >= 5) {
    // Add one unit in the last place, carrying through the decimal string.
    const all = (whole + frac).split('').map(Number);
    let i = all.length - 1;
    while (i >= 0 && all[i] === 9) all[i--] = 0;
    if (i < 0) all.unshift(1);
    else all[i] += 1;
    const s = all.join('');
    whole = s.slice(0, s.length - places);
    frac = s.slice(s.length - places);
  }
  return places ? `${whole}.${frac}` : whole;
}

describe('exact half-up rounding', () => {
  it('rounds the exact .xx5 ties up, where float rounding does not', () => {
    // Vettori: 2874 / 80 = 35.925 exactly.
    expect(Math.round((2874 / 80) * 100) / 100).toBe(35.92);
    expect(ratioText(2874, 80)).toBe('35.93');
    expect(average(2874, 80)).toBe(35.93);
    expect(fmtAverage(average(2874, 80))).toBe('35.93');
    expect(ratioText(1, 8, 2)).toBe('0.13');
    expect(ratioText(5, 2, 0)).toBe('3');
    expect(percentText(1, 8, 1)).toBe('12.5 %');
    expect(percentText(1, 16, 1)).toBe('6.3 %');
    expect(percentText(3, 0)).toBe('-');
    expect(strikeRate(0, 0)).toBeNull();
    expect(average(10, 0)).toBeNull();
  });

  it('agrees with long division on random numerators and denominators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 0, max: 4 }), (num, den, places) => {
        const want = longDivision(num, den, places);
        expect(ratioText(num, den, places)).toBe(want);
        expect(ratio(num, den, places).toFixed(places)).toBe(want);
      }),
      { numRuns: 5000 },
    );
  });

  it('hits the ties often: denominators that divide a power of ten', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(2, 4, 8, 16, 20, 40, 80, 200, 400, 800, 1000), (num, den) => {
        expect(ratioText(num, den, 2)).toBe(longDivision(num, den, 2));
      }),
      { numRuns: 3000 },
    );
  });

  it('is the rule the career summary uses', () => {
    const rec = (runs: number, out: number) => ({ did_bat: 1, runs, is_out: out, balls_faced: runs * 2, fours: 0, sixes: 0, is_fifty: 0, is_century: 0 }) as InningsRecord;
    // 2874 runs in 80 dismissals, as 80 innings out.
    const records = Array.from({ length: 80 }, (_, i) => rec(i === 0 ? 2874 - 79 * 35 : 35, 1));
    expect(summarise('x', records).average).toBe(35.93);
  });
});
