import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairestHandicap, frameChance, raceChance, raceTable } from './match-up-odds';

/** Every sequence of a + b − 1 frames enumerated (the race is decided within them), by brute force. */
function enumerate(p: number, a: number, b: number): number {
  const len = a + b - 1;
  let total = 0;
  for (let mask = 0; mask < 1 << len; mask++) {
    let wa = 0;
    let prob = 1;
    for (let i = 0; i < len; i++) {
      const aWins = ((mask >> i) & 1) === 1;
      prob *= aWins ? p : 1 - p;
      if (aWins) wa++;
    }
    if (wa >= a) total += prob; // A took a frames out of a + b − 1, so B cannot have taken b first
  }
  return total;
}

describe('match-up odds', () => {
  it('race chances equal the direct enumeration of every frame sequence', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), (p, a, b) => {
        expect(raceChance(p, a, b)).toBeCloseTo(enumerate(p, a, b), 12);
      }),
      { numRuns: 300, seed: 26 },
    );
  });

  it('a race to 1 is the frame chance, even players are 50/50, and both sides sum to 1', () => {
    expect(raceChance(0.62, 1, 1)).toBeCloseTo(0.62, 15);
    for (const r of raceTable(0.5)) expect(r.chance).toBeCloseTo(0.5, 12);
    expect(raceChance(0.3, 5, 4) + raceChance(0.7, 4, 5)).toBeCloseTo(1, 12);
    // Hand-worked: race to 2 at p = 0.6: p² (1 + 2q) = 0.36 × 1.8 = 0.648.
    expect(raceChance(0.6, 2, 2)).toBeCloseTo(0.648, 12);
  });

  it('the frame chance is the logistic of β times the rating gap', () => {
    expect(frameChance(0.1, 60, 50)).toBeCloseTo(1 / (1 + Math.exp(-1)), 15);
    expect(frameChance(0.1, 50, 50)).toBe(0.5);
  });

  it('the fairest handicap is the closest race to 50/50 of all underdog targets', () => {
    const h = fairestHandicap(0.6, 5);
    const all = [1, 2, 3, 4, 5].map((b) => Math.abs(enumerate(0.6, 5, b) - 0.5));
    expect(Math.abs(h.favouriteChance - 0.5)).toBeCloseTo(Math.min(...all), 12);
    expect(h.underdogTo).toBe(all.indexOf(Math.min(...all)) + 1);
    expect(fairestHandicap(0.5, 5).underdogTo).toBe(5);
  });
});
