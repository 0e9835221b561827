import { describe, expect, it } from 'vitest';
import { chosenBall, engineStart, engineTable, leadBins, playoutChoices } from '../../../src/features/cricket/utils/playout-choices';

const pt = (seq: number, inns: number, over: string) => ({ seq, inns, over, first_win: 0.3, draw: 0.4, other_win: 0.3 });

describe('play it out: the balls offered, the address bar, the histogram', () => {
  const choices = playoutChoices([pt(0, 1, '0.0'), pt(7, 1, '1.1'), pt(300, 2, '12.3'), pt(640, 4, '30.2')]);

  it('offers every point but the last, labelled as scorecards print the ball', () => {
    expect(choices).toEqual([
      { seq: 0, inns: 1, label: 'Before the first ball' },
      { seq: 7, inns: 1, label: '1st innings, after ball 1.1' },
      { seq: 300, inns: 2, label: '2nd innings, after ball 12.3' },
    ]);
  });

  it('reads the ball from the address bar only when it is one of them', () => {
    expect(chosenBall('300', choices)).toBe(300);
    expect(chosenBall('0', choices)).toBe(0);
    expect(chosenBall('640', choices)).toBeNull();
    expect(chosenBall('8', choices)).toBeNull();
    expect(chosenBall('1e2', choices)).toBeNull();
    expect(chosenBall(null, choices)).toBeNull();
  });

  it('turns the answer into the engine state, players and table', () => {
    const p = (name: string, out: number, runs: number) => ({ name, tests: 3, out, runs });
    const sides = [
      { bat: [p('A', 1.1, 0.9), p('B', 1, 1)], bowl: [{ ...p('C', 0.8, 1.2), weight: 200 }] },
      { bat: [p('D', 0.7, 1.3)], bowl: [] },
    ] as const;
    const start = { inns: 3, batting: 1 as const, runs: [300, 120] as [number, number], wickets: 2, inns_balls: 60, match_balls: 900, inns_runs: 40, order: [0, 1] as (0 | 1)[], queue: [0], bowler: -1 };
    expect(engineStart({ start, sides: [sides[0] as never, sides[1] as never] })).toEqual({
      inns: 3, batting: 1, runs: [300, 120], wickets: 2, innsBalls: 60, matchBalls: 900, innsRuns: 40, order: [0, 1],
      lineup: { sides: [{ bat: [{ out: 1.1, runs: 0.9 }, { out: 1, runs: 1 }], bowl: [{ out: 0.8, runs: 1.2, weight: 200 }] }, { bat: [{ out: 0.7, runs: 1.3 }], bowl: [] }], queue: [0], bowler: -1 },
    });
    expect(engineTable({ table: [0.5, 1], overs: null, follow_on: null })).toEqual({ cumulative: [0.5, 1] });
    expect(engineTable({ table: [0.5, 1], overs: [300, 450], follow_on: 0.5 })).toEqual({ cumulative: [0.5, 1], overs: [300, 450], followOn: 0.5 });
  });

  it('fills empty bins and folds thin tails into the end bins, keeping every playout', () => {
    // 1,000 playouts: 2 at -500, 400 at -25, 300 at 50, 298 at 100 (no one at 0 or 25... 75 empty), none beyond.
    const hist = [{ from: -500, count: 2 }, { from: -25, count: 400 }, { from: 50, count: 300 }, { from: 100, count: 298 }];
    const bins = leadBins(hist);
    expect(bins.map((b) => b.from)).toEqual([-25, 0, 25, 50, 75, 100]);
    expect(bins.map((b) => b.count)).toEqual([402, 0, 0, 300, 0, 298]);
    expect(bins[0]).toEqual({ from: -25, to: 0, count: 402 });
    // A tail bigger than 0.5 % stays.
    expect(leadBins([{ from: -500, count: 10 }, { from: 0, count: 990 }]).length).toBe(21);
    expect(leadBins([])).toEqual([]);
  });
});
