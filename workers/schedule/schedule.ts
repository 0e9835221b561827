/**
 * The league schedule generator (teams A, B, C, ...): a single round robin by
 * the circle method with a bye for odd counts, each round shuffled with the
 * seeded generator, so the same seed gives the same schedule.
 */
import { createRng, type Seed } from '../core/rng';
import { generateFixtureRounds } from '../league-sim/fixtures';

export const MIN_TEAMS = 2;
export const MAX_TEAMS = 26;

export interface ScheduleMatch {
  round: number;
  /** Position in the linear list, from 1. */
  number: number;
  home: string;
  away: string;
}

export interface ScheduleRound {
  round: number;
  matches: ScheduleMatch[];
  bye: string | null;
}

export interface Schedule {
  teams: string[];
  rounds: ScheduleRound[];
  /** Every match in order (round by round). */
  matches: ScheduleMatch[];
}

/** Team names A, B, C, ... for a count from 2 to 26. */
export function teamNames(count: number): string[] {
  if (!Number.isInteger(count) || count < MIN_TEAMS || count > MAX_TEAMS) {
    throw new RangeError(`The team count must be a whole number from ${MIN_TEAMS} to ${MAX_TEAMS}, got ${String(count)}`);
  }
  return Array.from({ length: count }, (_, i) => String.fromCharCode(65 + i));
}

export function generateSchedule(teamCount: number, seed: Seed, roundsPerPairing = 1): Schedule {
  const teams = teamNames(teamCount);
  const rounds = generateFixtureRounds(
    teams.map((_, i) => i),
    roundsPerPairing,
    createRng(seed),
  );
  let number = 0;
  const out: ScheduleRound[] = rounds.map((r) => ({
    round: r.round,
    matches: r.matches.map((m) => ({ round: r.round, number: ++number, home: teams[m.player1], away: teams[m.player2] })),
    bye: r.bye === null ? null : teams[r.bye],
  }));
  return { teams, rounds: out, matches: out.flatMap((r) => r.matches) };
}
