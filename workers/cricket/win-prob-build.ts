import { createRng } from '../core/rng';
import type { MatchLog } from './match-log';
import { matchSteps, startState, type BallState, type DeliveryStep } from './match-state';
import { fitMultinomial, type FitRows } from './multinomial-fit';
import type { ScoredTest } from './win-prob-eval';
import { featureCount, featuresOf, firstSideProbabilities, type Coefficients, type FeatureSet, type MatchContextTerms } from './win-prob-model';

/**
 * Fitting the win-probability model on an archive and scoring it (pure; the importer's worker thread and bench/ run
 * it). Honesty rule: every Test is scored by the model fitted WITHOUT its season (leave-one-season-out), and the
 * base-rate baseline uses the other seasons' results too. Docs: docs/win-probability.md.
 */

export interface ArchiveMatch {
  matchId: string;
  log: MatchLog;
}

export interface PreparedMatch {
  matchId: string;
  log: MatchLog;
  steps: DeliveryStep[];
  start: BallState;
  ctx: MatchContextTerms;
}

/** Outcome index from the batting-first side: 0 it won, 1 draw, 2 it lost. */
export const resultIndex = (r: MatchLog['result']) => (r === 'first' ? 0 : r === 'draw' ? 1 : r === 'other' ? 2 : -1);

export const RATING_K = 24;
export const RATING_HOME = 100;

/**
 * Elo-style ratings from results in archive order (start date, then match id): a win scores 1, a draw ½; the
 * expectation counts RATING_HOME points for the home side. Each match gets the difference BEFORE it (batting-first
 * side minus the other), so it only ever holds earlier Tests' results.
 */
export function ratingsBefore(matches: ArchiveMatch[]): Map<string, number> {
  const order = [...matches].sort((a, b) => (a.log.startDate < b.log.startDate ? -1 : a.log.startDate > b.log.startDate ? 1 : a.matchId < b.matchId ? -1 : 1));
  const rating = new Map<string, number>();
  const out = new Map<string, number>();
  for (const m of order) {
    const [a, b] = m.log.teams;
    const ra = rating.get(a) ?? 1500;
    const rb = rating.get(b) ?? 1500;
    out.set(m.matchId, ra - rb);
    const r = resultIndex(m.log.result);
    if (r < 0) continue;
    const expected = 1 / (1 + 10 ** (-(ra - rb + RATING_HOME * m.log.home) / 400));
    const score = r === 0 ? 1 : r === 1 ? 0.5 : 0;
    rating.set(a, ra + RATING_K * (score - expected));
    rating.set(b, rb - RATING_K * (score - expected));
  }
  return out;
}

/** Years since 2013 over 10, from a start date ("2019-07-01"). */
export const eraOf = (date: string) => ((Number(date.slice(0, 4)) || 2013) + (Number(date.slice(5, 7)) || 1) / 12 - 2013.5) / 10;

export function prepare(matches: ArchiveMatch[]): PreparedMatch[] {
  const ratings = ratingsBefore(matches);
  return matches.map((m) => ({
    matchId: m.matchId,
    log: m.log,
    steps: matchSteps(m.log),
    start: startState(m.log),
    ctx: { ratingDiff: ratings.get(m.matchId) ?? 0, home: m.log.home, era: eraOf(m.log.startDate) },
  }));
}

export interface SampleOptions {
  set: FeatureSet;
  seed: number | string;
  /** Deliveries drawn per Test (plus its pre-match state), so that every Test weighs the same. */
  perTest: number;
}

interface Draw {
  state: BallState;
  match: PreparedMatch;
  /** Outcome from the batting-first side (0 won, 1 draw, 2 lost). */
  y: number;
}

