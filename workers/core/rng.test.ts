import { describe, expect, it } from 'vitest';
import { createRng, freshSeed, pick, shuffleInPlace, streamSeed } from './rng';

const take = (seed: number | string, n: number) => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe('seeded generator', () => {
  it('gives the same numbers for the same seed and different ones for other seeds', () => {
    expect(take(42, 20)).toEqual(take(42, 20));
    expect(take('abc', 20)).toEqual(take('abc', 20));
    expect(take(42, 20)).not.toEqual(take(43, 20));
    expect(take(1, 20)).not.toEqual(take('1', 20));
  });

  it('stays in [0, 1) with a uniform mean and no short cycle', () => {
    const xs = take('uniform', 100_000);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    // SE of the mean of U(0,1) over 100k draws is 0.00091; allow 4 SE.
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.0037);
    expect(new Set(xs).size).toBeGreaterThan(99_990);
  });

  it('splits into independent, reproducible streams', () => {
    expect(streamSeed('s', 3)).toBe(streamSeed('s', 3));
    expect(take(streamSeed('s', 1), 5)).not.toEqual(take(streamSeed('s', 2), 5));
    expect(() => streamSeed('s', 1.5)).toThrow(/integer/);
  });

  it('rejects seeds that are not finite numbers or strings', () => {
    expect(() => createRng(Number.NaN)).toThrow(/finite/);
    expect(() => createRng({} as unknown as string)).toThrow(/number or a string/);
  });

  it('makes fresh seeds without Math.random', () => {
    const seeds = Array.from({ length: 20 }, () => freshSeed());
    for (const s of seeds) expect(Number.isInteger(s) && s >= 1 && s <= 0xffffffff).toBe(true);
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('picks and shuffles reproducibly', () => {
    const r1 = createRng(7);
    const r2 = createRng(7);
    expect(shuffleInPlace(r1, [1, 2, 3, 4, 5, 6])).toEqual(shuffleInPlace(r2, [1, 2, 3, 4, 5, 6]));
    expect([...shuffleInPlace(createRng(8), [1, 2, 3, 4, 5, 6])].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(['a', 'b']).toContain(pick(createRng(9), ['a', 'b']));
  });
});
