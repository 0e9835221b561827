import { describe, expect, it } from 'vitest';
import { matchLogOf } from './match-log';
import { playOut, type BallTable, type PlayoutStart } from './playout';
import type { Lineup } from './playout-crease';
import { addToHistory, cellExpectations, emptyHistory, factorsOf, priorFigures, PSEUDO } from './player-figures';
import { cricsheetMatch, type Ball } from '../../tests/fixtures/win-prob-fixtures';

/** The same chances in every cell: wicket 2 %, dot 70 %, 1: 18 %, 2: 4 %, 3: 1 %, 4: 4 %, 5: 0 %, 6: 1 %, extra ball 0 %. */
const chances = [0.02, 0.7, 0.18, 0.04, 0.01, 0.04, 0, 0.01, 0];
const flat = (p: number[]): BallTable => {
  const cum: number[] = [];
  let acc = 0;
  for (const x of p) cum.push((acc += x));
  cum[cum.length - 1] = 1;
  return { cumulative: Array.from({ length: 160 }, () => cum).flat() };
};
const table = flat(chances);

/** B faces `n` balls from bowler X: the given fours and wickets (bowled) first, the rest dots. */
function innings(n: number, fours: number, wickets: number): Ball[][] {
  const balls: Ball[] = [];
  for (let i = 0; i < n; i++) balls.push(i < wickets ? ['B', 'X', 0, undefined, { kind: 'bowled', player_out: 'B' }] : i < wickets + fours ? ['B', 'X', 4] : ['B', 'X', 0]);
  const overs: Ball[][] = [];
  for (let i = 0; i < balls.length; i += 6) overs.push(balls.slice(i, i + 6));
  return overs;
}
const test = (date: string, season: string, n: number, fours: number, wickets: number) =>
  matchLogOf(cricsheetMatch({ date, season, innings: [{ team: 'England', overs: innings(n, fours, wickets) }], outcome: { result: 'draw' } }))!;

describe("the players' figures before a Test", () => {
  const earlier = test('2018-07-01', '2018', 100, 8, 5);
  const itself = test('2019-08-14', '2019', 60, 15, 0);
  const later = test('2020-01-03', '2019/20', 120, 30, 0);
  const history = emptyHistory();
  addToHistory(history, 'earlier', earlier);
  addToHistory(history, 'itself', itself);
  addToHistory(history, 'later', later);
  const expect_ = cellExpectations(table);

  it("counts only Tests that started before the Test's start date, against the table's expectations (worked by hand)", () => {
    // Earlier Test only: 100 deliveries, 5 wickets, 8 fours = 32 runs. Expected: 100 × 0.02 = 2 wickets;
    // 100 × (1×0.18 + 2×0.04 + 3×0.01 + 4×0.04 + 6×0.01) = 100 × 0.51 = 51 runs.
    const f = priorFigures(history.bat.get('id-B'), '2019-08-14', expect_);
    expect(f.tests).toBe(1);
    expect(f.deliveries).toBe(100);
    expect(f.wickets).toBe(5);
    expect(f.runs).toBe(32);
    expect(f.expectedWickets).toBeCloseTo(2, 10);
    expect(f.expectedRuns).toBeCloseTo(51, 10);
    // Batter: (5 + 23) / (2 + 23) = 28/25 = 1.12; (32 + 160) / (51 + 160) = 192/211.
    const bat = factorsOf(f, 'bat');
    expect(PSEUDO.bat).toEqual({ wickets: 23, runs: 160 });
    expect(bat.out).toBeCloseTo(28 / 25, 12);
    expect(bat.runs).toBeCloseTo(192 / 211, 12);
    // The bowler X bowled the same balls: (5 + 66) / (2 + 66) = 71/68; (32 + 400) / (51 + 400) = 432/451.
    const bowl = factorsOf(priorFigures(history.bowl.get('id-X'), '2019-08-14', expect_), 'bowl');
    expect(bowl.out).toBeCloseTo(71 / 68, 12);
    expect(bowl.runs).toBeCloseTo(432 / 451, 12);
  });

  it('never uses the Test itself or a later one, and a player with no earlier Test is the average', () => {
    // The same figures whether or not the Test itself and the later one are in the history.
    const only = emptyHistory();
    addToHistory(only, 'earlier', earlier);
    expect(priorFigures(history.bat.get('id-B'), '2019-08-14', expect_)).toEqual(priorFigures(only.bat.get('id-B'), '2019-08-14', expect_));
    // Before the first Test: nothing, so both factors are exactly 1.
    const none = priorFigures(history.bat.get('id-B'), '2018-07-01', expect_);
    expect(none).toEqual({ tests: 0, deliveries: 0, wickets: 0, runs: 0, expectedWickets: 0, expectedRuns: 0 });
    expect(factorsOf(none, 'bat')).toEqual({ out: 1, runs: 1 });
    expect(factorsOf(priorFigures(undefined, '2030-01-01', expect_), 'bowl')).toEqual({ out: 1, runs: 1 });
    // For a Test after all three, all three count: 280 deliveries, 5 wickets, 32 + 60 + 120 runs.
    const after = priorFigures(history.bat.get('id-B'), '2021-01-01', expect_);
    expect([after.tests, after.deliveries, after.wickets, after.runs]).toEqual([3, 280, 5, 212]);
  });

  it("multiplies the ball's wicket chance by the striker's and the bowler's factors in the engine (forced outcomes)", () => {
    const avg = { out: 1, runs: 1 };
    const side = (out: number, runs: number) => ({ bat: Array.from({ length: 11 }, () => ({ out, runs })), bowl: [{ out: 1, runs: 1, weight: 1 }] });
    const chase: PlayoutStart = { inns: 4, batting: 1, runs: [300, 250], wickets: 0, innsBalls: 0, matchBalls: 1800, order: [0, 1, 0], innsRuns: 0 };
    const queue = Array.from({ length: 11 }, (_, i) => i);
    // Half the balls wickets, half sixes; 51 to win. Average players: some chases are won, some not.
    const half = flat([0.5, 0, 0, 0, 0, 0, 0, 0.5, 0]);
    const plain = playOut(half, { ...chase, lineup: { sides: [side(1, 1), side(1, 1)], queue, bowler: 0 } }, 400, 's').shares;
    expect(plain[0]).toBeGreaterThan(0.2);
    expect(plain[2]).toBeGreaterThan(0.2);
    // Batters twice as likely to be out: every ball a wicket, the chase always lost.
    expect(playOut(half, { ...chase, lineup: { sides: [side(1, 1), side(2, 1)], queue, bowler: 0 } }, 200, 's').shares).toEqual([1, 0, 0]);
    // A batter half as likely to be out against a bowler four times as likely: 0.5 × 4 = 2, the same.
    const mixed: Lineup = { sides: [{ bat: [avg], bowl: [{ out: 4, runs: 1, weight: 1 }] }, side(0.5, 1)], queue, bowler: 0 };
    expect(playOut(half, { ...chase, lineup: mixed }, 200, 's').shares).toEqual([1, 0, 0]);
    // Never out and scoring twice as often: every ball a six, the chase always won.
    expect(playOut(half, { ...chase, lineup: { sides: [side(1, 1), side(0, 2)], queue, bowler: 0 } }, 200, 's').shares).toEqual([0, 0, 1]);
    // Never scoring: the sixes become dots, the chase always lost.
    expect(playOut(half, { ...chase, lineup: { sides: [side(1, 1), side(1, 0)], queue, bowler: 0 } }, 200, 's').shares).toEqual([1, 0, 0]);
  });
});
