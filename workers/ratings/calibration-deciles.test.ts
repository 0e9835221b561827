import { describe, expect, it } from 'vitest';
import { calibrationDeciles } from './calibration-deciles';

describe('calibration deciles', () => {
  it('orients to the favourite, cuts equal groups and averages by hand', () => {
    // 12 games: chances 0.5..0.72 for player 1 or their mirror; the favourite wins when won matches.
    const games = Array.from({ length: 12 }, (_, k) => ({ p: k % 2 ? 1 - (0.5 + 0.02 * k) : 0.5 + 0.02 * k, won: (k % 3 === 0 ? 1 : 0) as 0 | 1 }));
    const d = calibrationDeciles(games, 4);
    expect(d.map((x) => x.games)).toEqual([3, 3, 3, 3]);
    // Favourite chances sorted: 0.50, 0.52, ..., 0.72; the first group holds 0.50, 0.52, 0.54.
    expect(d[0].predicted).toBeCloseTo(0.52, 12);
    // k = 0: p1 favourite (0.5 counts as player 1), won -> favourite won; k = 1: favourite is player 2, p1 lost -> won;
    // k = 2: p1 favourite, lost.
    expect(d[0].observed).toBeCloseTo(2 / 3, 12);
    expect(calibrationDeciles(games.slice(0, 7), 10).map((x) => x.games)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});
