import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { ballsOfOvers, matchLogOf } from './match-log';
import { LO_CELLS, LO_K, LO_RUNS, loCellOf, loTableOf, phaseOf, playOutLimited, pressureOf, type LoStart, type LoTable } from './lo-playout';
import { forEachLoBall, inningsTerms, LoPlayoutArchive, loStateAfter } from './lo-playout-archive';
import { LoCrease, overLimit, type LoLineup } from './lo-playout-crease';
import { loLineup } from './lo-playout-lineup';
import { loRulesOf } from './lo-rules';
import { cricsheetMatch, type Ball } from '../../tests/fixtures/win-prob-fixtures';

const T20 = loRulesOf('t20is');
const ODI = loRulesOf('odis');

/** A table whose every cell has the same chances `p` (W, 0-6, X1, X5): the counts are proportional, so shrinkage keeps them. */
function uniformTable(p: readonly number[]): LoTable {
  const counts = new Float64Array(LO_CELLS * LO_K);
  for (let c = 0; c < LO_CELLS; c++) for (let k = 0; k < LO_K; k++) counts[c * LO_K + k] = p[k] * 1000;
  return loTableOf(counts);
}

/**
 * The last ball of a chase solved exactly: V(n) the chance of scoring n or more with one legal ball left, extras
 * re-bowled (an X1 leaves n - 1 to get, an X5 n - 5, with the same ball still to come); T(n) the chance of ending one
 * short (a tie).
 */
function lastBall(p: readonly number[], n: number): { win: number; tie: number } {
  if (n <= 0) return { win: 1, tie: 0 };
  let win = 0;
  let tie = 0;
  for (let k = 0; k < 8; k++) {
    if (LO_RUNS[k] >= n) win += p[k];
    if (LO_RUNS[k] === n - 1) tie += p[k];
  }
  const a = lastBall(p, n - 1);
  const b = lastBall(p, n - 5);
  return { win: win + p[8] * a.win + p[9] * b.win, tie: tie + p[8] * a.tie + p[9] * b.tie };
}

