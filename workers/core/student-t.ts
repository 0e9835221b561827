/**
 * Student's t distribution, for intervals that stay honest on small samples: the regularised incomplete beta
 * function by its continued fraction (Lentz's method, as in Numerical Recipes §6.4), the two-sided tail of t, and
 * the quantile by bisection on it (to 1e-12 in t).
 */

const LOG_SQRT_2PI = 0.9189385332046728;
// Lanczos (g = 7, n = 9) coefficients for ln Γ.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = LANCZOS[0];
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += LANCZOS[i] / (z + i);
  return LOG_SQRT_2PI + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 500; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return h;
}

/** The regularised incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaContinuedFraction(a, b, x)) / a : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** P(|T| > t) for T with `df` degrees of freedom (t ≥ 0). */
export function tTwoSidedTail(t: number, df: number): number {
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** The t with P(|T| > t) = 1 − level (level 0.95 gives the 97.5 % quantile), df ≥ 1. */
export function tQuantile(level: number, df: number): number {
  if (!(df >= 1)) throw new RangeError('df must be at least 1');
  if (!(level > 0 && level < 1)) throw new RangeError('level must be between 0 and 1');
  const tail = 1 - level;
  let lo = 0;
  let hi = 1;
  while (tTwoSidedTail(hi, df) > tail) hi *= 2;
  while (hi - lo > 1e-12 * Math.max(1, hi)) {
    const mid = (lo + hi) / 2;
    if (tTwoSidedTail(mid, df) > tail) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
