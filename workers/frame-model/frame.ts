/**
 * The pool frame engine shared by every simulator (decisions.md "Pool frame
 * model"). `playFrame` is the allocation-free hot loop used by batches and
 * leagues; `simulateFrame` wraps it into a full `GameRecord`.
 */
import type { Rng } from '../core/rng';
import { P_BRK_FOUL, P_BRK_MAKE, P_MAKE_BLACK, P_REG_FOUL, P_REG_MAKE, P_SPLIT_BENEFIT, P_SPLIT_DURATION, PARAM_STRIDE, packMatchup, validateMatchup, type Matchup, type PlayerKey } from './attributes';

/** 1 = shot accuracy, 2 = break efficiency, 3 = foul impact (also every league match). */
export type Stage = 1 | 2 | 3;
export type BreakOutcome = 'made' | 'missed' | 'foul';

export const WINNING_SCORE = 10;
/** The score at which a made shot is the black. */
export const BLACK_SCORE = 7;

export interface ShotRecord {
  /** 0-based position in the frame (the break is shot 0 in stages 2 and 3). */
  index: number;
  player: PlayerKey;
  made: boolean;
  /** Running score after the shot. */
  score: { player1: number; player2: number };
  /** The make chance used (after the split benefit, capped at 1). */
  makeChance: number;
  isBreak: boolean;
  /** The split benefit added to this shot's make chance (0 when none). */
  splitBenefit: number;
  foul: boolean;
  /** A foul that put the black down (the fouler loses). */
  blackPotted: boolean;
  /** This shot lost the frame for its shooter (a foul on the black). */
  gameLosing: boolean;
}

export interface PlayerGameStats {
  score: number;
  shots: number;
  shotsMade: number;
  topStreak: number;
  /** Always 0 outside stage 3. */
  fouls: number;
}

export interface GameRecord {
  stage: Stage;
  /** "player1-player2", e.g. "10-6". */
  scoreText: string;
  winner: PlayerKey;
  /** The breaker (stages 2, 3) or, in stage 1, the player who shot first. */
  breakPlayer: PlayerKey;
  /** null in stage 1 (no break). */
  breakOutcome: BreakOutcome | null;
  totalShots: number;
  player1: PlayerGameStats;
  player2: PlayerGameStats;
  /** Empty unless recorded (`recordShots`, default true for single frames). */
  shots: ShotRecord[];
}

// Layout of the Int32Array a frame's outcome is written to.
export const F_WINNER = 0; // 0 = player1, 1 = player2
export const F_SCORE = 1; // + player index
export const F_TOTAL = 3;
export const F_BREAKER = 4;
export const F_BREAK_OUTCOME = 5; // -1 none, 0 made, 1 missed, 2 foul
export const F_SHOTS = 6;
export const F_MADE = 8;
export const F_TOP = 10;
export const F_FOULS = 12;
export const FRAME_OUT_SIZE = 14;

const KEYS: readonly PlayerKey[] = ['player1', 'player2'];
const OUTCOMES: readonly BreakOutcome[] = ['made', 'missed', 'foul'];

/**
 * Plays one frame. `params` holds packed attributes (see packPlayer) with
 * player1 at `o1` and player2 at `o2`; `breaker` is 0 or 1 (the first shooter
 * in stage 1). Writes the outcome into `out` (FRAME_OUT_SIZE slots) and, when
 * `shots` is not null, pushes one ShotRecord per shot.
 */