describe('limited-overs play it out from here', () => {
  it('plays the last ball of a chase as its exact solution says (seeded, within 4 standard errors)', () => {
    //         W     0     1     2     3     4     5     6     X1    X5
    const p = [0.05, 0.35, 0.3, 0.08, 0.01, 0.1, 0.005, 0.04, 0.05, 0.015];
    const table = uniformTable(p);
    // 3 needed off the last ball of a T20I (119 balls bowled), 9 down. By hand: 3 or more off the ball 0.155; a wide
    // leaves 2 to get, V(2) = 0.235 + 0.05 V(1) + 0.015 with V(1) = 0.535 + 0.05 + 0.015 = 0.6, so V(2) = 0.28; a big
    // extra wins: V(3) = 0.155 + 0.05 × 0.28 + 0.015 = 0.184. A tie: exactly 2 (0.08), or a wide then exactly 1 (0.3) or
    // a wide then a wide then 0 or out, and so on: T(3) = 0.08 + 0.05 T(2), T(2) = 0.3 + 0.05 T(1), T(1) = 0.4 + 0.05 × 0.
    const exact = lastBall(p, 3);
    expect(exact.win).toBeCloseTo(0.184, 12);
    expect(exact.tie).toBeCloseTo(0.08 + 0.05 * (0.3 + 0.05 * 0.4), 12);
    const start: LoStart = { inns: 2, runs: 148, wickets: 9, balls: 119, allowed: 120, target: 151 };
    const n = 20_000;
    const out = playOutLimited(table, T20, start, n, 'last-ball');
    const se = (q: number) => 4 * Math.sqrt((q * (1 - q)) / n);
    expect(Math.abs(out.shares[2] - exact.win)).toBeLessThan(se(exact.win));
    expect(Math.abs(out.shares[1] - exact.tie)).toBeLessThan(se(exact.tie));
    expect(out.wins[0] + out.wins[1] + out.wins[2]).toBe(n);
    // Margins: every chase won is by 1 wicket (9 down), every defence won by 0-9 runs (bin 0).
    expect(out.marginWickets).toEqual([{ from: 1, count: out.wins[2] }]);
    expect(out.marginRuns).toEqual([{ from: 0, count: out.wins[0] }]);
    expect(out.firstTotal).toEqual([{ from: 150, count: n }]);
  });

  it('follows the rules on forced outcomes worked by hand', () => {
    const always = (kind: number) => uniformTable(Array.from({ length: LO_K }, (_, k) => (k === kind ? 1 : 0)));
    const from0: LoStart = { inns: 1, runs: 0, wickets: 0, balls: 0, allowed: 120 };
    // Every ball a single: 120 in the first innings, the chase 120 in 120 balls: a tie.
    expect(playOutLimited(always(2), T20, from0, 5, 's')).toMatchObject({ wins: [0, 5, 0], firstTotal: [{ from: 120, count: 5 }] });
    // Every ball a four: 480 to 480, a tie; a chase of 100 with fours is won on its 25th ball, no wicket down.
    expect(playOutLimited(always(5), T20, { inns: 2, runs: 0, wickets: 0, balls: 0, allowed: 120, target: 100 }, 3, 's')).toMatchObject({
      wins: [0, 0, 3],
      chaseTotal: [{ from: 100, count: 3 }],
      marginWickets: [{ from: 10, count: 3 }],
    });
    // Every ball a wicket: 0 all out, then the chase of 1 is all out for 0: level, a tie.
    expect(playOutLimited(always(0), ODI, { ...from0, allowed: 300 }, 4, 's')).toMatchObject({ wins: [0, 4, 0], marginRuns: [] });
    // Every ball a dot from 13 for 0: 13 in 20 overs, then the chase (60 balls) of 14 gets none: won by 13 runs.
    expect(playOutLimited(always(1), T20, { ...from0, runs: 13, chaseAllowed: 60 }, 2, 's')).toMatchObject({ wins: [2, 0, 0], marginRuns: [{ from: 10, count: 2 }] });
    // Wides only never end an over: the chase of 7 is won by wides alone (7 extras), no ball bowled.
    expect(playOutLimited(always(8), T20, { inns: 2, runs: 0, wickets: 0, balls: 0, allowed: 120, target: 7 }, 2, 's').chaseTotal).toEqual([{ from: 0, count: 2 }]);
    expect(() => playOutLimited(always(1), T20, { inns: 2, runs: 0, wickets: 0, balls: 0, allowed: 120 }, 1, 's')).toThrow(/target/);
  });

  it('gives the same figures from the same seed and stops when cancelled', () => {
    const table = uniformTable([0.05, 0.35, 0.3, 0.08, 0.01, 0.1, 0.005, 0.04, 0.05, 0.015]);
    const start: LoStart = { inns: 1, runs: 20, wickets: 1, balls: 30, allowed: 120 };
    const one = playOutLimited(table, T20, start, 300, 'a');
    expect(playOutLimited(table, T20, start, 300, 'a')).toEqual(one);
    expect(playOutLimited(table, T20, start, 300, 'b')).not.toEqual(one);
    let calls = 0;
    expect(playOutLimited(table, T20, start, 5000, 'a', { cancelled: () => ++calls > 2 }).n).toBe(1000);
  });

});

