import { describe, expect, it } from 'vitest';
import { formatOdds, pushPrice } from './odds';

describe('over/under prices with a push (decisions.md "Over/under with a push")', () => {
  it("prices the issue's example: over 48.6 %, under 44.2 %, push 7.2 %", () => {
    const over = pushPrice(0.486, 0.442);
    const under = pushPrice(0.442, 0.486);
    // (over + under) / over = 0.928 / 0.486 = 1.9094..., 0.928 / 0.442 = 2.0995...
    expect(over.odds).toBe(1.91);
    expect(under.odds).toBe(2.1);
    expect(over.fairProbability! + under.fairProbability!).toBeCloseTo(1, 15);
  });

  it('a bet on either side has zero expected profit at the unrounded true odds', () => {
    for (const [o, u] of [[0.486, 0.442], [0.3, 0.3], [0.1, 0.85], [0.5, 0.5]]) {
      const push = 1 - o - u;
      const overOdds = (o + u) / o;
      // win: odds - 1 profit; lose: -1; push: 0
      expect(o * (overOdds - 1) - u + push * 0).toBeCloseTo(0, 14);
      expect(pushPrice(o, u).odds).toBe(Math.round(overOdds * 100) / 100);
    }
  });

  it('applies margins to the fair probability as the match odds do', () => {
    const p = pushPrice(0.486, 0.442);
    const fair = 0.486 / 0.928;
    expect(p.margin1).toBe(Math.round((1 / (fair * 1.01)) * 100) / 100);
    expect(p.margin5).toBe(Math.round((1 / (fair * 1.05)) * 100) / 100);
    expect(p.margin10).toBe(Math.round((1 / (fair * 1.1)) * 100) / 100);
    // 1 / (0.52371 x 1.05) = 1.8185 -> 1.82
    expect(p.margin5).toBe(1.82);
  });

  it('a side with no games has no price ("-"), and the other side is then a certainty at 1.00', () => {
    const none = pushPrice(0, 0.6);
    expect(none.odds).toBeNull();
    expect(formatOdds(none.margin5)).toBe('-');
    expect(pushPrice(0.6, 0).odds).toBe(1);
    expect(pushPrice(0, 0).fairProbability).toBeNull();
  });
});
