import type { SeasonFixture } from '../../../../contracts/season';

export type FixtureHint =
  | { kind: 'fills'; fixture: SeasonFixture }
  | { kind: 'before'; fixture: SeasonFixture }
  | { kind: 'none' };

/**
 * Which of a season's fixtures a new result between two players on `date` ('YYYY-MM-DD') fills, by the league's
 * rule (workers/season/fulfilment.ts): the earliest fixture of the pair still to play, either order, dated on or
 * before the day of play. `before`: the pair's next fixture is dated after the result, so the result fills none
 * (it counts for the ratings only). `none`: the pair has no fixture left to play in the season.
 */
export function fixtureHint(fixtures: readonly SeasonFixture[], player1Id: number, player2Id: number, date: string): FixtureHint {
  const open = fixtures
    .filter((f) => f.result === null && ((f.player_1_id === player1Id && f.player_2_id === player2Id) || (f.player_1_id === player2Id && f.player_2_id === player1Id)))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  const fills = open.find((f) => f.date <= date);
  if (fills) return { kind: 'fills', fixture: fills };
  return open.length ? { kind: 'before', fixture: open[0] } : { kind: 'none' };
}