export function playFrame(
  stage: Stage,
  params: Float64Array,
  o1: number,
  o2: number,
  breaker: number,
  rng: Rng,
  out: Int32Array,
  shots: ShotRecord[] | null,
  /** Balls each player has already taken off before the break (a handicap start): 0..7. */
  start0 = 0,
  start1 = 0,
): void {
  const fouls = stage === 3;
  // Per-player counters live in locals (index 0 = player1, 1 = player2) for speed: counting in `out` itself
  // made the hot loop about a tenth slower.
  let score0 = start0;
  let score1 = start1;
  let shots0 = 0;
  let shots1 = 0;
  let made0 = 0;
  let made1 = 0;
  let top0 = 0;
  let top1 = 0;
  let fouls0 = 0;
  let fouls1 = 0;
  let winner = -1;
  let breakOutcome = -1;
  let shooter = breaker;
  let visits = 1;
  let isBreak = stage !== 1;
  let counter = 0;
  let benefit = 0;
  let streak = 0;
  let total = 0;
  for (;;) {
    const base = shooter === 0 ? o1 : o2;
    let p = params[base + (isBreak ? P_BRK_MAKE : P_REG_MAKE)];
    const f = fouls ? params[base + (isBreak ? P_BRK_FOUL : P_REG_FOUL)] : 0;
    // The split benefit: added to the make chance of the shots after the break, while it lasts.
    let applied = 0;
    if (!isBreak && counter > 0) {
      applied = benefit;
      p += benefit;
      if (p > 1) p = 1;
      counter--;
    }
    const made = rng.next() < p;
    const foul = f > 0 && rng.next() < f;
    total++;
    const mine = shooter === 0 ? score0 : score1;
    let newMine = mine;
    let ended = false;
    let black = false;
    let losing = false;
    if (made) {
      streak++;
      if (mine !== BLACK_SCORE) newMine = mine + 1;
      else {
        // The black: the frame is won, unless the shot was also a foul (then the fouler loses).
        ended = true;
        losing = foul;
        winner = foul ? 1 - shooter : shooter;
        if (!foul) newMine = WINNING_SCORE;
      }
    }
    if (shooter === 0) {
      shots0++;
      score0 = newMine;
      if (made) {
        made0++;
        if (streak > top0) top0 = streak;
      }
      if (foul) fouls0++;
    } else {
      shots1++;
      score1 = newMine;
      if (made) {
        made1++;
        if (streak > top1) top1 = streak;
      }
      if (foul) fouls1++;
    }
    if (!made) streak = 0;
    if (isBreak) {
      // The break is the breaker's shot: his split benefit and how long it lasts.
      breakOutcome = foul ? 2 : made ? 0 : 1;
      counter = params[base + P_SPLIT_DURATION];
      benefit = params[base + P_SPLIT_BENEFIT];
    }
    const shotBy = shooter;
    if (!ended) {
      if (foul) {
        // Any foul other than a made black: the black may go down (the fouler loses), else 2 visits to the opponent.
        streak = 0;
        black = rng.next() < params[base + P_MAKE_BLACK];
        ended = losing = black;
        if (black) winner = 1 - shooter;
        else {
          shooter = 1 - shooter;
          visits = 2;
        }
      } else if (!made) {
        // A miss ends the visit: the second of two visits after a foul stays with the shooter.
        if (visits !== 2) shooter = 1 - shooter;
        visits = 1;
      }
    }
    if (ended && winner !== shotBy) {
      if (shotBy === 0) score1 = WINNING_SCORE;
      else score0 = WINNING_SCORE;
    }
    if (shots !== null) shots.push(shotRecord(total - 1, shotBy, made, score0, score1, p, isBreak, applied, foul, black, losing));
    isBreak = false;
    if (ended) break;
  }
  out[F_WINNER] = winner;
  out[F_SCORE] = score0;
  out[F_SCORE + 1] = score1;
  out[F_TOTAL] = total;
  out[F_BREAKER] = breaker;
  out[F_BREAK_OUTCOME] = breakOutcome;
  writeCounts(out, F_SHOTS, shots0, shots1);
  writeCounts(out, F_MADE, made0, made1);
  writeCounts(out, F_TOP, top0, top1);
  writeCounts(out, F_FOULS, fouls0, fouls1);
}

/** Writes a per-player count (player1's, player2's) at `slot` of a frame's outcome. */
function writeCounts(out: Int32Array, slot: number, player1: number, player2: number): void {
  out[slot] = player1;
  out[slot + 1] = player2;
}

/** One shot of a recorded frame (`score0`/`score1`: the running score after it). */
function shotRecord(
  index: number,
  shotBy: number,
  made: boolean,
  score0: number,
  score1: number,
  makeChance: number,
  isBreak: boolean,
  splitBenefit: number,
  foul: boolean,
  blackPotted: boolean,
  gameLosing: boolean,
): ShotRecord {
  return { index, player: KEYS[shotBy], made, score: { player1: score0, player2: score1 }, makeChance, isBreak, splitBenefit, foul, blackPotted, gameLosing };
}

/** Builds a GameRecord from a frame's outcome array. */
export function toGameRecord(stage: Stage, out: Int32Array, shots: ShotRecord[]): GameRecord {
  const player = (i: number): PlayerGameStats => ({
    score: out[F_SCORE + i],
    shots: out[F_SHOTS + i],
    shotsMade: out[F_MADE + i],
    topStreak: out[F_TOP + i],
    fouls: out[F_FOULS + i],
  });
  const bo = out[F_BREAK_OUTCOME];
  return {
    stage,
    scoreText: `${out[F_SCORE]}-${out[F_SCORE + 1]}`,
    winner: KEYS[out[F_WINNER]],
    breakPlayer: KEYS[out[F_BREAKER]],
    breakOutcome: bo < 0 ? null : OUTCOMES[bo],
    totalShots: out[F_TOTAL],
    player1: player(0),
    player2: player(1),
    shots,
  };
}

export function checkStage(stage: unknown): asserts stage is Stage {
  if (stage !== 1 && stage !== 2 && stage !== 3) throw new RangeError(`stage must be 1, 2 or 3, got ${String(stage)}`);
}

export interface SimulateFrameOptions {
  /** Who breaks (stages 2, 3) or shoots first (stage 1). Default: player1 in stage 1, a seeded draw in 2 and 3. */
  breaker?: PlayerKey;
  /** Record the shot list (default true). */
  recordShots?: boolean;
}

/** One frame with its full record (the single-game simulators, the shot-by-shot report). */
export function simulateFrame(stage: Stage, matchup: Matchup, rng: Rng, opts: SimulateFrameOptions = {}): GameRecord {
  checkStage(stage);
  validateMatchup(matchup);
  let breaker: number;
  if (opts.breaker !== undefined) {
    if (opts.breaker !== 'player1' && opts.breaker !== 'player2') throw new RangeError('breaker must be player1 or player2');
    breaker = opts.breaker === 'player1' ? 0 : 1;
  } else {
    breaker = stage === 1 ? 0 : rng.next() < 0.5 ? 0 : 1;
  }
  const shots: ShotRecord[] = [];
  const out = new Int32Array(FRAME_OUT_SIZE);
  playFrame(stage, packMatchup(matchup), 0, PARAM_STRIDE, breaker, rng, out, opts.recordShots === false ? null : shots);
  return toGameRecord(stage, out, shots);
}
