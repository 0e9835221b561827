import { describe, expect, it } from 'vitest';
import { matchLogOf } from '../../../workers/cricket/match-log';
import { ballTable, OUTCOMES, playOut, type BallTable, type PlayoutStart } from '../../../workers/cricket/playout';
import { cricsheetMatch, type Ball } from './win-prob-fixtures';

/** A table where every ball has the one outcome `kind` (an index of OUTCOMES). */
const always = (kind: number): BallTable => ({
  cumulative: Array.from({ length: 160 }, () => OUTCOMES.map((_, k) => (k >= kind ? 1 : 0))).flat(),
});

const chase: PlayoutStart = { inns: 4, batting: 1, runs: [300, 250], wickets: 0, innsBalls: 0, matchBalls: 1800, order: [0, 1, 0], innsRuns: 0 };

describe('play it out from here', () => {
  it('follows the rules on forced outcomes worked by hand', () => {
    // Every ball a wicket: the side chasing 51 is bowled out for none; the side batting first wins.
    expect(playOut(always(0), chase, 10, 's').shares).toEqual([1, 0, 0]);
    // Every ball a six: 51 needed, 9 balls: the chase is won.
    expect(playOut(always(7), chase, 10, 's').shares).toEqual([0, 0, 1]);
    // Every ball a dot: the estimated 450 overs run out (2,700 balls): a draw.
    expect(playOut(always(1), chase, 10, 's').shares).toEqual([0, 1, 0]);
    // From the start with every ball a wicket: 0 all out four times, level: the fourth innings ends level, a draw.
    const start: PlayoutStart = { inns: 1, batting: 0, runs: [0, 0], wickets: 0, innsBalls: 0, matchBalls: 0, order: [], innsRuns: 0 };
    expect(playOut(always(0), start, 5, 's').shares).toEqual([0, 1, 0]);
  });

  it('gives the same figures from the same seed, and stops when cancelled', () => {
    const a: Ball[] = [['E1', 'A9', 4], ['E1', 'A9', 0], ['E1', 'A9', 1], ['E1', 'A9', 0, undefined, { kind: 'bowled', player_out: 'E1' }], ['E2', 'A9', 6], ['E2', 'A9', 0, { wides: 1 }]];
    const log = matchLogOf(cricsheetMatch({ innings: [{ team: 'England', overs: [a, a, a] }], outcome: { result: 'draw' } }))!;
    const table = ballTable([log]);
    const start: PlayoutStart = { inns: 1, batting: 0, runs: [0, 0], wickets: 0, innsBalls: 0, matchBalls: 0, order: [], innsRuns: 0 };
    const one = playOut(table, start, 600, 'seed-1');
    expect(playOut(table, start, 600, 'seed-1')).toEqual(one);
    expect(playOut(table, start, 600, 'seed-2')).not.toEqual(one);
    expect(one.shares[0] + one.shares[1] + one.shares[2]).toBeCloseTo(1, 12);
    let calls = 0;
    const stopped = playOut(table, start, 5000, 'seed-1', { cancelled: () => ++calls > 2 });
    expect(stopped.n).toBe(1000);
  });
});
