/**
 * Exact title and bottom status from the season table and the remaining fixtures, not simulated.
 *
 * Tie rule (docs/decisions.md): points decide, and a tie on points counts as one the player could
 * still win (or lose) on the tie-breaks, because the remaining games move score difference and score for,
 * and the last tie-break is a draw. The one exception: when both tied players have no fixture left, their
 * score difference and score for are fixed, so the tie goes to the better of them (an exact tie still goes to
 * the draw and stays open).
 *
 * "Can still win" is the classic elimination test by maximum flow: the player wins every remaining game;
 * each game between two others must give its 2 points to one of them without anyone passing the player's
 * total. "Can still finish bottom" is the mirror: the player loses every remaining game and each game between
 * others must lift everybody to at least the player's total. A what-if fixes a fixture's winner.
 */
import type { ExactStatus, ForecastInput, WhatIf } from './types';
import { POINTS_PER_WIN } from '../league-sim/league';

/** The season reduced to what exact status needs. */
export interface ExactSeason {
  n: number;
  /** Points after the fixed (what-if) results. */
  points: number[];
  diff: number[];
  scoreFor: number[];
  /** True when the player has no fixture left at all (fixed or open): their tie-break figures are final. */
  finished: boolean[];
  /** Open fixtures as player-index pairs. */
  games: [number, number][];
}

export function exactSeason(input: ForecastInput, whatIfs: readonly WhatIf[] = []): ExactSeason {
  const n = input.table.length;
  const index = new Map(input.table.map((r, i) => [r.player_id, i]));
  const points = input.table.map((r) => r.points);
  const finished = input.table.map(() => true);
  const fixed = new Map(whatIfs.map((w) => [w.fixture_id, w.winner_id]));
  const games: [number, number][] = [];
  for (const f of input.remaining) {
    const a = index.get(f.player1_id);
    const b = index.get(f.player2_id);
    if (a === undefined || b === undefined) throw new RangeError(`Fixture ${f.fixture_id} names a player who is not in the table`);
    finished[a] = false;
    finished[b] = false;
    const w = fixed.get(f.fixture_id);
    if (w === undefined) games.push([a, b]);
    else points[w === f.player1_id ? a : b] += POINTS_PER_WIN;
  }
  return {
    n,
    points,
    diff: input.table.map((r) => r.score_for - r.score_against),
    scoreFor: input.table.map((r) => r.score_for),
    finished,
    games,
  };
}

/** +1 when i's final tie-break figures beat j's, -1 when they lose, 0 when open (either still plays, or exactly equal). */
export function settledTieBreak(s: ExactSeason, i: number, j: number): number {
  if (!s.finished[i] || !s.finished[j]) return 0;
  if (s.diff[i] !== s.diff[j]) return s.diff[i] > s.diff[j] ? 1 : -1;
  if (s.scoreFor[i] !== s.scoreFor[j]) return s.scoreFor[i] > s.scoreFor[j] ? 1 : -1;
  return 0;
}

/**
 * Maximum flow from games to players: each game gives one win to one of its two players, player j takes at
 * most cap[j] wins. Returns the number of games placed (augmenting paths; the graphs are small).
 */
function maxAssignment(games: readonly [number, number][], cap: readonly number[]): number {
  const n = cap.length;
  const load = new Array<number>(n).fill(0);
  // byPlayer[j] = games currently given to j.
  const byPlayer: number[][] = Array.from({ length: n }, () => []);
  let placed = 0;
  for (let g = 0; g < games.length; g++) {
    // BFS over players: from a player we can move one of its games to that game's other player.
    const prevPlayer = new Array<number>(n).fill(-2);
    const viaGame = new Array<number>(n).fill(-1);
    const queue: number[] = [];
    for (const p of games[g]) {
      if (prevPlayer[p] === -2) {
        prevPlayer[p] = -1;
        viaGame[p] = g;
        queue.push(p);
      }
    }
    let end = -1;
    for (let q = 0; q < queue.length && end < 0; q++) {
      const p = queue[q];
      if (load[p] < cap[p]) {
        end = p;
        break;
      }
      for (const h of byPlayer[p]) {
        const other = games[h][0] === p ? games[h][1] : games[h][0];
        if (prevPlayer[other] === -2) {
          prevPlayer[other] = p;
          viaGame[other] = h;
          queue.push(other);
        }
      }
    }
    if (end < 0) continue;
    // Walk back: each step gives game viaGame[p] to p (taking it from prevPlayer[p]).
    load[end]++;
    let p = end;
    while (p >= 0) {
      const h = viaGame[p];
      const from = prevPlayer[p];
      if (from >= 0) {
        const list = byPlayer[from];
        list.splice(list.indexOf(h), 1);
      }
      byPlayer[p].push(h);
      p = from;
    }
    placed++;
  }
  return placed;
}

