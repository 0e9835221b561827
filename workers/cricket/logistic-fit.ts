/**
 * Two-outcome logistic regression fitted by Newton's method with an L2 penalty (pure, deterministic: the same rows
 * give the same coefficients bit for bit). Dense rows: the limited-overs models have a few dozen columns.
 */

export interface LogisticRows {
  /** n rows of p columns, row-major. */
  x: Float64Array;
  p: number;
  /** 1 or 0 per row. */
  y: Uint8Array;
  /** Weight per row. */
  w: Float64Array;
}

export interface LogisticOptions {
  /** L2 penalty on every coefficient (default 1). */
  lambda?: number;
  maxIter?: number;
  /** Start here (warm start). */
  start?: number[];
  /** Stop when the largest Newton step is below this (default 1e-7). */
  tol?: number;
}

export interface LogisticResult {
  b: number[];
  iterations: number;
  objective: number;
}

export const sigmoid = (e: number) => (e >= 0 ? 1 / (1 + Math.exp(-e)) : Math.exp(e) / (1 + Math.exp(e)));

/** log(1 + exp(e)) without overflow. */
const softplus = (e: number) => (e > 0 ? e + Math.log1p(Math.exp(-e)) : Math.log1p(Math.exp(e)));

function objective(rows: LogisticRows, b: Float64Array, lambda: number): number {
  const { x, p, y, w } = rows;
  let f = 0;
  for (let i = 0; i < y.length; i++) {
    let e = 0;
    for (let j = 0; j < p; j++) e += b[j] * x[i * p + j];
    f += w[i] * (softplus(e) - (y[i] ? e : 0));
  }
  let pen = 0;
  for (let j = 0; j < p; j++) pen += b[j] * b[j];
  return f + 0.5 * lambda * pen;
}

/** Solves A z = g (A symmetric positive definite, m x m, row-major; both overwritten, z in g). */
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

export function fitLogistic(rows: LogisticRows, opts: LogisticOptions = {}): LogisticResult {
  const { x, p, y, w } = rows;
  const lambda = opts.lambda ?? 1;
  const tol = opts.tol ?? 1e-7;
  const b = Float64Array.from(opts.start ?? new Array<number>(p).fill(0));
  let f = objective(rows, b, lambda);
  let iter = 0;
  const grad = new Float64Array(p);
  const hess = new Float64Array(p * p);
  for (; iter < (opts.maxIter ?? 50); iter++) {
    grad.fill(0);
    hess.fill(0);
    for (let i = 0; i < y.length; i++) {
      const o = i * p;
      let e = 0;
      for (let j = 0; j < p; j++) e += b[j] * x[o + j];
      const q = sigmoid(e);
      const r = w[i] * (q - y[i]);
      const h = w[i] * q * (1 - q);
      for (let j = 0; j < p; j++) {
        const xj = x[o + j];
        if (xj === 0) continue;
        grad[j] += r * xj;
        const hx = h * xj;
        for (let k = 0; k <= j; k++) hess[j * p + k] += hx * x[o + k];
      }
    }
    for (let j = 0; j < p; j++) {
      grad[j] += lambda * b[j];
      hess[j * p + j] += lambda;
      for (let k = 0; k < j; k++) hess[k * p + j] = hess[j * p + k];
    }
    const step = Float64Array.from(grad);
    choleskySolve(hess, step, p);
    let t = 1;
    let next = b.map((v, j) => v - step[j]);
    let fn = objective(rows, next, lambda);
    while (fn > f && t > 1e-6) {
      t /= 2;
      next = b.map((v, j) => v - t * step[j]);
      fn = objective(rows, next, lambda);
    }
    let largest = 0;
    for (let j = 0; j < p; j++) largest = Math.max(largest, Math.abs(t * step[j]));
    b.set(next);
    f = fn;
    if (largest < tol) {
      iter++;
      break;
    }
  }
  return { b: [...b], iterations: iter, objective: f };
}
