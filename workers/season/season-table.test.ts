import { describe, expect, it } from 'vitest';
import { fulfilFixtures, type ResultLike } from './fulfilment';
import { seasonTable } from './season-table';
import { datedRoundRobin } from '../schedule/dated-rounds';

const players = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
  { id: 3, name: 'Cat' },
  { id: 4, name: 'Dan' },
];
const win = (p1: number, p2: number, s1: number, s2: number) => ({ player1Id: p1, player2Id: p2, score1: s1, score2: s2, winnerId: s1 === 10 ? p1 : p2 });

describe('season table', () => {
  it('orders by points, then score difference, then score for (hand-worked)', () => {
    // Everyone has one win (2 points). Differences: Ann +7-4 = +3, Dan -3+4 = +1, Ben -7+5 = -2, Cat +3-5 = -2;
    // Ben and Cat tie on difference, Cat scored more (15 against 13).
    const table = seasonTable(players, [win(1, 2, 10, 3), win(3, 4, 10, 7), win(2, 3, 10, 5), win(4, 1, 10, 6)], 'any');
    expect(table.map((r) => r.name)).toEqual(['Ann', 'Dan', 'Cat', 'Ben']);
    expect(table[0]).toEqual({ position: 1, player_id: 1, name: 'Ann', played: 2, won: 1, lost: 1, points: 2, score_for: 16, score_against: 13 });
    expect(table[3]).toEqual({ position: 4, player_id: 2, name: 'Ben', played: 2, won: 1, lost: 1, points: 2, score_for: 13, score_against: 15 });
  });

  it('points first: two wins beat any score difference', () => {
    const table = seasonTable(players, [win(1, 2, 10, 7), win(1, 3, 10, 7), win(4, 2, 10, 0), win(4, 3, 10, 0), win(4, 1, 10, 7), win(2, 3, 10, 0)], 's');
    // Dan 3 wins (6), Ann 2 wins (4), Ben 1 win (2, difference -3-10+10 = -3), Cat 0.
    expect(table.map((r) => [r.name, r.points])).toEqual([
      ['Dan', 6],
      ['Ann', 4],
      ['Ben', 2],
      ['Cat', 0],
    ]);
  });

  it('breaks a complete tie by a seeded draw: stable for a seed, fair across seeds, never by id', () => {
    const two = players.slice(0, 2);
    expect(seasonTable(two, [], 'season-7')).toEqual(seasonTable(two, [], 'season-7'));
    let annFirst = 0;
    const n = 2000;
    for (let s = 0; s < n; s++) if (seasonTable(two, [], `seed-${s}`)[0].player_id === 1) annFirst++;
    // Binomial(2000, 1/2): sd = 22.4; 5 sd either side.
    expect(Math.abs(annFirst - n / 2)).toBeLessThan(5 * Math.sqrt(n / 4));
  });

  it('refuses a result naming a player outside the season', () => {
    expect(() => seasonTable(players.slice(0, 2), [win(1, 3, 10, 2)], 's')).toThrow(RangeError);
  });
});

describe('fixture fulfilment', () => {
  const fixtures = [
    { id: 1, date: '2025-01-07', player1Id: 1, player2Id: 2 },
    { id: 2, date: '2025-01-14', player1Id: 1, player2Id: 2 },
    { id: 3, date: '2025-01-14', player1Id: 3, player2Id: 4 },
  ];
  const r = (matchId: number, date: string, p1: number, p2: number): ResultLike => ({ matchId, date, ...win(p1, p2, 10, 4) });

  it('a result on or after the date fulfils the earliest unplayed fixture of the pair, sides in any order', () => {
    const results = [
      r(1, '2025-01-05', 1, 2), // before every fixture of the pair: counts for the ratings only
      r(2, '2025-01-10', 2, 1), // fulfils fixture 1 (sides swapped)
      r(3, '2025-01-10', 1, 2), // fixture 2 is dated the 14th: nothing
      r(4, '2025-01-14', 3, 4), // on the day: fixture 3
      r(5, '2025-01-20', 1, 2), // fixture 2
      r(6, '2025-01-21', 1, 2), // nothing left for the pair
      r(7, '2025-01-21', 1, 3), // no fixture for the pair
    ];
    const got = fulfilFixtures(fixtures, results);
    expect([...got].map(([f, m]) => [f, m.matchId]).sort((a, b) => a[0] - b[0])).toEqual([
      [1, 2],
      [2, 5],
      [3, 4],
    ]);
  });

  it('without the first result the next one moves up (a deleted match)', () => {
    const got = fulfilFixtures(fixtures, [r(3, '2025-01-10', 1, 2), r(5, '2025-01-20', 1, 2)]);
    expect(got.get(1)?.matchId).toBe(3);
    expect(got.get(2)?.matchId).toBe(5);
  });
});

describe('dated round robin', () => {
  it('every pair meets R times, one round every N days, every player once a round, the same for the same seed', () => {
    const ids = [11, 12, 13, 14, 15];
    const f = datedRoundRobin(ids, { meetings: 2, everyDays: 7, startDate: '2025-12-30', seed: 'x' });
    expect(f).toEqual(datedRoundRobin(ids, { meetings: 2, everyDays: 7, startDate: '2025-12-30', seed: 'x' }));
    expect(f.length).toBe(2 * 10);
    const pairs = new Map<string, number>();
    for (const x of f) {
      const k = [x.player1Id, x.player2Id].sort().join('-');
      pairs.set(k, (pairs.get(k) ?? 0) + 1);
    }
    expect([...pairs.values()]).toEqual(new Array(10).fill(2));
    // 5 players: 5 rounds per meeting, 10 rounds, dated 7 days apart across the new year.
    expect([...new Set(f.map((x) => x.date))]).toEqual([
      '2025-12-30', '2026-01-06', '2026-01-13', '2026-01-20', '2026-01-27', '2026-02-03', '2026-02-10', '2026-02-17', '2026-02-24', '2026-03-03',
    ]);
    for (const d of new Set(f.map((x) => x.date))) {
      const inRound = f.filter((x) => x.date === d).flatMap((x) => [x.player1Id, x.player2Id]);
      expect(new Set(inRound).size).toBe(inRound.length);
    }
  });
});
