/**
 * A small linear programme solved exactly: maximise c·x subject to A·x ≤ b, x ≥ 0, in BigInt fractions (`Rat`), by
 * the simplex method on a tableau with Bland's rule (the lowest-numbered improving column, ties in the ratio test
 * to the lowest-numbered basic variable), which cannot cycle. A negative b is handled by Chvátal's first phase: an
 * extra variable x₀ subtracted from every row, minimised; if it cannot reach 0 the programme is infeasible.
 * Exact arithmetic means a hedge's stakes come out as fractions, rounded to the penny once (no tolerance to tune).
 * Sized for the hedge calculator (tens of variables and rows).
 */
import { add, mul, rat, ZERO, type Rat } from './bet-returns';
import { cmp, div, sub } from './exact-money';

export type LpResult = { status: 'optimal'; x: Rat[]; value: Rat } | { status: 'infeasible' } | { status: 'unbounded' };

interface Tableau {
  rows: Rat[][];
  rhs: Rat[];
  basis: number[];
  /** Reduced costs (objective row) and the objective's value. */
  d: Rat[];
  value: Rat;
}

const isZero = (a: Rat) => a.n === 0n;
const pos = (a: Rat) => a.n > 0n;

function pivot(t: Tableau, r: number, j: number): void {
  const p = t.rows[r][j];
  t.rows[r] = t.rows[r].map((v) => div(v, p));
  t.rhs[r] = div(t.rhs[r], p);
  for (let i = 0; i < t.rows.length; i++) {
    if (i === r || isZero(t.rows[i][j])) continue;
    const f = t.rows[i][j];
    t.rows[i] = t.rows[i].map((v, k) => sub(v, mul(f, t.rows[r][k])));
    t.rhs[i] = sub(t.rhs[i], mul(f, t.rhs[r]));
  }
  const f = t.d[j];
  if (!isZero(f)) {
    t.d = t.d.map((v, k) => sub(v, mul(f, t.rows[r][k])));
    t.value = add(t.value, mul(f, t.rhs[r]));
  }
  t.basis[r] = j;
}

/** Simplex iterations from a feasible basis; false when unbounded. */
function iterate(t: Tableau, allowed: (j: number) => boolean): boolean {
  for (let guard = 0; guard < 10_000; guard++) {
    const j = t.d.findIndex((v, k) => allowed(k) && pos(v));
    if (j < 0) return true;
    let r = -1;
    let best: Rat | null = null;
    for (let i = 0; i < t.rows.length; i++) {
      if (!pos(t.rows[i][j])) continue;
      const ratio = div(t.rhs[i], t.rows[i][j]);
      const c = best === null ? -1 : cmp(ratio, best);
      if (c < 0 || (c === 0 && t.basis[i] < t.basis[r])) {
        r = i;
        best = ratio;
      }
    }
    if (r < 0) return false;
    pivot(t, r, j);
  }
  throw new Error('simplex did not finish');
}

export function solveLp(c: Rat[], A: Rat[][], b: Rat[]): LpResult {
  const n = c.length;
  const m = A.length;
  const x0 = n + m;
  const rows = A.map((row, i) => [...row, ...Array.from({ length: m }, (_, k) => rat(k === i ? 1 : 0)), rat(-1)]);
  const t: Tableau = { rows, rhs: [...b], basis: Array.from({ length: m }, (_, i) => n + i), d: [], value: ZERO };
  const worst = b.reduce((w, v, i) => (cmp(v, b[w]) < 0 ? i : w), 0);
  if (m > 0 && b[worst].n < 0n) {
    // Phase 1: maximise −x₀.
    t.d = Array.from({ length: n + m + 1 }, (_, k) => rat(k === x0 ? -1 : 0));
    pivot(t, worst, x0);
    iterate(t, () => true);
    if (t.value.n < 0n) return { status: 'infeasible' };
    const at = t.basis.indexOf(x0);
    if (at >= 0) {
      const j = t.rows[at].findIndex((v, k) => k !== x0 && !isZero(v));
      if (j >= 0) pivot(t, at, j);
    }
  }
  // Phase 2: the objective in terms of the non-basic variables; x₀ stays at 0 (never allowed in).
  const cost = (k: number) => (k < n ? c[k] : ZERO);
  t.d = Array.from({ length: n + m + 1 }, (_, k) => (k === x0 ? ZERO : t.rows.reduce((acc, row, i) => sub(acc, mul(cost(t.basis[i]), row[k])), cost(k))));
  t.value = t.rhs.reduce((acc, v, i) => add(acc, mul(cost(t.basis[i]), v)), ZERO);
  if (!iterate(t, (k) => k !== x0)) return { status: 'unbounded' };
  const x = Array.from({ length: n }, () => ZERO);
  t.basis.forEach((k, i) => {
    if (k < n) x[k] = t.rhs[i];
  });
  return { status: 'optimal', x, value: t.value };
}
