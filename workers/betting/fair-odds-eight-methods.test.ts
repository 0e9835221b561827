/**
 * The methods wpo, bb and jsd, each checked on 2-, 3- and 10-outcome markets against the
 * definition in the R package `implied` (R/implied_probabilities.R), solved here independently of the module.
 */
import { describe, expect, it } from 'vitest';
import { fairOdds, MARGIN_METHODS, type MethodResult } from './fair-odds';

const MARKETS: Record<string, number[]> = {
  two: [1.8, 2.1],
  three: [4.2, 3.7, 1.95],
  ten: [3.5, 4.5, 6, 8, 10, 13, 15, 21, 26, 34],
};
const probs = (r: MethodResult) => {
  if (!r.ok) throw new Error(`${r.method} failed: ${r.reason}`);
  return r.probabilities;
};
const get = (odds: number[], m: string) => fairOdds(odds).methods.find((x) => x.method === m)!;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Secant method (not bisection) on f from two starting points. */
function secant(f: (x: number) => number, a: number, b: number): number {
  let x0 = a;
  let x1 = b;
  for (let i = 0; i < 200; i++) {
    const f1 = f(x1);
    const f0 = f(x0);
    if (f1 === f0) break;
    const x2 = x1 - (f1 * (x1 - x0)) / (f1 - f0);
    x0 = x1;
    x1 = x2;
    if (Math.abs(x1 - x0) < 1e-16) break;
  }
  return x1;
}

/** Jensen–Shannon divergence in bits (log base 2), written independently: JS(P, R) = H(M) − (H(P) + H(R)) / 2. */
function jsBits(p: number, r: number): number {
  const h = (x: number) => (x <= 0 || x >= 1 ? 0 : -(x * Math.log2(x) + (1 - x) * Math.log2(1 - x)));
  return h((p + r) / 2) - (h(p) + h(r)) / 2;
}

describe('the eight methods', () => {
  it('all eight are offered, each result summing to 1', () => {
    expect(MARGIN_METHODS).toHaveLength(8);
    for (const odds of Object.values(MARKETS)) {
      for (const m of fairOdds(odds).methods) expect(sum(probs(m))).toBeCloseTo(1, 12);
    }
  });
});

for (const [name, odds] of Object.entries(MARKETS)) {
  const n = odds.length;
  const r = odds.map((o) => 1 / o);
  const B = sum(r);
  const M = B - 1;

  describe(`${name}-outcome market (${odds.join(' / ')})`, () => {
    it('wpo: margins weighted by the odds; its fair probabilities equal Additive’s, 1/O − M/n', () => {
      const p = probs(get(odds, 'wpo'));
      p.forEach((pi, i) => expect(pi).toBeCloseTo(r[i] - M / n, 14));
      probs(get(odds, 'additive')).forEach((pi, i) => expect(pi).toBeCloseTo(p[i], 14));
      // Buchdahl: the bookmaker's price is the fair price less a margin proportional to it, O = F / (1 + M·F / n)
      p.forEach((pi, i) => {
        const F = 1 / pi;
        expect(F / (1 + (M * F) / n)).toBeCloseTo(odds[i], 10);
      });
    });

    it('bb: the book balanced with a share z of insiders, 1/O = z + (1 − z)·p, z found by the secant method', () => {
      const res = get(odds, 'bb');
      const z = secant((x) => sum(r.map((ri) => (ri - x) / (1 - x))) - 1, 0, 0.01);
      expect(res.ok && res.parameter!.value).toBeCloseTo(z, 12);
      probs(res).forEach((pi, i) => expect(z + (1 - z) * pi).toBeCloseTo(r[i], 12));
    });

    it('jsd: every outcome the same Jensen–Shannon distance below its inverse odds, probabilities summing to 1', () => {
      // Independent solve: in bits, on divergence (not distance) D, inner p by the secant method, outer by the secant method.
      const inner = (D: number, ri: number) => secant((x) => jsBits(x, ri) - D, ri * 0.5, ri * 0.9);
      const D = secant((d) => sum(r.map((ri) => inner(d, ri))) - 1, 1e-5, 2e-5);
      const expected = r.map((ri) => inner(D, ri));
      expect(sum(expected)).toBeCloseTo(1, 10);
      const got = probs(get(odds, 'jsd'));
      got.forEach((pi, i) => expect(pi).toBeCloseTo(expected[i], 8));
      for (const [i, pi] of got.entries()) expect(pi).toBeLessThan(r[i]);
      // the package's parameter is the distance in natural-log units: √(D · ln 2)
      const res = get(odds, 'jsd');
      expect(res.ok && res.parameter!.value).toBeCloseTo(Math.sqrt(D * Math.LN2), 8);
    });
  });
}

describe('failures of the new methods', () => {
  it('wpo and bb fail, as Additive does, on a market with a deep long shot (the package’s problem market)', () => {
    const odds = [0.87, 0.2, 0.1, 0.05, 0.02, 0.01].map((x) => 1 / x);
    expect(get(odds, 'wpo').ok).toBe(false);
    expect(get(odds, 'additive').ok).toBe(false);
    expect(get(odds, 'bb').ok).toBe(false);
    expect(get(odds, 'multiplicative').ok).toBe(true);
  });
  it('a booksum below 1 leaves bb and jsd nothing to solve for', () => {
    expect(get([2.2, 2.2], 'bb').ok).toBe(false);
    expect(get([2.2, 2.2], 'jsd').ok).toBe(false);
  });
});
