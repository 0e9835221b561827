/**
 * Fair (margin-free) probabilities from bookmaker decimal odds by eight methods, following the R package
 * `implied` by Jonas C. Lindstrøm (R/implied_probabilities.R and R/internal.R): with rᵢ = 1 / Oᵢ and the
 * booksum B = Σ rᵢ,
 * - Multiplicative ('basic'): pᵢ = rᵢ / B;
 * - Additive: pᵢ = rᵢ − (B − 1) / n (fails when a long shot's pᵢ falls below 0);
 * - Power: pᵢ = rᵢᵏ with k solving Σ rᵢᵏ = 1 (the package writes rᵢ^(1/nn), nn = 1 / k);
 * - Shin: pᵢ(z) = [√(z² + 4(1 − z) rᵢ² / B) − z] / [2(1 − z)] with the insider share z solving Σ pᵢ = 1;
 * - Odds ratio: pᵢ = rᵢ / (c + rᵢ − c·rᵢ) with c solving Σ pᵢ = 1;
 * - wpo (margin weights proportional to the odds, Buchdahl): fair odds Fᵢ = n·Oᵢ / (n − M·Oᵢ), M = B − 1, so
 *   pᵢ = 1 / Fᵢ = rᵢ − M / n: the same probabilities as Additive (the package's own tests say so); each outcome's
 *   own margin is M·Fᵢ / n;
 * - bb (balanced book, Fingleton & Waldron 1999, gross margin 0): z = (B − 1) / (n − 1), pᵢ = (rᵢ − z) / (1 − z);
 * - jsd (Jensen–Shannon, C. D. Long): each pᵢ < rᵢ with the binomial Jensen–Shannon distance
 *   √(½ KL(P‖M) + ½ KL(R‖M)) between (pᵢ, 1 − pᵢ) and (rᵢ, 1 − rᵢ) (M their mean, natural logs) equal to one
 *   distance d for every outcome, d solving Σ pᵢ = 1.
 * The four solved methods use bisection on a bracket where the sum changes sign, to |Σ pᵢ − 1| ≤ 1e-10, and
 * report when no bracket is found or the tolerance is not reached. As the package does (normalize = TRUE), a
 * solved result is divided by its sum at the end. Pure: no DOM, no imports from src/.
 */
import { sharePercent } from '../../common/number-text';

export type MarginMethod = 'multiplicative' | 'additive' | 'power' | 'shin' | 'oddsRatio' | 'wpo' | 'bb' | 'jsd';

export const MARGIN_METHODS: readonly MarginMethod[] = ['multiplicative', 'additive', 'power', 'shin', 'oddsRatio', 'wpo', 'bb', 'jsd'];

export const METHOD_LABEL: Record<MarginMethod, string> = {
  multiplicative: 'Multiplicative',
  additive: 'Additive',
  power: 'Power',
  shin: 'Shin',
  oddsRatio: 'Odds ratio',
  wpo: 'Weights proportional to the odds',
  bb: 'Balanced book',
  jsd: 'Jensen–Shannon',
};

/** The package's own short names, for the address bar and the ledger. */
export const METHOD_CODE: Record<MarginMethod, string> = {
  multiplicative: 'basic',
  additive: 'additive',
  power: 'power',
  shin: 'shin',
  oddsRatio: 'or',
  wpo: 'wpo',
  bb: 'bb',
  jsd: 'jsd',
};

/** |Σ pᵢ − 1| at which a solved method is accepted. */
export const SOLVER_TOLERANCE = 1e-10;
export const MIN_OUTCOMES = 2;
export const MAX_OUTCOMES = 10;
/** Decimal odds accepted: above 1 (odds of exactly 1 leave nothing to win), at most 1000. */
export const ODDS_RANGE = { min: 1.01, max: 1000 } as const;

export type MethodResult =
  | {
      method: MarginMethod;
      ok: true;
      probabilities: number[];
      odds: number[];
      /** The solved or derived parameter: k (Power), z (Shin, bb), c (Odds ratio), d (jsd); null otherwise. */
      parameter: { name: string; value: number } | null;
      iterations: number;
    }
  | { method: MarginMethod; ok: false; reason: string };

export interface FairOddsResult {
  inverse: number[];
  booksum: number;
  /** booksum − 1 (0.05 = a 5 % margin). */
  margin: number;
  methods: MethodResult[];
  /** Largest spread (max − min) of one outcome's fair probability across the methods that worked, 0..1. */
  maxDifference: number | null;
  /** The outcome with that spread (0-based). */
  maxDifferenceOutcome: number | null;
}