export function canWin(s: ExactSeason, i: number): boolean {
  let top = s.points[i];
  const others: [number, number][] = [];
  for (const [a, b] of s.games) {
    if (a === i || b === i) top += POINTS_PER_WIN;
    else others.push([a, b]);
  }
  const cap = new Array<number>(s.n).fill(0);
  for (let j = 0; j < s.n; j++) {
    if (j === i) continue;
    // j may end level with i unless the settled tie-break goes to j.
    const limit = settledTieBreak(s, i, j) < 0 ? top - POINTS_PER_WIN : top;
    const room = limit - s.points[j];
    if (room < 0) return false;
    cap[j] = Math.floor(room / POINTS_PER_WIN);
  }
  return maxAssignment(others, cap) === others.length;
}

export function canFinishBottom(s: ExactSeason, i: number): boolean {
  const base = [...s.points];
  const others: [number, number][] = [];
  for (const [a, b] of s.games) {
    if (a === i) base[b] += POINTS_PER_WIN;
    else if (b === i) base[a] += POINTS_PER_WIN;
    else others.push([a, b]);
  }
  const floor = base[i];
  const need = new Array<number>(s.n).fill(0);
  let total = 0;
  for (let j = 0; j < s.n; j++) {
    if (j === i) continue;
    // j must end level with i or above, strictly above when the settled tie-break goes to i.
    const target = settledTieBreak(s, i, j) > 0 ? floor + POINTS_PER_WIN : floor;
    need[j] = Math.max(0, Math.ceil((target - base[j]) / POINTS_PER_WIN));
    total += need[j];
  }
  if (total > others.length) return false;
  return maxAssignment(others, need) === total;
}

/** Status of every player, in table order. */
export function exactStatus(input: ForecastInput, whatIfs: readonly WhatIf[] = []): ExactStatus[] {
  const s = exactSeason(input, whatIfs);
  const win = Array.from({ length: s.n }, (_, i) => canWin(s, i));
  return win.map((w, i) => ({
    can_win: w,
    champion: w && win.every((o, j) => j === i || !o),
    can_finish_bottom: canFinishBottom(s, i),
  }));
}

/** Largest number of open fixtures for which `possiblePositions` enumerates every outcome. */
export const MAX_ENUMERATED_FIXTURES = 12;

/**
 * possible[i][k] = player i can finish in position k + 1 under the tie rule, by enumerating every outcome
 * of the open fixtures; null when there are more than MAX_ENUMERATED_FIXTURES of them.
 */
export function possiblePositions(input: ForecastInput, whatIfs: readonly WhatIf[] = []): boolean[][] | null {
  const s = exactSeason(input, whatIfs);
  const m = s.games.length;
  if (m > MAX_ENUMERATED_FIXTURES) return null;
  const n = s.n;
  const possible = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  // settled[i][j] computed once.
  const settled = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => settledTieBreak(s, i, j)));
  const pts = new Array<number>(n);
  for (let mask = 0; mask < 1 << m; mask++) {
    for (let i = 0; i < n; i++) pts[i] = s.points[i];
    for (let g = 0; g < m; g++) pts[s.games[g][(mask >> g) & 1]] += POINTS_PER_WIN;
    for (let i = 0; i < n; i++) {
      let surelyAbove = 0;
      let maybeAbove = 0;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        if (pts[j] > pts[i] || (pts[j] === pts[i] && settled[i][j] < 0)) surelyAbove++;
        if (pts[j] > pts[i] || (pts[j] === pts[i] && settled[i][j] <= 0)) maybeAbove++;
      }
      for (let k = surelyAbove; k <= maybeAbove; k++) possible[i][k] = true;
    }
  }
  return possible;
}
