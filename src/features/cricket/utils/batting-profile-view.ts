import {
  histogramOf,
  milestonesFrom,
  milestonesOf,
  mostVulnerable,
  outChanceByRange,
  scoringShots,
  scoringTotalsOf,
  survivalCurve,
  type BallInnings,
  type Milestones,
  type RiskRange,
  type ScoringShots,
} from '../../../../workers/cricket/batting-profile';
import type { BattingBaseline } from '../api/cricket-types';
import { CONVERSION_STEPS, conversionOdds, runsHistogram, type ConversionOdds, type RunsHistogram } from '../../../../workers/cricket/conversion-odds';

const conversionsOf = (h: RunsHistogram) => CONVERSION_STEPS.map(([from, to]) => conversionOdds(h, from, to));
import { ratioText } from '../../../../common/cricket/exact-round';
import { fixedHalfUp } from '../../../../common/number-text';

/** Everything the ball-by-ball sections show for one set of innings (a filtered career, or all batters). */
export interface BattingProfile {
  /** Innings batted that carry ball-by-ball figures. */
  innings: number;
  survival: number[];
  ranges: RiskRange[];
  vulnerable: { label: string; oneIn: number } | null;
  /** Innings that ended out (with ball-by-ball figures). */
  outs: number;
  shots: ScoringShots;
  milestones: Milestones;
  /** From 0 to 50, 50 to 100, 100 to 150 (Kaplan–Meier on runs). */
  conversions: ConversionOdds[];
}

/** The profile of a player's (filtered) innings; only innings with ball-by-ball figures count. */
export function profileOf(innings: readonly BallInnings[]): BattingProfile {
  const withBalls = innings.filter((i) => i.did_bat && i.balls_by_runs);
  const h = histogramOf(withBalls);
  const ranges = outChanceByRange(h);
  return {
    innings: withBalls.length,
    survival: survivalCurve(h),
    ranges,
    vulnerable: mostVulnerable(ranges),
    outs: h.out.reduce((a, b) => a + b, 0),
    shots: scoringShots(scoringTotalsOf(withBalls)),
    milestones: milestonesOf(withBalls),
    conversions: conversionsOf(runsHistogram(withBalls)),
  };
}

/** The same figures for every batter in the archive. */
export function baselineProfile(b: BattingBaseline): BattingProfile {
  const ranges = outChanceByRange(b.innings_by_balls);
  return {
    innings: b.innings,
    survival: survivalCurve(b.innings_by_balls),
    ranges,
    vulnerable: mostVulnerable(ranges),
    outs: b.outs,
    shots: scoringShots({ balls_faced: b.balls_faced, runs: b.runs, fours: b.fours, sixes: b.sixes, balls_by_runs: b.balls_by_runs }),
    milestones: milestonesFrom(b.reached_50_at, b.reached_100_at),
    // An answer cached before the field existed has none: no baseline odds then.
    conversions: b.innings_by_runs ? conversionsOf(b.innings_by_runs) : [],
  };
}

/** "his first 10 balls", "balls 11–20", ..., "his innings after 100 balls" for a risk range label. */
export function rangePhrase(label: string): string {
  if (label === '1–10') return 'his first 10 balls';
  if (label === '101+') return 'his innings after 100 balls';
  return `balls ${label}`;
}

/** Fewer dismissals than this: too few to name a most vulnerable phase. */
export const MIN_DISMISSALS_FOR_PHASE = 10;

/** An out chance of outs in balls as "1 in 31" (balls / outs rounded half up); "-" with no balls, "never out" with no outs. */
export function oneIn(outs: number, balls: number): string {
  if (balls === 0) return '-';
  if (outs === 0) return 'never out';
  return `1 in ${ratioText(balls, outs, 0)}`;
}

export const fixed = (x: number | null, digits = 1) => (x === null || !Number.isFinite(x) ? '-' : fixedHalfUp(x, digits));