interface Root {
  root: number;
  iterations: number;
  converged: boolean;
}

/**
 * Root of a decreasing g on [lo, hi] with g(lo) ≥ 0: widens hi (×2, up to `limit`) until g(hi) < 0, then bisects
 * until |g| ≤ tol. Not converged when no bracket is found or 400 halvings do not reach the tolerance.
 */
export function bisectDecreasing(g: (x: number) => number, lo: number, hi: number, limit: number, tol = SOLVER_TOLERANCE): Root {
  const gl = g(lo);
  if (Math.abs(gl) <= tol) return { root: lo, iterations: 0, converged: true };
  if (!(gl > 0)) return { root: lo, iterations: 0, converged: false };
  while (!(g(hi) < 0)) {
    if (hi >= limit) return { root: hi, iterations: 0, converged: false };
    lo = hi;
    hi = Math.min(limit, hi * 2);
  }
  for (let i = 1; i <= 400; i++) {
    const mid = (lo + hi) / 2;
    const gm = g(mid);
    if (Math.abs(gm) <= tol) return { root: mid, iterations: i, converged: true };
    if (gm > 0) lo = mid;
    else hi = mid;
    if (hi - lo <= Number.EPSILON * Math.max(1, Math.abs(mid))) return { root: mid, iterations: i, converged: Math.abs(gm) <= tol };
  }
  return { root: (lo + hi) / 2, iterations: 400, converged: false };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export const shinProbabilities = (z: number, r: number[], booksum: number) =>
  r.map((ri) => (Math.sqrt(z * z + (4 * (1 - z) * ri * ri) / booksum) - z) / (2 * (1 - z)));
export const powerProbabilities = (k: number, r: number[]) => r.map((ri) => ri ** k);
export const oddsRatioProbabilities = (c: number, r: number[]) => r.map((ri) => ri / (c + ri - c * ri));

function done(method: MarginMethod, probabilities: number[], parameter: { name: string; value: number } | null, iterations = 0): MethodResult {
  const s = sum(probabilities);
  const p = probabilities.map((x) => x / s);
  return { method, ok: true, probabilities: p, odds: p.map((x) => 1 / x), parameter, iterations };
}

const pct = (x: number) => sharePercent(x, 2);

function solved(method: MarginMethod, name: string, root: Root, probs: (x: number) => number[]): MethodResult {
  if (!root.converged) {
    return { method, ok: false, reason: `the solver for ${name} did not reach |sum − 1| ≤ 1e-10 (no convergence)` };
  }
  return done(method, probs(root.root), { name, value: root.root }, root.iterations);
}

/** The binomial Jensen–Shannon distance between (p, 1 − p) and (r, 1 − r), natural logs (implied's binom_jsd). */
export function binomialJsd(p: number, r: number): number {
  const kl = (x: number, y: number) => (x === 0 ? 0 : x * Math.log(x / y));
  const m = (p + r) / 2;
  const mq = 1 - m;
  const js = (kl(p, m) + kl(1 - p, mq)) / 2 + (kl(r, m) + kl(1 - r, mq)) / 2;
  return Math.sqrt(Math.max(0, js));
}

/** The p in [0, r] at distance d below r (the distance falls as p rises towards r); bisection to the float. */
export function jsdProbability(d: number, r: number): number {
  let lo = 0;
  let hi = r;
  for (let i = 0; i < 200 && hi - lo > Number.EPSILON * r; i++) {
    const mid = (lo + hi) / 2;
    if (binomialJsd(mid, r) > d) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
export const jsdProbabilities = (d: number, r: number[]) => r.map((ri) => jsdProbability(d, ri));

function nonPositive(method: MarginMethod, p: number[]): MethodResult | null {
  const worst = p.reduce((w, x, i) => (x < p[w] ? i : w), 0);
  if (p[worst] <= 0) {
    return { method, ok: false, reason: `it gives outcome ${worst + 1} a probability of ${pct(p[worst])}: below zero, so the method fails for this market` };
  }
  return null;
}

/** One method on the inverse odds r (each in (0, 1)). */
export function fairProbabilities(method: MarginMethod, r: number[]): MethodResult {
  const n = r.length;
  const B = sum(r);
  if (method === 'multiplicative') return done(method, r.map((ri) => ri / B), null);
  if (method === 'additive') {
    const p = r.map((ri) => ri - (B - 1) / n);
    return nonPositive(method, p) ?? done(method, p, null);
  }
  if (method === 'wpo') {
    // implied: fair_odds = n·O / (n − M·O); probabilities = 1 / fair_odds (a fair price ≤ 0 fails).
    const M = B - 1;
    const p = r.map((ri) => {
      const o = 1 / ri;
      const fair = (n * o) / (n - M * o);
      return fair > 0 ? 1 / fair : -1;
    });
    return nonPositive(method, p) ?? done(method, p, null);
  }
  if (B < 1) return { method, ok: false, reason: 'the booksum is below 1 (no margin to remove), so there is nothing to solve for' };
  if (method === 'bb') {
    const z = (B - 1) / (n - 1);
    const p = r.map((ri) => (ri - z) / (1 - z));
    return nonPositive(method, p) ?? done(method, p, { name: 'z', value: z });
  }
  if (method === 'jsd') {
    // d from 0 (pᵢ = rᵢ, sum B ≥ 1) up to the smallest distance of any rᵢ from 0, where that pᵢ reaches 0.
    const dMax = Math.min(...r.map((ri) => binomialJsd(0, ri)));
    const g = (d: number) => sum(jsdProbabilities(d, r)) - 1;
    if (!(g(dMax) < 0)) return { method, ok: false, reason: 'no distance d balances the book before a probability reaches zero (no convergence)' };
    return solved(method, 'd', bisectDecreasing(g, 0, dMax, dMax), (d) => jsdProbabilities(d, r));
  }
  if (method === 'power') {
    return solved(method, 'k', bisectDecreasing((k) => sum(powerProbabilities(k, r)) - 1, 1, 2, 1e6), (k) => powerProbabilities(k, r));
  }
  if (method === 'oddsRatio') {
    return solved(method, 'c', bisectDecreasing((c) => sum(oddsRatioProbabilities(c, r)) - 1, 1, 2, 1e9), (c) => oddsRatioProbabilities(c, r));
  }
  // Shin: z in [0, 1); the sum falls from √B at z = 0 towards Σ rᵢ² / B < 1 as z → 1.
  const g = (z: number) => sum(shinProbabilities(z, r, B)) - 1;
  const hi = 1 - 1e-9;
  if (!(g(hi) < 0)) return { method, ok: false, reason: 'no insider share z in [0, 1) balances the book (no convergence)' };
  return solved(method, 'z', bisectDecreasing(g, 0, hi, hi), (z) => shinProbabilities(z, r, B));
}

/** Parses one odds entry: a decimal number in ODDS_RANGE, else null. */
export function parseDecimalOdds(text: string): number | null {
  if (!/^\s*\d+(\.\d+)?\s*$/.test(text)) return null;
  const x = Number(text);
  return x >= ODDS_RANGE.min && x <= ODDS_RANGE.max ? x : null;
}

/** Every method on one market of decimal odds (2 to 10 outcomes, each in ODDS_RANGE). */
export function fairOdds(odds: number[]): FairOddsResult {
  if (odds.length < MIN_OUTCOMES || odds.length > MAX_OUTCOMES) throw new RangeError(`a market has ${MIN_OUTCOMES} to ${MAX_OUTCOMES} outcomes`);
  for (const o of odds) if (!(o >= ODDS_RANGE.min && o <= ODDS_RANGE.max)) throw new RangeError(`odds must be from ${ODDS_RANGE.min} to ${ODDS_RANGE.max}`);
  const inverse = odds.map((o) => 1 / o);
  const booksum = sum(inverse);
  const methods = MARGIN_METHODS.map((m) => fairProbabilities(m, inverse));
  let maxDifference: number | null = null;
  let maxDifferenceOutcome: number | null = null;
  const ok = methods.filter((m): m is Extract<MethodResult, { ok: true }> => m.ok);
  if (ok.length >= 2) {
    for (let i = 0; i < odds.length; i++) {
      const ps = ok.map((m) => m.probabilities[i]);
      const spread = Math.max(...ps) - Math.min(...ps);
      if (maxDifference === null || spread > maxDifference) {
        maxDifference = spread;
        maxDifferenceOutcome = i;
      }
    }
  }
  return { inverse, booksum, margin: booksum - 1, methods, maxDifference, maxDifferenceOutcome };
}
