/**
 * Ball-by-ball batting figures for any set of innings: "Dismissal risk" (survival curve and per-ball out
 * chance by range), "Scoring shots" and "Milestones", plus summing per-innings bowler match-ups.
 *
 * Pure: the client runs it on the innings records that pass the filter bar, and on the archive-wide
 * baseline (GET /api/cricket/batting_baseline), so both sides of a comparison share one definition.
 * The input shapes are structural subsets of contracts/cricket-batting.ts (workers/ imports nothing outside workers/ and common/).
 */
import { compareText } from '../../common/compare-text';

/** Innings by balls faced at their end: out[n] ended out after n balls, not_out[n] ended not out. */
import { ratio } from '../../common/cricket/exact-round';

export interface BallsHistogram {
  out: number[];
  not_out: number[];
}

/** The fields of an innings record these figures read (contracts/cricket-batting.ts InningsRecord). */
export interface BallInnings {
  did_bat: number;
  is_out: number;
  balls_faced: number;
  runs: number;
  fours: number;
  sixes: number;
  balls_by_runs: number[] | null;
  ball_50: number | null;
  ball_100: number | null;
}

export function histogramOf(innings: readonly BallInnings[]): BallsHistogram {
  let max = -1;
  for (const i of innings) if (i.did_bat && i.balls_faced > max) max = i.balls_faced;
  const out = new Array<number>(max + 1).fill(0);
  const notOut = new Array<number>(max + 1).fill(0);
  for (const i of innings) {
    if (!i.did_bat) continue;
    if (i.is_out) out[i.balls_faced] += 1;
    else notOut[i.balls_faced] += 1;
  }
  return { out, not_out: notOut };
}

/**
 * Survival curve: s[n] = estimated share of innings still going after n balls faced (product-limit:
 * an innings that ended not out after k balls counts as going up to ball k, then leaves the sample).
 * Without not-outs this is simply the share of innings that lasted more than n balls. Empty for no innings.
 */
export function survivalCurve(h: BallsHistogram): number[] {
  const len = h.out.length;
  let atRisk = 0;
  for (let k = 0; k < len; k++) atRisk += h.out[k] + h.not_out[k];
  const s: number[] = [];
  let surv = 1;
  for (let n = 0; n < len; n++) {
    if (atRisk > 0) surv *= 1 - h.out[n] / atRisk;
    s.push(surv);
    atRisk -= h.out[n] + h.not_out[n];
  }
  return s;
}

export interface RiskRange {
  label: string;
  /** First and last ball of the range (last = null for an open range). */
  from: number;
  to: number | null;
  /** Balls faced in the range (each innings that faced ball k adds 1 for k in the range). */
  balls: number;
  /** Innings that ended out on a ball of the range. */
  outs: number;
  /** outs / balls; null when no ball of the range was faced. */
  chance: number | null;
}

export const RISK_RANGES: readonly { label: string; from: number; to: number | null }[] = [
  { label: '1–10', from: 1, to: 10 },
  { label: '11–20', from: 11, to: 20 },
  { label: '21–50', from: 21, to: 50 },
  { label: '51–100', from: 51, to: 100 },
  { label: '101+', from: 101, to: null },
];

/**
 * Chance of getting out per ball faced, in the ranges 1–10, 11–20, 21–50, 51–100 and 101+. An innings
 * that ended out after n balls was out on ball n; one out before facing a ball (run out backing up, stumped
 * off a wide) falls in no range (it still lowers the survival curve at 0).
 */
export function outChanceByRange(h: BallsHistogram): RiskRange[] {
  const len = h.out.length;
  // facedAtLeast[k] = innings that faced ball k, i.e. ended after >= k balls.
  const facedAtLeast = new Array<number>(len + 1).fill(0);
  for (let k = len - 1; k >= 0; k--) facedAtLeast[k] = facedAtLeast[k + 1] + h.out[k] + h.not_out[k];
  return RISK_RANGES.map(({ label, from, to }) => {
    let balls = 0;
    let outs = 0;
    const last = to === null ? len - 1 : Math.min(to, len - 1);
    for (let k = from; k <= last; k++) {
      balls += facedAtLeast[k];
      outs += h.out[k];
    }
    return { label, from, to, balls, outs, chance: balls > 0 ? outs / balls : null };
  });
}

/** The range with the highest out chance (ties: the earliest), as "1 in N" balls (N = balls / outs rounded half up); null when none has balls. */
export function mostVulnerable(ranges: readonly RiskRange[]): { label: string; oneIn: number } | null {
  let best: RiskRange | null = null;
  for (const r of ranges) if (r.chance !== null && r.chance > 0 && (best === null || r.chance > (best.chance ?? 0))) best = r;
  return best ? { label: best.label, oneIn: ratio(best.balls, best.outs, 0) } : null;
}

export interface ScoringTotals {
  balls_faced: number;
  runs: number;
  fours: number;
  sixes: number;
  /** Balls by runs off the bat, index 0..6, index 7 = 7 or more. */
  balls_by_runs: number[];
}

/** Sums the scoring fields of the innings that batted and carry ball-by-ball data. */
export function scoringTotalsOf(innings: readonly BallInnings[]): ScoringTotals {
  const t: ScoringTotals = { balls_faced: 0, runs: 0, fours: 0, sixes: 0, balls_by_runs: new Array<number>(8).fill(0) };
  for (const i of innings) {
    if (!i.did_bat || !i.balls_by_runs) continue;
    t.balls_faced += i.balls_faced;
    t.runs += i.runs;
    t.fours += i.fours;
    t.sixes += i.sixes;
    i.balls_by_runs.forEach((n, k) => (t.balls_by_runs[Math.min(k, 7)] += n));
  }
  return t;
}