/** The fitting draws: each Test with a result gives its pre-match state and `perTest` random deliveries' states. */
function drawStates(matches: PreparedMatch[], opts: SampleOptions): Draw[] {
  const rng = createRng(opts.seed);
  const picked: Draw[] = [];
  for (const m of matches) {
    const r = resultIndex(m.log.result);
    if (r < 0) continue;
    const live = m.steps.filter((s) => !s.after.over);
    picked.push({ state: m.start, match: m, y: r });
    for (let i = 0; i < opts.perTest && live.length; i++) picked.push({ state: live[Math.floor(rng.next() * live.length)].after, match: m, y: r });
  }
  return picked;
}

/** Feature rows of draws, each match's pre-match terms taken from `ctxOf` (by default its own). */
function rowsOf(draws: Draw[], set: FeatureSet, ctxOf: (m: PreparedMatch) => MatchContextTerms = (m) => m.ctx): FitRows {
  const p = featureCount(set);
  const x = new Float64Array(draws.length * p);
  const y = new Uint8Array(draws.length);
  const w = new Float64Array(draws.length);
  draws.forEach((d, i) => {
    featuresOf(set, d.state, ctxOf(d.match), x.subarray(i * p, (i + 1) * p));
    // From the batting side: "it wins" is the batting-first side's win only when that side bats.
    y[i] = d.state.batting === 0 ? d.y : 2 - d.y;
    w[i] = 1;
  });
  return { x, p, y, w };
}

/** The fitting rows of every Test with a result (see drawStates), with their seasons. */
export function sampleRows(matches: PreparedMatch[], opts: SampleOptions): { rows: FitRows; season: string[] } {
  const draws = drawStates(matches, opts);
  return { rows: rowsOf(draws, opts.set), season: draws.map((d) => d.match.log.season) };
}

export interface SeasonModel {
  /** The season this model is used for (and was fitted without). */
  season: string;
  coefficients: Coefficients;
  /** Base rates [batting first won, draw, lost] of the Tests it was fitted on. */
  baseRates: [number, number, number];
  /** Seasons whose Tests it was fitted on. */
  trainedOn: string[];
}

export interface FitOptionsAll extends SampleOptions {
  lambda: number;
  /** Soften each season's model by a temperature chosen on the OTHER seasons' out-of-fold predictions. */
  temper: boolean;
}

/**
 * One model per season, each fitted without that season: its rows leave the season's Tests out, and their rating
 * terms come from ratings that skip the season's results too (so nothing of season S reaches S's model). Each fold
 * starts from the fit on every season (the same optimum, fewer Newton steps).
 */
export function fitLeaveOneSeasonOut(matches: PreparedMatch[], opts: FitOptionsAll): Map<string, SeasonModel> {
  const draws = drawStates(matches, opts);
  const all = fitMultinomial(rowsOf(draws, opts.set), { lambda: opts.lambda });
  const seasons = [...new Set(matches.map((m) => m.log.season))].sort();
  const withResult = matches.filter((m) => resultIndex(m.log.result) >= 0);
  const models = new Map<string, SeasonModel>();
  for (const s of seasons) {
    const others = matches.filter((m) => m.log.season !== s);
    const ratings = ratingsBefore(others);
    const train = rowsOf(
      draws.filter((d) => d.match.log.season !== s),
      opts.set,
      (m) => ({ ...m.ctx, ratingDiff: ratings.get(m.matchId) ?? 0 }),
    );
    const fit = fitMultinomial(train, { lambda: opts.lambda, start: { b0: all.b0, b2: all.b2 } });
    const counts = [0, 0, 0];
    for (const m of withResult) if (m.log.season !== s) counts[resultIndex(m.log.result)]++;
    const n = counts[0] + counts[1] + counts[2] || 1;
    models.set(s, {
      season: s,
      coefficients: { set: opts.set, win: fit.b0, loss: fit.b2, temperature: 1 },
      baseRates: [counts[0] / n, counts[1] / n, counts[2] / n],
      trainedOn: seasons.filter((x) => x !== s),
    });
  }
  if (opts.temper) temper(models, rowsOf(draws, opts.set), draws.map((d) => d.match.log.season));
  return models;
}

/**
 * A temperature per season model, chosen on out-of-fold rows of the OTHER seasons (each scored by its own
 * held-out model) by a grid search on log loss; the season's own rows are never used.
 */
