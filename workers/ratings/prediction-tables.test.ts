import { describe, expect, it } from 'vitest';
import { createRng } from '../../tests/fixtures/test-rng';
import { evaluateWinProbability, fitSlope, type ProbabilityInput } from './win-probability';
import { diffHistogram, signSplit, thresholdTable } from './prediction-tables';
import type { ReplayStep } from './colley-replay';
import { analyseGroup } from './group-analysis';
import { explainColley } from './colley-explanation';
import { colleyRatings } from './colley';

const step = (d: number): ReplayStep => ({
  matchId: 1,
  newId: 1,
  sessionId: 1,
  player1Id: 1,
  player2Id: 2,
  winnerId: 1,
  player1Before: 50,
  player1After: 50,
  player2Before: 50,
  player2After: 50,
  winnerPreMatchDiff: d,
});

describe('prediction tables', () => {
  it('buckets the absolute winner difference and splits by sign', () => {
    const steps = [25, -20, 19.99, 15, -12, 7, 5, 4.99, -1, 0.5, 0, -0.001].map(step);
    const t = thresholdTable(steps);
    expect(t.map((r) => [r.label, r.matches, r.favouriteWins, r.underdogWins, r.equal])).toEqual([
      ['>=20', 2, 1, 1, 0],
      ['15-20', 2, 2, 0, 0],
      ['10-15', 1, 0, 1, 0],
      ['5-10', 2, 2, 0, 0],
      ['1-5', 2, 1, 1, 0],
      ['<1', 3, 1, 0, 2],
    ]);
    expect(t[0].favouriteWinPct).toBe(50);
    expect(signSplit(steps)).toEqual({ negative: 3, equal: 2, positive: 7, total: 12 });
  });

  it('the histogram covers every value once', () => {
    const steps = [-7, -2.5, 0, 0.1, 2.5, 9.9].map(step);
    const bins = diffHistogram(steps);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(6);
    expect(bins[0].from).toBe(-7.5);
    expect(bins[bins.length - 1].to).toBe(10);
  });
});

describe('win-probability model', () => {
  it('predicts 50% before any data and only uses past matches', () => {
    const inputs: ProbabilityInput[] = [
      { diff: 10, p1Won: 1 },
      { diff: -5, p1Won: 0 },
      { diff: 3, p1Won: 1 },
    ];
    const r = evaluateWinProbability(inputs);
    expect(r.predictions[0]).toBe(0.5);
    // The second prediction uses the slope fitted on the first match only.
    const beta1 = fitSlope(inputs, 1);
    expect(r.predictions[1]).toBeCloseTo(1 / (1 + Math.exp(-beta1 * -5)), 12);
    // Changing a later result does not change an earlier prediction.
    const changed = evaluateWinProbability([inputs[0], inputs[1], { diff: 3, p1Won: 0 }]);
    expect(changed.predictions.slice(0, 3)).toEqual(r.predictions.slice(0, 3));
    expect(r.brierBaseline).toBe(0.25);
    expect(r.logLossBaseline).toBeCloseTo(Math.LN2, 15);
  });

  it('recovers the slope of simulated logistic data and beats the 50/50 baseline', () => {
    const rng = createRng(42);
    const trueBeta = 0.08;
    const inputs: ProbabilityInput[] = Array.from({ length: 3000 }, () => {
      const diff = (rng() - 0.5) * 60;
      return { diff, p1Won: rng() < 1 / (1 + Math.exp(-trueBeta * diff)) ? 1 : 0 };
    });
    const beta = fitSlope(inputs, inputs.length);
    // Standard error of beta here is about 0.004; allow 4 SE.
    expect(Math.abs(beta - trueBeta)).toBeLessThan(0.016);
    const r = evaluateWinProbability(inputs.slice(0, 600));
    expect(r.brier).toBeLessThan(r.brierBaseline);
    expect(r.logLoss).toBeLessThan(r.logLossBaseline);
    expect(r.calibration.reduce((s, b) => s + b.count, 0)).toBe(600);
  });
});

describe('group analysis and explanation', () => {
  it('analyses a small group and explains the same ratings', () => {
    const matches = [
      [1, 2, 1, 1],
      [2, 3, 2, 2],
      [3, 1, 3, 1],
      [1, 2, 1, 1],
    ].map(([p1, p2, w, fw], i) => ({
      match_id: i + 1,
      new_id: i + 1,
      player_1_id: p1,
      player_2_id: p2,
      score_1: w === p1 ? 10 : 4,
      score_2: w === p2 ? 10 : 4,
      winner_player_id: w,
      fixture_weight: fw,
      win_weight: 0.5,
      session_id: i < 2 ? 1 : 2,
      session_match_end_id: i === 1 || i === 3 ? 1 : 0,
    }));
    const a = analyseGroup([1, 2, 3], matches);
    expect(a.replay.steps).toHaveLength(4);
    expect(a.replay.sessions).toHaveLength(2);
    const ex = explainColley([1, 2, 3], matches);
    a.replay.final.forEach((r, i) => expect(Math.abs(r - ex.ratings[i])).toBeLessThan(1e-9));
    // Public pages use win weight 1: the weight is the fixture weight.
    const ref = colleyRatings(3, [
      { winner: 0, loser: 1, weight: 1 },
      { winner: 1, loser: 2, weight: 2 },
      { winner: 2, loser: 0, weight: 1 },
      { winner: 0, loser: 1, weight: 1 },
    ]);
    ref.forEach((r, i) => expect(Math.abs(100 * r - ex.ratings[i])).toBeLessThan(1e-9));
    expect(ex.games[0][1]).toBe(2);
    expect(ex.weights[1][2]).toBe(2);
    expect(ex.matrix[0][0]).toBe(2 + 3);
    expect(ex.rhs[0]).toBe(1 + (2 - 1) / 2);
    expect(ex.perWeight.map((t) => t.fixtureWeight)).toEqual([1, 2]);
  });
});

describe('the running refit', () => {
  /** The definition, written out: before each match, Newton on every earlier match from the previous fit (n²). */
  const refitEveryMatch = (inputs: readonly ProbabilityInput[]) => {
    let beta = 0;
    return inputs.map((x, k) => {
      if (k > 0) beta = fitSlope(inputs, k, beta);
      return 1 / (1 + Math.exp(-beta * x.diff));
    });
  };

  it('gives the predictions of a full refit before every match, to 1e-9', () => {
    const rng = createRng(7);
    // Separable at first (the prior holds the slope), ties (diff 0), wide and narrow differences, a drifting slope.
    const inputs: ProbabilityInput[] = [
      { diff: 0, p1Won: 1 },
      { diff: 12, p1Won: 1 },
      { diff: -3, p1Won: 0 },
      ...Array.from({ length: 1200 }, (_, i): ProbabilityInput => {
        const diff = rng() < 0.05 ? 0 : (rng() - 0.5) * (i < 600 ? 20 : 90);
        const beta = i < 600 ? 0.15 : 0.04;
        return { diff, p1Won: rng() < 1 / (1 + Math.exp(-beta * diff)) ? 1 : 0 };
      }),
    ];
    const fast = evaluateWinProbability(inputs).predictions;
    const slow = refitEveryMatch(inputs);
    expect(fast).toHaveLength(slow.length);
    const worst = Math.max(...fast.map((p, k) => Math.abs(p - slow[k])));
    expect(worst).toBeLessThan(1e-9);
  });
});
