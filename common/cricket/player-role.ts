/**
 * What a player's archive figures say he is, for cards and search results (docs/decisions.md "Bowling and
 * fielding"): a "bowler" took at least one wicket per Test in the archive on average (and at least one wicket);
 * an "all-rounder" is such a bowler whose batting average is 25 or more over at least 10 innings; anyone else gets
 * no label (the list is of batting careers). Cricsheet does not say who kept wicket, so no one is called a keeper.
 */
export type PlayerRole = 'bowler' | 'all-rounder';

export const ROLE_MIN_BATTING_AVERAGE = 25;
export const ROLE_MIN_INNINGS = 10;

export function playerRole(matches: number, wickets: number, innings: number, battingAverage: number | null): PlayerRole | null {
  if (wickets === 0 || wickets < matches) return null;
  return innings >= ROLE_MIN_INNINGS && battingAverage !== null && battingAverage >= ROLE_MIN_BATTING_AVERAGE ? 'all-rounder' : 'bowler';
}
