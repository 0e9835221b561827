import { describe, expect, it } from 'vitest';
import { bucketOf, cellStats, ProjectionSamples } from './lo-projection';

describe('the projection table of runs still to come', () => {
  it('gives the mean, spread and interpolated 10th, 50th and 90th percentiles of a cell (hand-worked: 0..39 runs)', () => {
    const s = new ProjectionSamples();
    for (let r = 0; r < 40; r++) s.add('2020', 60, 3, r);
    const t = s.table(null);
    const c = cellStats(t, 60, 3);
    // Mean 19.5; population variance (40² - 1) / 12 = 133.25.
    expect(c.mean).toBeCloseTo(19.5, 3);
    expect(c.sd).toBeCloseTo(Math.sqrt(133.25), 3);
    // 10th percentile: 4 of 40 below; the 4th value (3) spans 3 - 0.5 .. 3 + 0.5, reached at its top: 3.5.
    expect(c.lo).toBeCloseTo(3.5, 3);
    expect(c.mid).toBeCloseTo(19.5, 3);
    expect(c.hi).toBeCloseTo(35.5, 3);
  });

  it('leaves the held-out season out, and has nothing to come with no ball left or ten wickets down', () => {
    const s = new ProjectionSamples();
    for (let r = 0; r < 40; r++) s.add('2020', 60, 3, 10);
    for (let r = 0; r < 40; r++) s.add('2021', 60, 3, 50);
    expect(cellStats(s.table('2021'), 60, 3).mean).toBeCloseTo(10, 6);
    expect(cellStats(s.table('2020'), 60, 3).mean).toBeCloseTo(50, 6);
    expect(cellStats(s.table(null), 60, 3).mean).toBeCloseTo(30, 6);
    expect(cellStats(s.table(null), 0, 3)).toEqual({ mean: 0, sd: 0, lo: 0, mid: 0, hi: 0 });
    expect(cellStats(s.table(null), 60, 10).mean).toBe(0);
  });

  it('has a cell a ball for the last 12 balls and an over before that', () => {
    // 300 balls: 12 + (300 - 12) / 6 = 60.
    expect([0, 1, 12, 13, 18, 19, 300].map(bucketOf)).toEqual([0, 1, 12, 13, 13, 14, 60]);
  });
});
