/**
 * The bounds of a season: 100 members meeting 10 times made 49,500 fixtures, a 33 MB forecast
 * page and a 20 MB calendar feed. Every write that could pass them is refused with a 400 naming the field and the
 * limit (docs/decisions.md, "Season limits").
 */
import { formatNumber } from '../common/number-text';

/** Members one group may have. */
export const MAX_GROUP_MEMBERS = 100;
/** Fixtures one season may hold (not counting removed ones). */
export const MAX_SEASON_FIXTURES = 2000;
/** Rows one fixture import may hold. */
export const MAX_FIXTURE_IMPORT_ROWS = 2000;

/** Fixtures a round robin of `members` meeting `meetings` times makes. */
export const roundRobinFixtures = (members: number, meetings: number) => ((members * (members - 1)) / 2) * meetings;

/** The message for a season that would hold `would` fixtures. */
export const tooManyFixtures = (would: number) =>
  `a season holds at most ${formatNumber(MAX_SEASON_FIXTURES)} fixtures; this would make ${formatNumber(would)}`;
