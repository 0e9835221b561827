import { describe, expect, it } from 'vitest';
import { roundTicks } from '../../../src/components/charts/round-ticks';
import { lengthChartTop } from '../../../src/features/frame-simulator/utils/game-lengths';

const isRound = (t: number[]) => {
  const steps = new Set(t.slice(1).map((v, i) => v - t[i]));
  expect(steps.size).toBeLessThanOrEqual(1);
  const step = [...steps][0] ?? 1;
  const mantissa = step / 10 ** Math.floor(Math.log10(step));
  expect([1, 2, 5]).toContain(Math.round(mantissa * 1e9) / 1e9);
  for (const v of t) expect(Math.abs(v / step - Math.round(v / step))).toBeLessThan(1e-9);
};

describe('roundTicks', () => {
  it('gives evenly spaced round ticks under a 1.25 x maximum top (no "62" at the end)', () => {
    const top = lengthChartTop(50); // 63
    const t = roundTicks(0, top);
    expect(t).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(Math.max(...t)).toBeLessThanOrEqual(top);
    isRound(t);
  });

  it('gives round, integer x ticks inside a game-length range, none crowded at the end', () => {
    const t = roundTicks(9, 54, 6);
    expect(t).toEqual([10, 20, 30, 40, 50]);
    isRound(t);
  });

  it('handles a single value and small counts without fractions', () => {
    expect(roundTicks(72, 72)).toEqual([72]);
    expect(roundTicks(0, 3)).toEqual([0, 1, 2, 3]);
    expect(roundTicks(0, 1, 5, false)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
});
