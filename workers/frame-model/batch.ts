/**
 * Batches of frames with every statistic of decisions.md "Batch statistics"
 * and the odds. Only the first `keepGames` games keep their records; the rest
 * are folded into fixed-size counters as they are played.
 */
import { createRng, type Seed } from '../core/rng';
import { PARAM_STRIDE, packMatchup, validateMatchup, type Matchup, type PlayerKey } from './attributes';
import { exactWinProbability } from './exact';
import {
  F_BREAK_OUTCOME,
  F_BREAKER,
  F_FOULS,
  F_SCORE,
  F_MADE,
  F_SHOTS,
  F_TOP,
  F_TOTAL,
  F_WINNER,
  FRAME_OUT_SIZE,
  checkStage,
  playFrame,
  toGameRecord,
  type GameRecord,
  type ShotRecord,
  type Stage,
} from './frame';
import { price, pushPrice, wilsonInterval, type Price, type PushPrice } from './odds';

export const DEFAULT_BATCH_GAMES = 850;
export const DEFAULT_KEEP_GAMES = 50;
export const MAX_BATCH_GAMES = 10_000_000;
export const ACCURACY_BINS = 50;
export const TOP_STREAK_ROWS = 9; // 0..8
export const LENGTH_BUCKET_WIDTH = 10;
/** Per-game accuracy lists are kept up to this many games (beyond it only the histogram). */
export const ACCURACY_LIST_LIMIT = 10_000;

export interface BatchProgress {
  done: number;
  total: number;
}

export interface BatchOptions {
  stage: Stage;
  matchup: Matchup;
  /** Default 850. */
  games?: number;
  seed: Seed;
  /** Games whose full record (with shots) is kept, from the first. Default 50. */
  keepGames?: number;
  /** Keep per-game accuracy lists (default: when games <= 10,000). */
  accuracyLists?: boolean;
  /** Keep one summary row per game in `gameRows` (default: when games <= 10,000). */
  gameRows?: boolean;
  /** Called at least every 5 % of the games and at the end. */
  onProgress?: (p: BatchProgress) => void;
  /** Checked with every progress step; an aborted batch throws an AbortError. */
  signal?: { readonly aborted: boolean };
}

export interface LengthBucket {
  /** Inclusive shot-count range. */
  from: number;
  to: number;
  count: number;
  percent: number;
}

export interface LengthStats {
  games: number;
  /** counts[k] = games of exactly k shots (length longest + 1; empty when no games). */
  counts: Uint32Array;
  shortest: number | null;
  longest: number | null;
  median: number | null;
  mean: number | null;
  /** Buckets of 10 shots (1-10, 11-20, ...) from the shortest to the longest game. */
  buckets: LengthBucket[];
}

export interface BatchPlayerStats {
  wins: number;
  winShare: number;
  shotsTaken: number;
  shotsMade: number;
  /** made / taken over the whole batch (0..1; 0 when no shots). */
  accuracy: number;
  fouls: number;
  /** 50 bins over 0-100 % of per-game accuracy (bin k = [2k, 2k+2) %, 100 % in the last). */
  accuracyHistogram: Uint32Array;
  /** Per-game accuracy in percent for games where the player shot (null when not kept). */
  accuracyList: Float32Array | null;
  /** Mean of the per-game accuracies in percent (null when the player never shot). */
  meanGameAccuracy: number | null;
  /** Games in which the player took no shot (left out of the accuracy distribution). */
  gamesWithoutShot: number;
  /** topStreakCounts[k] = games in which the player's top streak was k (k = 0..8). */
  topStreakCounts: Uint32Array;
}

export interface BreakConversionRow {
  breaker: PlayerKey;
  breaks: number;
  made: number;
  missed: number;
  foul: number;
  /** Frames the breaker won, in total and after each break outcome. */
  wins: number;
  winsAfterMade: number;
  winsAfterMissed: number;
  winsAfterFoul: number;
}

export interface PlayerOdds extends Price {
  wins: number;
  /** Monte Carlo 95 % interval of the win share (Wilson). */
  ci95: { low: number; high: number };
  /** Exact win probability for this batch's breakers (the solver). */
  exactProbability: number;
  /** Fair price from the exact probability, to 2 decimals. */
  exactOdds: number | null;
}

