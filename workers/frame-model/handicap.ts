/**
 * Handicap starts. In this league's game each player has seven balls and the winner scores 10; a start
 * of k balls means the weaker player takes k of his balls off the table before the break (he begins on k).
 *
 * The frame engine needs attributes, the ratings give one number (the stronger player's frame chance p, from the
 * predictions page's model). The two players are the engine's league player (START_BASE) differing only in their
 * regular pot chance, m + d/2 for the stronger and m - d/2 for the weaker (m = START_BASE's), with d fitted by
 * bisection so that the engine's exact chance of the stronger player winning a frame with no start (stage 3, the
 * break alternating) equals p. Then the start is the k (0..7) whose exact chance for the weaker player is closest to
 * 50 %. The exact solver applies to every start (the chain entered at the start's score); a seeded simulation is
 * the check (`simulateStartChance`). Pure TypeScript.
 */
import { createRng, type Seed } from '../core/rng';
import { cloneMatchup, PARAM_STRIDE, packMatchup, type Matchup, type PlayerAttributes } from './attributes';
import { exactChancesByStart, exactWinProbabilityWithStart } from './exact';
import { BLACK_SCORE, FRAME_OUT_SIZE, F_WINNER, playFrame } from './frame';

/** The league player the fit starts from: the spec's stage-3 defaults averaged (pot 45 %, fouls 3 %). */
export const START_BASE: PlayerAttributes = {
  regular: { make: 0.45, foul: 0.03 },
  break: { make: 0.5, splitBenefit: 0.1, splitDuration: 2, foul: 0.02 },
  foul: { makeBlack: 0.01 },
};
const MIN_MAKE = 0.05;
const MAX_MAKE = 0.95;
/** Largest start: the weaker player is on the black. */
export const MAX_START = BLACK_SCORE;
/** A start within this of 50 % (3 points) is "fair". */
export const FAIR_WITHIN = 0.03;

/** The matchup with player1 the stronger (pot m + d/2) and player2 the weaker (m - d/2). */
export function startMatchup(d: number): Matchup {
  const m = START_BASE.regular.make;
  const base: Matchup = { player1: START_BASE, player2: START_BASE };
  const out = cloneMatchup(base);
  out.player1.regular.make = m + d / 2;
  out.player2.regular.make = m - d / 2;
  return out;
}

/** The stronger player's exact frame chance with the weaker on `k` balls (stage 3, alternating break). */
export const strongChance = (d: number, k = 0) => exactWinProbabilityWithStart(3, startMatchup(d), 'alternate', { player1: 0, player2: k });

export interface FittedStrengths {
  /** Pot chances (regular make) of the stronger and the weaker player. */
  makeStrong: number;
  makeWeak: number;
  /** The engine's chance for the stronger player with no start (equals the target unless it was out of reach). */
  chance: number;
  /** False when the target lies beyond what the engine's pot chances (5 %..95 %) can give: the nearest is used. */
  reached: boolean;
}

/** Fit the two pot chances so the engine's no-start chance of the stronger player is `target` (>= 0.5). */
export function fitStrengths(target: number): FittedStrengths {
  if (!(target >= 0.5 && target < 1)) throw new RangeError(`target must be in [0.5, 1) (got ${target})`);
  const m = START_BASE.regular.make;
  const dMax = 2 * Math.min(MAX_MAKE - m, m - MIN_MAKE);
  // The chance rises with d: the Illinois variant of regula falsi keeps a bracket and converges fast.
  let lo = 0;
  let hi = dMax;
  let flo = strongChance(lo) - target;
  let fhi = strongChance(hi) - target;
  if (fhi < 0) return { makeStrong: m + hi / 2, makeWeak: m - hi / 2, chance: fhi + target, reached: false };
  let d = 0;
  let fd = flo;
  let side = 0;
  for (let it = 0; it < 100 && Math.abs(fd) > 1e-12 && hi - lo > 1e-15; it++) {
    d = (lo * fhi - hi * flo) / (fhi - flo);
    fd = strongChance(d) - target;
    if (fd < 0) {
      lo = d;
      flo = fd;
      if (side === -1) fhi /= 2;
      side = -1;
    } else {
      hi = d;
      fhi = fd;
      if (side === 1) flo /= 2;
      side = 1;
    }
  }
  return { makeStrong: m + d / 2, makeWeak: m - d / 2, chance: fd + target, reached: true };
}

export interface StartChoice {
  fit: FittedStrengths;
  /** Balls the weaker player takes off before the break. */
  balls: number;
  /** The weaker player's exact frame chance with each start 0..7. */
  weakerChances: number[];
  /** With the chosen start. */
  weakerChance: number;
  /** Within 3 points of 50 %. */
  fair: boolean;
}

/** The start bringing the weaker player's frame chance closest to 50 % (ties: the smaller start). */
export function chooseStart(strongerChance: number): StartChoice {
  const fit = fitStrengths(Math.max(0.5, strongerChance));
  const d = fit.makeStrong - fit.makeWeak;
  const weakerChances = exactChancesByStart(3, startMatchup(d), MAX_START).map((p) => 1 - p);
  let balls = 0;
  weakerChances.forEach((c, k) => {
    if (Math.abs(c - 0.5) < Math.abs(weakerChances[balls] - 0.5) - 1e-12) balls = k;
  });
  const weakerChance = weakerChances[balls];
  return { fit, balls, weakerChances, weakerChance, fair: Math.abs(weakerChance - 0.5) <= FAIR_WITHIN };
}

/** A seeded simulation of `games` frames (breaker alternating, player1 first): player2's (the weaker's) win share. */
export function simulateStartChance(d: number, balls: number, games: number, seed: Seed): number {
  const params = packMatchup(startMatchup(d));
  const rng = createRng(seed);
  const out = new Int32Array(FRAME_OUT_SIZE);
  let weak = 0;
  for (let g = 0; g < games; g++) {
    playFrame(3, params, 0, PARAM_STRIDE, g % 2, rng, out, null, 0, balls);
    if (out[F_WINNER] === 1) weak++;
  }
  return weak / games;
}
