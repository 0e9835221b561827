import { describe, expect, it } from 'vitest';
import { bisectDecreasing, fairOdds, parseDecimalOdds, type MethodResult } from './fair-odds';

const probs = (r: MethodResult) => {
  if (!r.ok) throw new Error(`${r.method} failed: ${r.reason}`);
  return r.probabilities;
};
const byName = (odds: number[]) => Object.fromEntries(fairOdds(odds).methods.map((m) => [m.method, m]));

/** Newton's method on f (a different algorithm from the module's bisection), from x0. */
function newton(f: (x: number) => number, x0: number): number {
  let x = x0;
  for (let i = 0; i < 100; i++) {
    const h = 1e-7 * Math.max(1, Math.abs(x));
    const step = f(x) / ((f(x + h) - f(x - h)) / (2 * h));
    x -= step;
    if (Math.abs(step) < 1e-15) break;
  }
  return x;
}

describe('fair odds: a two-outcome market (1.80 / 2.10)', () => {
  // r = 5/9 and 10/21, booksum 65/63 = 1.031746, margin 2/63 = 3.17 %
  const m = byName([1.8, 2.1]);

  it('booksum and margin', () => {
    const r = fairOdds([1.8, 2.1]);
    expect(r.booksum).toBeCloseTo(65 / 63, 14);
    expect(r.margin).toBeCloseTo(2 / 63, 14);
  });

  it('Multiplicative: (5/9) / (65/63) = 7/13 and 6/13', () => {
    expect(probs(m.multiplicative)[0]).toBeCloseTo(7 / 13, 14);
    expect(probs(m.multiplicative)[1]).toBeCloseTo(6 / 13, 14);
  });

  it('Additive: each loses half the margin, 1/63: 34/63 and 29/63; Shin equals Additive', () => {
    expect(probs(m.additive)[0]).toBeCloseTo(34 / 63, 14);
    expect(probs(m.additive)[1]).toBeCloseTo(29 / 63, 14);
    expect(probs(m.shin)[0]).toBeCloseTo(34 / 63, 9);
    expect(probs(m.shin)[1]).toBeCloseTo(29 / 63, 9);
  });

  it('Odds ratio: c² = r1 r2 / ((1 − r1)(1 − r2)) = 25/22 in closed form for two outcomes', () => {
    const c = Math.sqrt(25 / 22);
    const p1 = (5 / 9) / (c * (4 / 9) + 5 / 9); // 5 / (4 × 1.066004 + 5) = 0.539723
    expect(p1).toBeCloseTo(0.539723, 6);
    expect(probs(m.oddsRatio)[0]).toBeCloseTo(p1, 9);
    expect(m.oddsRatio.ok && m.oddsRatio.parameter!.value).toBeCloseTo(c, 8);
  });

  it("Power: k from Newton's method on (5/9)^k + (10/21)^k = 1", () => {
    const k = newton((x) => (5 / 9) ** x + (10 / 21) ** x - 1, 1);
    expect(probs(m.power)[0]).toBeCloseTo((5 / 9) ** k, 9);
    expect(probs(m.power)[1]).toBeCloseTo((10 / 21) ** k, 9);
  });

  it('Shin equals Additive for any two-outcome market', () => {
    for (const odds of [[1.5, 2.6], [1.1, 7], [3.1, 1.38], [1.91, 1.91]]) {
      const x = byName(odds);
      expect(probs(x.shin)[0]).toBeCloseTo(probs(x.additive)[0], 9);
    }
  });
});

