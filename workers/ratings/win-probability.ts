/**
 * A win-probability model on the pre-match Colley rating difference, fitted only on past matches.
 *
 * P(player 1 wins) = sigmoid(beta * d), d = player 1's pre-match rating minus player 2's (shown scale).
 * There is no intercept: who is listed first carries no information. Before each match, beta is refitted by
 * Newton's method on every earlier match (warm-started from the previous fit) with a weak Gaussian prior
 * beta ~ N(0, PRIOR_SD^2), which keeps it finite while the early data are separable. The first prediction is
 * therefore 50 %. Scores: Brier score and log loss of the model against the 50/50 baseline, and a
 * calibration table from the favourite's point of view. Pure TypeScript.
 */
export const PRIOR_SD = 0.1;

export interface ProbabilityInput {
  /** Player 1's pre-match rating minus player 2's (shown scale). */
  diff: number;
  /** 1 when player 1 won. */
  p1Won: 0 | 1;
}

export interface CalibrationBin {
  /** Lower edge of the favourite's predicted chance, percent (50, 55, ... 95). */
  from: number;
  to: number;
  count: number;
  /** Mean predicted chance of the favourite, percent (null when empty). */
  predicted: number | null;
  /** Observed share of favourites that won, percent (null when empty). */
  observed: number | null;
}

export interface ProbabilityModelResult {
  /** Predicted chance that player 1 wins, per match, made before the match. */
  predictions: number[];
  /** Slope fitted on all matches (per rating point). */
  finalBeta: number;
  n: number;
  brier: number;
  brierBaseline: number;
  logLoss: number;
  logLossBaseline: number;
  calibration: CalibrationBin[];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Maximum a-posteriori slope on the first `count` inputs, by Newton's method from `start`. */
export function fitSlope(inputs: readonly ProbabilityInput[], count: number, start = 0): number {
  const lambda = 1 / (PRIOR_SD * PRIOR_SD);
  let beta = start;
  for (let iter = 0; iter < 50; iter++) {
    let grad = -lambda * beta;
    let hess = -lambda;
    for (let k = 0; k < count; k++) {
      const { diff, p1Won } = inputs[k];
      const p = sigmoid(beta * diff);
      grad += (p1Won - p) * diff;
      hess -= p * (1 - p) * diff * diff;
    }
    const step = grad / hess;
    beta -= step;
    if (Math.abs(step) < 1e-10) break;
  }
  return beta;
}

export function evaluateWinProbability(inputs: readonly ProbabilityInput[]): ProbabilityModelResult {
  const predictions: number[] = [];
  let beta = 0;
  let brier = 0;
  let logLoss = 0;
  const eps = 1e-12;
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: 50 + 5 * i, to: 55 + 5 * i, count: 0, sumP: 0, wins: 0 }));
  inputs.forEach((x, k) => {
    if (k > 0) beta = fitSlope(inputs, k, beta);
    const p = sigmoid(beta * x.diff);
    predictions.push(p);
    brier += (p - x.p1Won) ** 2;
    logLoss -= x.p1Won ? Math.log(Math.max(p, eps)) : Math.log(Math.max(1 - p, eps));
    const fav = Math.max(p, 1 - p);
    const favWon = p >= 0.5 ? x.p1Won : 1 - x.p1Won;
    const bin = bins[Math.min(9, Math.floor((fav * 100 - 50) / 5))];
    bin.count++;
    bin.sumP += fav;
    bin.wins += favWon;
  });
  const n = inputs.length;
  return {
    predictions,
    finalBeta: n ? fitSlope(inputs, n, beta) : 0,
    n,
    brier: n ? brier / n : 0,
    brierBaseline: 0.25,
    logLoss: n ? logLoss / n : 0,
    logLossBaseline: Math.log(2),
    calibration: bins.map((b) => ({
      from: b.from,
      to: b.to,
      count: b.count,
      predicted: b.count ? (100 * b.sumP) / b.count : null,
      observed: b.count ? (100 * b.wins) / b.count : null,
    })),
  };
}
