import { describe, expect, it } from 'vitest';
import { GOLF_ROUNDS, simulateGolfRounds } from './round-simulator';

describe('golf round simulator', () => {
  it('draws 500 rounds around the average with the chosen spread', () => {
    const r = simulateGolfRounds({ average: 72, spread: 5, seed: 'golf' });
    expect(r.rounds).toBe(GOLF_ROUNDS);
    expect(r.scores).toHaveLength(500);
    expect(r.standardDeviation).toBeCloseTo(3.6, 12);
    // Mean: SE = 3.6 / sqrt(500) = 0.161; rounding adds variance 1/12. Allow 4 SE.
    expect(Math.abs(r.mean - 72)).toBeLessThan(4 * Math.sqrt((3.6 ** 2 + 1 / 12) / 500));
    // Sample SD of a normal: SE ~ sigma / sqrt(2n) = 0.114; allow 4 SE around sqrt(3.6^2 + 1/12).
    expect(Math.abs(r.sampleStandardDeviation - Math.sqrt(3.6 ** 2 + 1 / 12))).toBeLessThan(4 * (3.6 / Math.sqrt(1000)));
    expect(r.scores.every((s) => Number.isInteger(s))).toBe(true);
  });

  it('builds a table and a histogram that add up', () => {
    const r = simulateGolfRounds({ average: 70.5, spread: 3, seed: 4 });
    expect(r.table.reduce((a, row) => a + row.count, 0)).toBe(500);
    expect(r.table.reduce((a, row) => a + row.percent, 0)).toBeCloseTo(100, 9);
    expect(r.histogram.reduce((a, b) => a + b.count, 0)).toBe(500);
    expect(r.histogram[0].score).toBe(r.min);
    expect(r.histogram[r.histogram.length - 1].score).toBe(r.max);
    expect(r.histogram.map((b) => b.score)).toEqual(Array.from({ length: r.max - r.min + 1 }, (_, i) => r.min + i));
    expect(r.table.every((row) => row.count > 0)).toBe(true);
  });

  it('gives every round the rounded average with a spread of 0', () => {
    const r = simulateGolfRounds({ average: 72.5, spread: 0, seed: 1 });
    expect(new Set(r.scores)).toEqual(new Set([73]));
    expect(r.table).toEqual([{ score: 73, count: 500, percent: 100 }]);
  });

  it('is repeatable and rejects settings outside the sliders', () => {
    expect(simulateGolfRounds({ average: 72, spread: 5, seed: 's' })).toEqual(simulateGolfRounds({ average: 72, spread: 5, seed: 's' }));
    expect(() => simulateGolfRounds({ average: 66, spread: 5, seed: 1 })).toThrow(/average must be/);
    expect(() => simulateGolfRounds({ average: 72.25, spread: 5, seed: 1 })).toThrow(/multiple of 0.5/);
    expect(() => simulateGolfRounds({ average: 72, spread: 11, seed: 1 })).toThrow(/spread must be/);
  });
});
