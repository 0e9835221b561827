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
