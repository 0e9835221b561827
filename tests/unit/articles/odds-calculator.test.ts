import { describe, expect, it } from 'vitest';
import {
  accumulatorRows,
  applyOddsEdit,
  commitOddsField,
  formatNumber,
  initialOddsState,
  isInvalidField,
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

  it("editing the first percentage sets its odds to 100/percentage and the second's to first + 0.2", () => {
    const s = applyOddsEdit(initialOddsState(), 'firstPercent', '40');
    expect(s).toEqual({ firstOdds: '2.5', firstPercent: '40', secondOdds: '2.7', secondPercent: '37.04' });
    // the case: 25 % -> 4, and Provider 2 follows at 4.2
    expect(applyOddsEdit(initialOddsState(), 'firstPercent', '25')).toEqual({
      firstOdds: '4', firstPercent: '25', secondOdds: '4.2', secondPercent: '23.81',
    });
    const t = applyOddsEdit(initialOddsState(), 'firstPercent', '30');
    expect(t.firstOdds).toBe('3.33');
    // kept as typed while focused; on leaving the field it reads 100 / 3.33
    expect(t.firstPercent).toBe('30');
    expect(commitOddsField(t, 'firstPercent').firstPercent).toBe('30.03');
  });

  it("editing the second provider's odds sets the first's to that minus 0.2", () => {
    const s = applyOddsEdit(initialOddsState(), 'secondOdds', '3');
    expect(s.firstOdds).toBe('2.8');
    expect(s.secondOdds).toBe('3');
    // the read-only second percentage always shows the second odds' implied probability
    expect(s.secondPercent).toBe('33.33');
    // the case: Provider 1 at 2.8 reads 100 / 2.8, not the old 58.82
    expect(s.firstPercent).toBe('35.71');
  });

  it('keeps an invalid value as typed and shows "–" in every field derived from it, never a stale number', () => {
    const start = initialOddsState();
    const D = '\u2013';
    expect(applyOddsEdit(start, 'firstOdds', '')).toEqual({ firstOdds: '', firstPercent: D, secondOdds: D, secondPercent: D });
    expect(applyOddsEdit(start, 'firstOdds', '-2')).toEqual({ firstOdds: '-2', firstPercent: D, secondOdds: D, secondPercent: D });
    expect(applyOddsEdit(start, 'firstOdds', '0.5')).toEqual({ firstOdds: '0.5', firstPercent: D, secondOdds: D, secondPercent: D });
    expect(applyOddsEdit(start, 'firstPercent', '0')).toEqual({ firstOdds: D, firstPercent: '0', secondOdds: D, secondPercent: D });
    expect(applyOddsEdit(start, 'firstPercent', '101')).toEqual({ firstOdds: D, firstPercent: '101', secondOdds: D, secondPercent: D });
    expect(applyOddsEdit(start, 'secondOdds', 'abc')).toEqual({ firstOdds: D, firstPercent: D, secondOdds: 'abc', secondPercent: D });
    expect(isInvalidField(applyOddsEdit(start, 'firstOdds', '-2'), 'firstOdds')).toBe(true);
    expect(isInvalidField(applyOddsEdit(start, 'firstOdds', '-2'), 'firstPercent')).toBe(false);
    expect(isInvalidField(start, 'firstOdds')).toBe(false);
  });

  it('leaving an invalid field keeps it invalid; a valid entry anywhere brings every field back', () => {
    const start = initialOddsState();
    const bad = commitOddsField(applyOddsEdit(start, 'firstOdds', ''), 'firstOdds');
    expect(bad.firstOdds).toBe('');
    expect(bad.secondOdds).toBe('\u2013');
    expect(commitOddsField(applyOddsEdit(start, 'firstPercent', '200'), 'firstPercent').firstPercent).toBe('200');
    expect(applyOddsEdit(bad, 'firstOdds', '1.7')).toEqual(start);
    expect(applyOddsEdit(applyOddsEdit(start, 'secondOdds', '0.4'), 'secondOdds', '1.9')).toEqual(start);
    expect(applyOddsEdit(bad, 'firstPercent', '40')).toEqual({ firstOdds: '2.5', firstPercent: '40', secondOdds: '2.7', secondPercent: '37.04' });
  });

  it('the first odds never fall below the minimum of 1 when the second is edited to 1.1', () => {
    expect(applyOddsEdit(initialOddsState(), 'secondOdds', '1.1').firstOdds).toBe('1');
  });
});

/** Independent check of the screen's consistency (recomputed here, not with the module's helpers). */
function expectConsistent(s: { firstOdds: string; firstPercent: string; secondOdds: string; secondPercent: string }) {
  const pct = (odds: string) => (Math.round((100 / Number(odds)) * 100) / 100).toFixed(2);
  expect(Number(s.firstPercent).toFixed(2)).toBe(pct(s.firstOdds));
  expect(Number(s.secondPercent).toFixed(2)).toBe(pct(s.secondOdds));
}

describe('odds calculator consistency after every kind of edit', () => {
  type Field = 'firstOdds' | 'firstPercent' | 'secondOdds';
  const edits: [Field, string][] = [];
  for (const o of ['1', '1.05', '1.7', '2', '2.8', '3', '3.333', '4.25', '10', '101.5']) {
    edits.push(['firstOdds', o], ['secondOdds', o]);
  }
  for (const p of ['1', '7', '25', '30', '33.3', '45', '58.82', '66.67', '99', '100']) edits.push(['firstPercent', p]);

  it.each(edits)('after %s = %s (and leaving the field) both percentages equal 100 / odds', (field, text) => {
    const s = commitOddsField(applyOddsEdit(initialOddsState(), field, text), field);
    expectConsistent(s);
    const first = Number(s.firstOdds);
    const second = Number(s.secondOdds);
    expect(first).toBeGreaterThanOrEqual(1);
    if (field === 'secondOdds') {
      expect(s.secondOdds).toBe(text);
      expect(first).toBeCloseTo(Math.max(1, Math.round(Number(text) * 100) / 100 - 0.2), 9);
    } else {
      // Provider 2 follows Provider 1 at +0.2 (to the 2 decimals shown)
      expect(second).toBeCloseTo(Math.round(first * 100) / 100 + 0.2, 9);
    }
  });

  it('stays consistent along a chain of mixed edits', () => {
    let s = initialOddsState();
    const chain: [Field, string][] = [
      ['secondOdds', '3'], ['firstPercent', '25'], ['firstOdds', '1.5'], ['secondOdds', '1.1'],
      ['firstPercent', '45'], ['secondOdds', '7.77'], ['firstOdds', '2'],
    ];
    for (const [field, text] of chain) {
      s = commitOddsField(applyOddsEdit(s, field, text), field);
      expectConsistent(s);
    }
    expect(s).toEqual({ firstOdds: '2', firstPercent: '50', secondOdds: '2.2', secondPercent: '45.45' });
  });

  it('the issue cases read consistently without leaving the field', () => {
    const a = applyOddsEdit(initialOddsState(), 'secondOdds', '3');
    expect(a).toEqual({ firstOdds: '2.8', firstPercent: '35.71', secondOdds: '3', secondPercent: '33.33' });
    const b = applyOddsEdit(initialOddsState(), 'firstPercent', '25');
    expect(b.secondOdds).toBe('4.2');
    expectConsistent(b);
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
