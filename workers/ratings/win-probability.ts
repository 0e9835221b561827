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

/** Terms of the Taylor series kept (the next is below 1e-13 of the sum: |u| <= RADIUS, coefficients fall as π^-j). */
const TERMS = 14;
/** The series is used while |beta - pivot| * max|diff| stays within this; past it the pivot moves. */
const RADIUS = 0.25;

/** The Taylor coefficients of e^-t: (-1)^m / m!. */
const EXP_SERIES = Float64Array.from({ length: TERMS + 1 }, (_, m) => {
  let f = 1;
  for (let i = 2; i <= m; i++) f *= i;
  return (m % 2 ? -1 : 1) / f;
});
const SCRATCH = new Float64Array(TERMS + 1);

/** The Taylor coefficients of the sigmoid at x: out[j] = σ^(j)(x) / j!, j = 0..TERMS (by series division, stable). */
function sigmoidSeries(x: number, out: Float64Array): void {
  // σ(x + t) = 1 / (1 + a e^-t) with a = e^-|x| <= 1; for x < 0, σ(x + t) = 1 - σ(-x - t).
  const a = Math.exp(-Math.abs(x));
  const q0 = 1 + a;
  out[0] = 1 / q0;
  const q = SCRATCH;
  for (let m = 1; m <= TERMS; m++) {
    q[m] = a * EXP_SERIES[m];
    let s = 0;
    for (let l = 1; l <= m; l++) s += q[l] * out[m - l];
    out[m] = -s / q0;
  }
  if (x < 0) {
    out[0] = 1 - out[0];
    for (let m = 1; m <= TERMS; m++) if (m % 2 === 0) out[m] = -out[m];
  }
}

/**
 * The slope refitted as matches are added, each fit the same Newton iteration as `fitSlope` on every input added so
 * far: fitSlope costs a pass over the inputs per iteration, so refitting before each of n matches costs n² (a
 * 200,000-match group: hours). Here the sums Newton needs, Σ σ(β d) d and Σ σ'(β d) d², are kept as Taylor series
 * in β around a pivot, updated in O(1) per match and moved (one pass) only when β strays from the pivot: the same
 * fits to about 1e-12 (the tests compare it with fitSlope).
 */
export class RunningSlopeFit {
  private readonly diffs: number[] = [];
  private sumYd = 0;
  private pivot = 0;
  /** The largest |diff| so far: the series' variable is u = (β - pivot) · scale. */
  private scale = 0;
  /** coef[j] = Σ d σ^(j)(pivot d)/j! (d/scale)^j, so Σ σ(β d) d = Σ_j coef[j] u^j. */
  private readonly coef = new Float64Array(TERMS + 1);
  private readonly series = new Float64Array(TERMS + 1);

  add({ diff, p1Won }: ProbabilityInput): void {
    this.sumYd += p1Won * diff;
    if (diff === 0) return;
    const size = Math.abs(diff);
    if (size > this.scale) {
      if (this.scale > 0) for (let j = 1, f = this.scale / size, r = f; j <= TERMS; j++, r *= f) this.coef[j] *= r;
      this.scale = size;
    }
    this.diffs.push(diff);
    this.accumulate(diff);
  }

  private accumulate(d: number): void {
    sigmoidSeries(this.pivot * d, this.series);
    const ratio = d / this.scale;
    for (let j = 0, r = d; j <= TERMS; j++, r *= ratio) this.coef[j] += this.series[j] * r;
  }

  private movePivot(beta: number): void {
    this.pivot = beta;
    this.coef.fill(0);
    for (const d of this.diffs) this.accumulate(d);
  }

  /** The MAP slope on every input added, by Newton's method from `start` (as fitSlope). */
  fit(start: number): number {
    const lambda = 1 / (PRIOR_SD * PRIOR_SD);
    let beta = start;
    for (let iter = 0; iter < 50; iter++) {
      if (Math.abs(beta - this.pivot) * this.scale > RADIUS) this.movePivot(beta);
      const u = (beta - this.pivot) * this.scale;
      // Horner: s = Σ coef[j] u^j, ds = Σ j coef[j] u^(j-1).
      let s = this.coef[TERMS];
      let ds = 0;
      for (let j = TERMS - 1; j >= 0; j--) {
        ds = ds * u + s;
        s = s * u + this.coef[j];
      }
      const grad = -lambda * beta + this.sumYd - s;
      const hess = -lambda - this.scale * ds;
      const step = grad / hess;
      beta -= step;
      if (Math.abs(step) < 1e-10) break;
    }
    return beta;
  }
}

export function evaluateWinProbability(inputs: readonly ProbabilityInput[]): ProbabilityModelResult {
  const predictions: number[] = [];
  let beta = 0;
  let brier = 0;
  let logLoss = 0;
  const eps = 1e-12;
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: 50 + 5 * i, to: 55 + 5 * i, count: 0, sumP: 0, wins: 0 }));
  const running = new RunningSlopeFit();
  inputs.forEach((x, k) => {
    if (k > 0) {
      running.add(inputs[k - 1]);
      beta = running.fit(beta);
    }
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
