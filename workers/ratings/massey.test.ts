import { describe, expect, it } from 'vitest';
import { masseyRatings, solveLinearSystem } from './massey';
import type { ScoredGame } from './scored-game';

const g = (home: string, away: string, homeScore: number, awayScore: number): ScoredGame => ({
  home,
  away,
  homeScore,
  awayScore,
});

describe('Massey ratings', () => {
  it('two teams: the ratings split the average margin and sum to zero', () => {
    const r = masseyRatings([g('A', 'B', 3, 1), g('B', 'A', 0, 2)]);
    expect(r.find((x) => x.team === 'A')!.rating).toBeCloseTo(1, 12);
    expect(r.find((x) => x.team === 'B')!.rating).toBeCloseTo(-1, 12);
  });

  it('a consistent set of margins is reproduced exactly', () => {
    // true strengths A 3, B 1, C -4: every margin equals the strength difference
    const games = [g('A', 'B', 2, 0), g('B', 'C', 5, 0), g('A', 'C', 7, 0), g('C', 'A', 0, 7)];
    const r = Object.fromEntries(masseyRatings(games).map((x) => [x.team, x.rating]));
    expect(r.A).toBeCloseTo(3, 10);
    expect(r.B).toBeCloseTo(1, 10);
    expect(r.C).toBeCloseTo(-4, 10);
  });

  it('ratings are the least-squares fit: the residuals of each team sum to zero', () => {
    const games = [g('A', 'B', 3, 1), g('B', 'C', 2, 2), g('C', 'A', 4, 1), g('A', 'D', 1, 0), g('D', 'B', 0, 3)];
    const r = Object.fromEntries(masseyRatings(games).map((x) => [x.team, x.rating]));
    for (const team of ['A', 'B', 'C']) {
      let sum = 0;
      for (const x of games) {
        const resid = x.homeScore - x.awayScore - (r[x.home] - r[x.away]);
        if (x.home === team) sum += resid;
        if (x.away === team) sum -= resid;
      }
      expect(Math.abs(sum)).toBeLessThan(1e-9);
    }
    expect(Math.abs(Object.values(r).reduce((a, b) => a + b, 0))).toBeLessThan(1e-9);
  });

  it('a team with no games gets 0 and others are unaffected', () => {
    const r = masseyRatings([g('A', 'B', 4, 0)], ['A', 'B', 'Z']);
    expect(r.map((x) => x.team)).toEqual(['A', 'B', 'Z']);
    expect(r[2].rating).toBe(0);
    expect(r[0].rating - r[1].rating).toBeCloseTo(4, 10);
  });

  it('rejects unknown teams, self-play and negative scores', () => {
    expect(() => masseyRatings([g('A', 'Q', 1, 0)], ['A', 'B'])).toThrow(/unknown team/);
    expect(() => masseyRatings([g('A', 'A', 1, 0)])).toThrow(/itself/);
    expect(() => masseyRatings([g('A', 'B', -1, 0)])).toThrow(/scores/);
  });

  it('the solver handles pivoting', () => {
    expect(solveLinearSystem([[0, 1], [1, 0]], [2, 3])).toEqual([3, 2]);
  });
});
