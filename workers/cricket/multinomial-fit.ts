/**
 * Three-outcome multinomial logistic regression fitted by Newton's method with an L2 penalty (pure, deterministic:
 * the same rows give the same coefficients bit for bit). Outcome 1 is the reference; outcomes 0 and 2 each get a
 * coefficient per column. Rows are mostly zeros (one innings block per row), so each row's non-zero columns are
 * found once and the gradient and Hessian sums run over those only.
 */

export interface FitRows {
  /** n rows of p columns, row-major. */
  x: Float64Array;
  p: number;
  /** Outcome per row: 0, 1 (reference) or 2. */
  y: Uint8Array;
  /** Weight per row. */
  w: Float64Array;
}

export interface FitOptions {
  /** L2 penalty on every coefficient (default 1). */
  lambda?: number;
  maxIter?: number;
  /** Start here (warm start), e.g. from the fit on all rows. */
  start?: { b0: number[]; b2: number[] };
  /** Stop when the largest Newton step is below this (default 1e-7). */
  tol?: number;
}

export interface FitResult {
  b0: number[];
  b2: number[];
  iterations: number;
  /** Penalised negative log-likelihood at the end. */
  objective: number;
}

function nonZeros(rows: FitRows): { idx: Int32Array; start: Int32Array } {
  const n = rows.y.length;
  const p = rows.p;
  const start = new Int32Array(n + 1);
  const tmp: number[] = [];
  for (let i = 0; i < n; i++) {
    start[i] = tmp.length;
    for (let j = 0; j < p; j++) if (rows.x[i * p + j] !== 0) tmp.push(j);
  }
  start[n] = tmp.length;
  return { idx: Int32Array.from(tmp), start };
}

function objectiveOf(rows: FitRows, nz: { idx: Int32Array; start: Int32Array }, b0: Float64Array, b2: Float64Array, lambda: number): number {
  const { x, p, y, w } = rows;
  let f = 0;
  for (let i = 0; i < y.length; i++) {
    let e0 = 0;
    let e2 = 0;
    for (let t = nz.start[i]; t < nz.start[i + 1]; t++) {
      const j = nz.idx[t];
      const v = x[i * p + j];
      e0 += b0[j] * v;
      e2 += b2[j] * v;
    }
    const m = Math.max(e0, e2, 0);
    const lz = m + Math.log(Math.exp(e0 - m) + Math.exp(-m) + Math.exp(e2 - m));
    const ey = y[i] === 0 ? e0 : y[i] === 2 ? e2 : 0;
    f += w[i] * (lz - ey);
  }
  let pen = 0;
  for (let j = 0; j < p; j++) pen += b0[j] * b0[j] + b2[j] * b2[j];
  return f + 0.5 * lambda * pen;
}

/** Solves A z = g in place of g (A symmetric positive definite, m x m, row-major; A is overwritten). */
function choleskySolve(a: Float64Array, g: Float64Array, m: number) {
  for (let j = 0; j < m; j++) {
    let s = a[j * m + j];
    for (let k = 0; k < j; k++) s -= a[j * m + k] * a[j * m + k];
    if (s <= 0) throw new Error('Hessian not positive definite');
    const d = Math.sqrt(s);
    a[j * m + j] = d;
    for (let i = j + 1; i < m; i++) {
      let t = a[i * m + j];
      for (let k = 0; k < j; k++) t -= a[i * m + k] * a[j * m + k];
      a[i * m + j] = t / d;
    }
  }
  for (let i = 0; i < m; i++) {
    let t = g[i];
    for (let k = 0; k < i; k++) t -= a[i * m + k] * g[k];
    g[i] = t / a[i * m + i];
  }
  for (let i = m - 1; i >= 0; i--) {
    let t = g[i];
    for (let k = i + 1; k < m; k++) t -= a[k * m + i] * g[k];
    g[i] = t / a[i * m + i];
  }
}

export function fitMultinomial(rows: FitRows, opts: FitOptions = {}): FitResult {
  const { x, p, y, w } = rows;
  const lambda = opts.lambda ?? 1;
  const maxIter = opts.maxIter ?? 50;
  const tol = opts.tol ?? 1e-7;
  const nz = nonZeros(rows);
  const b0 = Float64Array.from(opts.start?.b0 ?? new Array(p).fill(0));
  const b2 = Float64Array.from(opts.start?.b2 ?? new Array(p).fill(0));
  const m = 2 * p;
  let obj = objectiveOf(rows, nz, b0, b2, lambda);
  let iter = 0;
  for (; iter < maxIter; iter++) {
    const g = new Float64Array(m);
    const h = new Float64Array(m * m);
    for (let i = 0; i < y.length; i++) {
      let e0 = 0;
      let e2 = 0;
      const s0 = nz.start[i];
      const s1 = nz.start[i + 1];
      for (let t = s0; t < s1; t++) {
        const j = nz.idx[t];
        const v = x[i * p + j];
        e0 += b0[j] * v;
        e2 += b2[j] * v;
      }
      const mx = Math.max(e0, e2, 0);
      const a0 = Math.exp(e0 - mx);
      const a1 = Math.exp(-mx);
      const a2 = Math.exp(e2 - mx);
      const z = a0 + a1 + a2;
      const p0 = a0 / z;
      const p2 = a2 / z;
      const wi = w[i];
      const r0 = wi * (p0 - (y[i] === 0 ? 1 : 0));
      const r2 = wi * (p2 - (y[i] === 2 ? 1 : 0));
      const h00 = wi * p0 * (1 - p0);
      const h22 = wi * p2 * (1 - p2);
      const h02 = -wi * p0 * p2;
      for (let t = s0; t < s1; t++) {
        const j = nz.idx[t];
        const vj = x[i * p + j];
        g[j] += r0 * vj;
        g[p + j] += r2 * vj;
        for (let u = s0; u < s1; u++) {
          const k = nz.idx[u];
          const vv = vj * x[i * p + k];
          h[j * m + k] += h00 * vv;
          h[(p + j) * m + (p + k)] += h22 * vv;
          h[j * m + (p + k)] += h02 * vv;
          h[(p + j) * m + k] += h02 * vv;
        }
      }
    }
    for (let j = 0; j < p; j++) {
      g[j] += lambda * b0[j];
      g[p + j] += lambda * b2[j];
      h[j * m + j] += lambda;
      h[(p + j) * m + (p + j)] += lambda;
    }
    choleskySolve(h, g, m);
    // Step halving until the objective does not rise.
    let step = 1;
    let next = obj;
    const c0 = Float64Array.from(b0);
    const c2 = Float64Array.from(b2);
    for (let tries = 0; tries < 30; tries++) {
      for (let j = 0; j < p; j++) {
        b0[j] = c0[j] - step * g[j];
        b2[j] = c2[j] - step * g[p + j];
      }
      next = objectiveOf(rows, nz, b0, b2, lambda);
      if (next <= obj + 1e-12) break;
      step /= 2;
    }
    let maxStep = 0;
    for (let j = 0; j < m; j++) maxStep = Math.max(maxStep, Math.abs(step * g[j]));
    obj = next;
    if (maxStep < tol) {
      iter++;
      break;
    }
  }
  return { b0: [...b0], b2: [...b2], iterations: iter, objective: obj };
}
