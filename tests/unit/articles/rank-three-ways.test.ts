import { describe, expect, it } from 'vitest';
import { colleyRatings } from '../../../workers/ratings/colley';
import { rankThreeWays, records, toColleyGames } from '../../../src/features/sports-models/utils/rank-three-ways';
import { DEFAULT_RESULTS, TEAMS } from '../../../src/features/sports-models/utils/example-results';

describe('ranking example', () => {
  it('a draw counts as a game for both teams and no net win for either in Colley', () => {
    const games = toColleyGames([{ home: 'A', away: 'B', homeScore: 1, awayScore: 1 }], ['A', 'B']);
    const r = colleyRatings(2, games);
    expect(r[0]).toBeCloseTo(0.5, 12);
    expect(r[1]).toBeCloseTo(0.5, 12);
  });

  it('Colley matches the hand-solved two-team case: one win gives 5/8 and 3/8', () => {
    const r = rankThreeWays([{ home: 'A', away: 'B', homeScore: 2, awayScore: 0 }], ['A', 'B']);
    expect(r.colley[0]).toMatchObject({ team: 'A', rank: 1 });
    expect(r.colley[0].rating).toBeCloseTo(62.5, 10);
    expect(r.colley[1].rating).toBeCloseTo(37.5, 10);
  });

  it('every method ranks all teams once, and Colley ratings average 50', () => {
    const r = rankThreeWays(DEFAULT_RESULTS, TEAMS);
    for (const list of Object.values(r)) {
      expect(list).toHaveLength(5);
      expect(list[0].rank).toBe(1);
      expect(new Set(list.map((x) => x.team)).size).toBe(TEAMS.length);
    }
    const mean = r.colley.reduce((s, x) => s + x.rating, 0) / TEAMS.length;
    expect(mean).toBeCloseTo(50, 9);
  });

  it('tied ratings share a rank', () => {
    const r = rankThreeWays(DEFAULT_RESULTS, TEAMS);
    // Bears, Hawks and Wolves all have 3/7 in Colley on the default results
    expect(r.colley.map((x) => `${x.rank} ${x.team}`)).toEqual(['1 Lions', '2 Tigers', '3 Bears', '3 Hawks', '3 Wolves']);
  });

  it('records count wins, draws and losses', () => {
    const rec = records(DEFAULT_RESULTS, TEAMS);
    const total = rec.reduce((s, x) => s + x.wins + x.draws + x.losses, 0);
    expect(total).toBe(DEFAULT_RESULTS.length * 2);
  });
});
