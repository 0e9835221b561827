/**
 * The rules a match result must meet, in one place for the API (request bodies, CSV import) and the admin's forms
 * (checked before the confirm step), so the form refuses exactly what the API would. Pure; no field names in the
 * reasons: each caller puts its own label in front ("fixtureWeight must be ...", "Fixture weight must be ...").
 */

/** Games are won to 10; the loser reaches at most 7 (8 and 9 cannot happen: the black after seven makes 10). */
export const WINNING_SCORE = 10;
export const MAX_LOSING_SCORE = 7;

/** Every score a player can have: 0 to 7, or 10. */
export const SCORE_OPTIONS: readonly number[] = [...Array.from({ length: MAX_LOSING_SCORE + 1 }, (_, i) => i), WINNING_SCORE];

export const isScore = (n: number) => SCORE_OPTIONS.includes(n);

/** The scores a field takes, as a request's error says them: "score1 must be 0-7 or 10". */
export const SCORE_RANGE_TEXT = `0-${MAX_LOSING_SCORE} or ${WINNING_SCORE}`;

/**
 * The score's unit, defined once: a match is one frame, and its score counts points (a ball of one's colour potted
 * is a point, the black after the seven makes 10). Every page calls "10–6" a match's score in points.
 */
const SCORE_UNIT = 'points';

/** The rule as a form states it under the score fields. */
export const SCORE_RULE_SENTENCE = `A match is one frame, scored in ${SCORE_UNIT}: the winner has ${WINNING_SCORE} (his seven balls and the black), the loser a point for each of his balls he potted, 0 to ${MAX_LOSING_SCORE} (so 8 and 9 cannot happen).`;

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
  const w = WINNING_SCORE;
  if (score1 === w && score2 === w) return { field: 'score2', message: `Only one player can score ${w}` };
  if (score1 !== w && score2 !== w) return { field: 'score1', message: `One player must score ${w}` };
  return null;
}

/** The first rule the two sides break (which field it concerns and the message), or null: one winner on 10. */
export function resultProblem(v: ResultSides): { field: 'player2Id' | 'score1' | 'score2'; message: string } | null {
  if (v.player1Id === v.player2Id) return { field: 'player2Id', message: 'Players must be different' };
  return scoreProblem(v.score1, v.score2);
}
