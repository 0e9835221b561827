/**
 * The season table and the forecast engine order a table the same way: both rank with the league
 * simulator's `rankPlayers` (points, then score difference, then score for, then the draw). A hand-made finished
 * season with ties on points settled by score difference (Ann over Bob) and, at equal difference, by score for
 * (Dan over Cat) gives one order in the season table, in the forecast of the finished season, and in every
 * simulation of the season with its last fixture still to play once that fixture's result is fixed.
 */
import { describe, expect, it } from 'vitest';
import { runForecast } from './summary';
import type { ForecastInput } from './types';
import { seasonTable, type SeasonResult } from '../season/season-table';

const players = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Bob' },
  { id: 3, name: 'Cat' },
  { id: 4, name: 'Dan' },
];
const r = (player1Id: number, player2Id: number, score1: number, score2: number): SeasonResult => ({
  player1Id,
  player2Id,
  score1,
  score2,
  winnerId: score1 === 10 ? player1Id : player2Id,
});
// Worked by hand: Ann 4 pts, 23-10 (+13); Bob 4 pts, 27-18 (+9); Cat 2 pts, 15-26 (-11); Dan 2 pts, 16-27 (-11).
// Bob has more score for than Ann but less difference, so an order that put score for first would fail.
const played = [r(1, 3, 10, 0), r(1, 4, 10, 0), r(2, 1, 10, 3), r(2, 3, 10, 5), r(3, 4, 10, 6)];
const last = r(4, 2, 10, 7);
const HAND_ORDER = ['Ann', 'Bob', 'Dan', 'Cat'];

/** The forecast's input as GET /api/pool/forecast builds it: the season table's rows. */
const input = (results: SeasonResult[], remaining: ForecastInput['remaining']): ForecastInput => ({
  season: { name: 'Hand-made', start_date: '2026-01-05' },
  beta: 0.1,
  table: seasonTable(players, results, 'season-1').map(({ position: _p, ...row }) => row),
  remaining,
  // Every loser scores 7, so the simulated last fixture ends exactly as `last`.
  losing_scores: [{ score: 7, count: 1 }],
});

const forecastOrder = (f: ReturnType<typeof runForecast>) =>
  HAND_ORDER.map((_, pos) => f.players.find((p) => p.positions[pos] === 100)?.name ?? `nobody certain at ${pos + 1}`);

describe('one table order for the season table and the forecast engine', () => {
  it('the season table orders the hand-made ties by score difference, then score for (any draw seed)', () => {
    for (const seed of ['season-1', 'season-2', 'x']) {
      const table = seasonTable(players, [...played, last], seed);
      expect(table.map((row) => row.name)).toEqual(HAND_ORDER);
      expect(table.map((row) => [row.points, row.score_for - row.score_against])).toEqual([
        [4, 13],
        [4, 9],
        [2, -11],
        [2, -11],
      ]);
    }
  });

  it('the forecast of the finished season gives the same order, 100 % each', () => {
    const f = runForecast({ input: input([...played, last], []), seed: 'order', sims: 500 });
    expect(forecastOrder(f)).toEqual(HAND_ORDER);
  });

  it('every simulation with the last fixture fixed to its real result ends in the same order', () => {
    const open = input(played, [{ fixture_id: 6, date: '2026-02-01', player1_id: 4, player2_id: 2, p1_win: 0.5 }]);
    // The table as it stands differs (Bob 4 pts, Dan 0), so the order comes from the simulated end, not the input.
    expect(open.table.map((row) => row.name)).not.toEqual(HAND_ORDER);
    const f = runForecast({ input: open, seed: 'order', sims: 500, whatIfs: [{ fixture_id: 6, winner_id: 4 }] });
    expect(forecastOrder(f)).toEqual(HAND_ORDER);
    // And the other result gives the season table's order of those results.
    const other = runForecast({ input: open, seed: 'order', sims: 500, whatIfs: [{ fixture_id: 6, winner_id: 2 }] });
    expect(forecastOrder(other)).toEqual(seasonTable(players, [...played, r(4, 2, 7, 10)], 'season-1').map((row) => row.name));
  });
});
