import type { FieldingMatch } from '../api/cricket-types';
import { groupRecords, type Grouping } from './summarise';

/**
 * The Fielding view's figures from his Tests (one row per Test in the XI, with his credits in it): summed over the
 * Tests the filter bar keeps, and grouped by year, opposition, ground, host country or home/away/neutral. Pure.
 */
export interface FieldingCounts {
  /** Tests in the XI. */
  matches: number;
  /** Catches, caught and bowled included. */
  catches: number;
  caught_and_bowled: number;
  stumpings: number;
  run_outs: number;
}

export interface FieldingGroup extends FieldingCounts {
  key: string;
}

/** The groupings the Fielding breakdown offers (no innings number: each row is a whole Test). */
export const FIELDING_GROUPINGS: readonly Grouping[] = ['year', 'opposition', 'ground', 'host', 'venue-type'];

/** His credits over `tests`; matches = the Tests counted. */
export function summariseFielding(tests: readonly FieldingMatch[]): FieldingCounts {
  const s: FieldingCounts = { matches: tests.length, catches: 0, caught_and_bowled: 0, stumpings: 0, run_outs: 0 };
  for (const t of tests) {
    s.catches += t.catches;
    s.caught_and_bowled += t.caught_and_bowled;
    s.stumpings += t.stumpings;
    s.run_outs += t.run_outs;
  }
  return s;
}

/** The Tests grouped (years in order, home/away/neutral in that order, anything else most Tests first). */
export function fieldingBreakdown(g: Grouping, tests: readonly FieldingMatch[]): FieldingGroup[] {
  return groupRecords(g, tests, (key, list) => ({ key, ...summariseFielding(list) }), (s) => s.matches);
}

/** The Tests in which he has a credit, oldest first (the view's list of every Test with one). */
export const testsWithCredits = (tests: readonly FieldingMatch[]) => tests.filter((t) => t.catches + t.stumpings + t.run_outs > 0);
