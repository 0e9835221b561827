import { describe, expect, it } from 'vitest';
import { matchLogOf } from './match-log';
import { matchSteps } from './match-state';
import { fitLeaveOneSeasonOut, prepare, sampleRows, type ArchiveMatch } from './win-prob-build';
import { rps } from './win-prob-eval';
import { fitMultinomial } from './multinomial-fit';
import { firstSideProbabilities } from './win-prob-model';
import { equity, limitedBlindSpots, matchWpa, roundTriple, testBlindSpots, turningPoints, type Triple } from './win-prob-points';
import { cricsheetMatch, type Ball } from '../../tests/fixtures/win-prob-fixtures';

describe('equity and win probability added, by hand on a six-ball Test', () => {
  // England bat first: balls 1-3 (E1 faces A9), then Australia bat: balls 4-6 (A1 faces E9).
  const a: Ball[] = [['E1', 'A9', 4], ['E1', 'A9', 0], ['E1', 'A9', 0, undefined, { kind: 'bowled', player_out: 'E1' }]];
  const b: Ball[] = [['A1', 'E9', 1], ['A1', 'E9', 6], ['A1', 'E9', 0]];
  const log = matchLogOf(cricsheetMatch({ innings: [{ team: 'England', overs: [a] }, { team: 'Australia', overs: [b] }], outcome: { result: 'draw' } }))!;
  const steps = matchSteps(log);
  // [England win, draw, Australia win] before the first ball and after each of the six.
  const points: Triple[] = [
    [0.4, 0.3, 0.3],
    [0.5, 0.3, 0.2],
    [0.5, 0.2, 0.3],
    [0.3, 0.3, 0.4],
    [0.3, 0.4, 0.3],
    [0.1, 0.4, 0.5],
    [0.05, 0.95, 0],
  ];
  it('equity is P(win) + half P(draw)', () => {
    expect(equity([0.4, 0.3, 0.3], 0)).toBeCloseTo(0.55, 12);
    expect(equity([0.4, 0.3, 0.3], 1)).toBeCloseTo(0.45, 12);
  });
  it("credits each ball's change in the batting side's equity to the striker and its negative to the bowler", () => {
    const wpa = new Map(matchWpa(log, steps, points).map((w) => [log.names[w.player], w]));
    // England's equity: 0.55, 0.65, 0.60, 0.45 -> E1: +0.10 - 0.05 - 0.15 = -0.10.
    expect(wpa.get('E1')!.batting).toBeCloseTo(-0.1, 12);
    expect(wpa.get('A9')!.bowling).toBeCloseTo(0.1, 12);
    // Australia's equity: 0.55 (after ball 3), 0.50, 0.70, 0.475 -> A1: -0.05 + 0.20 - 0.225 = -0.075.
    expect(wpa.get('A1')!.batting).toBeCloseTo(-0.075, 12);
    expect(wpa.get('E9')!.bowling).toBeCloseTo(0.075, 12);
    expect(wpa.get('E1')!.ballsFaced).toBe(3);
    expect(wpa.get('E9')!.ballsBowled).toBe(3);
  });
  it('turning points are the biggest changes in the batting-first side\'s equity', () => {
    // England's equity: .55 .65 .60 .45 .50 .30 .525 -> swings +.10 -.05 -.15 +.05 -.20 +.225.
    const tp = turningPoints(points, 3).top;
    expect(tp.map((t) => t.index)).toEqual([5, 4, 2]);
    expect(tp[0].swing).toBeCloseTo(0.225, 12);
    expect(tp[1].swing).toBeCloseTo(-0.2, 12);
  });
  it("never crowns a swing in the model's blind spot: a declaration, or late in a Test that lost time", () => {
    // The same six balls with England's innings declared after ball 3 (index 2, swing -.15), the Test drawn (the
    // last ball, +.225, is time running out). Seen swings: index 0 +.10, 1 -.05, 3 +.05, 4 -.20.
    const declared = matchLogOf(
      cricsheetMatch({ innings: [{ team: 'England', overs: [a], declared: true }, { team: 'Australia', overs: [b] }], outcome: { result: 'draw' } }),
    )!;
    const dSteps = matchSteps(declared);
    const two = turningPoints(points, 2, true, testBlindSpots(declared, dSteps, false));
    expect(two.top.map((t) => t.index)).toEqual([4, 0]);
    // The declaration's -.15 is bigger than the second kept swing (+.10): said to be left out, and why.
    expect(two.leftOut.map((t) => [t.index, t.blind])).toEqual([[2, 'declaration']]);
    expect(two.leftOut[0].swing).toBeCloseTo(-0.15, 12);
    // With one turning point (-.20) the declaration would not have been one: nothing to say.
    expect(turningPoints(points, 1, true, testBlindSpots(declared, dSteps, false)).leftOut).toEqual([]);
    // Without the declaration flag, the ball is a turning point like any other.
    expect(turningPoints(points, 2, true, testBlindSpots(log, steps, false)).top.map((t) => t.index)).toEqual([4, 2]);
    // Had the Test lost time: 6 balls of 450 overs leave the model counting 449 overs at the drawn end, so every
    // ball (449 to 450 overs left, at most twice 449) is blind; the five biggest are said to be left out.
    // Limited overs, the chase's target revised: the ball that ends the first innings (index 2, -.15) meets a target
    // the model could not foresee; without a revision it is a turning point like any other.
    const revised = turningPoints(points, 2, false, limitedBlindSpots(log, steps, true));
    expect(revised.top.map((t) => t.index)).toEqual([5, 4]);
    expect(revised.leftOut).toEqual([]);
    expect(turningPoints(points, 3, false, limitedBlindSpots(log, steps, true)).leftOut.map((t) => [t.index, t.blind])).toEqual([[2, 'revised_target']]);
    expect(turningPoints(points, 3, false, limitedBlindSpots(log, steps, false)).top.map((t) => t.index)).toEqual([5, 4, 2]);
    const lost = turningPoints(points, 5, true, testBlindSpots(log, steps, true));
    expect(lost.top).toEqual([]);
    expect(lost.leftOut.map((t) => [t.index, t.blind])).toEqual([[4, 'time_lost'], [2, 'time_lost'], [0, 'time_lost'], [1, 'time_lost'], [3, 'time_lost']]);
  });
});

