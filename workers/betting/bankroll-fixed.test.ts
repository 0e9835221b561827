/** The bankroll lab's exchange commission, fixed stakes with ruin, and head to head on the same paths. */
import { describe, expect, it } from 'vitest';
import { bankrollRows, runBankroll, validateBankroll, type BankrollOptions } from './bankroll';

/** P(X = k) for X ~ Binomial(n, p), by the recurrence (independent of the module). */
function binomial(n: number, p: number): number[] {
  const out = [(1 - p) ** n];
  for (let k = 1; k <= n; k++) out.push((out[k - 1] * (n - k + 1) * p) / (k * (1 - p)));
  return out;
}
const within = (share: number, exact: number, n: number) => expect(Math.abs(share - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / n) + 1e-9);

describe('bankroll lab: commission, fixed stakes, head to head', () => {
  it('commission shrinks the winnings and the Kelly stake: 2.2 at 50 %, 5 % commission → b′ = 1.14, Kelly 0.07 / 1.14', () => {
    const r = runBankroll({ odds: 2.2, probability: 0.5, fractions: [1], commission: 0.05, bets: 20, bettors: 100, seed: 3 });
    expect(r.kelly).toBeCloseTo(0.07 / 1.14, 12);
    expect(r.fractions[0].stake).toBeCloseTo(0.07 / 1.14, 12);
    expect(r.edge).toBeCloseTo(0.5 * 2.14 - 1, 12);
    expect(validateBankroll({ odds: 2.2, probability: 0.5, fractions: [1], commission: 0.6, bets: 20, bettors: 100, seed: 3 })).toMatch(/commission/);
  });

  it('a fixed quarter of the bank at evens, 50 %: ruin by 60 bets matches the exact gambler’s-ruin chain', () => {
    const o: BankrollOptions = { odds: 2, probability: 0.5, fractions: [], fixedStakes: [0.25], bets: 60, bettors: 6000, seed: 21 };
    const r = runBankroll(o, 3);
    const f = r.fractions[0];
    expect(f.kind).toBe('fixed');
    // bank in stakes: 4 at the start, +1 a win, −1 a loss; below 1 stake (0) it stops
    let dist = new Map<number, number>([[4, 1]]);
    let ruinedP = 0;
    for (let t = 0; t < 60; t++) {
      const next = new Map<number, number>();
      for (const [k, pr] of dist) {
        next.set(k + 1, (next.get(k + 1) ?? 0) + pr / 2);
        if (k - 1 < 1) ruinedP += pr / 2;
        else next.set(k - 1, (next.get(k - 1) ?? 0) + pr / 2);
      }
      dist = next;
    }
    within(f.ruined, ruinedP, o.bettors);
    expect(bankrollRows(r)[0].fraction).toBe('Fixed 25 %');
  });

  it('fixed 1 % (never ruined in 60 bets): ends below the start with the binomial chance of W·b − L < 0', () => {
    const o: BankrollOptions = { odds: 1.9, probability: 0.55, fractions: [0.5], fixedStakes: [0.01], commission: 0.02, bets: 60, bettors: 5000, seed: 8 };
    const r = runBankroll(o);
    const b = 0.9 * 0.98;
    const pmf = binomial(60, 0.55);
    const exact = pmf.reduce((a, pk, w) => a + (w * b - (60 - w) < 0 ? pk : 0), 0);
    within(r.fractions[1].endBelowStart, exact, o.bettors);
    expect(r.fractions[1].ruined).toBe(0);
    // the median bank is 1 + 0.01 × (W₅₀ b′ − L₅₀) for some whole W₅₀
    const w50 = (r.fractions[1].medianFinal - 1 + 0.6) / (0.01 * (b + 1));
    expect(Math.abs(w50 - Math.round(w50))).toBeLessThan(1e-9);
  });

  it('two strategies on the same paths: full Kelly ahead of half Kelly exactly when the wins clear a threshold', () => {
    const o: BankrollOptions = { odds: 2, probability: 0.55, fractions: [1, 0.5], bets: 200, bettors: 4000, seed: 5 };
    const r = runBankroll(o, 2);
    const k = 0.1; // (1 × 0.55 − 0.45) / 1
    const g = (s: number, w: number) => w * Math.log1p(s) + (200 - w) * Math.log1p(-s);
    const pmf = binomial(200, 0.55);
    const exact = pmf.reduce((a, pk, w) => a + (g(k, w) > g(k / 2, w) + 1e-12 ? pk : 0), 0);
    within(r.ahead[0][1], exact, o.bettors);
    expect(r.ahead[0][1] + r.ahead[1][0]).toBeLessThanOrEqual(1);
    expect(r.ahead[0][0]).toBe(0);
  });

  it('the split over workers does not change anything, fixed stakes included', () => {
    const o: BankrollOptions = { odds: 3, probability: 0.36, fractions: [0.5], fixedStakes: [0.05, 0.2], commission: 0.05, bets: 120, bettors: 900, seed: 77 };
    const one = runBankroll(o, 1);
    const four = runBankroll(o, 4);
    expect(bankrollRows(four)).toEqual(bankrollRows(one));
    expect(four.ahead).toEqual(one.ahead);
  });
});
