/**
 * Kelly across several bets at once (docs/decisions.md "Multi-bet Kelly"): the stakes f (shares of the bank,
 * fᵢ ≥ 0) that maximise the expected log growth G(f) = Σₖ πₖ · ln(1 + Σᵢ fᵢ·aᵢₖ) over the joint results k:
 * - independent bets (up to 15): every win/lose combination, πₖ = Πᵢ (pᵢ or 1 − pᵢ), aᵢₖ = Dᵢ − 1 if bet i
 *   wins in k, else −1 (2ⁿ results);
 * - the outcomes of one event (up to 15, mutually exclusive): result k is "outcome k happens" (plus "none of
 *   them" when the probabilities leave some over), aᵢₖ = Dᵢ − 1 if i = k, else −1.
 * subject to Σ fᵢ ≤ 1 (no more than the whole bank is staked). G is concave, so a projected Newton method finds
 * the maximum: Newton steps on the stakes not held at zero (on the face Σ f = 1, steps that keep the total),
 * a backtracking line search that keeps every 1 + Σ fᵢaᵢₖ above zero and G rising, a stake that would go
 * negative is held at zero, and a zero stake with a positive slope ∂G/∂fᵢ is freed again; it stops when every
 * free slope (less the total's multiplier) is below 1e-12 and every held one ≤ 0 (the optimality conditions). The naive single-bet Kellys
 * (each bet sized alone, (b·p − q)/b) are computed beside it and scored with the same G. Pure.
 */

export type KellyMode = 'independent' | 'exclusive';
export interface KellyBet {
  /** Decimal odds (> 1). */
  odds: number;
  /** Win probability, 0..1. */
  probability: number;
}
export interface MultiKellyInput {
  mode: KellyMode;
  bets: KellyBet[];
  /** Multiple of the optimal stakes actually staked (1 = full Kelly, 0.5 = half). */
  fraction: number;
}
export interface MultiKellyResult {
  /** Full-Kelly joint stakes (shares of the bank) and the staked ones (× fraction). */
  optimal: number[];
  staked: number[];
  /** Each bet's own Kelly stake, ignoring the others (0 when it has no edge), × fraction. */
  naive: number[];
  /** Expected log growth per round of the staked joint stakes and of the naive stakes (−Infinity: ruin possible). */
  growth: number;
  naiveGrowth: number;
  /** The same at full Kelly (fraction 1): the fair comparison of the two ways of sizing. */
  fullGrowth: number;
  naiveFullGrowth: number;
  /** True when the naive stakes (× fraction) add up to the whole bank or more (they can lose everything). */
  naiveOverbet: boolean;
  iterations: number;
  results: number;
}

export const MAX_KELLY_BETS = 15;

interface States {
  n: number;
  m: number;
  prob: Float64Array;
  /** a[k·n + i] */
  a: Float64Array;
}

export function buildStates(input: Pick<MultiKellyInput, 'mode' | 'bets'>): States {
  const { bets, mode } = input;
  const n = bets.length;
  if (mode === 'independent') {
    const m = 1 << n;
    const prob = new Float64Array(m);
    const a = new Float64Array(m * n);
    for (let k = 0; k < m; k++) {
      let p = 1;
      for (let i = 0; i < n; i++) {
        const won = (k >> i) & 1;
        p *= won ? bets[i].probability : 1 - bets[i].probability;
        a[k * n + i] = won ? bets[i].odds - 1 : -1;
      }
      prob[k] = p;
    }
    return { n, m, prob, a };
  }
  const total = bets.reduce((s, b) => s + b.probability, 0);
  const rest = 1 - total;
  const m = n + (rest > 1e-12 ? 1 : 0);
  const prob = new Float64Array(m);
  const a = new Float64Array(m * n).fill(-1);
  for (let k = 0; k < n; k++) {
    prob[k] = bets[k].probability;
    a[k * n + k] = bets[k].odds - 1;
  }
  if (m > n) prob[n] = rest;
  return { n, m, prob, a };
}

