/**
 * Kelly across several bets at once (docs/decisions.md "Multi-bet Kelly"): the stakes f (shares of the bank,
 * fᵢ ≥ 0) that maximise the expected log growth G(f) = Σₖ πₖ · ln(1 + Σᵢ fᵢ·aᵢₖ) over the joint results k:
 * - independent bets (up to 15): every win/lose combination, πₖ = Πᵢ (pᵢ or 1 − pᵢ), aᵢₖ = Dᵢ − 1 if bet i
 *   wins in k, else −1 (2ⁿ results);
 * - the outcomes of one event (up to 15, mutually exclusive): result k is "outcome k happens" (plus "none of
 *   them" when the probabilities leave some over), aᵢₖ = Dᵢ − 1 if i = k, else −1.
 * subject to Σ fᵢ ≤ 1 (no more than the whole bank is staked). G is concave, so a projected Newton method finds
 * the maximum: each step maximises the quadratic model of G (slope and curvature over the 2ⁿ results) within the
 * constraints (coordinate ascent, with a multiplier for Σ f ≤ 1), then backtracks until G rises and every
 * 1 + Σ fᵢaᵢₖ stays above zero; it stops when the model's step is below 1e-13 (the optimality conditions hold:
 * slope 0 at a staked bet, ≤ 0 at a bet left out). The naive single-bet Kellys
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
  /** Independent bets: each bet's decimal odds (result k is the set of bets won, bit i for bet i). */
  odds?: Float64Array;
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
    return { n, m, prob, a, odds: Float64Array.from(bets, (b) => b.odds) };
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
  if (s.odds) {
    const W = independentBanks(s, f);
    let g = 0;
    for (let k = 0; k < s.m; k++) {
      if (!(W[k] > 0)) return -Infinity;
      g += s.prob[k] * Math.log(W[k]);
    }
    return g;
  }
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

/** Independent bets: the bank after every result, W[k] = 1 − Σf + Σ_{i won in k} fᵢ·Dᵢ, each from a smaller set (one add). */
function independentBanks(s: States, f: ArrayLike<number>): Float64Array {
  const W = new Float64Array(s.m);
  let F = 0;
  for (let i = 0; i < s.n; i++) F += f[i];
  W[0] = 1 - F;
  for (let k = 1; k < s.m; k++) {
    const low = 31 - Math.clz32(k & -k);
    W[k] = W[k & (k - 1)] + f[low] * s.odds![low];
  }
  return W;
}

/** Σ over supersets: after it, z[m] = Σ_{k ⊇ m} z[k] (n passes over the 2ⁿ results). */
function supersetSums(z: Float64Array, n: number): void {
  for (let i = 0; i < n; i++) {
    const bit = 1 << i;
    for (let m = 0; m < z.length; m++) if (!(m & bit)) z[m] += z[m | bit];
  }
}

/**
 * Independent bets: slope and curvature of G without the n² work per result. With aᵢ = −1 + Dᵢ·xᵢ (xᵢ = 1 when bet
 * i wins), Σ π·aᵢ/W = −Z₁(∅) + Dᵢ·Z₁({i}) and Σ π·aᵢaⱼ/W² = Z₂(∅) − Dᵢ·Z₂({i}) − Dⱼ·Z₂({j}) + DᵢDⱼ·Z₂({i, j}), where
 * Z(S) sums π/W (Z₁) or π/W² (Z₂) over the results in which every bet of S wins.
 */
function independentDerivatives(s: States, f: ArrayLike<number>, grad: Float64Array, hess: Float64Array): void {
  const { n, m, prob } = s;
  const D = s.odds!;
  const W = independentBanks(s, f);
  const z1 = new Float64Array(m);
  const z2 = new Float64Array(m);
  for (let k = 0; k < m; k++) {
    const inv = 1 / W[k];
    z1[k] = prob[k] * inv;
    z2[k] = z1[k] * inv;
  }
  supersetSums(z1, n);
  supersetSums(z2, n);
  for (let i = 0; i < n; i++) {
    const bi = 1 << i;
    grad[i] = -z1[0] + D[i] * z1[bi];
    for (let j = 0; j <= i; j++) {
      const bj = 1 << j;
      hess[i * n + j] = -(z2[0] - D[i] * z2[bi] - D[j] * z2[bj] + D[i] * D[j] * z2[bi | bj]);
    }
  }
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
    if (s.odds) independentDerivatives(s, f, grad, hess);
    else {
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
    }
    // The Newton step: the best step d of the quadratic model g·d − ½ dᵀAd (A = −H) with f + d ≥ 0 and
    // Σ (f + d) ≤ 1, solved exactly enough by coordinate ascent (n ≤ 15, so this costs nothing beside the 2ⁿ sums).
    const A = fullMatrix(hess, n);
    const d = modelStep(A, grad, f, n);
    let worst = 0;
    for (let i = 0; i < n; i++) worst = Math.max(worst, Math.abs(d[i]));
    if (worst < 1e-13) break;
    // backtracking: every point between f and f + d is feasible (both ends are)
    let t = 1;
    const next = new Float64Array(n);
    let gNext = -Infinity;
    for (let tries = 0; tries < 60; tries++) {
      for (let i = 0; i < n; i++) next[i] = Math.max(0, f[i] + t * d[i]);
      gNext = expectedLogGrowth(s, next);
      if (gNext >= g) break;
      t /= 2;
    }
    if (!(gNext >= g)) break;
    const gain = gNext - g;
    f.set(next);
    g = gNext;
    if (gain <= 1e-16 * Math.max(1, Math.abs(g)) && worst < 1e-9) break;
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

/** −H as a full symmetric n × n matrix (H is stored lower-triangular). */
function fullMatrix(hess: Float64Array, n: number): Float64Array {
  const A = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      A[i * n + j] = -hess[i * n + j];
      A[j * n + i] = -hess[i * n + j];
    }
  }
  return A;
}

/**
 * max over d of (g − λ)·d − ½ dᵀAd with d ≥ −f, by coordinate ascent from d = 0 (A positive semidefinite, a tiny
 * ridge keeps each coordinate's curvature positive); then, when Σ (f + d) > 1, the smallest multiplier λ ≥ 0 that
 * brings the total back to 1, by bisection.
 */
function modelStep(A: Float64Array, g: Float64Array, f: Float64Array, n: number): Float64Array {
  const solve = (lambda: number) => {
    const d = new Float64Array(n);
    const Ad = new Float64Array(n);
    for (let sweep = 0; sweep < 400; sweep++) {
      let moved = 0;
      for (let i = 0; i < n; i++) {
        const aii = A[i * n + i] + 1e-14;
        const target = Math.max(-f[i], d[i] + (g[i] - lambda - Ad[i]) / aii);
        const delta = target - d[i];
        if (delta !== 0) {
          d[i] = target;
          for (let j = 0; j < n; j++) Ad[j] += A[j * n + i] * delta;
          moved = Math.max(moved, Math.abs(delta));
        }
      }
      if (moved < 1e-16) break;
    }
    return d;
  };
  const total = (d: Float64Array) => {
    let x = 0;
    for (let i = 0; i < n; i++) x += f[i] + d[i];
    return x;
  };
  let d = solve(0);
  if (total(d) <= 1) return d;
  let lo = 0;
  let hi = 1;
  while (total(solve(hi)) > 1 && hi < 1e12) hi *= 2;
  for (let k = 0; k < 100; k++) {
    const mid = (lo + hi) / 2;
    if (total(solve(mid)) > 1) lo = mid;
    else hi = mid;
  }
  d = solve(hi);
  return d;
}