export interface OverUnderMarket {
  /** The median game length (shots). */
  line: number;
  /** Games longer than the line, priced with the push returned (odds.ts `pushPrice`). */
  over: PushPrice;
  /** Games shorter than the line, priced with the push returned. */
  under: PushPrice;
  /** Share of games exactly on the line (a push; 0 when the line ends in .5). */
  pushShare: number;
}

export interface BatchOdds {
  player1: PlayerOdds;
  player2: PlayerOdds;
  overUnder: OverUnderMarket | null;
}

export interface BatchResult {
  stage: Stage;
  seed: Seed;
  simulations: number;
  player1: BatchPlayerStats;
  player2: BatchPlayerStats;
  gameLengths: { all: LengthStats; player1: LengthStats; player2: LengthStats };
  shortestGame: number | null;
  longestGame: number | null;
  /** Per breaker; null in stage 1 (no break). */
  breakConversion: { player1: BreakConversionRow; player2: BreakConversionRow } | null;
  odds: BatchOdds;
  /** The first `keepGames` games with their shot lists. */
  games: GameRecord[];
  /**
   * One row of GAME_ROW_STRIDE integers per game (columns GAME_ROW_COLUMNS), or null when not
   * kept: the source of the batch's CSV download.
   */
  gameRows: Int32Array | null;
}

/** Columns of `BatchResult.gameRows`: players as 0 (player1) / 1 (player2), break outcome -1 none, 0 made, 1 missed, 2 foul. */
export const GAME_ROW_COLUMNS = [
  'breaker', 'breakOutcome', 'winner', 'player1Score', 'player2Score', 'totalShots',
  'player1Shots', 'player1Made', 'player1TopStreak', 'player1Fouls',
  'player2Shots', 'player2Made', 'player2TopStreak', 'player2Fouls',
] as const;
export const GAME_ROW_STRIDE = GAME_ROW_COLUMNS.length;

class LengthCounter {
  counts = new Uint32Array(128);
  games = 0;
  sum = 0;
  add(len: number) {
    if (len >= this.counts.length) {
      let size = this.counts.length * 2;
      while (size <= len) size *= 2;
      const grown = new Uint32Array(size);
      grown.set(this.counts);
      this.counts = grown;
    }
    this.counts[len]++;
    this.games++;
    this.sum += len;
  }
}

/** The value at 0-based rank `k` of the sorted lengths. */
function rankValue(counts: Uint32Array, k: number): number {
  let seen = 0;
  for (let len = 0; len < counts.length; len++) {
    seen += counts[len];
    if (seen > k) return len;
  }
  return counts.length - 1;
}

export function lengthStats(counts: Uint32Array, games: number, sum: number): LengthStats {
  if (games === 0) {
    return { games, counts: new Uint32Array(0), shortest: null, longest: null, median: null, mean: null, buckets: [] };
  }
  let shortest = -1;
  let longest = -1;
  for (let len = 0; len < counts.length; len++) {
    if (counts[len] > 0) {
      if (shortest < 0) shortest = len;
      longest = len;
    }
  }
  const median = (rankValue(counts, Math.floor((games - 1) / 2)) + rankValue(counts, Math.floor(games / 2))) / 2;
  const buckets: LengthBucket[] = [];
  for (let from = Math.floor((shortest - 1) / LENGTH_BUCKET_WIDTH) * LENGTH_BUCKET_WIDTH + 1; from <= longest; from += LENGTH_BUCKET_WIDTH) {
    const to = from + LENGTH_BUCKET_WIDTH - 1;
    let count = 0;
    for (let len = from; len <= to && len < counts.length; len++) count += counts[len];
    buckets.push({ from, to, count, percent: (100 * count) / games });
  }
  return { games, counts: counts.slice(0, longest + 1), shortest, longest, median, mean: sum / games, buckets };
}

function abortError(): Error {
  const e = new Error('The simulation was cancelled');
  e.name = 'AbortError';
  return e;
}

function checkGames(games: unknown, name = 'games'): number {
  if (typeof games !== 'number' || !Number.isInteger(games) || games < 1 || games > MAX_BATCH_GAMES) {
    throw new RangeError(`${name} must be a whole number from 1 to ${MAX_BATCH_GAMES}, got ${String(games)}`);
  }
  return games;
}

