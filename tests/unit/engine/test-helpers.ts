import type { Rng } from '../../../workers/core/rng';
import type { Matchup, PlayerAttributes } from '../../../workers/frame-model/attributes';

/** A generator that returns the given numbers in order (and fails loudly when they run out). */
export function scriptedRng(values: number[]): Rng & { used: () => number } {
  let i = 0;
  return {
    next() {
      if (i >= values.length) throw new Error(`scripted rng ran out after ${values.length} numbers`);
      return values[i++];
    },
    used: () => i,
  };
}

export function player(overrides: {
  make?: number;
  foul?: number;
  breakMake?: number;
  breakFoul?: number;
  splitBenefit?: number;
  splitDuration?: number;
  makeBlack?: number;
}): PlayerAttributes {
  return {
    regular: { make: overrides.make ?? 0.5, foul: overrides.foul ?? 0 },
    break: {
      make: overrides.breakMake ?? 0.5,
      splitBenefit: overrides.splitBenefit ?? 0,
      splitDuration: overrides.splitDuration ?? 0,
      foul: overrides.breakFoul ?? 0,
    },
    foul: { makeBlack: overrides.makeBlack ?? 0 },
  };
}

export function matchup(p1: PlayerAttributes, p2: PlayerAttributes): Matchup {
  return { player1: p1, player2: p2 };
}
