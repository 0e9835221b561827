import { describe, expect, it } from 'vitest';
import { atPrice, cell, priceMarkets, scoreGrid, type Priced } from './score-grid';

// Independent of the grid: Skellam's law for the goal difference of two Poisson counts,
// P(X − Y = k) = e^−(λ+μ) (λ/μ)^(k/2) I_k(2√(λμ)), with the modified Bessel function by its series
// I_k(z) = Σₘ (z/2)^(2m+k) / (m! (m+k)!), and the total X + Y ~ Poisson(λ + μ). Dixon–Coles moves only four cells:
// (0,0) by −λμρ·e^−s, (0,1) and (1,0) by +λμρ·e^−s each, (1,1) by −λμρ·e^−s (s = λ + μ).
function besselI(k: number, z: number): number {
  let sum = 0;
  let term = (z / 2) ** k / factorial(k);
  for (let m = 0; m < 80; m++) {
    sum += term;
    term *= (z / 2) ** 2 / ((m + 1) * (m + 1 + k));
  }
  return sum;
}
function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}
/** P(home − away = k) under Dixon–Coles. */
function margin(l: number, m: number, rho: number, k: number): number {
  const base = Math.exp(-(l + m)) * (l / m) ** (k / 2) * besselI(Math.abs(k), 2 * Math.sqrt(l * m));
  const shift = l * m * rho * Math.exp(-(l + m));
  return base + (k === 0 ? -2 * shift : Math.abs(k) === 1 ? shift : 0);
}
const sumMargins = (l: number, m: number, rho: number, test: (k: number) => boolean) => {
  let s = 0;
  for (let k = -40; k <= 40; k++) if (test(k)) s += margin(l, m, rho, k);
  return s;
};
const poissonCdf = (s: number, n: number) => {
  let t = Math.exp(-s);
  let c = t;
  for (let k = 1; k <= n; k++) c += (t *= s / k);
  return c;
};

const CASES: [number, number, number][] = [
  [1.5, 1.1, 0],
  [1.5, 1.1, -0.13],
  [2.4, 0.6, 0],
  [0.9, 0.9, -0.05],
  [3.0, 2.5, 0.04],
];