describe('limited-overs playouts: phases, pressure, reading matches, the crease', () => {
  it('cuts the innings into phases and the chase into required-rate bands', () => {
    // T20: overs 1-6 the powerplay, 16-20 the death; ODI: 1-10 and 41-50; a 40-over innings: 8 powerplay overs.
    expect([0, 35, 36, 89, 90, 119].map((b) => phaseOf(b, 120, T20))).toEqual([0, 0, 1, 1, 2, 2]);
    expect([59, 60, 239, 240].map((b) => phaseOf(b, 300, ODI))).toEqual([0, 1, 1, 2]);
    expect([47, 48, 179, 180].map((b) => phaseOf(b, 240, ODI))).toEqual([0, 1, 1, 2]);
    // Required rate 3.9, 4, 7.99, 12 and 30 runs an over; none left: the top band.
    expect([pressureOf(39, 60), pressureOf(40, 60), pressureOf(799, 600), pressureOf(12, 6), pressureOf(30, 6), pressureOf(5, 0)]).toEqual([1, 2, 3, 6, 6, 6]);
    expect(loCellOf(0, 0, 0)).toBe(0);
    expect(loCellOf(6, 2, 12)).toBe(LO_CELLS - 1);
    expect([ballsOfOvers(47), ballsOfOvers(46.4), ballsOfOvers('x'), ballsOfOvers(0)]).toEqual([282, 280, 0, 0]);
    expect(overLimit(300)).toBe(10);
    expect(overLimit(120)).toBe(4);
    expect(overLimit(282)).toBe(10);
  });

  it('reads the target, the cut first innings and the states of a match (worked by hand)', () => {
    // A 2-over-a-side match written as a T20I file: England 9 in 1.2 overs (cut with wickets in hand), the chase set 10 off 1 over by the file.
    const over1: Ball[] = [['E1', 'A1', 4], ['E1', 'A1', 0, { wides: 1 }], ['E1', 'A1', 1], ['E2', 'A1', 0], ['E2', 'A1', 0, undefined, { kind: 'bowled', player_out: 'E2' }], ['E3', 'A1', 2], ['E3', 'A1', 0]];
    const over2: Ball[] = [['E3', 'A2', 1], ['E1', 'A2', 0]];
    const chase1: Ball[] = [['A1', 'E1', 6], ['A1', 'E1', 0], ['A1', 'E1', 0]];
    const json = cricsheetMatch({
      teams: ['England', 'Australia'],
      innings: [
        { team: 'England', overs: [over1, over2] },
        { team: 'Australia', overs: [chase1] },
      ],
      outcome: { winner: 'England', by: { runs: 3 }, method: 'D/L' },
    }) as ReturnType<typeof cricsheetMatch> & { innings: Record<string, unknown>[]; info: Record<string, unknown> };
    json.info.overs = 20;
    json.innings[1].target = { runs: 10, overs: 1 };
    json.innings.push({ team: 'Australia', super_over: true, overs: [] });
    const log = matchLogOf(json)!;
    expect(log.overs).toBe(20);
    expect(log.innings[1].target).toEqual({ runs: 10, balls: 6 });
    expect(log.innings[2].superOver).toBe(true);
    // First innings: 8 legal balls with wickets in hand, so cut at 2 overs (12 balls); the chase: the file's 10 off 6.
    expect(inningsTerms(log, T20)).toEqual({ allowed: [12, 6], target: 10 });
    const cells: [number, number, number][] = [];
    forEachLoBall(log, T20, (k, c, kind) => cells.push([k, c, kind]));
    // First innings: pressure 0, powerplay (the 2-over innings' powerplay is 1 over), then from ball 6 the death.
    expect(cells.slice(0, 4)).toEqual([[0, loCellOf(0, 0, 0), 5], [0, loCellOf(0, 0, 0), 8], [0, loCellOf(0, 0, 0), 2], [0, loCellOf(0, 0, 0), 1]]);
    expect(cells[4]).toEqual([0, loCellOf(0, 0, 0), 0]);
    expect(cells[7]).toEqual([0, loCellOf(0, 2, 1), 2]);
    // The chase: 10 off 6 balls is 10 an over (band 5), then 4 off 5 (4.8 an over: band 2), both in the powerplay.
    expect(cells[9]).toEqual([1, loCellOf(5, 0, 0), 7]);
    expect(cells[10]).toEqual([1, loCellOf(2, 0, 0), 1]);
    expect(cells.length).toBe(12);
    // States: before the first ball the scheduled 120 balls; after the 5th delivery 6 for 1 off 4 balls; at the chase's start the file's target.
    expect(loStateAfter(log, T20, 0)).toEqual({ inns: 1, runs: 0, wickets: 0, balls: 0, allowed: 120, chaseAllowed: 120 });
    expect(loStateAfter(log, T20, 5)).toMatchObject({ inns: 1, runs: 6, wickets: 1, balls: 4 });
    expect(loStateAfter(log, T20, 9)).toEqual({ inns: 2, runs: 0, wickets: 0, balls: 0, allowed: 6, target: 10 });
    expect(loStateAfter(log, T20, 11)).toEqual({ inns: 2, runs: 6, wickets: 0, balls: 2, allowed: 6, target: 10 });
    expect(loStateAfter(log, T20, 12)).toBeNull();

    // The line-up after the chase's first ball: A1 on strike (a six keeps him there), E1 bowling his first over.
    const archive = new LoPlayoutArchive(T20);
    archive.add('m1', log);
    const table = archive.tableWithout('2019');
    expect(table.cumulative).toHaveLength(LO_CELLS * LO_K);
    const lineup = loLineup(log, 10, null, archive.history, { wicket: new Float64Array(LO_CELLS), runs: new Float64Array(LO_CELLS) }, archive.pseudo());
    expect(lineup.sides[1].bat[lineup.queue[0]].name).toBe('A1');
    expect(lineup.sides[0].bowl[lineup.bowler].name).toBe('E1');
    expect(lineup.bowled[lineup.bowler]).toBe(1);
    expect(lineup.previous).toBe(-1);
  });

  it('never lets a bowler pass his over limit or bowl two overs running', () => {
    const bowl = [5, 1, 1, 1, 1, 1].map((weight) => ({ out: 1, runs: 1, weight }));
    const lineup: LoLineup = { sides: [{ bat: [], bowl: [] }, { bat: [], bowl }], queue: [0, 1], bowler: -1, previous: -1, bowled: [] };
    const crease = new LoCrease(lineup);
    const rng = createRng('overs');
    for (let trial = 0; trial < 50; trial++) {
      crease.begin(0, 0, 120, rng);
      const overs = [crease.bowler];
      for (let ball = 1; ball <= 114; ball++) {
        crease.afterBall(false, ball % 6 === 0, rng);
        if (ball % 6 === 0) overs.push(crease.bowler);
      }
      expect(overs).toHaveLength(20);
      for (let i = 1; i < overs.length; i++) expect(overs[i]).not.toBe(overs[i - 1]);
      for (let b = 0; b < bowl.length; b++) expect(overs.filter((x) => x === b).length).toBeLessThanOrEqual(4);
      // The heavy bowler bowls his four.
      expect(overs.filter((x) => x === 0).length).toBe(4);
    }
  });

  it('moves the chances with the players: a chase by batters twice as likely to get out is won less often', () => {
    const table = uniformTable([0.05, 0.35, 0.3, 0.08, 0.01, 0.1, 0.005, 0.04, 0.05, 0.015]);
    const side = (out: number) => ({ bat: Array.from({ length: 11 }, () => ({ out, runs: 1 })), bowl: Array.from({ length: 5 }, () => ({ out: 1, runs: 1, weight: 1 })) });
    const lineup = (out: number): LoLineup => ({ sides: [side(1), side(out)], queue: Array.from({ length: 11 }, (_, i) => i), bowler: -1, previous: -1, bowled: [] });
    const start: LoStart = { inns: 2, runs: 0, wickets: 0, balls: 0, allowed: 120, target: 160 };
    const n = 1000;
    const even = playOutLimited(table, T20, { ...start, lineup: lineup(1) }, n, 'p').shares[2];
    const weak = playOutLimited(table, T20, { ...start, lineup: lineup(2) }, n, 'p').shares[2];
    // Without players the same table gives the same chance as average players, within sampling error.
    const none = playOutLimited(table, T20, start, n, 'q').shares[2];
    expect(Math.abs(even - none)).toBeLessThan(4 * Math.sqrt((2 * none * (1 - none)) / n));
    expect(weak).toBeLessThan(even - 0.05);
  });
});
