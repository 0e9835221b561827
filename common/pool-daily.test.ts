import { describe, expect, it } from 'vitest';
import { biggestMovers, chanceIn, lastNight, nextFixtureOf, type DayFixture } from './pool-daily';

const fx = (id: number, date: string, p1: number, p2: number, played: string | null = null): DayFixture => ({
  id,
  date,
  player_1_id: p1,
  player_1: `P${p1}`,
  player_2_id: p2,
  player_2: `P${p2}`,
  result: played ? { game_date: played, player_1_score: 10, player_2_score: 6 } : null,
});

describe("the league's daily items", () => {
  it("finds a player's next fixture to play from today, not one played or past", () => {
    const list = [fx(1, '2026-12-01', 1, 2, '2026-12-01'), fx(2, '2026-12-05', 1, 3), fx(3, '2026-12-09', 3, 1), fx(4, '2026-12-08', 4, 1), fx(5, '2026-12-08', 1, 2)];
    expect(nextFixtureOf(list, 1, '2026-12-08')?.id).toBe(4); // 2 is past and unplayed; 4 and 5 share the day: the lower id
    expect(nextFixtureOf(list, 3, '2026-12-08')?.id).toBe(3);
    expect(nextFixtureOf(list, 9, '2026-12-08')).toBeNull();
  });

  it("gives the latest night's results, by the day they were played", () => {
    const list = [fx(1, '2026-12-01', 1, 2, '2026-12-01'), fx(2, '2026-12-01', 3, 4, '2026-12-03'), fx(3, '2026-12-08', 1, 3, '2026-12-03'), fx(4, '2026-12-09', 2, 4)];
    expect(lastNight(list)).toEqual({ date: '2026-12-03', results: [list[1], list[2]] });
    expect(lastNight([fx(4, '2026-12-09', 2, 4)])).toBeNull();
  });

  it("gives a player's chance from the ratings without a start and from the engine with one", () => {
    const pair = { stronger_id: 1, weaker_id: 2, stronger_chance: 0.7, weaker_chances: [0.31, 0.38, 0.45, 0.52, 0.6, 0.68, 0.75, 0.83] };
    expect(chanceIn(pair, 1, 0)).toBeCloseTo(0.7, 12);
    expect(chanceIn(pair, 2, 0)).toBeCloseTo(0.3, 12);
    expect(chanceIn(pair, 2, 2)).toBe(0.45);
    expect(chanceIn(pair, 1, 2)).toBeCloseTo(0.55, 12);
  });

  it('names the biggest movers in title chance, largest move first, none that stood still', () => {
    const names = new Map([[1, 'Ann'], [2, 'Bob'], [3, 'Cat'], [4, 'Dan']]);
    const before = [{ player_id: 1, title: 40 }, { player_id: 2, title: 30 }, { player_id: 3, title: 20 }, { player_id: 4, title: 10 }];
    const after = [{ player_id: 1, title: 31 }, { player_id: 2, title: 39 }, { player_id: 3, title: 20 }, { player_id: 4, title: 10 }];
    expect(biggestMovers(before, after, names)).toEqual([
      { player_id: 1, name: 'Ann', before: 40, after: 31 },
      { player_id: 2, name: 'Bob', before: 30, after: 39 },
    ]);
    expect(biggestMovers(before, after, names, 1).map((m) => m.name)).toEqual(['Ann']);
  });
});