/** What a batch counts game by game, per player (index 0 = player1, 1 = player2). */
interface Tallies {
  wins: Float64Array;
  taken: Float64Array;
  made: Float64Array;
  fouls: Float64Array;
  accSum: Float64Array;
  accGames: Float64Array;
  hist: Uint32Array[];
  lists: Float32Array[] | null;
  streaks: Uint32Array[];
  lenAll: LengthCounter;
  lenBy: LengthCounter[];
  /** Break conversion per breaker: [breaks, made, missed, foul, wins, winsMade, winsMissed, winsFoul]. */
  brk: Float64Array[];
}

function newTallies(games: number, keepLists: boolean): Tallies {
  return {
    wins: new Float64Array(2),
    taken: new Float64Array(2),
    made: new Float64Array(2),
    fouls: new Float64Array(2),
    accSum: new Float64Array(2),
    accGames: new Float64Array(2),
    hist: [new Uint32Array(ACCURACY_BINS), new Uint32Array(ACCURACY_BINS)],
    lists: keepLists ? [new Float32Array(games), new Float32Array(games)] : null,
    streaks: [new Uint32Array(TOP_STREAK_ROWS), new Uint32Array(TOP_STREAK_ROWS)],
    lenAll: new LengthCounter(),
    lenBy: [new LengthCounter(), new LengthCounter()],
    brk: [new Float64Array(8), new Float64Array(8)],
  };
}

/** Counts one frame's outcome (playFrame's `out`). */
function tallyGame(t: Tallies, out: Int32Array): void {
  const winner = out[F_WINNER];
  t.wins[winner]++;
  const len = out[F_TOTAL];
  t.lenAll.add(len);
  t.lenBy[out[F_BREAKER]].add(len);
  for (let i = 0; i < 2; i++) {
    const taken = out[F_SHOTS + i];
    const made = out[F_MADE + i];
    t.taken[i] += taken;
    t.made[i] += made;
    t.fouls[i] += out[F_FOULS + i];
    t.streaks[i][Math.min(TOP_STREAK_ROWS - 1, out[F_TOP + i])]++;
    if (taken > 0) {
      const acc = (100 * made) / taken;
      t.accSum[i] += acc;
      if (t.lists !== null) t.lists[i][t.accGames[i]] = acc;
      t.accGames[i]++;
      t.hist[i][Math.min(ACCURACY_BINS - 1, Math.floor(acc / (100 / ACCURACY_BINS)))]++;
    }
  }
  const bo = out[F_BREAK_OUTCOME];
  if (bo >= 0) {
    const row = t.brk[out[F_BREAKER]];
    const won = winner === out[F_BREAKER] ? 1 : 0;
    row[0]++;
    row[1 + bo]++;
    row[4] += won;
    row[5 + bo] += won;
  }
}

/** Copies one frame's outcome into game `g`'s row of `rows` (GAME_ROW_STRIDE values a game). */
function copyGameRow(rows: Int32Array, g: number, out: Int32Array): void {
  const o = g * GAME_ROW_STRIDE;
  rows[o] = out[F_BREAKER];
  rows[o + 1] = out[F_BREAK_OUTCOME];
  rows[o + 2] = out[F_WINNER];
  rows[o + 3] = out[F_SCORE];
  rows[o + 4] = out[F_SCORE + 1];
  rows[o + 5] = out[F_TOTAL];
  for (let i = 0; i < 2; i++) {
    rows[o + 6 + 4 * i] = out[F_SHOTS + i];
    rows[o + 7 + 4 * i] = out[F_MADE + i];
    rows[o + 8 + 4 * i] = out[F_TOP + i];
    rows[o + 9 + 4 * i] = out[F_FOULS + i];
  }
}

