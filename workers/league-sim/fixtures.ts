/**
 * Round-robin fixtures by the circle method: a bye is added for an odd count,
 * each round's matches are shuffled with the seeded generator, and every pair
 * meets `roundsPerPairing` times (sides swap on every repeat).
 */
import { shuffleInPlace, type Rng } from '../core/rng';

export interface Fixture {
  /** 1-based round number over all repeats. */
  round: number;
  player1: number;
  player2: number;
}

export interface FixtureRound {
  round: number;
  matches: Fixture[];
  /** The player sitting out this round (odd counts), else null. */
  bye: number | null;
}

export const MAX_ROUNDS_PER_PAIRING = 100;

/** The rounds of a round robin; ids must be distinct. */
export function generateFixtureRounds(playerIds: readonly number[], roundsPerPairing: number, rng: Rng): FixtureRound[] {
  if (!Array.isArray(playerIds) || playerIds.length < 2) throw new RangeError('A round robin needs at least 2 players');
  if (new Set(playerIds).size !== playerIds.length) throw new RangeError('Player ids must be distinct');
  if (!Number.isInteger(roundsPerPairing) || roundsPerPairing < 1 || roundsPerPairing > MAX_ROUNDS_PER_PAIRING) {
    throw new RangeError(`roundsPerPairing must be a whole number from 1 to ${MAX_ROUNDS_PER_PAIRING}, got ${String(roundsPerPairing)}`);
  }
  const BYE = Number.NaN;
  const slots: number[] = [...playerIds];
  if (slots.length % 2 === 1) slots.push(BYE);
  const n = slots.length;
  const rounds: FixtureRound[] = [];
  let roundNo = 0;
  for (let repeat = 0; repeat < roundsPerPairing; repeat++) {
    // Circle method: slot 0 stays fixed, the others rotate one place per round.
    const circle = [...slots];
    for (let r = 0; r < n - 1; r++) {
      roundNo++;
      const matches: Fixture[] = [];
      let bye: number | null = null;
      for (let i = 0; i < n / 2; i++) {
        const a = circle[i];
        const b = circle[n - 1 - i];
        if (Number.isNaN(a) || Number.isNaN(b)) {
          bye = Number.isNaN(a) ? b : a;
          continue;
        }
        // Alternate sides by round and by repeat so nobody is always player1.
        const swap = (r + i + repeat) % 2 === 1;
        matches.push({ round: roundNo, player1: swap ? b : a, player2: swap ? a : b });
      }
      shuffleInPlace(rng, matches);
      rounds.push({ round: roundNo, matches, bye });
      const last = circle.pop() as number;
      circle.splice(1, 0, last);
    }
  }
  return rounds;
}

/** The flat fixture list, in round order (the league pages' fixture list). */
export function generateFixtures(playerIds: readonly number[], roundsPerPairing: number, rng: Rng): Fixture[] {
  return generateFixtureRounds(playerIds, roundsPerPairing, rng).flatMap((r) => r.matches);
}
