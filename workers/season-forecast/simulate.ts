/**
 * Season forecast by simulation. Every remaining fixture is won by player 1 with its `p1_win`
 * (or by the what-if's winner), the winner scores 10 and the loser's score is drawn from the group's own
 * distribution of losing scores; the final table is ordered as decisions.md "Season table" says (points,
 * score difference, score for, then a seeded draw: `rankPlayers` of the league simulator).
 *
 * Simulation s uses seed stream s of the seed and always draws the same numbers (two per fixture, fixed
 * result or not, then one per player for the draw), so a forecast split into any chunks across workers
 * merges to exactly the counts of one run, and a what-if changes only what its fixture decides.
 * Memory is the counters only: it does not grow with the number of simulations.
 */
import { createRng, streamSeed } from '../core/rng';
import { POINTS_PER_WIN, rankPlayers } from '../league-sim/league';
import type { ForecastChunkRequest, ForecastCounts, ForecastInput, ForecastRequest, WhatIf } from './types';
import { WINNING_SCORE } from '../../common/match-rules';

/** The winner's score, by the one score rule (common/match-rules.ts). */
export const WINNER_SCORE = WINNING_SCORE;
export const MAX_FORECAST_SIMS = 1_000_000;
export const DEFAULT_FORECAST_SIMS = 10_000;
/**
 * The seed of a forecast asked without one: the forecast page's link without a seed, the command's default, and the
 * seed a confirmed result's effects are measured with (api/players/results/result-effects.ts), so the "after" figure
 * a player is shown is the one the page shows next.
 */
export const DEFAULT_FORECAST_SEED = 'forecast';
/**
 * Chunk size used to split a forecast across workers (any split gives the same numbers). Each chunk is a message
 * back to the page, which merges it and reports progress on the main thread: at 500, the page's 10,000 seasons and
 * the games that matter's 20 runs of 4,000 were 180 messages, and the main thread's share of them cost the forecast
 * page its Lighthouse score. 2,500 seasons of a 12-player league take about 40 ms in a worker, so cancel
 * still answers at once and 100,000 seasons still report progress 40 times.
 */
export const FORECAST_CHUNK = 2_500;

/** The input packed into typed arrays once per chunk. */
export interface PackedSeason {
  n: number;
  playerIds: number[];
  points: Float64Array;
  scoreFor: Float64Array;
  diff: Float64Array;
  /** Fixture k: player indices and player 1's chance (after what-ifs: 1 or 0 when fixed). */
  ia: Int32Array;
  ib: Int32Array;
  p1: Float64Array;
  /** Cumulative probabilities of the losing scores and the scores themselves. */
  loserCdf: Float64Array;
  loserScore: Float64Array;
}

function fail(message: string): never {
  throw new RangeError(message);
}

export function checkSims(sims: unknown): number {
  if (typeof sims !== 'number' || !Number.isInteger(sims) || sims < 1 || sims > MAX_FORECAST_SIMS) {
    fail(`sims must be a whole number from 1 to ${MAX_FORECAST_SIMS}, got ${String(sims)}`);
  }
  return sims;
}

/** Validates the input and what-ifs and packs them. */
export function packSeason(input: ForecastInput, whatIfs: readonly WhatIf[] = []): PackedSeason {
  const n = input.table.length;
  if (n < 1) fail('The season table is empty');
  const index = new Map<number, number>();
  input.table.forEach((r, i) => {
    if (index.has(r.player_id)) fail(`Player ${r.player_id} appears twice in the table`);
    index.set(r.player_id, i);
  });
  const m = input.remaining.length;
  const ia = new Int32Array(m);
  const ib = new Int32Array(m);
  const p1 = new Float64Array(m);
  const fixed = new Map<number, number>();
  for (const w of whatIfs) fixed.set(w.fixture_id, w.winner_id);
  const seen = new Set<number>();
  input.remaining.forEach((f, k) => {
    const a = index.get(f.player1_id);
    const b = index.get(f.player2_id);
    if (a === undefined || b === undefined) fail(`Fixture ${f.fixture_id} names a player who is not in the table`);
    if (a === b) fail(`Fixture ${f.fixture_id} has the same player twice`);
    if (!(f.p1_win >= 0 && f.p1_win <= 1)) fail(`Fixture ${f.fixture_id} has p1_win ${f.p1_win} outside [0, 1]`);
    ia[k] = a;
    ib[k] = b;
    p1[k] = f.p1_win;
    const w = fixed.get(f.fixture_id);
    if (w !== undefined) {
      if (w === f.player1_id) p1[k] = 1;
      else if (w === f.player2_id) p1[k] = 0;
      else fail(`What-if winner ${w} does not play fixture ${f.fixture_id}`);
      seen.add(f.fixture_id);
    }
  });
  for (const id of fixed.keys()) if (!seen.has(id)) fail(`What-if fixture ${id} is not a remaining fixture`);
  const scores = input.losing_scores.filter((s) => s.count > 0).sort((x, y) => x.score - y.score);
  const total = scores.reduce((s, x) => s + x.count, 0);
  // With no history of losing scores, every loser scores 0 (score difference then follows the wins).
  const loserScore = Float64Array.from(scores.length ? scores.map((s) => s.score) : [0]);
  const loserCdf = new Float64Array(loserScore.length);
  let acc = 0;
  scores.forEach((s, i) => {
    acc += s.count;
    loserCdf[i] = acc / total;
  });
  loserCdf[loserCdf.length - 1] = 1;
  return {
    n,
    playerIds: input.table.map((r) => r.player_id),
    points: Float64Array.from(input.table, (r) => r.points),
    scoreFor: Float64Array.from(input.table, (r) => r.score_for),
    diff: Float64Array.from(input.table, (r) => r.score_for - r.score_against),
    ia,
    ib,
    p1,
    loserCdf,
    loserScore,
  };
}