/** Runs a batch; the breaker (stage 1: first shooter) alternates, player1 in game 0. */
export function runBatch(options: BatchOptions): BatchResult {
  const { stage, matchup, seed } = options;
  checkStage(stage);
  validateMatchup(matchup);
  const games = checkGames(options.games ?? DEFAULT_BATCH_GAMES);
  const keepGames = options.keepGames ?? DEFAULT_KEEP_GAMES;
  if (!Number.isInteger(keepGames) || keepGames < 0) throw new RangeError(`keepGames must be a whole number >= 0, got ${keepGames}`);
  const rng = createRng(seed);
  const params = packMatchup(matchup);
  const out = new Int32Array(FRAME_OUT_SIZE);
  const tallies = newTallies(games, options.accuracyLists ?? games <= ACCURACY_LIST_LIMIT);
  const kept: GameRecord[] = [];
  const rows = (options.gameRows ?? games <= ACCURACY_LIST_LIMIT) ? new Int32Array(games * GAME_ROW_STRIDE) : null;

  const step = Math.max(1, Math.ceil(games / 20));
  for (let g = 0; g < games; g++) {
    const shots: ShotRecord[] | null = g < keepGames ? [] : null;
    playFrame(stage, params, 0, PARAM_STRIDE, g & 1, rng, out, shots);
    if (shots !== null) kept.push(toGameRecord(stage, out, shots));
    if (rows !== null) copyGameRow(rows, g, out);
    tallyGame(tallies, out);
    if ((g + 1) % step === 0 || g + 1 === games) {
      if (options.signal?.aborted) throw abortError();
      options.onProgress?.({ done: g + 1, total: games });
    }
  }
  return { stage, seed, ...batchSummary(stage, matchup, games, tallies), games: kept, gameRows: rows };
}

/** The batch's figures from its tallies: each player's, the game lengths, the breaks and the odds beside the exact chance. */
function batchSummary(stage: Stage, matchup: Matchup, games: number, t: Tallies): Omit<BatchResult, 'stage' | 'seed' | 'games' | 'gameRows'> {
  const { wins, taken, made, accGames, brk } = t;
  const playerStats = (i: number): BatchPlayerStats => ({
    wins: wins[i],
    winShare: wins[i] / games,
    shotsTaken: taken[i],
    shotsMade: made[i],
    accuracy: taken[i] > 0 ? made[i] / taken[i] : 0,
    fouls: t.fouls[i],
    accuracyHistogram: t.hist[i],
    accuracyList: t.lists === null ? null : t.lists[i].slice(0, accGames[i]),
    meanGameAccuracy: accGames[i] > 0 ? t.accSum[i] / accGames[i] : null,
    gamesWithoutShot: games - accGames[i],
    topStreakCounts: t.streaks[i],
  });
  const all = lengthStats(t.lenAll.counts, t.lenAll.games, t.lenAll.sum);
  const breakRow = (i: number): BreakConversionRow => ({
    breaker: i === 0 ? 'player1' : 'player2',
    breaks: brk[i][0],
    made: brk[i][1],
    missed: brk[i][2],
    foul: brk[i][3],
    wins: brk[i][4],
    winsAfterMade: brk[i][5],
    winsAfterMissed: brk[i][6],
    winsAfterFoul: brk[i][7],
  });

  // Exact probability for this batch's mix of breakers (player1 breaks in the even-numbered games).
  const p1Breaks = Math.ceil(games / 2);
  const exact =
    (p1Breaks * exactWinProbability(stage, matchup, 'player1') + (games - p1Breaks) * exactWinProbability(stage, matchup, 'player2')) / games;
  const playerOdds = (i: number, exactP: number): PlayerOdds => ({
    ...price(wins[i] / games),
    wins: wins[i],
    ci95: wilsonInterval(wins[i], games),
    exactProbability: exactP,
    exactOdds: price(exactP).odds,
  });

  return {
    simulations: games,
    player1: playerStats(0),
    player2: playerStats(1),
    gameLengths: {
      all,
      player1: lengthStats(t.lenBy[0].counts, t.lenBy[0].games, t.lenBy[0].sum),
      player2: lengthStats(t.lenBy[1].counts, t.lenBy[1].games, t.lenBy[1].sum),
    },
    shortestGame: all.shortest,
    longestGame: all.longest,
    breakConversion: stage === 1 ? null : { player1: breakRow(0), player2: breakRow(1) },
    odds: {
      player1: playerOdds(0, exact),
      player2: playerOdds(1, 1 - exact),
      overUnder: overUnder(all),
    },
  };
}

/** The over/under market on the median game length. */
export function overUnder(lengths: LengthStats): OverUnderMarket | null {
  if (lengths.median === null || lengths.games === 0) return null;
  const line = lengths.median;
  let over = 0;
  let under = 0;
  for (let len = 0; len < lengths.counts.length; len++) {
    if (len > line) over += lengths.counts[len];
    else if (len < line) under += lengths.counts[len];
  }
  const n = lengths.games;
  return { line, over: pushPrice(over / n, under / n), under: pushPrice(under / n, over / n), pushShare: (n - over - under) / n };
}
