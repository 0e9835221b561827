import { describe, expect, it } from 'vitest';
import { checkpoints, exactSeriesWin, runConvergence, validateConvergenceInput } from './convergence';

describe('Monte Carlo convergence demo', () => {
  it('the exact best-of-7 chance at p = 0.55 is about 0.6083 and best-of-1 is p', () => {
    expect(exactSeriesWin(0.55, 7)).toBeCloseTo(0.608287, 5);
    expect(exactSeriesWin(0.3, 1)).toBeCloseTo(0.3, 12);
    expect(exactSeriesWin(0.5, 9)).toBeCloseTo(0.5, 12);
  });

  it('the same seed gives the same run; a different seed a different one', () => {
    const input = { gameWinProbability: 0.55, bestOf: 7, simulations: 5000, seed: 42 };
    const a = runConvergence(input);
    const b = runConvergence(input);
    expect(Array.from(a.estimate)).toEqual(Array.from(b.estimate));
    const c = runConvergence({ ...input, seed: 43 });
    expect(Array.from(c.estimate)).not.toEqual(Array.from(a.estimate));
  });

  it('the final estimate lies within 4 standard errors of the exact answer (20,000 series)', () => {
    const n = 20_000;
    const r = runConvergence({ gameWinProbability: 0.55, bestOf: 7, simulations: n, seed: 7 });
    const last = r.estimate.length - 1;
    expect(r.n[last]).toBe(n);
    const se = Math.sqrt((r.exact * (1 - r.exact)) / n);
    expect(Math.abs(r.estimate[last] - r.exact)).toBeLessThan(4 * se);
  });

  it('checkpoints rise on a log scale and end at the total', () => {
    const c = checkpoints(10_000);
    expect(c[0]).toBe(10);
    expect(c.at(-1)).toBe(10_000);
    for (let i = 1; i < c.length; i++) expect(c[i]).toBeGreaterThan(c[i - 1]);
  });

  it('rejects bad input with a clear message', () => {
    const ok = { gameWinProbability: 0.5, bestOf: 7, simulations: 100, seed: 1 };
    expect(validateConvergenceInput(ok)).toBeNull();
    expect(validateConvergenceInput({ ...ok, bestOf: 4 })).toMatch(/odd/);
    expect(validateConvergenceInput({ ...ok, gameWinProbability: 2 })).toMatch(/between 0 and 1/);
    expect(validateConvergenceInput({ ...ok, simulations: 5 })).toMatch(/Simulations/);
    expect(() => runConvergence({ ...ok, seed: 1.5 })).toThrow(RangeError);
  });
});
