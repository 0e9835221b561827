import { describe, expect, it } from 'vitest';
import { atOrUnder, erf, GOLF_SCORE_RANGE, parseScore } from './at-or-under';
import { simulateGolfRounds } from './round-simulator';

describe('chance of a round at or under a score', () => {
  it('counts the simulated rounds at or under the score', () => {
    const r = simulateGolfRounds({ average: 72, spread: 5, seed: 42 });
    for (const s of [60, 68, 72, 75, 90]) {
      const expected = Array.from(r.scores).filter((x) => x <= s).length;
      const a = atOrUnder(r, s);
      expect(a.rounds).toBe(expected);
      expect(a.share).toBeCloseTo(expected / 500, 12);
    }
  });

  it('the model chance is the normal CDF at score + 0.5 (known values)', () => {
    // sd = 72 * 5 % = 3.6; at 71.5 the mean is 0.5 / 3.6 sd away: Phi(-0.13889) = 0.44477
    const r = simulateGolfRounds({ average: 72, spread: 5, seed: 1 });
    expect(atOrUnder(r, 71).modelChance).toBeCloseTo(0.44477, 4);
    expect(atOrUnder(r, 72).modelChance).toBeCloseTo(0.55523, 4);
    expect(erf(1)).toBeCloseTo(0.8427007929, 6);
    expect(erf(-0.5)).toBeCloseTo(-0.5204998778, 6);
  });

  it('the simulated share is within sampling error of the model chance', () => {
    const r = simulateGolfRounds({ average: 70, spread: 4, seed: 'x', rounds: 20000 });
    const a = atOrUnder(r, 68);
    const se = Math.sqrt((a.modelChance * (1 - a.modelChance)) / 20000);
    expect(Math.abs(a.share - a.modelChance)).toBeLessThan(4 * se);
  });

  it('at spread 0 every round is the rounded average: a step from 0 to 1', () => {
    const r = simulateGolfRounds({ average: 72.5, spread: 0, seed: 3 });
    expect(atOrUnder(r, 72)).toMatchObject({ rounds: 0, share: 0, modelChance: 0 });
    expect(atOrUnder(r, 73)).toMatchObject({ rounds: 500, share: 1, modelChance: 1 });
  });
});

describe('the scores the at-or-under input accepts', () => {
  it('are whole strokes the sliders can produce: 22 to 128', () => {
    // largest |z| of Box-Muller with u = 2^-32: sqrt(64 ln 2) = 6.6604; 67 - 6.7 x 6.6604 = 22.38, 77 + 7.7 x 6.6604 = 128.28
    expect(Math.sqrt(64 * Math.LN2)).toBeCloseTo(6.6604, 4);
    expect(GOLF_SCORE_RANGE).toEqual({ min: 22, max: 128 });
  });

  it("refuses the issue's -5, 200 and 70.5, empty text and text", () => {
    for (const bad of ['-5', '200', '70.5', '', ' ', 'abc', '1e2', '21', '129']) expect(parseScore(bad)).toBeNull();
    expect(parseScore('22')).toBe(22);
    expect(parseScore('70')).toBe(70);
    expect(parseScore('128')).toBe(128);
  });
});
