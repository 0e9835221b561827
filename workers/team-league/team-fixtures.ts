/**
 * A division's season of team fixtures: a double round robin (every pair meets twice, once at each home; the
 * circle method of workers/league-sim/fixtures.ts, sides swapped in the second half), one round a week on the
 * division's match night, skipping blackout dates (a round that falls on one moves to the next week). The same
 * teams, options and seed give the same fixtures.
 */
import { createRng, type Seed } from '../core/rng';
import { generateFixtureRounds } from '../league-sim/fixtures';
import { addDays } from '../schedule/dated-rounds';

export interface TeamFixturePlan {
  round: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  homeId: number;
  awayId: number;
}

/** 0 = Sunday ... 6 = Saturday (the order of Date.getUTCDay). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The first date on or after `from` that falls on `night`. */
export function firstNight(from: string, night: Weekday): string {
  return addDays(from, (night - weekday(from) + 7) % 7);
}

/** The nights of `rounds` rounds: weekly on `night` from `startDate`, blackout dates skipped. */
export function matchNights(rounds: number, opts: { startDate: string; night: Weekday; blackouts?: readonly string[] }): string[] {
  const blocked = new Set(opts.blackouts ?? []);
  const nights: string[] = [];
  let date = firstNight(opts.startDate, opts.night);
  for (let guard = 0; nights.length < rounds; guard++) {
    if (guard > 520) throw new RangeError('The blackout dates leave no match night within ten years');
    if (!blocked.has(date)) nights.push(date);
    date = addDays(date, 7);
  }
  return nights;
}

export function teamSeasonFixtures(teamIds: readonly number[], opts: { startDate: string; night: Weekday; blackouts?: readonly string[]; seed: Seed }): TeamFixturePlan[] {
  const rounds = generateFixtureRounds(teamIds, 2, createRng(opts.seed));
  const nights = matchNights(rounds.length, opts);
  return rounds.flatMap((r) => r.matches.map((m) => ({ round: r.round, date: nights[r.round - 1], homeId: m.player1, awayId: m.player2 })));
}
