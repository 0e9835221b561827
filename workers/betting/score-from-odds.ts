/**
 * Expected goals backed out of the odds (docs/betting.md "Score models"; penaltyblog's goal expectancy, worked
 * from its definition): the margin is removed from the 1X2 prices (and, when given, the Over/Under 2.5 pair) by
 * one of the eight methods of `fair-odds.ts`, and λ (home) and μ (away) are solved so that the model's P(home),
 * P(away) (and P(over 2.5)) equal the fair ones.
 * - 1X2 only: two equations in two unknowns, solved exactly by Newton's method on (ln λ, ln μ) with the Jacobian by
 *   central differences, step halved until the squared error falls, to max |model − fair| ≤ 1e-10 (the draw then
 *   agrees too, since the three sum to 1).
 * - With Over/Under 2.5: three equations in two unknowns, solved in least squares by the same damped
 *   Gauss–Newton steps; the largest remaining difference is reported, and called out when above 1e-6 (the Poisson
 *   model cannot match those three prices at once).
 * ρ (Dixon–Coles) is taken as given, 0 for Poisson.
 */
import { fairOdds, type MarginMethod } from './fair-odds';
import { headlineChances, MAX_RATE, rhoBounds } from './score-grid';

export const ODDS_SOLVE_TOLERANCE = 1e-10;
export const ODDS_AGREEMENT = 1e-6;

export interface FromOddsInput {
  /** Decimal odds: home, draw, away. */
  oneXTwo: [number, number, number];
  /** Decimal odds: over 2.5, under 2.5 (optional). */
  overUnder?: [number, number] | null;
  method: MarginMethod;
  rho?: number;
}

export type FromOddsResult =
  | {
      ok: true;
      lambda: number;
      mu: number;
      rho: number;
      fair: { home: number; draw: number; away: number; over25: number | null };
      model: { home: number; draw: number; away: number; over25: number };
      /** Largest |model − fair| over the fitted chances. */
      maxDifference: number;
      exact: boolean;
      iterations: number;
    }
  | { ok: false; field: 'oneXTwo' | 'overUnder' | 'rho'; message: string };

function fairFrom(prices: number[], method: MarginMethod): { ok: true; p: number[] } | { ok: false; message: string } {
  const m = fairOdds(prices).methods.find((x) => x.method === method);
  if (!m) return { ok: false, message: 'unknown method' };
  return m.ok ? { ok: true, p: [...m.probabilities] } : { ok: false, message: m.reason };
}

function solve2(a: number[][], b: number[]): number[] {
  const det = a[0][0] * a[1][1] - a[0][1] * a[1][0];
  return [(b[0] * a[1][1] - a[0][1] * b[1]) / det, (a[0][0] * b[1] - b[0] * a[1][0]) / det];
}

export function goalsFromOdds(input: FromOddsInput): FromOddsResult {
  const rho = input.rho ?? 0;
  const x = fairFrom(input.oneXTwo, input.method);
  if (!x.ok) return { ok: false, field: 'oneXTwo', message: x.message };
  let over: number | null = null;
  if (input.overUnder) {
    const o = fairFrom(input.overUnder, input.method);
    if (!o.ok) return { ok: false, field: 'overUnder', message: o.message };
    over = o.p[0];
  }
  const target = over === null ? [x.p[0], x.p[2]] : [x.p[0], x.p[2], over];
  const residual = (t: number[]): number[] | null => {
    const l = Math.exp(t[0]);
    const m = Math.exp(t[1]);
    if (l > MAX_RATE || m > MAX_RATE || l < 1e-3 || m < 1e-3) return null;
    const b = rhoBounds(l, m);
    if (rho < b.min || rho > b.max) return null;
    const c = headlineChances(l, m, rho);
    const got = over === null ? [c.home, c.away] : [c.home, c.away, c.over25];
    return got.map((g, i) => g - target[i]);
  };
  const sq = (r: number[]) => r.reduce((a, v) => a + v * v, 0);
  let t = [Math.log(1.4), Math.log(1.1)];
  let r = residual(t);
  if (!r) return { ok: false, field: 'rho', message: 'ρ is out of range for a start at 1.4 and 1.1 goals.' };
  let iterations = 0;
  for (; iterations < 100; iterations++) {
    if (Math.max(...r.map(Math.abs)) <= ODDS_SOLVE_TOLERANCE) break;
    const h = 1e-6;
    const J: number[][] = r.map(() => [0, 0]);
    for (let j = 0; j < 2; j++) {
      const up = residual(t.map((v, i) => (i === j ? v + h : v)));
      const dn = residual(t.map((v, i) => (i === j ? v - h : v)));
      if (!up || !dn) return { ok: false, field: 'oneXTwo', message: 'These prices need more than 6 expected goals a side.' };
      for (let i = 0; i < r.length; i++) J[i][j] = (up[i] - dn[i]) / (2 * h);
    }
    // Normal equations JᵀJ δ = −Jᵀr (the same as Newton when square).
    const A = [
      [0, 0],
      [0, 0],
    ];
    const g = [0, 0];
    for (let i = 0; i < r.length; i++) {
      for (let a = 0; a < 2; a++) {
        g[a] -= J[i][a] * r[i];
        for (let b = 0; b < 2; b++) A[a][b] += J[i][a] * J[i][b];
      }
    }
    const step = solve2(A, g);
    let s = 1;
    let next: number[] | null = null;
    let nextR: number[] | null = null;
    for (let k = 0; k < 40; k++, s /= 2) {
      const cand = [t[0] + s * step[0], t[1] + s * step[1]];
      const cr = residual(cand);
      if (cr && sq(cr) < sq(r)) {
        next = cand;
        nextR = cr;
        break;
      }
    }
    if (!next || !nextR) break;
    const moved = Math.abs(next[0] - t[0]) + Math.abs(next[1] - t[1]);
    t = next;
    r = nextR;
    if (moved < 1e-14) break;
  }
  const lambda = Math.exp(t[0]);
  const mu = Math.exp(t[1]);
  const c = headlineChances(lambda, mu, rho);
  const maxDifference = Math.max(...r.map(Math.abs));
  return {
    ok: true,
    lambda,
    mu,
    rho,
    fair: { home: x.p[0], draw: x.p[1], away: x.p[2], over25: over },
    model: c,
    maxDifference,
    exact: maxDifference <= ODDS_AGREEMENT,
    iterations,
  };
}
