/**
 * Odds for any match-up: the predictions page's model gives the chance of each player winning a
 * frame (P = 1 / (1 + e^(−β·gap)), gap = the current Colley rating difference), and races to N frames follow
 * exactly from it, with no simulation: A wins a race of A-to-a against B-to-b when A takes the a-th frame
 * after k of B's frames, k < b, so P = Σ_{k=0}^{b−1} C(a−1+k, k) p^a q^k.
 */
export const MAX_RACE = 11;

export function frameChance(beta: number, ratingA: number, ratingB: number): number {
  return 1 / (1 + Math.exp(-beta * (ratingA - ratingB)));
}

/** Chance that A (frame chance p) reaches `a` frames before B reaches `b`. */
export function raceChance(p: number, a: number, b: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p must be in [0, 1], got ${p}`);
  if (!Number.isInteger(a) || !Number.isInteger(b) || a < 1 || b < 1) throw new RangeError('Race targets must be whole numbers ≥ 1');
  const q = 1 - p;
  const pa = p ** a;
  let sum = 0;
  // term_k = C(a−1+k, k) q^k, built by the ratio C(a−1+k, k) / C(a−2+k, k−1) = (a−1+k) / k.
  let term = 1;
  for (let k = 0; k < b; k++) {
    if (k > 0) term *= ((a - 1 + k) / k) * q;
    sum += term;
  }
  return pa * sum;
}

/** A's chance of winning a race to N, N = 1..max. */
export function raceTable(p: number, max = MAX_RACE): { n: number; chance: number }[] {
  return Array.from({ length: max }, (_, i) => ({ n: i + 1, chance: raceChance(p, i + 1, i + 1) }));
}

export interface Handicap {
  /** The favourite (frame chance ≥ 50 %) races to `favouriteTo`, the other player to `underdogTo`. */
  favouriteTo: number;
  underdogTo: number;
  /** The favourite's chance of winning that race. */
  favouriteChance: number;
}

/**
 * The fairest handicap with the favourite racing to `to`: the underdog's target 1..to whose race is closest
 * to 50/50 (on a tie, the longer target, i.e. the smaller handicap).
 */
export function fairestHandicap(favouriteP: number, to: number): Handicap {
  let best: Handicap | null = null;
  for (let b = 1; b <= to; b++) {
    const c = raceChance(favouriteP, to, b);
    if (!best || Math.abs(c - 0.5) <= Math.abs(best.favouriteChance - 0.5)) best = { favouriteTo: to, underdogTo: b, favouriteChance: c };
  }
  return best as Handicap;
}