/** G(f): expected log growth per round; −Infinity when a result with positive chance loses the whole bank. */
export function expectedLogGrowth(s: States, f: ArrayLike<number>): number {
  let g = 0;
  for (let k = 0; k < s.m; k++) {
    if (s.prob[k] === 0) continue;
    let w = 1;
    for (let i = 0; i < s.n; i++) w += f[i] * s.a[k * s.n + i];
    if (!(w > 0)) return -Infinity;
    g += s.prob[k] * Math.log(w);
  }
  return g;
}

/** A bet's own Kelly stake (b·p − q)/b, or 0. */
export const singleKelly = (b: KellyBet) => Math.max(0, ((b.odds - 1) * b.probability - (1 - b.probability)) / (b.odds - 1));

export function validateKelly(input: MultiKellyInput): string | null {
  const { bets, mode, fraction } = input;
  if (bets.length < 1 || bets.length > MAX_KELLY_BETS) return `1 to ${MAX_KELLY_BETS} bets`;
  for (const [i, b] of bets.entries()) {
    if (!(b.odds > 1 && b.odds <= 1000)) return `bet ${i + 1}: odds must be above 1`;
    if (!(b.probability > 0 && b.probability < 1)) return `bet ${i + 1}: the probability must be above 0 % and below 100 %`;
  }
  if (mode === 'exclusive' && bets.reduce((s, b) => s + b.probability, 0) > 1 + 1e-9) return 'the outcomes of one event cannot add up to more than 100 %';
  if (!(fraction > 0 && fraction <= 1)) return 'the fraction must be above 0 and at most 1';
  return null;
}

/** Solves the joint Kelly stakes (see the module comment). */
export function multiKelly(input: MultiKellyInput): MultiKellyResult {
  const err = validateKelly(input);
  if (err) throw new RangeError(err);
  const s = buildStates(input);
  const { n, m, prob, a } = s;
  const f = new Float64Array(n);
  // start from small single-Kelly stakes (feasible: their sum is kept under one half)
  const naiveFull = input.bets.map(singleKelly);
  const ns = naiveFull.reduce((x, y) => x + y, 0);
  for (let i = 0; i < n; i++) f[i] = naiveFull[i] * (ns > 0.5 ? 0.5 / ns : 1) * 0.5;
  const grad = new Float64Array(n);
  const hess = new Float64Array(n * n);
  const w = new Float64Array(m);
  let iterations = 0;
  let g = expectedLogGrowth(s, f);
  for (; iterations < 200; iterations++) {
    grad.fill(0);
    hess.fill(0);
    for (let k = 0; k < m; k++) {
      let x = 1;
      const off = k * n;
      for (let i = 0; i < n; i++) x += f[i] * a[off + i];
      w[k] = x;
    }
    for (let k = 0; k < m; k++) {
      const pk = prob[k];
      if (pk === 0) continue;
      const inv = 1 / w[k];
      const g1 = pk * inv;
      const h1 = g1 * inv;
      const off = k * n;
      for (let i = 0; i < n; i++) {
        const ai = a[off + i];
        grad[i] += g1 * ai;
        const hi = h1 * ai;
        const row = i * n;
        for (let j = 0; j <= i; j++) hess[row + j] -= hi * a[off + j];
      }
    }
    // free set: positive stakes, or zero stakes whose slope is positive
    const sumF = f.reduce((x, y) => x + y, 0);
    const onFace = sumF >= 1 - 1e-12;
    const free: number[] = [];
    for (let i = 0; i < n; i++) if (f[i] > 0 || grad[i] > 1e-12) free.push(i);
    if (free.length === 0) break;
    // Newton direction on the free set: (−H) d = grad; on the face Σf = 1, the step keeps Σd = 0 (multiplier λ)
    const A = freeMatrix(hess, free, n);
    const d1 = cholSolve(A, free.length, free.map((i) => grad[i]));
    let lambda = 0;
    let dF = d1;
    if (onFace) {
      const s1 = d1.reduce((x, y) => x + y, 0);
      if (s1 > 0) {
        const d2 = cholSolve(A, free.length, free.map(() => 1));
        lambda = s1 / d2.reduce((x, y) => x + y, 0);
        dF = d1.map((x, r) => x - lambda * d2[r]);
      }
    }
    let worst = 0;
    for (const i of free) if (f[i] > 0 || grad[i] - lambda > 1e-12) worst = Math.max(worst, Math.abs(grad[i] - lambda));
    if (worst < 1e-12) break;
    const d = new Float64Array(n);
    free.forEach((i, r) => (d[i] = dF[r]));
    // stakes that would cross zero, or a total that would pass the whole bank: cap the step at the first crossing
    let tMax = 1;
    for (const i of free) if (d[i] < 0 && f[i] > 0) tMax = Math.min(tMax, f[i] / -d[i]);
    const sumD = d.reduce((x, y) => x + y, 0);
    if (sumD > 0) tMax = Math.min(tMax, Math.max(0, 1 - sumF) / sumD);
    let t = tMax;
    const next = new Float64Array(n);
    let gNext = -Infinity;
    for (let tries = 0; tries < 60; tries++) {
      for (let i = 0; i < n; i++) next[i] = Math.max(0, f[i] + t * d[i]);
      gNext = expectedLogGrowth(s, next);
      if (gNext >= g) break;
      t /= 2;
    }
    if (!(gNext >= g) || t === 0) break;
    const before = g;
    f.set(next);
    g = gNext;
    if (gNext - before <= 1e-16 * Math.max(1, Math.abs(g)) && t < 1e-9) break;
  }
  const frac = input.fraction;
  const staked = Array.from(f, (x) => x * frac);
  const naive = naiveFull.map((x) => x * frac);
  const naiveSum = naive.reduce((x, y) => x + y, 0);
  const naiveFullSum = naiveFull.reduce((x, y) => x + y, 0);
  return {
    fullGrowth: g,
    naiveFullGrowth: naiveFullSum >= 1 ? -Infinity : expectedLogGrowth(s, naiveFull),
    optimal: Array.from(f),
    staked,
    naive,
    growth: expectedLogGrowth(s, staked),
    naiveGrowth: naiveSum >= 1 ? -Infinity : expectedLogGrowth(s, naive),
    naiveOverbet: naiveSum >= 1,
    iterations,
    results: m,
  };
}