describe('probabilities', () => {
  it('rounded to 4 decimals they sum to exactly 1', () => {
    for (const p of [[1 / 3, 1 / 3, 1 / 3], [0.12345, 0.54321, 0.33334], [0.99995, 0.00004, 0.00001], [0, 1, 0]] as Triple[]) {
      const r = roundTriple(p);
      expect(Math.round((r[0] + r[1] + r[2]) * 1e4)).toBe(1e4);
      r.forEach((x, i) => expect(Math.abs(x - p[i])).toBeLessThanOrEqual(0.0001));
    }
  });
  it('the ranked probability score of a sure right forecast is 0 and of a sure wrong one 1', () => {
    expect(rps([1, 0, 0], 0)).toBe(0);
    expect(rps([1, 0, 0], 2)).toBe(1);
    // Hand-worked: forecast (.5, .3, .2), draw: F = (.5, .8), O = (0, 1): ((.5)^2 + (.2)^2) / 2 = 0.145.
    expect(rps([0.5, 0.3, 0.2], 1)).toBeCloseTo(0.145, 12);
  });
});

/** A small archive: three seasons of Tests with a few balls each, results varied. */
function archive(): ArchiveMatch[] {
  const out: ArchiveMatch[] = [];
  const results = [{ winner: 'England' }, { result: 'draw' }, { winner: 'Australia' }];
  let id = 1;
  for (const season of ['2017', '2018', '2019']) {
    for (let k = 0; k < 9; k++) {
      const runs = (k * 7 + Number(season)) % 7;
      const a: Ball[] = [['E1', 'A9', runs], ['E1', 'A9', k % 3 === 0 ? 4 : 0], ['E2', 'A9', 1]];
      const b: Ball[] = [['A1', 'E9', k % 4], ['A1', 'E9', 0, undefined, k % 2 ? { kind: 'caught', player_out: 'A1' } : undefined]];
      const json = cricsheetMatch({ season, date: `${season}-0${1 + (k % 9)}-01`, innings: [{ team: 'England', overs: [a] }, { team: 'Australia', overs: [b] }], outcome: results[(k + id) % 3] });
      out.push({ matchId: String(id++), log: matchLogOf(json, k % 2 ? 'England' : 'Australia')! });
    }
  }
  return out;
}

describe('the fit', () => {
  const opts = { set: 'full' as const, seed: 'test-seed', perTest: 3, lambda: 1, temper: false };
  it('is reproducible from its seed (and another seed draws other rows)', () => {
    const prepared = prepare(archive());
    const one = fitMultinomial(sampleRows(prepared, opts).rows);
    const two = fitMultinomial(sampleRows(prepared, opts).rows);
    expect(two.b0).toEqual(one.b0);
    expect(two.b2).toEqual(one.b2);
    expect(sampleRows(prepared, { ...opts, seed: 'other' }).rows.x).not.toEqual(sampleRows(prepared, opts).rows.x);
  });

  it('gives probabilities that sum to 1 at every state', () => {
    const prepared = prepare(archive());
    const models = fitLeaveOneSeasonOut(prepared, opts);
    for (const m of prepared) {
      const c = models.get(m.log.season)!.coefficients;
      for (const s of m.steps) {
        const p = firstSideProbabilities(c, s.after, m.ctx);
        expect(p[0] + p[1] + p[2]).toBeCloseTo(1, 12);
      }
    }
  });

  it('never lets the model used for season S see a match of S: changing S\'s results leaves it unchanged', () => {
    const base = archive();
    const models = fitLeaveOneSeasonOut(prepare(base), opts);
    const flipped = base.map((m) =>
      m.log.season === '2018' ? { ...m, log: { ...m.log, result: m.log.result === 'first' ? ('other' as const) : ('first' as const) } } : m,
    );
    const again = fitLeaveOneSeasonOut(prepare(flipped), opts);
    expect(models.get('2018')!.trainedOn).toEqual(['2017', '2019']);
    // Same optimum (each fold starts from the all-season fit, so the last digits may differ).
    again.get('2018')!.coefficients.win.forEach((v, j) => expect(v).toBeCloseTo(models.get('2018')!.coefficients.win[j], 5));
    again.get('2018')!.coefficients.loss.forEach((v, j) => expect(v).toBeCloseTo(models.get('2018')!.coefficients.loss[j], 5));
    // ...while the models that did see 2018 change.
    expect(Math.max(...again.get('2017')!.coefficients.win.map((v, j) => Math.abs(v - models.get('2017')!.coefficients.win[j])))).toBeGreaterThan(1e-3);
  });
});