describe('fair odds: a three-outcome market (4.20 / 3.70 / 1.95, the package example)', () => {
  const odds = [4.2, 3.7, 1.95];
  const r = odds.map((o) => 1 / o);
  const B = r[0] + r[1] + r[2];
  const m = byName(odds);

  it('every probability set sums to 1 and the solved ones meet the 1e-10 tolerance', () => {
    for (const x of Object.values(m)) {
      const p = probs(x);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }
  });

  it('Shin: the Jullien-Salanie fixed point z = (Σ√(z² + 4(1 − z) rᵢ²/B) − 2) / (n − 2) gives the same z and probabilities', () => {
    let z = 0;
    for (let i = 0; i < 10_000; i++) {
      const next = (r.reduce((a, ri) => a + Math.sqrt(z * z + (4 * (1 - z) * ri * ri) / B), 0) - 2) / (3 - 2);
      if (Math.abs(next - z) < 1e-15) break;
      z = next;
    }
    const expected = r.map((ri) => (Math.sqrt(z * z + (4 * (1 - z) * ri * ri) / B) - z) / (2 * (1 - z)));
    expect(m.shin.ok && m.shin.parameter!.value).toBeCloseTo(z, 8);
    probs(m.shin).forEach((p, i) => expect(p).toBeCloseTo(expected[i], 9));
  });

  it("Power and Odds ratio: Newton's method on the defining equations", () => {
    const k = newton((x) => r.reduce((a, ri) => a + ri ** x, 0) - 1, 1);
    probs(m.power).forEach((p, i) => expect(p).toBeCloseTo(r[i] ** k, 9));
    const c = newton((x) => r.reduce((a, ri) => a + ri / (x + ri - x * ri), 0) - 1, 1);
    probs(m.oddsRatio).forEach((p, i) => expect(p).toBeCloseTo(r[i] / (c + r[i] - c * r[i]), 9));
  });

  it('Multiplicative and Additive by hand; the favourite-long-shot order of the methods', () => {
    probs(m.multiplicative).forEach((p, i) => expect(p).toBeCloseTo(r[i] / B, 14));
    probs(m.additive).forEach((p, i) => expect(p).toBeCloseTo(r[i] - (B - 1) / 3, 14));
    // the long shot (4.20) gets less from Shin, Power and Odds ratio than from Multiplicative
    expect(probs(m.shin)[0]).toBeLessThan(probs(m.multiplicative)[0]);
    expect(probs(m.power)[0]).toBeLessThan(probs(m.multiplicative)[0]);
  });

  it('reports the largest disagreement between methods', () => {
    const res = fairOdds(odds);
    const all = res.methods.map(probs);
    let worst = 0;
    for (let i = 0; i < 3; i++) worst = Math.max(worst, Math.max(...all.map((p) => p[i])) - Math.min(...all.map((p) => p[i])));
    expect(res.maxDifference).toBeCloseTo(worst, 15);
  });
});

describe('fair odds: failures are reported, never shown as numbers', () => {
  it('Additive fails for a market with a long shot (1.02 / 21 / 101): 1/101 − margin/3 < 0', () => {
    // r3 = 0.0099, booksum 1.03793, margin / 3 = 0.01264 -> 0.0099 − 0.01264 = −0.27 %
    const m = byName([1.02, 21, 101]);
    expect(m.additive.ok).toBe(false);
    expect(!m.additive.ok && m.additive.reason).toMatch(/outcome 3 .*−0\.27 %.*fails/);
    expect(m.shin.ok && m.power.ok && m.oddsRatio.ok && m.multiplicative.ok).toBe(true);
  });

  it('a booksum below 1 (an arbitrage) has no margin to solve for', () => {
    const m = byName([2.2, 2.2]);
    expect(m.power.ok || m.shin.ok || m.oddsRatio.ok).toBe(false);
    expect(m.multiplicative.ok).toBe(true);
  });

  it('the solver reports no convergence when there is no bracket', () => {
    expect(bisectDecreasing((x) => 1 / x, 1, 2, 1000).converged).toBe(false);
    const ok = bisectDecreasing((x) => 2 - x, 0, 1, 10);
    expect(ok.converged).toBe(true);
    expect(ok.root).toBeCloseTo(2, 9);
  });

  it('accepts 2 to 10 outcomes of odds from 1.01 to 1000 only', () => {
    expect(() => fairOdds([2])).toThrow(RangeError);
    expect(() => fairOdds(Array(11).fill(11))).toThrow(RangeError);
    expect(() => fairOdds([1, 2])).toThrow(RangeError);
    for (const bad of ['', '-2', '1', '1.001', 'abc', '1e3', '1000.5']) expect(parseDecimalOdds(bad)).toBeNull();
    expect(parseDecimalOdds('2.10')).toBe(2.1);
  });
});
