import type { BallState } from './match-state';

/**
 * The win/draw/loss model of a Test in play (pure): a multinomial logistic regression of the three outcomes from the
 * batting side's point of view (it wins / draw / it loses, draw the reference), with a separate block of engineered
 * features per innings (1st to 4th) and a few shared pre-match terms. Method and choices: docs/win-probability.md.
 */

/** Pre-match facts the state does not hold. */
export interface MatchContextTerms {
  /** Elo-style rating difference, batting-first side minus the other, from earlier Tests only (rating points). */
  ratingDiff: number;
  /** 1 when the batting-first side is at home, -1 when the other side is, 0 neutral or unknown. */
  home: number;
  /** Years since 2013 of the start date, over 10 (draws grew rarer over the archive). */
  era: number;
}

export const FEATURE_SETS = ['full', 'plain'] as const;
export type FeatureSet = (typeof FEATURE_SETS)[number];

const PHASE_FULL = ['1', 'lead', 'wkts_in_hand', 'days_left', 'time_per_wicket', 'lead_x_wkts', 'lead_x_days', 'wkts_x_time', 'lead_per_time', 'follow_on', 'proj_lead_tanh', 'proj_lead_abs'];
const PHASE_PLAIN = ['1', 'lead', 'wkts_in_hand', 'days_left'];
const CHASE = ['needed_per_wkt', 'needed_per_over', 'needed_x_days', 'log_needed'];
const SHARED = ['rating', 'home', 'rating_x_left', 'home_x_left', 'era', 'era_x_left', 'run_rate', 'run_rate_x_left'];

/** The names of a feature set's columns (for the method note and the stored coefficients). */
export function featureNames(set: FeatureSet): string[] {
  const phase = set === 'full' ? PHASE_FULL : PHASE_PLAIN;
  const names: string[] = [];
  for (let k = 1; k <= 4; k++) for (const f of phase) names.push(`inns${k}:${f}`);
  if (set === 'full') for (const f of CHASE) names.push(`inns4:${f}`);
  for (const f of SHARED) names.push(f);
  return names;
}

export function featureCount(set: FeatureSet): number {
  return featureNames(set).length;
}

/**
 * A state's feature row from the batting side's point of view (written into `out`, which must be zeroed; returns
 * `out`). `batting` of the state says which side that is; ratingDiff and home are turned to that side.
 */
export function featuresOf(set: FeatureSet, s: BallState, ctx: MatchContextTerms, out: Float64Array): Float64Array {
  const sign = s.batting === 0 ? 1 : -1;
  const lead = (sign * s.lead) / 100;
  const wih = (10 - Math.min(10, s.wickets)) / 10;
  const days = s.oversLeft / 90 / 5;
  const k = Math.min(4, Math.max(1, s.inns));
  const full = set === 'full';
  const width = full ? PHASE_FULL.length : PHASE_PLAIN.length;
  const o = (k - 1) * width;
  out[o] = 1;
  out[o + 1] = lead;
  out[o + 2] = wih;
  out[o + 3] = days;
  if (full) {
    // Wickets still to fall for a result: those in hand now and ten per innings to come.
    const wicketsLeft = 10 * wih + 10 * (4 - k);
    const timePerWicket = Math.log((s.oversLeft + 10) / (wicketsLeft * 10 + 10));
    out[o + 4] = timePerWicket;
    out[o + 5] = lead * wih;
    out[o + 6] = lead * days;
    out[o + 7] = wih * timePerWicket;
    out[o + 8] = (sign * s.lead) / (s.oversLeft + 30);
    out[o + 9] = s.followOn ? 1 : 0;
    // The lead projected to the innings' end at 30 runs a wicket in hand, saturating, and its size either way.
    const projected = lead + 0.3 * 10 * wih;
    out[o + 10] = Math.tanh(projected / 2);
    out[o + 11] = Math.abs(projected);
    if (k === 4) {
      const needed = Math.max(0, s.needed ?? 1);
      const c = 4 * width;
      out[c] = needed / (30 * (10 * wih) + 15);
      out[c + 1] = needed / (s.oversLeft + 5);
      out[c + 2] = (needed / 100) * days;
      out[c + 3] = Math.log1p(needed);
    }
  }
  const left = 1 - Math.min(1, s.matchBalls / 2700);
  const sh = 4 * width + (full ? CHASE.length : 0);
  out[sh] = (sign * ctx.ratingDiff) / 400;
  out[sh + 1] = sign * ctx.home;
  out[sh + 2] = ((sign * ctx.ratingDiff) / 400) * left;
  out[sh + 3] = sign * ctx.home * left;
  // Era and the match's scoring rate so far (a prior of 3.2 an over until 20 overs are bowled) bear on the draw.
  out[sh + 4] = ctx.era;
  out[sh + 5] = ctx.era * left;
  const overs = s.matchBalls / 6;
  const rate = (s.matchRuns + 3.2 * 20) / (overs + 20) - 3.2;
  out[sh + 6] = rate;
  out[sh + 7] = rate * left;
  return out;
}

/** Coefficients: for "batting side wins" and "batting side loses" against a draw, one per feature each. */
export interface Coefficients {
  set: FeatureSet;
  win: number[];
  loss: number[];
  /** Temperature applied to both linear predictors (1 = none); > 1 softens. */
  temperature: number;
}

/** [batting side wins, draw, batting side loses] from a feature row. */
export function probabilitiesOf(c: Coefficients, x: Float64Array): [number, number, number] {
  let ew = 0;
  let el = 0;
  for (let j = 0; j < x.length; j++) {
    const v = x[j];
    if (v !== 0) {
      ew += c.win[j] * v;
      el += c.loss[j] * v;
    }
  }
  ew /= c.temperature;
  el /= c.temperature;
  const m = Math.max(ew, el, 0);
  const a = Math.exp(ew - m);
  const b = Math.exp(-m);
  const l = Math.exp(el - m);
  const z = a + b + l;
  return [a / z, b / z, l / z];
}

/** [batting-first side wins, draw, the other side wins] for a state: the model's figure, or the result once over. */
export function firstSideProbabilities(c: Coefficients, s: BallState, ctx: MatchContextTerms, scratch?: Float64Array): [number, number, number] {
  const x = scratch ?? new Float64Array(featureCount(c.set));
  x.fill(0);
  const [w, d, l] = probabilitiesOf(c, featuresOf(c.set, s, ctx, x));
  return s.batting === 0 ? [w, d, l] : [l, d, w];
}
