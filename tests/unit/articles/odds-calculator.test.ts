import { describe, expect, it } from 'vitest';
import {
  accumulatorRows,
  applyOddsEdit,
  formatNumber,
  initialOddsState,
} from '../../../src/features/betting/utils/odds-calculator';

describe('odds calculator state rules', () => {
  it('starts at 1.7 and 1.9 with their implied percentages', () => {
    expect(initialOddsState()).toEqual({ firstOdds: '1.7', firstPercent: '58.82', secondOdds: '1.9', secondPercent: '52.63' });
  });

  it("editing the first provider's odds sets its percentage to 100/odds and the second's odds to first + 0.2", () => {
    const s = applyOddsEdit(initialOddsState(), 'firstOdds', '2.5');
    expect(s).toEqual({ firstOdds: '2.5', firstPercent: '40', secondOdds: '2.7', secondPercent: '37.04' });
  });

  it('never shows floating-point noise such as 1.9000000000000001', () => {
    const s = applyOddsEdit(initialOddsState(), 'firstOdds', '1.7');
    expect(s.secondOdds).toBe('1.9');
    const t = applyOddsEdit(initialOddsState(), 'secondOdds', '1.3');
    expect(t.firstOdds).toBe('1.1');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(1.005)).toBe('1.01');
  });

  it("editing the first percentage sets its odds to 100/percentage and leaves the second provider alone", () => {
    const s = applyOddsEdit(initialOddsState(), 'firstPercent', '40');
    expect(s).toEqual({ firstOdds: '2.5', firstPercent: '40', secondOdds: '1.9', secondPercent: '52.63' });
    expect(applyOddsEdit(initialOddsState(), 'firstPercent', '30').firstOdds).toBe('3.33');
  });

  it("editing the second provider's odds sets the first's to that minus 0.2", () => {
    const s = applyOddsEdit(initialOddsState(), 'secondOdds', '3');
    expect(s.firstOdds).toBe('2.8');
    expect(s.secondOdds).toBe('3');
    // the read-only second percentage always shows the second odds' implied probability
    expect(s.secondPercent).toBe('33.33');
    // the first percentage is set only by editing the first odds (spec rule)
    expect(s.firstPercent).toBe('58.82');
  });

  it('keeps a half-typed or invalid value without spreading NaN or Infinity', () => {
    const start = initialOddsState();
    expect(applyOddsEdit(start, 'firstOdds', '')).toEqual({ ...start, firstOdds: '' });
    expect(applyOddsEdit(start, 'firstOdds', '0.5')).toEqual({ ...start, firstOdds: '0.5' });
    expect(applyOddsEdit(start, 'firstPercent', '0')).toEqual({ ...start, firstPercent: '0' });
    expect(applyOddsEdit(start, 'firstPercent', '101')).toEqual({ ...start, firstPercent: '101' });
    expect(applyOddsEdit(start, 'secondOdds', 'abc')).toEqual({ ...start, secondOdds: 'abc' });
  });

  it('the first odds never fall below the minimum of 1 when the second is edited to 1.1', () => {
    expect(applyOddsEdit(initialOddsState(), 'secondOdds', '1.1').firstOdds).toBe('1');
  });
});

describe('accumulator worked example', () => {
  it('odds 1.5, 2.5, 4 and 6 multiply to cumulative odds of 90 (180 returned on a 2-pound stake)', () => {
    const rows = accumulatorRows([1.5, 2.5, 4, 6], 2);
    expect(rows.map((r) => r.cumulativeOdds)).toEqual([1.5, 3.75, 15, 90]);
    expect(rows.map((r) => r.cumulativeReturn)).toEqual([3, 7.5, 30, 180]);
  });

  it('the second provider (1.7, 2.3, 4.1, 5.7) pays more on the same legs', () => {
    const rows = accumulatorRows([1.7, 2.3, 4.1, 5.7], 2);
    expect(rows.at(-1)!.cumulativeOdds).toBeCloseTo(91.3767, 4);
    expect(rows.at(-1)!.cumulativeReturn).toBeCloseTo(182.7534, 4);
  });

  it('rejects odds below 1 and a non-positive stake', () => {
    expect(() => accumulatorRows([0.5], 2)).toThrow(RangeError);
    expect(() => accumulatorRows([2], 0)).toThrow(RangeError);
  });
});