/** −H on the free indices, as a full symmetric k × k matrix (H is stored lower-triangular). */
function freeMatrix(hess: Float64Array, free: number[], n: number): Float64Array {
  const k = free.length;
  const A = new Float64Array(k * k);
  for (let r = 0; r < k; r++) {
    for (let c = 0; c <= r; c++) {
      const i = free[r];
      const j = free[c];
      const v = -(i >= j ? hess[i * n + j] : hess[j * n + i]);
      A[r * k + c] = v;
      A[c * k + r] = v;
    }
  }
  return A;
}

/** x solving A x = b for a symmetric positive (semi)definite A, by Cholesky (a small ridge when it is singular). */
function cholSolve(A: Float64Array, k: number, b: number[]): number[] {
  const L = new Float64Array(k * k);
  let ridge = 0;
  for (let attempt = 0; attempt < 30; attempt++) {
    let ok = true;
    L.fill(0);
    for (let r = 0; r < k && ok; r++) {
      for (let c = 0; c <= r; c++) {
        let sum = A[r * k + c] + (r === c ? ridge : 0);
        for (let t = 0; t < c; t++) sum -= L[r * k + t] * L[c * k + t];
        if (r === c) {
          if (!(sum > 0)) {
            ok = false;
            break;
          }
          L[r * k + r] = Math.sqrt(sum);
        } else L[r * k + c] = sum / L[c * k + c];
      }
    }
    if (ok) break;
    ridge = ridge === 0 ? 1e-12 : ridge * 10;
  }
  const y = new Array<number>(k);
  for (let r = 0; r < k; r++) {
    let sum = b[r];
    for (let t = 0; t < r; t++) sum -= L[r * k + t] * y[t];
    y[r] = sum / L[r * k + r];
  }
  const x = new Array<number>(k);
  for (let r = k - 1; r >= 0; r--) {
    let sum = y[r];
    for (let t = r + 1; t < k; t++) sum -= L[t * k + r] * x[t];
    x[r] = sum / L[r * k + r];
  }
  return x;
}