export function emptyCounts(playerIds: number[]): ForecastCounts {
  const n = playerIds.length;
  return { sims: 0, playerIds: [...playerIds], positionCounts: new Uint32Array(n * n), pointsSum: new Float64Array(n) };
}

/** Adds `b` into `a`. */
export function mergeCounts(a: ForecastCounts, b: ForecastCounts): ForecastCounts {
  if (a.playerIds.length !== b.playerIds.length || a.playerIds.some((id, i) => id !== b.playerIds[i])) fail('Cannot merge forecasts of different players');
  a.sims += b.sims;
  for (let i = 0; i < a.positionCounts.length; i++) a.positionCounts[i] += b.positionCounts[i];
  for (let i = 0; i < a.pointsSum.length; i++) a.pointsSum[i] += b.pointsSum[i];
  return a;
}

/** Scratch arrays reused across simulations. */
export interface SimScratch {
  points: Float64Array;
  scoreFor: Float64Array;
  diff: Float64Array;
  draw: Float64Array;
  order: Int32Array;
}

export function newScratch(n: number): SimScratch {
  return { points: new Float64Array(n), scoreFor: new Float64Array(n), diff: new Float64Array(n), draw: new Float64Array(n), order: new Int32Array(n) };
}

/**
 * One simulated end of season from `seed` stream `sim`; leaves the final points in `s.points` and the
 * finishing order (player indices) in `s.order`. `p1` overrides the packed chances (conditional runs).
 */
export function simulateOnce(season: PackedSeason, seed: string | number, sim: number, s: SimScratch, p1: Float64Array = season.p1): void {
  const { n, ia, ib, loserCdf, loserScore } = season;
  s.points.set(season.points);
  s.scoreFor.set(season.scoreFor);
  s.diff.set(season.diff);
  const rng = createRng(streamSeed(seed, sim));
  const m = ia.length;
  const last = loserCdf.length - 1;
  for (let k = 0; k < m; k++) {
    const u = rng.next();
    const v = rng.next();
    let j = 0;
    while (j < last && v >= loserCdf[j]) j++;
    const ls = loserScore[j];
    const aWon = u < p1[k];
    const w = aWon ? ia[k] : ib[k];
    const l = aWon ? ib[k] : ia[k];
    s.points[w] += POINTS_PER_WIN;
    s.scoreFor[w] += WINNER_SCORE;
    s.scoreFor[l] += ls;
    s.diff[w] += WINNER_SCORE - ls;
    s.diff[l] -= WINNER_SCORE - ls;
  }
  for (let i = 0; i < n; i++) s.draw[i] = rng.next();
  rankPlayers(s.points, s.diff, s.scoreFor, s.draw, s.order);
}

export interface ChunkControl {
  onProgress?: (p: { done: number; total: number }) => void;
  signal?: { readonly aborted: boolean };
}

function abortError(): Error {
  const e = new Error('The simulation was cancelled');
  e.name = 'AbortError';
  return e;
}

/** Simulations [fromSim, toSim) of a forecast, as summed counters. */
export function runForecastChunk(req: ForecastChunkRequest, control: ChunkControl = {}): ForecastCounts {
  checkSims(req.sims);
  const { fromSim, toSim } = req;
  if (!Number.isInteger(fromSim) || !Number.isInteger(toSim) || fromSim < 0 || toSim < fromSim || toSim > req.sims) fail(`Invalid simulation range ${fromSim}..${toSim}`);
  const season = packSeason(req.input, req.whatIfs);
  const n = season.n;
  const counts = emptyCounts(season.playerIds);
  const s = newScratch(n);
  const total = toSim - fromSim;
  const step = Math.max(1, Math.ceil(total / 20));
  for (let sim = fromSim; sim < toSim; sim++) {
    simulateOnce(season, req.seed, sim, s);
    for (let pos = 0; pos < n; pos++) counts.positionCounts[s.order[pos] * n + pos]++;
    for (let i = 0; i < n; i++) counts.pointsSum[i] += s.points[i];
    counts.sims++;
    const done = sim - fromSim + 1;
    if (done % step === 0 || done === total) {
      if (control.signal?.aborted) throw abortError();
      control.onProgress?.({ done, total });
    }
  }
  return counts;
}

/** Fixed-size chunks [from, to) covering 0..sims (the browser hands them to idle workers). */
export function forecastChunks(sims: number, size = FORECAST_CHUNK): { fromSim: number; toSim: number }[] {
  checkSims(sims);
  const out: { fromSim: number; toSim: number }[] = [];
  for (let from = 0; from < sims; from += size) out.push({ fromSim: from, toSim: Math.min(sims, from + size) });
  return out;
}

/** The whole forecast's counters on this thread. */
export function runForecastCounts(req: ForecastRequest, control: ChunkControl = {}): ForecastCounts {
  return runForecastChunk({ ...req, fromSim: 0, toSim: req.sims }, control);
}
