import { describe, expect, it } from 'vitest';
import { createRng, streamSeed } from '../core/rng';
import { checkpointTimes, growthRate, kellyStake, runBankroll, validateBankroll, type BankrollOptions } from './bankroll';

// p = 0.55 at evens: Kelly stakes (1 × 0.55 − 0.45) / 1 = 10 % of the bank
const base: BankrollOptions = { odds: 2, probability: 0.55, fractions: [1, 0.5, 0.25], bets: 400, bettors: 3000, seed: 12345 };

/** ln(bank) after one win and after one loss, for stake s at decimal odds o. */
const steps = (o: number, s: number) => ({ a: Math.log(1 + s * (o - 1)), l: Math.log(1 - s) });

describe('bankroll lab: closed forms', () => {
  it('the Kelly stake and growth rate', () => {
    expect(kellyStake(2, 0.55)).toBeCloseTo(0.1, 15);
    // G(0.1) = 0.55 ln 1.1 + 0.45 ln 0.9 = 0.0524206 − 0.0474122 = 0.0050084
    expect(growthRate(2, 0.55, 0.1)).toBeCloseTo(0.0050084, 7);
  });

  it('the mean log growth per bet matches p·ln(1 + s·b) + q·ln(1 − s) within 4 standard errors', () => {
    const r = runBankroll(base);
    for (const f of r.fractions) {
      const { a, l } = steps(2, f.stake);
      // ln(bank)/B = (W a + (B − W) l)/B, W ~ Bin(B, p): sd over N bettors = (a − l) √(p q / (B N))
      const se = (a - l) * Math.sqrt((0.55 * 0.45) / (base.bets * base.bettors));
      expect(Math.abs(f.simulatedGrowthRate - f.growthRate)).toBeLessThan(4 * se);
    }
  });

  it('the median final bank is exp(B·G) up to the spread of the median number of wins', () => {
    const r = runBankroll(base);
    for (const f of r.fractions) {
      const { a, l } = steps(2, f.stake);
      // ln(median) − B·G = (W_med − B p)(a − l); the binomial median is within 1 of B p, the sample median within
      // 4 × 1.2533 × √(B p q / N) of it
      const bound = (a - l) * (1 + 4 * 1.2533 * Math.sqrt((base.bets * 0.55 * 0.45) / base.bettors));
      expect(Math.abs(Math.log(f.medianFinal) - base.bets * f.growthRate)).toBeLessThan(bound);
    }
  });

  it('the chance of ever halving matches an exact path calculation (dynamic programme over wins)', () => {
    const o = { ...base, fractions: [1, 0.5], bets: 300, bettors: 4000 };
    const r = runBankroll(o);
    o.fractions.forEach((frac, fi) => {
      const { a, l } = steps(2, 0.1 * frac);
      let alive = new Float64Array(o.bets + 1);
      alive[0] = 1;
      for (let t = 1; t <= o.bets; t++) {
        const next = new Float64Array(o.bets + 1);
        for (let w = 0; w < t; w++) {
          next[w + 1] += alive[w] * 0.55;
          // a loss: absorbed when the bank is at or below half
          if (w * a + (t - w) * l > Math.log(0.5)) next[w] += alive[w] * 0.45;
        }
        alive = next;
      }
      const exact = 1 - alive.reduce((x, y) => x + y, 0);
      const se = Math.sqrt((exact * (1 - exact)) / o.bettors);
      expect(Math.abs(r.fractions[fi].everHalved - exact)).toBeLessThan(4 * se + 1e-9);
    });
  });

  it('the chance of ending below the start matches the binomial distribution', () => {
    const r = runBankroll(base);
    const f = r.fractions[0];
    const { a, l } = steps(2, 0.1);
    let exact = 0;
    let pmf = 0.45 ** base.bets; // P(W = 0)
    for (let w = 0; w <= base.bets; w++) {
      if (w > 0) pmf *= ((base.bets - w + 1) / w) * (0.55 / 0.45);
      if (w * a + (base.bets - w) * l < 0) exact += pmf;
    }
    expect(Math.abs(f.endBelowStart - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / base.bettors));
  });
});

describe('bankroll lab: bookkeeping', () => {
  it('percentiles equal the nearest-rank percentiles of the sorted final banks, simulated here bettor by bettor', () => {
    const o = { ...base, fractions: [0.5], bets: 60, bettors: 301 };
    const r = runBankroll(o);
    const s = 0.05;
    const banks: number[] = [];
    for (let i = 0; i < o.bettors; i++) {
      const rng = createRng(streamSeed(o.seed, i));
      let bank = 1;
      for (let t = 0; t < o.bets; t++) bank *= rng.next() < 0.55 ? 1 + s : 1 - s;
      banks.push(bank);
    }
    banks.sort((x, y) => x - y);
    const at = (q: number) => banks[Math.ceil(q * o.bettors) - 1];
    const f = r.fractions[0];
    const last = r.checkpoints.length - 1;
    expect(f.p5[last]).toBeCloseTo(at(0.05), 10);
    expect(f.p50[last]).toBeCloseTo(at(0.5), 10);
    expect(f.p95[last]).toBeCloseTo(at(0.95), 10);
    expect(f.endBelowStart).toBe(banks.filter((b) => b < 1 - 1e-12).length / o.bettors);
  });

  it('the same seed gives the same numbers however the bettors are split over workers', () => {
    const o = { ...base, bets: 100, bettors: 500 };
    const one = runBankroll(o, 1);
    const three = runBankroll(o, 3);
    expect(three).toEqual(one);
    expect(runBankroll({ ...o, seed: 99 }).fractions[0].medianFinal).not.toBe(one.fractions[0].medianFinal + 1);
  });

  it('about 50 checkpoints from 0 to the last bet; no edge means no bet and a flat bank', () => {
    const cps = checkpointTimes(1000);
    expect(cps.length).toBe(51);
    expect([cps[0], cps[1], cps[50]]).toEqual([0, 20, 1000]);
    const none = runBankroll({ ...base, probability: 0.45, bets: 50, bettors: 100 });
    expect(none.kelly).toBeLessThan(0);
    expect(none.fractions[0]).toMatchObject({ stake: 0, medianFinal: 1, everHalved: 0, endBelowStart: 0 });
  });

  it('refuses settings it cannot simulate', () => {
    expect(validateBankroll({ ...base, odds: 1 })).toMatch(/odds/);
    expect(validateBankroll({ ...base, bettors: 10 })).toMatch(/bettors/);
    expect(validateBankroll({ ...base, fractions: [] })).toMatch(/fractions/);
    // p = 0.9 at 11.0: Kelly 0.89; twice that stakes more than the bank
    expect(validateBankroll({ ...base, odds: 11, probability: 0.9, fractions: [2] })).toMatch(/whole bank/);
    expect(() => runBankroll({ ...base, bets: 5 })).toThrow(RangeError);
  });
});
