/**
 * League simulation (decisions.md "League simulation"): one Stage 3 frame per
 * fixture with a seeded random breaker, 2 points a win, tables ordered by
 * points, score difference, score for, then a seeded draw; multi-run summaries
 * built from per-run counters that merge by addition, so a run split across
 * workers by seed streams gives the same summary as one thread.
 */
import { createRng, streamSeed, type Rng, type Seed } from '../core/rng';
import {
  PARAM_STRIDE,
  packPlayer,
  randomPlayerAttributes,
  validatePlayerAttributes,
  type PlayerAttributes,
} from '../frame-model/attributes';
import {
  F_SCORE,
  F_WINNER,
  FRAME_OUT_SIZE,
  playFrame,
  toGameRecord,
  type GameRecord,
  type ShotRecord,
} from '../frame-model/frame';
import { generateFixtures, type Fixture } from './fixtures';

export const POINTS_PER_WIN = 2;
export const MAX_LEAGUE_PLAYERS = 64;
export const MAX_LEAGUE_RUNS = 1_000_000;

export interface LeaguePlayer {
  /** 1..N on the league pages; any distinct integers work. */
  id: number;
  attributes: PlayerAttributes;
}

export interface MatchResult {
  round: number;
  /** [player1 id, player2 id] of the fixture; `game.player1` is the first. */
  playerIds: [number, number];
  winnerId: number;
  loserId: number;
  breakPlayerId: number;
  /** Frame score of each side: player1Score is the score of playerIds[0]. */
  player1Score: number;
  player2Score: number;
  /** The full frame (shots only when recordShots). */
  game: GameRecord;
}

export interface LeagueTableRow {
  position: number;
  playerId: number;
  played: number;
  wins: number;
  losses: number;
  points: number;
  scoreFor: number;
  scoreAgainst: number;
  scoreDifference: number;
}

export interface LeagueResult {
  table: LeagueTableRow[];
  matches: MatchResult[];
}

export interface LeagueSummaryRow {
  playerId: number;
  averageGamesPlayed: number;
  averagePoints: number;
  averageWins: number;
  averageScoreDifference: number;
  /** positionChances[k] = percent of runs finishing in position k + 1 (sums to 100). */
  positionChances: number[];
  firstPlaceChance: number;
  lastPlaceChance: number;
}

export interface LeagueSummary {
  runs: number;
  roundsPerPairing: number;
  /** In the order of the players given. */
  players: LeagueSummaryRow[];
}

/** Per-run counters summed over runs; typed arrays so they cross worker boundaries by transfer. */
export interface LeagueAccumulator {
  runs: number;
  playerCount: number;
  played: Float64Array;
  points: Float64Array;
  wins: Float64Array;
  scoreDifference: Float64Array;
  /** positionCounts[player * playerCount + position - 1]. */
  positionCounts: Uint32Array;
}

export interface LeagueRunOptions {
  players: LeaguePlayer[];
  roundsPerPairing: number;
  runs: number;
  seed: Seed;
  /** Called with runs done at least every 5 % and at the end. */
  onProgress?: (p: { done: number; total: number }) => void;
  signal?: { readonly aborted: boolean };
}

/** Random players with ids 1..n, attributes drawn from the spec's option lists. */
export function randomLeaguePlayers(n: number, rng: Rng): LeaguePlayer[] {
  if (!Number.isInteger(n) || n < 1 || n > MAX_LEAGUE_PLAYERS) throw new RangeError(`n must be a whole number from 1 to ${MAX_LEAGUE_PLAYERS}, got ${String(n)}`);
  return Array.from({ length: n }, (_, i) => ({ id: i + 1, attributes: randomPlayerAttributes(rng) }));
}

function validatePlayers(players: LeaguePlayer[]): void {
  if (!Array.isArray(players) || players.length < 2 || players.length > MAX_LEAGUE_PLAYERS) {
    throw new RangeError(`A league needs 2 to ${MAX_LEAGUE_PLAYERS} players`);
  }
  const ids = new Set<number>();
  for (const p of players) {
    if (!p || !Number.isInteger(p.id)) throw new RangeError('Every player needs a whole-number id');
    if (ids.has(p.id)) throw new RangeError(`Player id ${p.id} appears twice`);
    ids.add(p.id);
    validatePlayerAttributes(p.attributes, `player ${p.id}`);
  }
}