describe('score grids', () => {
  it('every grid sums to 1; Dixon–Coles with ρ = 0 is Poisson, cell for cell', () => {
    for (const [l, m, r] of CASES) {
      const g = scoreGrid(l, m, r);
      expect(g.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
      expect(g.truncated).toBeLessThan(1e-6);
      const p = scoreGrid(l, m);
      const d = scoreGrid(l, m, 0);
      expect([...d.p]).toEqual([...p.p]);
      // a cell by its formula: 2–1 = e^−s λ²/2 μ; 1–1 carries τ = 1 − ρ
      expect(cell(g, 2, 1)).toBeCloseTo((Math.exp(-(l + m)) * l * l * m) / 2, 9);
      expect(cell(g, 1, 1)).toBeCloseTo(Math.exp(-(l + m)) * l * m * (1 - r), 9);
    }
  });

  it('refuses rates and ρ out of range, naming them', () => {
    expect(() => scoreGrid(0, 1)).toThrow(/lambda/);
    expect(() => scoreGrid(1, 7)).toThrow(/mu/);
    expect(() => scoreGrid(2, 2, 0.3)).toThrow(/rho/); // 1 − λμρ < 0
  });
});

describe('every market from the grid, on five hand-worked cases', () => {
  for (const [l, m, r] of CASES) {
    it(`λ ${l}, μ ${m}, ρ ${r}`, () => {
      const g = scoreGrid(l, m, r);
      const markets = new Map(priceMarkets(g).map((x) => [x.key, x]));
      const get = (k: string): Priced => markets.get(k)!;
      const s = l + m;
      const e = Math.exp(-s);
      const home = sumMargins(l, m, r, (k) => k > 0);
      const draw = margin(l, m, r, 0);
      const away = sumMargins(l, m, r, (k) => k < 0);
      expect(home + draw + away).toBeCloseTo(1, 9);
      expect(get('1x2:home').win).toBeCloseTo(home, 8);
      expect(get('1x2:draw').win).toBeCloseTo(draw, 8);
      expect(get('1x2:away').fairPrice!).toBeCloseTo(1 / away, 6);
      expect(get('dc:1x').win).toBeCloseTo(home + draw, 8);
      expect(get('dc:12').win).toBeCloseTo(home + away, 8);
      // draw no bet: the draw is void, so the fair price is (1 − P(draw)) / P(home)
      expect(get('dnb:home').void).toBeCloseTo(draw, 8);
      expect(get('dnb:home').fairPrice!).toBeCloseTo((1 - draw) / home, 6);
      // totals: Poisson(s), with the four Dixon–Coles cells: under 0.5 by −λμρ e^−s, under 1.5 by +λμρ e^−s, under 2.5 unchanged
      const shift = l * m * r * e;
      expect(get('total:under:0.5').win).toBeCloseTo(e - shift, 9);
      expect(get('total:under:1.5').win).toBeCloseTo(poissonCdf(s, 1) + shift, 9);
      expect(get('total:over:2.5').win).toBeCloseTo(1 - poissonCdf(s, 2), 9);
      expect(get('total:over:5.5').win).toBeCloseTo(1 - poissonCdf(s, 5), 6);
      // both teams to score: no = P(home 0) + P(away 0) − P(0–0); the two margins are unchanged by ρ
      const bttsNo = Math.exp(-l) + Math.exp(-m) - e * (1 - l * m * r);
      expect(get('btts:no').win).toBeCloseTo(bttsNo, 9);
      expect(get('btts:yes').fairPrice!).toBeCloseTo(1 / (1 - bttsNo), 6);
      // Asian handicap home −0.75: half on −0.5, half on −1. Wins both by 2+, wins one and pushes one by exactly 1.
      const by1 = margin(l, m, r, 1);
      const by2plus = sumMargins(l, m, r, (k) => k >= 2);
      const ah = get('ah:home:-3');
      expect(ah.label).toBe('Home \u22120.75');
      expect(ah.win).toBeCloseTo(by2plus + by1 / 2, 8);
      expect(ah.void).toBeCloseTo(by1 / 2, 8);
      expect(ah.fairPrice!).toBeCloseTo((1 - by1 / 2) / (by2plus + by1 / 2), 6);
      // Away +0.25: half on 0, half on +0.5; a draw pushes one half and wins the other
      const ahAway = get('ah:away:1');
      expect(ahAway.win).toBeCloseTo(away + draw / 2, 8);
      expect(ahAway.void).toBeCloseTo(draw / 2, 8);
      // level ball (0) is draw no bet
      expect(get('ah:home:0').fairPrice!).toBeCloseTo(get('dnb:home').fairPrice!, 12);
      // winning margins
      expect(get('margin:home1').win).toBeCloseTo(by1, 8);
      expect(get('margin:away3').win).toBeCloseTo(sumMargins(l, m, r, (k) => k <= -3), 8);
      // correct score 2–1, 0–0 and the rest
      expect(get('cs:2-1').fairPrice!).toBeCloseTo(1 / ((e * l * l * m) / 2), 4);
      expect(get('cs:0-0').win).toBeCloseTo(e * (1 - l * m * r), 9);
      const shown = priceMarkets(g).filter((x) => x.market === 'correctScore').reduce((a, x) => a + x.win, 0);
      expect(shown).toBeCloseTo(1, 12);
    });
  }
});

describe('a price against the grid: EV and Kelly', () => {
  const g = scoreGrid(1.5, 1.1, -0.13);
  const p = priceMarkets(g);
  const home = p.find((x) => x.key === '1x2:home')!.win;
  it('a plain bet: EV = pD − 1, Kelly = (pD − 1) / (D − 1); no edge, no bet', () => {
    const a = atPrice(g, '1x2:home', 2.5);
    expect(a.ev).toBeCloseTo(home * 2.5 - 1, 12);
    expect(a.ev).toBeGreaterThan(0);
    expect(a.kelly).toBeCloseTo((home * 2.5 - 1) / 1.5, 9);
    expect(atPrice(g, '1x2:home', 1.5).kelly).toBe(0);
  });
  it('draw no bet: with push chance v and loss q, Kelly = (p·b − q) / (b·(p + q)), b = D − 1', () => {
    const dnb = p.find((x) => x.key === 'dnb:home')!;
    const win = dnb.win;
    const q = 1 - dnb.win - dnb.void;
    const D = 1.9;
    const b = D - 1;
    const a = atPrice(g, 'dnb:home', D);
    expect(a.ev).toBeCloseTo(win * D + dnb.void - 1, 12);
    expect(a.kelly).toBeCloseTo((win * b - q) / (b * (win + q)), 9);
  });
});
