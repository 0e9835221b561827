import { describe, expect, it } from 'vitest';
import { eloExpected, eloRatings } from './elo';
import type { ScoredGame } from './scored-game';

const g = (home: string, away: string, homeScore: number, awayScore: number): ScoredGame => ({
  home,
  away,
  homeScore,
  awayScore,
});

describe('Elo ratings', () => {
  it('expected score is 0.5 for equal ratings and about 0.909 for a 400-point favourite', () => {
    expect(eloExpected(1500, 1500)).toBe(0.5);
    expect(eloExpected(1900, 1500)).toBeCloseTo(10 / 11, 12);
  });

  it('a first win between equals moves both sides by k/2', () => {
    const r = eloRatings([g('A', 'B', 2, 1)]);
    expect(r).toEqual([
      { team: 'A', rating: 1516 },
      { team: 'B', rating: 1484 },
    ]);
  });

  it('a draw between equals changes nothing; rating points are conserved', () => {
    expect(eloRatings([g('A', 'B', 1, 1)]).map((x) => x.rating)).toEqual([1500, 1500]);
    const r = eloRatings([g('A', 'B', 3, 0), g('B', 'C', 1, 0), g('C', 'A', 2, 1)], undefined, { k: 20 });
    expect(r.reduce((s, x) => s + x.rating, 0)).toBeCloseTo(4500, 9);
  });

  it('order matters: the same results in a different order give different ratings', () => {
    const a = eloRatings([g('A', 'B', 1, 0), g('B', 'C', 1, 0), g('C', 'A', 1, 0)]);
    const b = eloRatings([g('C', 'A', 1, 0), g('B', 'C', 1, 0), g('A', 'B', 1, 0)]);
    expect(a).not.toEqual(b);
  });

  it('an upset moves ratings more than an expected win', () => {
    const favWins = eloRatings([g('A', 'B', 1, 0)], undefined, { initial: 1500 });
    const base = eloRatings([g('A', 'B', 1, 0), g('A', 'B', 1, 0)]);
    const upset = eloRatings([g('A', 'B', 1, 0), g('A', 'B', 0, 1)]);
    const gainFav = base[0].rating - favWins[0].rating;
    const lossUpset = favWins[0].rating - upset[0].rating;
    expect(lossUpset).toBeGreaterThan(gainFav);
  });

  it('rejects a non-positive k', () => {
    expect(() => eloRatings([g('A', 'B', 1, 0)], undefined, { k: 0 })).toThrow(RangeError);
  });
});
