import { describe, expect, it } from 'vitest';
import {
  expectedLogGrowth,
  growthCurve,
  kellyAdvice,
  kellyFraction,
} from '../../../src/features/betting/utils/kelly';

describe('Kelly fraction (b*p - q)/b', () => {
  it('evens at 60% gives 20% of the bankroll', () => {
    expect(kellyFraction({ decimalOdds: 2, probability: 0.6 })).toBeCloseTo(0.2, 12);
  });

  it('decimal odds 3.0 at 40% gives 10%', () => {
    // b = 2, (2*0.4 - 0.6)/2 = 0.1
    expect(kellyFraction({ decimalOdds: 3, probability: 0.4 })).toBeCloseTo(0.1, 12);
  });

  it('a negative edge gives a negative fraction and "no bet" advice with zero stake', () => {
    const input = { decimalOdds: 1.8, probability: 0.5 };
    expect(kellyFraction(input)).toBeCloseTo((0.8 * 0.5 - 0.5) / 0.8, 12);
    expect(kellyFraction(input)).toBeLessThan(0);
    const advice = kellyAdvice(input, 1, 1000);
    expect(advice.noBet).toBe(true);
    expect(advice.stake).toBe(0);
    expect(advice.growth).toBe(0);
    expect(advice.edge).toBeCloseTo(-0.1, 12);
  });

  it('a fair bet (zero edge) is also no bet', () => {
    expect(kellyFraction({ decimalOdds: 2, probability: 0.5 })).toBe(0);
    expect(kellyAdvice({ decimalOdds: 2, probability: 0.5 }, 1, 100).noBet).toBe(true);
  });

  it('p = 0 gives -1/b (never bet) and p = 1 gives 1 (stake everything)', () => {
    expect(kellyFraction({ decimalOdds: 3, probability: 0 })).toBeCloseTo(-0.5, 12);
    expect(kellyAdvice({ decimalOdds: 3, probability: 0 }, 1, 100).noBet).toBe(true);
    expect(kellyFraction({ decimalOdds: 3, probability: 1 })).toBe(1);
    const sure = kellyAdvice({ decimalOdds: 3, probability: 1 }, 1, 100);
    expect(sure.stake).toBe(100);
    expect(sure.growth).toBeCloseTo(Math.log(3), 12);
  });

  it('half and quarter Kelly scale the stake', () => {
    const input = { decimalOdds: 2, probability: 0.6 };
    expect(kellyAdvice(input, 0.5, 1000).stake).toBeCloseTo(100, 9);
    expect(kellyAdvice(input, 0.25, 1000).stake).toBeCloseTo(50, 9);
  });

  it('rejects odds of 1 or less and probabilities outside 0-1', () => {
    expect(() => kellyFraction({ decimalOdds: 1, probability: 0.5 })).toThrow(RangeError);
    expect(() => kellyFraction({ decimalOdds: 2, probability: 1.2 })).toThrow(RangeError);
    expect(() => kellyFraction({ decimalOdds: Number.NaN, probability: 0.5 })).toThrow(RangeError);
  });
});

describe('expected log growth', () => {
  const input = { decimalOdds: 2, probability: 0.6 };

  it('is p ln(1 + b f) + q ln(1 - f) and is 0 at f = 0', () => {
    expect(expectedLogGrowth(input, 0)).toBe(0);
    expect(expectedLogGrowth(input, 0.1)).toBeCloseTo(0.6 * Math.log(1.1) + 0.4 * Math.log(0.9), 12);
  });

  it('peaks at the Kelly fraction and turns negative at about twice it', () => {
    const k = kellyFraction(input);
    const curve = growthCurve(input, 0.5, 500);
    const best = curve.reduce((a, b) => (b.g > a.g ? b : a));
    expect(Math.abs(best.f - k)).toBeLessThanOrEqual(0.001);
    expect(expectedLogGrowth(input, 2 * k + 0.01)).toBeLessThan(0);
  });

  it('staking everything on a bet that can lose is ruin (-Infinity), skipped by the chart curve', () => {
    expect(expectedLogGrowth(input, 1)).toBe(-Infinity);
    expect(growthCurve(input, 1, 10).every((p) => Number.isFinite(p.g))).toBe(true);
  });
});
