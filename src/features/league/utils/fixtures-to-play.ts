import type { SeasonFixture } from '../../../../contracts/season';

/**
 * The season's fixtures still to play, split on a calendar day ('YYYY-MM-DD', UTC like every date of play):
 * overdue = dated before `today` and not yet played, upcoming = dated today or later. Both keep the season's
 * order (date, then id). With `today` unknown (the server's render, before the page knows the visitor's day)
 * nothing is called overdue.
 */
export function fixturesToPlay(fixtures: SeasonFixture[], today: string | null): { overdue: SeasonFixture[]; upcoming: SeasonFixture[] } {
  const open = fixtures.filter((f) => f.result === null);
  if (today === null) return { overdue: [], upcoming: open };
  return { overdue: open.filter((f) => f.date < today), upcoming: open.filter((f) => f.date >= today) };
}

/** Today's calendar date in UTC, 'YYYY-MM-DD'. */
export const utcToday = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);