function packPlayers(players: LeaguePlayer[]): Float64Array {
  const params = new Float64Array(players.length * PARAM_STRIDE);
  players.forEach((p, i) => packPlayer(p.attributes, params, i * PARAM_STRIDE));
  return params;
}

/**
 * Orders players by points, score difference, score for, then the random
 * `draw` key (lower first). Returns player indices in finishing order.
 */
export function rankPlayers(points: ArrayLike<number>, diff: ArrayLike<number>, scoreFor: ArrayLike<number>, draw: ArrayLike<number>, order: Int32Array): Int32Array {
  const n = order.length;
  for (let i = 0; i < n; i++) order[i] = i;
  // Insertion sort: leagues are small and this allocates nothing.
  for (let i = 1; i < n; i++) {
    const x = order[i];
    let j = i - 1;
    while (j >= 0) {
      const y = order[j];
      const better =
        points[x] !== points[y]
          ? points[x] > points[y]
          : diff[x] !== diff[y]
            ? diff[x] > diff[y]
            : scoreFor[x] !== scoreFor[y]
              ? scoreFor[x] > scoreFor[y]
              : draw[x] < draw[y];
      if (!better) break;
      order[j + 1] = y;
      j--;
    }
    order[j + 1] = x;
  }
  return order;
}

/** One league: every fixture played once, with the match results and the table. */
export function simulateLeague(players: LeaguePlayer[], fixtures: Fixture[], rng: Rng, opts: { recordShots?: boolean } = {}): LeagueResult {
  validatePlayers(players);
  const index = new Map(players.map((p, i) => [p.id, i]));
  const params = packPlayers(players);
  const n = players.length;
  const played = new Float64Array(n);
  const wins = new Float64Array(n);
  const scoreFor = new Float64Array(n);
  const scoreAgainst = new Float64Array(n);
  const out = new Int32Array(FRAME_OUT_SIZE);
  const matches: MatchResult[] = [];
  for (const f of fixtures) {
    const a = index.get(f.player1);
    const b = index.get(f.player2);
    if (a === undefined || b === undefined) throw new RangeError(`Fixture ${f.player1} v ${f.player2} names an unknown player`);
    if (a === b) throw new RangeError(`Player ${f.player1} cannot play himself`);
    const breaker = rng.next() < 0.5 ? 0 : 1;
    const shots: ShotRecord[] = [];
    playFrame(3, params, a * PARAM_STRIDE, b * PARAM_STRIDE, breaker, rng, out, opts.recordShots ? shots : null);
    const sa = out[F_SCORE];
    const sb = out[F_SCORE + 1];
    const aWon = out[F_WINNER] === 0;
    played[a]++;
    played[b]++;
    wins[aWon ? a : b]++;
    scoreFor[a] += sa;
    scoreAgainst[a] += sb;
    scoreFor[b] += sb;
    scoreAgainst[b] += sa;
    matches.push({
      round: f.round,
      playerIds: [f.player1, f.player2],
      winnerId: aWon ? f.player1 : f.player2,
      loserId: aWon ? f.player2 : f.player1,
      breakPlayerId: breaker === 0 ? f.player1 : f.player2,
      player1Score: sa,
      player2Score: sb,
      game: toGameRecord(3, out, shots),
    });
  }
  const points = wins.map((w) => w * POINTS_PER_WIN);
  const diff = scoreFor.map((s, i) => s - scoreAgainst[i]);
  const draw = new Float64Array(n);
  for (let i = 0; i < n; i++) draw[i] = rng.next();
  const order = rankPlayers(points, diff, scoreFor, draw, new Int32Array(n));
  const table: LeagueTableRow[] = Array.from(order, (i, pos) => ({
    position: pos + 1,
    playerId: players[i].id,
    played: played[i],
    wins: wins[i],
    losses: played[i] - wins[i],
    points: points[i],
    scoreFor: scoreFor[i],
    scoreAgainst: scoreAgainst[i],
    scoreDifference: diff[i],
  }));
  return { table, matches };
}

