import type { MatchupTotal } from '../../../../workers/cricket/batting-profile';
import { average, strikeRate } from '../../../../common/cricket/exact-round';
/**
 * "Against each bowler": the figures of one match-up and the most and least successful match-ups. Pure.
 *
 * A match-up qualifies for a pick when the batter faced the bowler for at least `minBalls` balls: 60 (ten
 * overs) for a long career, less for a short one (a twentieth of all balls faced, at least 6), so one lucky
 * over never decides it. Most successful: the highest average (runs per dismissal; never dismissed counts as
 * highest, more runs first). Least successful: the lowest average among bowlers who dismissed him (more
 * dismissals first on a tie).
 */
/** One bowler's figures against the batter (the engine's match-up total). */
export type MatchupFigures = MatchupTotal;

export const matchupAverage = (m: MatchupFigures): number | null => average(m.runs, m.dismissals);
export const matchupStrikeRate = (m: MatchupFigures): number | null => strikeRate(m.runs, m.balls);
export const matchupDotShare = (m: MatchupFigures): number | null => (m.balls > 0 ? m.dots / m.balls : null);

export function pickThreshold(totalBalls: number): number {
  return Math.min(60, Math.max(6, Math.ceil(totalBalls / 20)));
}

export interface MatchupPicks {
  minBalls: number;
  best: MatchupFigures | null;
  worst: MatchupFigures | null;
}

export function pickMatchups(matchups: readonly MatchupFigures[]): MatchupPicks {
  const total = matchups.reduce((s, m) => s + m.balls, 0);
  const minBalls = pickThreshold(total);
  const pool = matchups.filter((m) => m.balls >= minBalls);
  const avg = (m: MatchupFigures) => (m.dismissals > 0 ? m.runs / m.dismissals : Infinity);
  let best: MatchupFigures | null = null;
  let worst: MatchupFigures | null = null;
  for (const m of pool) {
    if (!best || avg(m) > avg(best) || (avg(m) === avg(best) && m.runs > best.runs)) best = m;
    if (m.dismissals > 0 && (!worst || avg(m) < avg(worst) || (avg(m) === avg(worst) && m.dismissals > worst.dismissals))) worst = m;
  }
  if (best && worst && best.bowler_id === worst.bowler_id) best = null; // one qualifying bowler: only say how he fared
  return { minBalls, best, worst };
}