function temper(models: Map<string, SeasonModel>, rows: FitRows, season: string[]) {
  const grid: number[] = [];
  for (let t = 0.7; t <= 2.0001; t += 0.05) grid.push(Math.round(t * 100) / 100);
  const p = rows.p;
  // Out-of-fold linear predictors per row.
  const e0 = new Float64Array(rows.y.length);
  const e2 = new Float64Array(rows.y.length);
  for (let i = 0; i < rows.y.length; i++) {
    const c = models.get(season[i])!.coefficients;
    let a = 0;
    let b = 0;
    for (let j = 0; j < p; j++) {
      const v = rows.x[i * p + j];
      if (v !== 0) {
        a += c.win[j] * v;
        b += c.loss[j] * v;
      }
    }
    e0[i] = a;
    e2[i] = b;
  }
  const lossBySeason = new Map<string, number[]>();
  for (let i = 0; i < rows.y.length; i++) {
    const arr = lossBySeason.get(season[i]) ?? new Array(grid.length).fill(0);
    grid.forEach((t, g) => {
      const a = e0[i] / t;
      const b = e2[i] / t;
      const m = Math.max(a, b, 0);
      const lz = m + Math.log(Math.exp(a - m) + Math.exp(-m) + Math.exp(b - m));
      arr[g] += lz - (rows.y[i] === 0 ? a : rows.y[i] === 2 ? b : 0);
    });
    lossBySeason.set(season[i], arr);
  }
  const total = new Array(grid.length).fill(0);
  for (const arr of lossBySeason.values()) arr.forEach((v, g) => (total[g] += v));
  for (const [s, model] of models) {
    const own = lossBySeason.get(s) ?? new Array(grid.length).fill(0);
    let best = 0;
    for (let g = 1; g < grid.length; g++) if (total[g] - own[g] < total[best] - own[best]) best = g;
    model.coefficients.temperature = grid[best];
  }
}

/** Per point (seq 0 before the first ball, then after every delivery): [first wins, draw, other wins]. */
export function matchPoints(m: PreparedMatch, c: Coefficients): [number, number, number][] {
  const scratch = new Float64Array(featureCount(c.set));
  const out: [number, number, number][] = [firstSideProbabilities(c, m.start, m.ctx, scratch)];
  const r = resultIndex(m.log.result);
  for (const s of m.steps) {
    if (s.after.over && r >= 0) out.push([r === 0 ? 1 : 0, r === 1 ? 1 : 0, r === 2 ? 1 : 0]);
    else out.push(firstSideProbabilities(c, s.after, m.ctx, scratch));
  }
  return out;
}

/** The chosen fit (bench/win-probability.ts measures it beside the other candidates). */
export const DEFAULT_FIT: FitOptionsAll = { set: 'full', seed: 'win-probability-v1', perTest: 40, lambda: 1, temper: false };

export interface ScoredArchive {
  prepared: PreparedMatch[];
  models: Map<string, SeasonModel>;
  /** One per Test with a result, scored by its season's held-out model. */
  scored: ScoredTest[];
}

/** Fits the season models and scores every Test with a result by the model fitted without its season. */
export function scoreArchive(matches: ArchiveMatch[], opts: FitOptionsAll = DEFAULT_FIT): ScoredArchive {
  const prepared = prepare(matches);
  const models = fitLeaveOneSeasonOut(prepared, opts);
  const scored: ScoredTest[] = [];
  for (const m of prepared) {
    const r = resultIndex(m.log.result);
    if (r < 0) continue;
    const model = models.get(m.log.season)!;
    const pts = matchPoints(m, model.coefficients);
    // The last point is the result itself: scored points stop before it.
    const n = m.steps.length;
    scored.push({
      result: r,
      points: pts.slice(0, n),
      inns: [1, ...m.steps.slice(0, n - 1).map((s) => s.inns)],
      baseRates: model.baseRates,
    });
  }
  return { prepared, models, scored };
}