export interface ScoringShot {
  /** "1s", "2s", "3s" (balls worth that many runs off the bat), "4s", "6s" (boundaries). */
  label: '1s' | '2s' | '3s' | '4s' | '6s';
  balls: number;
  runs: number;
  /** Share of balls faced, 0..1 (null with no balls). */
  ball_share: number | null;
  /** Share of the batter's runs, 0..1 (null with no runs). */
  run_share: number | null;
}

export interface ScoringShots {
  balls: number;
  runs: number;
  dots: number;
  /** Dot balls / balls faced, 0..1. */
  dot_share: number | null;
  shots: ScoringShot[];
  /** Balls faced per boundary (4 or 6); null with no boundary. */
  balls_per_boundary: number | null;
  /** Boundary 4s and 6s. */
  boundaries: number;
}

export function scoringShots(t: ScoringTotals): ScoringShots {
  const b = t.balls_faced;
  const r = t.runs;
  const shot = (label: ScoringShot['label'], balls: number, runs: number): ScoringShot => ({
    label,
    balls,
    runs,
    ball_share: b > 0 ? balls / b : null,
    run_share: r > 0 ? runs / r : null,
  });
  const dots = t.balls_by_runs[0] ?? 0;
  const boundaries = t.fours + t.sixes;
  return {
    balls: b,
    runs: r,
    dots,
    dot_share: b > 0 ? dots / b : null,
    shots: [
      shot('1s', t.balls_by_runs[1], t.balls_by_runs[1]),
      shot('2s', t.balls_by_runs[2], 2 * t.balls_by_runs[2]),
      shot('3s', t.balls_by_runs[3], 3 * t.balls_by_runs[3]),
      shot('4s', t.fours, 4 * t.fours),
      shot('6s', t.sixes, 6 * t.sixes),
    ],
    balls_per_boundary: boundaries > 0 ? b / boundaries : null,
    boundaries,
  };
}

export interface Milestones {
  /** Innings that reached 50 (including those that went on to 100). */
  fifty_plus: number;
  hundreds: number;
  /** Median balls faced to reach 50 / 100 over the innings that did; null when none did. */
  median_balls_to_50: number | null;
  median_balls_to_100: number | null;
  /** hundreds / fifty_plus; null when no fifty. */
  conversion: number | null;
}

/** reached[n] = innings that reached the mark on ball n -> median n (mean of the two middle values). */
export function medianOfHistogram(reached: readonly number[]): number | null {
  const total = reached.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const at = (rank: number) => {
    let seen = 0;
    for (let n = 0; n < reached.length; n++) {
      seen += reached[n];
      if (seen > rank) return n;
    }
    return reached.length - 1;
  };
  return total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}

export function reachedHistogram(balls: readonly (number | null)[]): number[] {
  const h: number[] = [];
  for (const b of balls) {
    if (b === null) continue;
    while (h.length <= b) h.push(0);
    h[b] += 1;
  }
  return h;
}

export function milestonesFrom(reached50: readonly number[], reached100: readonly number[]): Milestones {
  const fifty = reached50.reduce((a, b) => a + b, 0);
  const hundreds = reached100.reduce((a, b) => a + b, 0);
  return {
    fifty_plus: fifty,
    hundreds,
    median_balls_to_50: medianOfHistogram(reached50),
    median_balls_to_100: medianOfHistogram(reached100),
    conversion: fifty > 0 ? hundreds / fifty : null,
  };
}

export function milestonesOf(innings: readonly BallInnings[]): Milestones {
  const batted = innings.filter((i) => i.did_bat && i.balls_by_runs);
  return milestonesFrom(reachedHistogram(batted.map((i) => i.ball_50)), reachedHistogram(batted.map((i) => i.ball_100)));
}

/** One batter against one bowler, as counted at import (api/cricket/import/parse-match.ts). */
export interface MatchupCounts {
  balls: number;
  runs: number;
  dismissals: number;
  dots: number;
  fours: number;
  sixes: number;
}

export interface MatchupRow extends MatchupCounts {
  match_id: string;
  match_inns: number;
  bowler_id: string;
}

export interface MatchupTotal extends MatchupCounts {
  bowler: string;
  bowler_id: string;
}

/**
 * Sums per-innings match-up rows per bowler, keeping only innings whose `${match_id}:${match_inns}` is in
 * `keep` (all when omitted). Most balls first, then name.
 */
export function sumMatchups(rows: readonly MatchupRow[], names: Record<string, string>, keep?: ReadonlySet<string>): MatchupTotal[] {
  const by = new Map<string, MatchupTotal>();
  for (const r of rows) {
    if (keep && !keep.has(`${r.match_id}:${r.match_inns}`)) continue;
    let t = by.get(r.bowler_id);
    if (!t) {
      t = { bowler: names[r.bowler_id] ?? r.bowler_id, bowler_id: r.bowler_id, balls: 0, runs: 0, dismissals: 0, dots: 0, fours: 0, sixes: 0 };
      by.set(r.bowler_id, t);
    }
    t.balls += r.balls;
    t.runs += r.runs;
    t.dismissals += r.dismissals;
    t.dots += r.dots;
    t.fours += r.fours;
    t.sixes += r.sixes;
  }
  return [...by.values()].sort((a, b) => b.balls - a.balls || compareText(a.bowler, b.bowler));
}

/** The key `sumMatchups` filters on, for an innings record. */
export const inningsKey = (r: { match_id: string; match_inns: number }) => `${r.match_id}:${r.match_inns}`;
