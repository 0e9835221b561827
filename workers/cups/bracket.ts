/**
 * Knockout cups: the draw, the bracket's state from its results, and every entrant's exact chance to
 * reach each round and win.
 *
 * A bracket of P = 2^R slots (the smallest power of two holding the field) is filled by seed: slot order is the
 * standard one (1 v P, then the winners meet as in 1 v 8, 4 v 5, 2 v 7, 3 v 6 ...), and seeds above the field size
 * are byes, so the top seeds get them and no two byes meet. A tie in round r (0-based) is a race to raceTo[r] frames.
 *
 * Exact chances, one pass over the bracket: each tie holds, for every player who can come out of it, the chance he
 * does. A tie of round r combines its two feeders: P(i wins the tie) = P(i out of his feeder) x sum over j from the
 * other feeder of P(j out of it) x P(i beats j in a race to raceTo[r]), the race from the tie's current score when
 * i and j are the players actually in it. O(P^2) per round at most. Pure TypeScript.
 */
import { raceChance } from '../ratings/match-up-odds';
import { createRng, shuffleInPlace, type Seed } from '../core/rng';

/** Seed order of the slots: standardSlots(8) = [1, 8, 4, 5, 2, 7, 3, 6]. */
export function standardSlots(size: number): number[] {
  if (!Number.isInteger(size) || size < 1 || (size & (size - 1)) !== 0) throw new RangeError(`bracket size must be a power of two (got ${size})`);
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

/** The bracket size for a field: the smallest power of two >= n (n >= 2). */
export function bracketSize(n: number): number {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`a cup needs at least 2 entrants (got ${n})`);
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

/** Slots for a field given in seed order (index 0 = seed 1): entries are indices into the field, -1 = a bye. */
export function slotsForField(n: number): number[] {
  return standardSlots(bracketSize(n)).map((seed) => (seed <= n ? seed - 1 : -1));
}

/** A tie's state: who is in it (indices, -1 = not known yet or a bye) and the frames each has won. */
export interface TieState {
  a: number;
  b: number;
  winsA: number;
  winsB: number;
  /** Index of the winner, -1 while open. */
  winner: number;
}

export interface BracketSpec {
  /** Number of entrants (indices 0..n-1). */
  n: number;
  /** Slot contents (length a power of two): entrant index or -1 for a bye. */
  slots: readonly number[];
  /** Race length of each round (first to N frames), length log2(slots). */
  raceTo: readonly number[];
  /** Row-major n x n: frame[i * n + j] = chance that i wins a frame against j (frame[j*n+i] = 1 - that). */
  frame: ArrayLike<number>;
}

export const roundCount = (slots: number) => Math.round(Math.log2(slots));

function checkSpec(spec: BracketSpec) {
  const R = roundCount(spec.slots.length);
  standardSlots(spec.slots.length);
  if (spec.raceTo.length !== R) throw new RangeError(`raceTo needs one race length per round (${R})`);
  for (const r of spec.raceTo) if (!Number.isInteger(r) || r < 1 || r > 25) throw new RangeError(`race length must be 1..25 (got ${r})`);
  if (spec.frame.length !== spec.n * spec.n) throw new RangeError('frame chances must be n x n');
}

/**
 * The bracket's ties from results: `results(round, a, b, fromAfter)` gives the frames between a and b counted for
 * that tie (in order, each the winner's index). Returns ties[round][k]. A tie against a bye is won at once.
 */
export function resolveTies(
  spec: BracketSpec,
  frames: (round: number, a: number, b: number, readyAfter: number) => { winners: number[]; lastOrder: number[] },
): { ties: TieState[][]; decidedAt: number[][] } {
  checkSpec(spec);
  const R = roundCount(spec.slots.length);
  const ties: TieState[][] = [];
  const decidedAt: number[][] = [];
  let feeders = spec.slots.map((s) => ({ player: s, bye: s < 0, at: -1 }));
  for (let r = 0; r < R; r++) {
    const row: TieState[] = [];
    const at: number[] = [];
    const next: { player: number; bye: boolean; at: number }[] = [];
    for (let k = 0; k < feeders.length; k += 2) {
      const A = feeders[k];
      const B = feeders[k + 1];
      const tie: TieState = { a: A.player, b: B.player, winsA: 0, winsB: 0, winner: -1 };
      let when = -1;
      if (A.bye && B.bye) {
        next.push({ player: -1, bye: true, at: -1 });
      } else if (A.bye || B.bye) {
        const w = A.bye ? B : A;
        if (w.player >= 0) tie.winner = w.player;
        when = w.at;
        next.push({ player: w.player, bye: false, at: w.at });
      } else if (A.player >= 0 && B.player >= 0) {
        const ready = Math.max(A.at, B.at);
        const { winners, lastOrder } = frames(r, A.player, B.player, ready);
        for (let f = 0; f < winners.length && tie.winner < 0; f++) {
          if (winners[f] === A.player) tie.winsA++;
          else tie.winsB++;
          if (tie.winsA === spec.raceTo[r]) tie.winner = A.player;
          else if (tie.winsB === spec.raceTo[r]) tie.winner = B.player;
          if (tie.winner >= 0) when = lastOrder[f];
        }
        next.push({ player: tie.winner, bye: false, at: when });
      } else {
        next.push({ player: -1, bye: false, at: -1 });
      }
      row.push(tie);
      at.push(when);
    }
    ties.push(row);
    decidedAt.push(at);
    feeders = next;
  }
  return { ties, decidedAt };
}

/** The chance that i wins the tie against j in round r, given the tie's recorded state. */
function tieChance(spec: BracketSpec, r: number, tie: TieState | undefined, i: number, j: number): number {
  const N = spec.raceTo[r];
  const p = spec.frame[i * spec.n + j];
  if (tie && tie.winner >= 0) return tie.winner === i ? 1 : 0;
  if (tie && tie.a >= 0 && tie.b >= 0 && ((tie.a === i && tie.b === j) || (tie.a === j && tie.b === i))) {
    const mine = tie.a === i ? tie.winsA : tie.winsB;
    const theirs = tie.a === i ? tie.winsB : tie.winsA;
    return raceChance(p, N - mine, N - theirs);
  }
  return raceChance(p, N, N);
}

/**
 * Exact chances: reach[i][r] = chance entrant i reaches round r (r = 0: in the draw, 1; r = R: wins the cup).
 * `ties` (from resolveTies) fixes what has been played; without it, the whole cup is to play.
 */
export function exactCupChances(spec: BracketSpec, ties?: TieState[][]): number[][] {
  checkSpec(spec);
  const R = roundCount(spec.slots.length);
  const reach = Array.from({ length: spec.n }, () => new Array<number>(R + 1).fill(0));
  // dist[k]: players who may come out of feeder k, with their chances (a bye has none).
  let dist: { ids: number[]; pr: number[]; bye: boolean }[] = spec.slots.map((s) => (s < 0 ? { ids: [], pr: [], bye: true } : { ids: [s], pr: [1], bye: false }));
  for (const s of spec.slots) if (s >= 0) reach[s][0] = 1;
  for (let r = 0; r < R; r++) {
    const next: typeof dist = [];
    for (let k = 0; k < dist.length; k += 2) {
      const A = dist[k];
      const B = dist[k + 1];
      const tie = ties?.[r]?.[k / 2];
      if (A.bye || B.bye) {
        next.push(A.bye ? B : A);
        continue;
      }
      const ids: number[] = [];
      const pr: number[] = [];
      for (const [X, Y] of [
        [A, B],
        [B, A],
      ]) {
        X.ids.forEach((i, xi) => {
          let s = 0;
          Y.ids.forEach((j, yj) => {
            if (Y.pr[yj] > 0) s += Y.pr[yj] * tieChance(spec, r, tie, i, j);
          });
          ids.push(i);
          pr.push(X.pr[xi] * s);
        });
      }
      next.push({ ids, pr, bye: false });
    }
    for (const d of next) d.ids.forEach((i, x) => (reach[i][r + 1] = d.pr[x]));
    dist = next;
  }
  return reach;
}

/** Round names from the first: "Round 1", ..., "Quarter-finals", "Semi-finals", "Final". */
export function roundNames(rounds: number): string[] {
  return Array.from({ length: rounds }, (_, r) => {
    const left = rounds - r;
    if (left === 1) return 'Final';
    if (left === 2) return 'Semi-finals';
    if (left === 3) return 'Quarter-finals';
    return `Round ${r + 1}`;
  });
}

/**
 * The field in seed order: by rating (highest first; equal ratings by name, then id), or a random draw seeded by
 * `seed` (the entrants sorted by id, then shuffled by Fisher-Yates with the seeded generator), so the same seed
 * and field always give the same draw.
 */
export function seedField<T extends { id: number; name: string; rating: number }>(
  field: readonly T[],
  seeding: 'rating' | 'random',
  seed?: Seed,
): T[] {
  if (seeding === 'rating') {
    return [...field].sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name) || a.id - b.id);
  }
  if (seed === undefined) throw new RangeError('a random draw needs a seed');
  return shuffleInPlace(createRng(seed), [...field].sort((a, b) => a.id - b.id));
}
