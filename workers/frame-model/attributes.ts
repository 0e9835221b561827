/**
 * Pool player attributes (spec section 3), their defaults, the option lists of
 * the attribute panels (section 5 / 9) and random players drawn from them.
 */
import { pick, type Rng } from '../core/rng';

export type PlayerKey = 'player1' | 'player2';
export const PLAYER_KEYS: readonly PlayerKey[] = ['player1', 'player2'];

export interface PlayerAttributes {
  regular: { make: number; foul: number };
  break: { make: number; splitBenefit: number; splitDuration: number; foul: number };
  foul: { makeBlack: number };
}

export type Matchup = Record<PlayerKey, PlayerAttributes>;

/** The spec's default attributes (section 3). */
export const DEFAULT_MATCHUP: Matchup = {
  player1: {
    regular: { make: 0.5, foul: 0.04 },
    break: { make: 0.5, splitBenefit: 0.05, splitDuration: 1, foul: 0.02 },
    foul: { makeBlack: 0.01 },
  },
  player2: {
    regular: { make: 0.4, foul: 0.05 },
    break: { make: 0.8, splitBenefit: 0.6, splitDuration: 3, foul: 0.02 },
    foul: { makeBlack: 0.01 },
  },
};

/** The attribute panels' option lists (no free input). Chances are fractions. */
export const ATTRIBUTE_OPTIONS = {
  regularMake: [0.2, 0.3, 0.4, 0.5, 0.6, 0.7],
  breakMake: [0.3, 0.4, 0.5, 0.6, 0.7, 0.8],
  splitBenefit: [0.05, 0.1, 0.25, 0.5, 0.6],
  splitDuration: [1, 2, 3, 4, 5],
  /** Regular foul, break foul and pot-black-on-foul chances. */
  foul: [0.01, 0.02, 0.03, 0.04, 0.05],
} as const;

/** Stage 1's observed accuracy options. */
export const STAGE1_ACCURACY_OPTIONS = [0.3, 0.4, 0.5, 0.6, 0.7] as const;

/** The Stage 1 matchup: the defaults with each player's regular make set to the observed accuracy. */
export function stage1Matchup(player1Accuracy: number, player2Accuracy: number): Matchup {
  const m = cloneMatchup(DEFAULT_MATCHUP);
  m.player1.regular.make = player1Accuracy;
  m.player2.regular.make = player2Accuracy;
  validateMatchup(m);
  return m;
}

/** Deep copy of a matchup (attribute objects are plain data). */
export function cloneMatchup(m: Matchup): Matchup {
  return { player1: clonePlayer(m.player1), player2: clonePlayer(m.player2) };
}

export function clonePlayer(p: PlayerAttributes): PlayerAttributes {
  return { regular: { ...p.regular }, break: { ...p.break }, foul: { ...p.foul } };
}

/** A random player: every attribute drawn uniformly from its option list. */
export function randomPlayerAttributes(rng: Rng): PlayerAttributes {
  return {
    regular: { make: pick(rng, ATTRIBUTE_OPTIONS.regularMake), foul: pick(rng, ATTRIBUTE_OPTIONS.foul) },
    break: {
      make: pick(rng, ATTRIBUTE_OPTIONS.breakMake),
      splitBenefit: pick(rng, ATTRIBUTE_OPTIONS.splitBenefit),
      splitDuration: pick(rng, ATTRIBUTE_OPTIONS.splitDuration),
      foul: pick(rng, ATTRIBUTE_OPTIONS.foul),
    },
    foul: { makeBlack: pick(rng, ATTRIBUTE_OPTIONS.foul) },
  };
}

function checkChance(value: unknown, path: string, { positive = false } = {}): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new RangeError(`${path} must be a number from 0 to 1, got ${String(value)}`);
  }
  if (positive && value === 0) throw new RangeError(`${path} must be above 0 (a frame could never end)`);
}

/**
 * Throws a RangeError naming the field when an attribute is out of range.
 * Any chance in [0, 1] is accepted (the engine is not limited to the panels'
 * options) except a regular make chance of 0, with which a frame might never end.
 */
export function validatePlayerAttributes(p: PlayerAttributes, name = 'player'): void {
  if (!p || typeof p !== 'object' || !p.regular || !p.break || !p.foul) {
    throw new TypeError(`${name} must have regular, break and foul attribute groups`);
  }
  checkChance(p.regular.make, `${name}.regular.make`, { positive: true });
  checkChance(p.regular.foul, `${name}.regular.foul`);
  checkChance(p.break.make, `${name}.break.make`);
  checkChance(p.break.splitBenefit, `${name}.break.splitBenefit`);
  checkChance(p.break.foul, `${name}.break.foul`);
  checkChance(p.foul.makeBlack, `${name}.foul.makeBlack`);
  const d = p.break.splitDuration;
  if (!Number.isInteger(d) || d < 0 || d > 100) {
    throw new RangeError(`${name}.break.splitDuration must be a whole number from 0 to 100, got ${String(d)}`);
  }
}

export function validateMatchup(m: Matchup): void {
  if (!m || typeof m !== 'object') throw new TypeError('matchup must have player1 and player2');
  validatePlayerAttributes(m.player1, 'player1');
  validatePlayerAttributes(m.player2, 'player2');
}

/** Number of slots one player's parameters take in a packed parameter array. */
export const PARAM_STRIDE = 8;
export const P_REG_MAKE = 0;
export const P_REG_FOUL = 1;
export const P_BRK_MAKE = 2;
export const P_BRK_FOUL = 3;
export const P_SPLIT_BENEFIT = 4;
export const P_SPLIT_DURATION = 5;
export const P_MAKE_BLACK = 6;

/** Writes one player's attributes into a packed Float64Array at `offset` (hot loops read these). */
export function packPlayer(p: PlayerAttributes, out: Float64Array, offset: number): void {
  out[offset + P_REG_MAKE] = p.regular.make;
  out[offset + P_REG_FOUL] = p.regular.foul;
  out[offset + P_BRK_MAKE] = p.break.make;
  out[offset + P_BRK_FOUL] = p.break.foul;
  out[offset + P_SPLIT_BENEFIT] = p.break.splitBenefit;
  out[offset + P_SPLIT_DURATION] = p.break.splitDuration;
  out[offset + P_MAKE_BLACK] = p.foul.makeBlack;
  out[offset + 7] = 0;
}

/** player1 at offset 0, player2 at offset PARAM_STRIDE. */
export function packMatchup(m: Matchup): Float64Array {
  const out = new Float64Array(PARAM_STRIDE * 2);
  packPlayer(m.player1, out, 0);
  packPlayer(m.player2, out, PARAM_STRIDE);
  return out;
}