export function emptyAccumulator(playerCount: number): LeagueAccumulator {
  return {
    runs: 0,
    playerCount,
    played: new Float64Array(playerCount),
    points: new Float64Array(playerCount),
    wins: new Float64Array(playerCount),
    scoreDifference: new Float64Array(playerCount),
    positionCounts: new Uint32Array(playerCount * playerCount),
  };
}

/** Adds `b` into `a` (integer counters, so the order of merging does not matter). */
export function mergeAccumulators(a: LeagueAccumulator, b: LeagueAccumulator): LeagueAccumulator {
  if (a.playerCount !== b.playerCount) throw new RangeError('Cannot merge leagues with different player counts');
  a.runs += b.runs;
  for (let i = 0; i < a.playerCount; i++) {
    a.played[i] += b.played[i];
    a.points[i] += b.points[i];
    a.wins[i] += b.wins[i];
    a.scoreDifference[i] += b.scoreDifference[i];
  }
  for (let i = 0; i < a.positionCounts.length; i++) a.positionCounts[i] += b.positionCounts[i];
  return a;
}

export function accumulatorTransferables(a: LeagueAccumulator): ArrayBuffer[] {
  return [a.played, a.points, a.wins, a.scoreDifference, a.positionCounts].map((x) => x.buffer as ArrayBuffer);
}

function checkRuns(runs: unknown): number {
  if (typeof runs !== 'number' || !Number.isInteger(runs) || runs < 1 || runs > MAX_LEAGUE_RUNS) {
    throw new RangeError(`runs must be a whole number from 1 to ${MAX_LEAGUE_RUNS}, got ${String(runs)}`);
  }
  return runs;
}

/** The fixtures every run of a multi-run league plays (stream 0 of the seed). */
export function leagueFixtures(players: LeaguePlayer[], roundsPerPairing: number, seed: Seed): Fixture[] {
  return generateFixtures(
    players.map((p) => p.id),
    roundsPerPairing,
    createRng(streamSeed(seed, 0)),
  );
}

export interface LeagueChunkOptions {
  players: LeaguePlayer[];
  roundsPerPairing: number;
  seed: Seed;
  /** Runs [fromRun, toRun) of the whole multi-run; run r uses seed stream r + 1. */
  fromRun: number;
  toRun: number;
  onProgress?: (p: { done: number; total: number }) => void;
  signal?: { readonly aborted: boolean };
}

