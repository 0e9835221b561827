/**
 * The win-probability model's blind spot: a ball whose swing comes from something the model cannot know, so it is
 * never crowned a turning point (docs/decisions.md "Turning points and the model's blind spot"). One rule for every
 * format: the Test model's turning points and the limited-overs ones pass the facts they hold.
 *
 * - `declaration`: the ball that ends a declared innings. The jump is the captain's choice to stop, which the model
 *   does not foresee (it depends on the time left, the weather and the pitch), not the ball.
 * - `time_lost`: in a Test that lost time (common/cricket/time-lost.ts), a ball after which the model could believe
 *   at least twice the time there really was: the model counted `oversLeft` overs still to come, while
 *   `lostOvers` of them (the overs it still counted when the drawn match ran out of time) never existed, so a ball
 *   is blind once `lostOvers` ≥ half of `oversLeft`.
 * - `revised_target`: a ball after which the target was revised (Duckworth–Lewis–Stern or another method): the
 *   interruption, not the ball, moved the chances.
 * - `super_over`: a ball of a super over, a contest the model was not built for.
 */
export const BLIND_SPOTS = ['declaration', 'time_lost', 'revised_target', 'super_over'] as const;
export type BlindSpot = (typeof BLIND_SPOTS)[number];

export interface BallFacts {
  /** The ball ends an innings its side declared. */
  endsDeclaredInnings?: boolean;
  /** The model's estimate of the overs left after the ball (Tests). */
  oversLeft?: number;
  /** The target changed after the ball (limited overs). */
  revisedTarget?: boolean;
  /** The ball is in a super over (limited overs). */
  superOver?: boolean;
}

export interface MatchFacts {
  /**
   * A Test that lost time: the overs the model still counted as left after the last ball of the drawn match
   * (none were); null when the Test did not lose time or is not drawn.
   */
  lostOvers: number | null;
}

/** The blind spot a ball's swing falls in, or null when the model could see what moved it. */
export function blindSpot(ball: BallFacts, match: MatchFacts): BlindSpot | null {
  if (ball.superOver) return 'super_over';
  if (ball.revisedTarget) return 'revised_target';
  if (ball.endsDeclaredInnings) return 'declaration';
  if (match.lostOvers !== null && ball.oversLeft !== undefined && 2 * match.lostOvers >= ball.oversLeft) return 'time_lost';
  return null;
}

/** Why such a swing is left out of the turning points, in the page's words. */
export const BLIND_SPOT_TEXT: Record<BlindSpot, string> = {
  declaration: 'a declaration: the captain chose to stop, which the model cannot foresee',
  time_lost: 'time was lost in this Test, and from here the model may have counted twice the overs really left',
  revised_target: 'the target was revised after an interruption, which the model cannot foresee',
  super_over: 'a super over, which the model was not built for',
};
