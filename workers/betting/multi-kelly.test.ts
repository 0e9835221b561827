import { describe, expect, it } from 'vitest';
import { multiKelly, singleKelly, type KellyBet } from './multi-kelly';

/** G written out by hand over the results (independent of the module's state tables). */
function growthIndependent(bets: KellyBet[], f: number[]): number {
  let g = 0;
  const n = bets.length;
  for (let k = 0; k < 1 << n; k++) {
    let p = 1;
    let w = 1;
    for (let i = 0; i < n; i++) {
      const won = (k & (1 << i)) !== 0;
      p *= won ? bets[i].probability : 1 - bets[i].probability;
      w += won ? f[i] * (bets[i].odds - 1) : -f[i];
    }
    if (w <= 0) return -Infinity;
    g += p * Math.log(w);
  }
  return g;
}
function growthExclusive(bets: KellyBet[], f: number[]): number {
  const F = f.reduce((a, b) => a + b, 0);
  if (F > 1 + 1e-12) return -Infinity; // no more than the whole bank
  let g = 0;
  let rest = 1;
  for (let i = 0; i < bets.length; i++) {
    const w = 1 - F + f[i] * bets[i].odds;
    if (w <= 0) return -Infinity;
    g += bets[i].probability * Math.log(w);
    rest -= bets[i].probability;
  }
  if (rest > 1e-12) g += rest * (1 - F > 0 ? Math.log(1 - F) : -Infinity);
  return g;
}

/** Brute force: the best point of a grid of step h over [0, top]ⁿ, then a finer grid around it. */
function gridSearch(n: number, G: (f: number[]) => number, top: number, h: number): { f: number[]; g: number } {
  let best = { f: Array(n).fill(0), g: G(Array(n).fill(0)) };
  const walk = (lo: number[], hi: number[], step: number) => {
    const idx = Array(n).fill(0);
    const counts = lo.map((l, i) => Math.floor((hi[i] - l) / step + 1e-9) + 1);
    for (;;) {
      const f = idx.map((j, i) => lo[i] + j * step);
      const g = G(f);
      if (g > best.g) best = { f, g };
      let i = 0;
      while (i < n && ++idx[i] >= counts[i]) idx[i++] = 0;
      if (i === n) break;
    }
  };
  walk(Array(n).fill(0), Array(n).fill(top), h);
  for (let round = 0; round < 3; round++) {
    const c = best.f;
    const fine = h / 20;
    walk(c.map((x) => Math.max(0, x - h)), c.map((x) => x + h), fine);
    h = fine;
  }
  return best;
}

