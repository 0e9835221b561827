import { describe, expect, it } from 'vitest';
import { matchLogOf } from './match-log';
import { ballTable, followOnShare, OUTCOMES, playOut, quantileAt, shareBelow, timeQuantiles, type BallTable, type MatchTime, type PlayoutStart } from './playout';
import { cricsheetMatch, type Ball } from '../../tests/fixtures/win-prob-fixtures';

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

  it('estimates the overs a Test has by Kaplan-Meier (worked by hand) and draws them in the engine', () => {
    const t = (overs: number, drawn: boolean): MatchTime => ({ overs, drawn, followOnChance: false, enforced: false });
    // Draws end at 100, 300 and 400 overs; a result at 200 is censored. At 100: 1 - 3/4 = 0.25 below; the censored
    // Test leaves 2 at risk; at 300: 1 - 3/4 × 1/2 = 0.625; at 400: 1.
    const q = timeQuantiles([t(300, true), t(200, false), t(400, true), t(100, true)], 5, 1)!;
    expect(q).toEqual([100, 100, 300, 400, 400]);
    expect(timeQuantiles([t(300, true)], 5)).toBeNull();
    expect(quantileAt(q, 0.625)).toBe(350);
    expect(shareBelow(q, 350)).toBe(0.625);
    // Chasing 150 in singles from 350 overs: won when the Test has 375 overs or more (2,250 balls; 374.92 rounds up).
    // Given more than 350: u from 0.625 to 1; 374.92 overs is u = 0.5 + 0.25 × 0.74917 = 0.68729; P = 0.31271 / 0.375.
    const chaseFrom350: PlayoutStart = { inns: 4, batting: 1, runs: [300, 151], wickets: 0, innsBalls: 0, matchBalls: 2100, order: [0, 1, 0], innsRuns: 0 };
    const singles = { ...always(2), overs: q };
    const won = playOut(singles, chaseFrom350, 4000, 'time').shares[2];
    // 4,000 playouts: standard error 0.0059; 4 of them.
    expect(Math.abs(won - 0.31271 / 0.375)).toBeLessThan(0.024);
    // Without the quantiles: 450 overs, always won.
    expect(playOut(always(2), chaseFrom350, 100, 'time').shares[2]).toBe(1);
  });

  it('enforces the follow-on with the archive share', () => {
    const c = (chance: boolean, enforced: boolean): MatchTime => ({ overs: 300, drawn: false, followOnChance: chance, enforced });
    expect(followOnShare([...Array(7)].map(() => c(true, true)).concat([...Array(3)].map(() => c(true, false)), [c(false, false)]))).toBe(0.7);
    expect(followOnShare([c(true, true)])).toBeNull();
    // Every ball a wicket from the second innings, 300 ahead: enforced, the match ends after three innings (no target);
    // not enforced, a fourth innings follows. With 0.3: about 70 % reach a fourth innings (2,000 playouts, s.e. 0.010).
    const second: PlayoutStart = { inns: 2, batting: 1, runs: [300, 0], wickets: 0, innsBalls: 0, matchBalls: 600, order: [0], innsRuns: 0 };
    const res = playOut({ ...always(0), followOn: 0.3 }, second, 2000, 'fo');
    const reached = res.targetHistogram.reduce((a, b) => a + b.count, 0) / 2000;
    expect(Math.abs(reached - 0.7)).toBeLessThan(0.04);
    expect(playOut(always(0), second, 50, 'fo').targetHistogram).toEqual([]);
  });
});
