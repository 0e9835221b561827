import type { AttributePair } from '../types';

/** The spec's default attributes (regular make already 0.5 / 0.4, as the stage pages set it). */
export function defaultAttributes(): AttributePair {
  return {
    player1: { regular: { make: 0.5, foul: 0.04 }, break: { make: 0.5, splitBenefit: 0.05, splitDuration: 1, foul: 0.02 }, foul: { makeBlack: 0.01 } },
    player2: { regular: { make: 0.4, foul: 0.05 }, break: { make: 0.8, splitBenefit: 0.6, splitDuration: 3, foul: 0.02 }, foul: { makeBlack: 0.01 } },
  };
}