describe('multi-bet Kelly against a brute-force grid', () => {
  it('one bet: the joint answer is the single Kelly (b·p − q)/b: 2.5 at 50 % → 1/6', () => {
    const r = multiKelly({ mode: 'independent', bets: [{ odds: 2.5, probability: 0.5 }], fraction: 1 });
    expect(r.optimal[0]).toBeCloseTo(1 / 6, 10);
    expect(singleKelly({ odds: 2.5, probability: 0.5 })).toBeCloseTo(1 / 6, 14);
  });

  it('two independent bets: stakes and growth match the grid', () => {
    const bets = [
      { odds: 2.2, probability: 0.55 },
      { odds: 3.5, probability: 0.35 },
    ];
    const r = multiKelly({ mode: 'independent', bets, fraction: 1 });
    const grid = gridSearch(2, (f) => growthIndependent(bets, f), 0.5, 0.01);
    r.optimal.forEach((x, i) => expect(x).toBeCloseTo(grid.f[i], 4));
    expect(r.growth).toBeGreaterThanOrEqual(grid.g - 1e-12);
    expect(r.growth).toBeCloseTo(growthIndependent(bets, r.optimal), 12);
    // together each stake is smaller than alone (they share one bank)
    r.optimal.forEach((x, i) => expect(x).toBeLessThan(singleKelly(bets[i])));
  });

  it('three independent bets, one without an edge (held at zero)', () => {
    const bets = [
      { odds: 1.9, probability: 0.6 },
      { odds: 4, probability: 0.3 },
      { odds: 2, probability: 0.45 },
    ];
    const r = multiKelly({ mode: 'independent', bets, fraction: 1 });
    const grid = gridSearch(3, (f) => growthIndependent(bets, f), 0.5, 0.02);
    r.optimal.forEach((x, i) => expect(x).toBeCloseTo(grid.f[i], 3));
    expect(r.optimal[2]).toBe(0);
    expect(r.growth).toBeGreaterThanOrEqual(grid.g - 1e-12);
  });

  it('three outcomes of one event (exclusive), with a share left to other outcomes', () => {
    const bets = [
      { odds: 2.6, probability: 0.45 },
      { odds: 3.6, probability: 0.3 },
      { odds: 6, probability: 0.15 },
    ];
    const r = multiKelly({ mode: 'exclusive', bets, fraction: 1 });
    const grid = gridSearch(3, (f) => growthExclusive(bets, f), 0.4, 0.02);
    r.optimal.forEach((x, i) => expect(x).toBeCloseTo(grid.f[i], 3));
    expect(r.growth).toBeGreaterThanOrEqual(grid.g - 1e-12);
    expect(r.results).toBe(4);
  });

  it('two outcomes of one event that form an arbitrage (1/2.2 + 1/2.3 < 1): the whole bank, split to the grid', () => {
    const bets = [
      { odds: 2.2, probability: 0.5 },
      { odds: 2.3, probability: 0.5 },
    ];
    const r = multiKelly({ mode: 'exclusive', bets, fraction: 1 });
    const grid = gridSearch(2, (f) => growthExclusive(bets, f), 1, 0.01);
    r.optimal.forEach((x, i) => expect(x).toBeCloseTo(grid.f[i], 3));
    expect(r.optimal[0] + r.optimal[1]).toBeCloseTo(1, 9);
    expect(r.growth).toBeGreaterThanOrEqual(grid.g - 1e-9);
    expect(r.growth).toBeGreaterThan(r.naiveGrowth);
  });

  it('a fraction scales the stakes; the naive sizes that add to the whole bank are flagged', () => {
    const bets = [
      { odds: 1.5, probability: 0.9 },
      { odds: 1.5, probability: 0.9 },
      { odds: 1.5, probability: 0.9 },
    ];
    const half = multiKelly({ mode: 'independent', bets, fraction: 0.5 });
    half.staked.forEach((x, i) => expect(x).toBeCloseTo(half.optimal[i] / 2, 14));
    // single Kelly (0.5·0.9 − 0.1)/0.5 = 0.7 each: 2.1 of the bank at full Kelly
    const full = multiKelly({ mode: 'independent', bets, fraction: 1 });
    expect(full.naive[0]).toBeCloseTo(0.7, 12);
    expect(full.naiveOverbet).toBe(true);
    expect(full.naiveGrowth).toBe(-Infinity);
    expect(full.optimal.reduce((a, b) => a + b, 0)).toBeLessThan(1);
  });

  it('12 independent bets: the optimality conditions hold (slope 0 at every staked bet, ≤ 0 at every bet left out)', () => {
    const bets = Array.from({ length: 12 }, (_, i) => {
      const odds = 1.6 + (i * 6.4) / 11;
      return { odds, probability: (1 + (i % 8) * 0.02 - 0.02) / odds };
    });
    const r = multiKelly({ mode: 'independent', bets, fraction: 1 });
    const G = (f: number[]) => growthIndependent(bets, f);
    const h = 1e-6;
    r.optimal.forEach((x, i) => {
      const up = r.optimal.map((y, j) => (j === i ? y + h : y));
      const down = r.optimal.map((y, j) => (j === i ? Math.max(0, y - h) : y));
      const slope = (G(up) - G(down)) / (up[i] - down[i]);
      if (x > 1e-9) expect(Math.abs(slope)).toBeLessThan(1e-6);
      else expect(slope).toBeLessThan(1e-6);
    });
    // the bet with a negative edge (1.6 at 0.98/1.6) gets nothing
    expect(r.optimal[0]).toBe(0);
  });

  it('refuses what is not a bet', () => {
    expect(() => multiKelly({ mode: 'independent', bets: [], fraction: 1 })).toThrow(RangeError);
    expect(() => multiKelly({ mode: 'exclusive', bets: [{ odds: 2, probability: 0.7 }, { odds: 3, probability: 0.5 }], fraction: 1 })).toThrow(/100 %/);
    expect(() => multiKelly({ mode: 'independent', bets: [{ odds: 1, probability: 0.7 }], fraction: 1 })).toThrow(/odds/);
  });
});
