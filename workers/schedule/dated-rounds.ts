/**
 * A dated round robin for a real season: the schedule engine's circle method (every pair meets
 * `meetings` times, a bye for odd counts, each round shuffled by the seeded generator), with round k played
 * `everyDays` x (k - 1) days after the start date. The same players, options and seed give the same fixtures.
 */
import { createRng, type Seed } from '../core/rng';
import { generateFixtureRounds } from '../league-sim/fixtures';

export interface DatedFixture {
  round: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  player1Id: number;
  player2Id: number;
}

export const MAX_MEETINGS = 10;
export const MAX_EVERY_DAYS = 365;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus whole days (UTC calendar). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

export function datedRoundRobin(
  playerIds: readonly number[],
  opts: { meetings: number; everyDays: number; startDate: string; seed: Seed },
): DatedFixture[] {
  if (!Number.isInteger(opts.everyDays) || opts.everyDays < 1 || opts.everyDays > MAX_EVERY_DAYS) {
    throw new RangeError(`everyDays must be a whole number from 1 to ${MAX_EVERY_DAYS}, got ${String(opts.everyDays)}`);
  }
  if (!Number.isInteger(opts.meetings) || opts.meetings < 1 || opts.meetings > MAX_MEETINGS) {
    throw new RangeError(`meetings must be a whole number from 1 to ${MAX_MEETINGS}, got ${String(opts.meetings)}`);
  }
  const rounds = generateFixtureRounds(playerIds, opts.meetings, createRng(opts.seed));
  return rounds.flatMap((r) =>
    r.matches.map((m) => ({ round: r.round, date: addDays(opts.startDate, (r.round - 1) * opts.everyDays), player1Id: m.player1, player2Id: m.player2 })),
  );
}