/** A slice of a multi-run league: the per-run counters summed over runs fromRun..toRun-1. */
export function runLeagueChunk(opts: LeagueChunkOptions): LeagueAccumulator {
  const { players, roundsPerPairing, seed, fromRun, toRun } = opts;
  validatePlayers(players);
  if (!Number.isInteger(fromRun) || !Number.isInteger(toRun) || fromRun < 0 || toRun < fromRun) {
    throw new RangeError(`Invalid run range ${fromRun}..${toRun}`);
  }
  const n = players.length;
  const index = new Map(players.map((p, i) => [p.id, i]));
  const fixtures = leagueFixtures(players, roundsPerPairing, seed);
  const m = fixtures.length;
  const offA = new Int32Array(m);
  const offB = new Int32Array(m);
  const ia = new Int32Array(m);
  const ib = new Int32Array(m);
  fixtures.forEach((f, k) => {
    ia[k] = index.get(f.player1) as number;
    ib[k] = index.get(f.player2) as number;
    offA[k] = ia[k] * PARAM_STRIDE;
    offB[k] = ib[k] * PARAM_STRIDE;
  });
  const params = packPlayers(players);
  const acc = emptyAccumulator(n);
  const out = new Int32Array(FRAME_OUT_SIZE);
  const wins = new Float64Array(n);
  const points = new Float64Array(n);
  const sFor = new Float64Array(n);
  const diff = new Float64Array(n);
  const draw = new Float64Array(n);
  const order = new Int32Array(n);
  const total = toRun - fromRun;
  const step = Math.max(1, Math.ceil(total / 20));
  for (let run = fromRun; run < toRun; run++) {
    const rng = createRng(streamSeed(seed, run + 1));
    wins.fill(0);
    sFor.fill(0);
    diff.fill(0);
    for (let k = 0; k < m; k++) {
      const breaker = rng.next() < 0.5 ? 0 : 1;
      playFrame(3, params, offA[k], offB[k], breaker, rng, out, null);
      const a = ia[k];
      const b = ib[k];
      const sa = out[F_SCORE];
      const sb = out[F_SCORE + 1];
      if (out[F_WINNER] === 0) wins[a]++;
      else wins[b]++;
      sFor[a] += sa;
      sFor[b] += sb;
      diff[a] += sa - sb;
      diff[b] += sb - sa;
    }
    for (let i = 0; i < n; i++) {
      points[i] = wins[i] * POINTS_PER_WIN;
      draw[i] = rng.next();
    }
    rankPlayers(points, diff, sFor, draw, order);
    for (let pos = 0; pos < n; pos++) acc.positionCounts[order[pos] * n + pos]++;
    for (let i = 0; i < n; i++) {
      acc.points[i] += points[i];
      acc.wins[i] += wins[i];
      acc.scoreDifference[i] += diff[i];
    }
    acc.runs++;
    const done = run - fromRun + 1;
    if (done % step === 0 || done === total) {
      if (opts.signal?.aborted) {
        const e = new Error('The simulation was cancelled');
        e.name = 'AbortError';
        throw e;
      }
      opts.onProgress?.({ done, total });
    }
  }
  // Games played per run are fixed by the fixtures.
  const perRun = new Float64Array(n);
  for (let k = 0; k < m; k++) {
    perRun[ia[k]]++;
    perRun[ib[k]]++;
  }
  for (let i = 0; i < n; i++) acc.played[i] = perRun[i] * acc.runs;
  return acc;
}

/** Averages and position chances from summed counters. */
export function summarizeLeagues(players: LeaguePlayer[], roundsPerPairing: number, acc: LeagueAccumulator): LeagueSummary {
  const n = acc.playerCount;
  const runs = acc.runs;
  const avg = (x: number) => (runs > 0 ? x / runs : 0);
  return {
    runs,
    roundsPerPairing,
    players: players.map((p, i) => {
      const positionChances = Array.from({ length: n }, (_, pos) => (runs > 0 ? (100 * acc.positionCounts[i * n + pos]) / runs : 0));
      return {
        playerId: p.id,
        averageGamesPlayed: avg(acc.played[i]),
        averagePoints: avg(acc.points[i]),
        averageWins: avg(acc.wins[i]),
        averageScoreDifference: avg(acc.scoreDifference[i]),
        positionChances,
        firstPlaceChance: positionChances[0],
        lastPlaceChance: positionChances[n - 1],
      };
    }),
  };
}

/** A multi-run league summary on the current thread. */
export function runLeagues(opts: LeagueRunOptions): LeagueSummary {
  const runs = checkRuns(opts.runs);
  const acc = runLeagueChunk({ ...opts, fromRun: 0, toRun: runs });
  return summarizeLeagues(opts.players, opts.roundsPerPairing, acc);
}

/** Splits runs [0, runs) into `parts` contiguous, near-equal chunks (empty ones dropped). */
export function splitRuns(runs: number, parts: number): { fromRun: number; toRun: number }[] {
  checkRuns(runs);
  const k = Math.max(1, Math.min(Math.floor(parts), runs));
  const out: { fromRun: number; toRun: number }[] = [];
  for (let i = 0; i < k; i++) {
    const fromRun = Math.floor((runs * i) / k);
    const toRun = Math.floor((runs * (i + 1)) / k);
    if (toRun > fromRun) out.push({ fromRun, toRun });
  }
  return out;
}

export { checkRuns as validateRuns };
