/**
 * Conversion odds: the chance that an innings which reached `from` runs goes on to `to`, by the
 * Kaplan–Meier product-limit estimate on runs. An innings that ended out on x runs is an event at x (it reached
 * x and no further); a not-out innings on x is censored at x (it reached x; how far it would have gone is
 * unknown), so it counts as at risk up to and including x and then leaves the sample. Pure; exact fractions
 * (BigInt), so the percentage is rounded half up from the exact value like every other cricket figure.
 *
 *   P(reach `to` | reached `from`) = product over x = from .. to - 1 of (1 - d_x / n_x)
 *
 * where d_x = innings out on exactly x runs and n_x = innings whose final score is at least x (out or not).
 */

/** Innings by final score: `out[x]` ended out on x runs, `not_out[x]` ended not out on x (same length). */
export interface RunsHistogram {
  out: number[];
  not_out: number[];
}

export interface ConversionOdds {
  from: number;
  to: number;
  /** Innings that reached `from` (the sample behind the figure). */
  innings: number;
  /** The exact chance num / den; null when no innings reached `from` or none was still observed at some score below `to`. */
  chance: { num: bigint; den: bigint } | null;
}

export function runsHistogram(innings: readonly { did_bat: number; runs: number; is_out: number }[]): RunsHistogram {
  const out: number[] = [];
  const notOut: number[] = [];
  for (const i of innings) {
    if (!i.did_bat) continue;
    while (out.length <= i.runs) {
      out.push(0);
      notOut.push(0);
    }
    if (i.is_out) out[i.runs]++;
    else notOut[i.runs]++;
  }
  return { out, not_out: notOut };
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b) [a, b] = [b, a % b];
  return a;
};

export function conversionOdds(h: RunsHistogram, from: number, to: number): ConversionOdds {
  const len = h.out.length;
  // atLeast[x] = innings whose final score is at least x.
  const atLeast = new Array<number>(len + 1).fill(0);
  for (let x = len - 1; x >= 0; x--) atLeast[x] = atLeast[x + 1] + h.out[x] + h.not_out[x];
  const innings = from < len ? atLeast[from] : 0;
  if (innings === 0) return { from, to, innings, chance: null };
  let num = 1n;
  let den = 1n;
  for (let x = from; x < to; x++) {
    const n = x < len ? atLeast[x] : 0;
    if (n === 0) {
      // Nobody left to observe: 0 if the last innings still in the sample ended out, else unknown.
      return { from, to, innings, chance: num === 0n ? { num: 0n, den: 1n } : null };
    }
    const d = h.out[x] ?? 0;
    if (d === 0) continue;
    num *= BigInt(n - d);
    den *= BigInt(n);
    const g = gcd(num, den) || 1n;
    num /= g;
    den /= g;
  }
  return { from, to, innings, chance: { num, den } };
}

/** The three steps the Milestones section shows: 0 to 50, 50 to 100, 100 to 150. */
export const CONVERSION_STEPS: readonly [number, number][] = [
  [0, 50],
  [50, 100],
  [100, 150],
];
