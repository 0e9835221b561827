/**
 * Overs as scorecards print them, from legal balls: completed overs, then "." and the legal balls of the
 * unfinished over when there are any ("77.1", "71", "0.3"). `ballsPerOver` is the match's
 * `info.balls_per_over` (6 unless Cricsheet says otherwise: 8-ball overs were bowled in some Tests).
 */
export function overText(legalBalls: number, ballsPerOver = 6): string {
  if (!Number.isSafeInteger(legalBalls) || legalBalls < 0) throw new RangeError(`not a count of balls: ${legalBalls}`);
  if (!Number.isSafeInteger(ballsPerOver) || ballsPerOver < 1) throw new RangeError(`not a number of balls per over: ${ballsPerOver}`);
  const overs = Math.floor(legalBalls / ballsPerOver);
  const rest = legalBalls - overs * ballsPerOver;
  return rest ? `${overs}.${rest}` : String(overs);
}

/**
 * A ball's place in the innings as fall-of-wickets and review lists print it ("44.6", "45.3"): Cricsheet's 0-based
 * over index, then the number of the legal ball it was, or preceded for a wide or no-ball (the legal balls already
 * bowled in that over, plus one).
 */
export function ballPlace(overIndex: number, legalBallsBefore: number): string {
  if (!Number.isSafeInteger(overIndex) || overIndex < 0) throw new RangeError(`not an over index: ${overIndex}`);
  if (!Number.isSafeInteger(legalBallsBefore) || legalBallsBefore < 0) throw new RangeError(`not a count of balls: ${legalBallsBefore}`);
  return `${overIndex}.${legalBallsBefore + 1}`;
}

/** Overs as Cricsheet writes them (32, 32.3: 32 overs and 3 balls) in legal balls; null when not a number. */
export function oversToBalls(overs: unknown, ballsPerOver = 6): number | null {
  if (typeof overs !== 'number' || !Number.isFinite(overs) || overs < 0) return null;
  const whole = Math.floor(overs);
  return whole * ballsPerOver + Math.round((overs - whole) * 10);
}
