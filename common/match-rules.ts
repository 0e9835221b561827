/**
 * The rules a match result must meet, in one place for the API (request bodies, CSV import) and the admin's forms
 * (checked before the confirm step), so the form refuses exactly what the API would. Pure; no field names in the
 * reasons: each caller puts its own label in front ("fixtureWeight must be ...", "Fixture weight must be ...").
 */

/** Games are won to 10; the loser reaches at most 7. */
export const SCORE_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 7, 10] as const;

export const MAX_FIXTURE_WEIGHT = 10;

/** Why a fixture weight is refused, or null: a number above 0 and at most MAX_FIXTURE_WEIGHT. */
export function fixtureWeightProblem(n: number): string | null {
  if (!Number.isFinite(n)) return 'must be a number';
  if (!(n > 0)) return 'must be greater than 0';
  if (n > MAX_FIXTURE_WEIGHT) return `must be at most ${MAX_FIXTURE_WEIGHT}`;
  return null;
}

export interface ResultSides {
  player1Id: number;
  player2Id: number;
  score1: number;
  score2: number;
}

/** Why two scores are no result, or null: exactly one of them is 10 (which score the reason concerns, and the reason). */
export function scoreProblem(score1: number, score2: number): { field: 'score1' | 'score2'; message: string } | null {
  if (score1 === 10 && score2 === 10) return { field: 'score2', message: 'Only one player can score 10' };
  if (score1 !== 10 && score2 !== 10) return { field: 'score1', message: 'One player must score 10' };
  return null;
}

/** The first rule the two sides break (which field it concerns and the message), or null: one winner on 10. */
export function resultProblem(v: ResultSides): { field: 'player2Id' | 'score1' | 'score2'; message: string } | null {
  if (v.player1Id === v.player2Id) return { field: 'player2Id', message: 'Players must be different' };
  return scoreProblem(v.score1, v.score2);
}
