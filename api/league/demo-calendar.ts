/**
 * The demo league's calendar. Its 52 weeks run Monday to Sunday (UTC) and end in the week before the day the demo
 * is loaded (`createdOn`), so its last night of play is always a few days back and its season's open fixtures
 * lie ahead. `createdOn` null is the fixed calendar of installs made before the demo was dated from its loading
 * day (first week 3 Nov 2025).
 */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
const WEEKS = 52;
const LEGACY_START = Date.UTC(2025, 10, 3);

/** The Monday (UTC midnight) of the demo's first week. */
export function demoStartMs(createdOn: string | null): number {
  if (createdOn === null) return LEGACY_START;
  const day = Date.parse(`${createdOn}T00:00:00Z`);
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  return monday - WEEKS * WEEK_MS;
}

/** Midnight (UTC) of a group's night of play (weekday 0 = Sunday) in week `week` of the demo. */
export function demoNight(start: number, week: number, weekday: number): number {
  return start + week * WEEK_MS + ((weekday + 6) % 7) * DAY_MS;
}

/** "Autumn 2026" for a season starting in September to November 2026; winter spans the new year ("Winter 2026–27"). */
export function seasonName(startDate: string): string {
  const year = Number(startDate.slice(0, 4));
  const month = Number(startDate.slice(5, 7));
  if (month >= 3 && month <= 5) return `Spring ${year}`;
  if (month >= 6 && month <= 8) return `Summer ${year}`;
  if (month >= 9 && month <= 11) return `Autumn ${year}`;
  const first = month === 12 ? year : year - 1;
  return `Winter ${first}–${String(first + 1).slice(2)}`;
}

/** Today's UTC calendar date, 'YYYY-MM-DD'. */
export const utcDay = (now: number = Date.now()) => new Date(now).toISOString().slice(0, 10);
