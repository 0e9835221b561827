/**
 * Weighted Colley ratings, exactly as the project's decisions define them.
 *
 * For players 0..n-1 and games with a weight w > 0:
 *   C[i][i] = 2 + total weight of i's games
 *   C[i][j] = - total weight of the games between i and j
 *   b[i]    = 1 + (weighted wins of i - weighted losses of i) / 2
 * Solve C r = b. Ratings are shown as 100 r to 2 decimals; with no games everyone is 0.5 (shown 50.00).
 * C is symmetric positive definite (diagonally dominant with a positive diagonal), so a Cholesky solve is used.
 *
 * Pure TypeScript: no React, DOM or server imports. Used by the API (standings), the browser workers
 * (replay, predictions), the admin rating preview and the ranking-methods article.
 */
import { fixedHalfUp } from '../../common/number-text';

/** One game between two players given by index (0-based) into the player list. */
export interface ColleyGame {
  winner: number;
  loser: number;
  /** fixture_weight x win_weight (the public pages use win weight 1). Must be > 0. */
  weight: number;
}

/** One game between two players given by id. */
export interface ColleyGameById {
  winnerId: number;
  loserId: number;
  weight: number;
}

export interface ColleySystem {
  n: number;
  /** Row-major n x n Colley matrix. */
  C: Float64Array;
  /** Right-hand side. */
  b: Float64Array;
}

/** The starting rating (r scale) every player has before any game. */
export const COLLEY_START = 0.5;

/** Throws a RangeError naming what is wrong with a game (index out of range, a player against himself, weight not > 0). */
export function checkGame(g: ColleyGame, n: number) {
  if (!Number.isInteger(g.winner) || !Number.isInteger(g.loser) || g.winner < 0 || g.loser < 0 || g.winner >= n || g.loser >= n) {
    throw new RangeError(`Colley: player index out of range (${g.winner} vs ${g.loser}, n = ${n})`);
  }
  if (g.winner === g.loser) throw new RangeError('Colley: a player cannot play themself');
  if (!(g.weight > 0) || !Number.isFinite(g.weight)) throw new RangeError(`Colley: weight must be > 0 (got ${g.weight})`);
}

/** Build the weighted Colley matrix C and right-hand side b. */
export function colleySystem(n: number, games: Iterable<ColleyGame>): ColleySystem {
  const C = new Float64Array(n * n);
  const b = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    C[i * n + i] = 2;
    b[i] = 1;
  }
  for (const g of games) {
    checkGame(g, n);
    const { winner: i, loser: j, weight: w } = g;
    C[i * n + i] += w;
    C[j * n + j] += w;
    C[i * n + j] -= w;
    C[j * n + i] -= w;
    b[i] += w / 2;
    b[j] -= w / 2;
  }
  return { n, C, b };
}

/**
 * Solve A x = y for a symmetric positive definite row-major n x n matrix by Cholesky (A is not modified).
 * O(n^3 / 3). Throws if A is not positive definite.
 */
export function solveSpd(A: Float64Array, y: Float64Array, n: number): Float64Array {
  const L = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = A[i * n + j];
      const ri = i * n;
      const rj = j * n;
      for (let k = 0; k < j; k++) s -= L[ri + k] * L[rj + k];
      if (i === j) {
        if (!(s > 0)) throw new Error('Colley: matrix is not positive definite');
        L[ri + i] = Math.sqrt(s);
      } else {
        L[ri + j] = s / L[rj + j];
      }
    }
  }
  const z = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = y[i];
    for (let k = 0; k < i; k++) s -= L[i * n + k] * z[k];
    z[i] = s / L[i * n + i];
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = z[i];
    for (let k = i + 1; k < n; k++) s -= L[k * n + i] * x[k];
    x[i] = s / L[i * n + i];
  }
  return x;
}

/** Colley ratings on the r scale (about 0..1, average 0.5 with unit weights) for n players. */
export function colleyRatings(n: number, games: Iterable<ColleyGame>): Float64Array {
  const { C, b } = colleySystem(n, games);
  return solveSpd(C, b, n);
}

/**
 * Colley ratings on the shown scale (100 r, not rounded) for the given player ids.
 * Games with a player outside `playerIds` throw.
 */
export function colleyRatingsById(playerIds: readonly number[], games: Iterable<ColleyGameById>): Map<number, number> {
  const index = indexOfIds(playerIds);
  const mapped: ColleyGame[] = [];
  for (const g of games) {
    const winner = index.get(g.winnerId);
    const loser = index.get(g.loserId);
    if (winner === undefined || loser === undefined) {
      throw new RangeError(`Colley: game between unknown players ${g.winnerId} and ${g.loserId}`);
    }
    mapped.push({ winner, loser, weight: g.weight });
  }
  const r = colleyRatings(playerIds.length, mapped);
  const out = new Map<number, number>();
  playerIds.forEach((id, i) => out.set(id, toShownRating(r[i])));
  return out;
}

/** Map player id -> index, rejecting duplicates. */
export function indexOfIds(playerIds: readonly number[]): Map<number, number> {
  const index = new Map<number, number>();
  playerIds.forEach((id, i) => {
    if (index.has(id)) throw new RangeError(`Colley: duplicate player id ${id}`);
    index.set(id, i);
  });
  return index;
}

/** r -> the shown scale (100 r). */
export const toShownRating = (r: number) => 100 * r;

/** Format a shown rating to 2 decimals ("50.00"). */
export const formatRating = (shown: number) => fixedHalfUp(shown, 2);

/**
 * Competition ranks (1, 2, 2, 4) by rating, highest first. Ratings equal to 1e-9 share a rank.
 * Returns ranks in the order of `ratings`.
 */
export function ranksOf(ratings: ArrayLike<number>): number[] {
  const order = Array.from({ length: ratings.length }, (_, i) => i).sort((a, b) => ratings[b] - ratings[a]);
  const ranks = new Array<number>(ratings.length);
  order.forEach((idx, pos) => {
    const prev = order[pos - 1];
    ranks[idx] = pos > 0 && Math.abs(ratings[prev] - ratings[idx]) < 1e-9 ? ranks[prev] : pos + 1;
  });
  return ranks;
}
