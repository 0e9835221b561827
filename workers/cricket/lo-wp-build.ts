/**
 * Fitting the limited-overs win-probability model on one format's archive and scoring it (pure; the importer's
 * worker thread and bench/ run it). Honesty: leave-one-season-out, as for Tests. The model, the projection table and
 * the base rate used for a match of season S are all counted without S's matches; team ratings come from matches
 * before this one only (and the training rows of S's fold have ratings that skip S's results).
 * Docs: docs/win-probability.md ("Limited overs").
 */
import { createRng } from '../core/rng';
import { fitLogistic } from './logistic-fit';
import { ProjectionSamples, cellStats, type ProjectionTable } from './lo-projection';
import { LO_COLUMNS, loFeatures, loPredict, loRatings, type LoFeatureSet, type LoMatchContext, type LoState } from './lo-wp-model';
import { F, FIELDS, isTeamWicket, type MatchLog } from './match-log';
import { matchSteps, type DeliveryStep } from './match-state';

export interface LoArchiveMatch {
  matchId: string;
  log: MatchLog;
}

export interface LoPrepared {
  matchId: string;
  log: MatchLog;
  steps: DeliveryStep[];
  /** 1 the side batting first won, 0 it lost, null left out (tie, no result, awarded). */
  y: number | null;
  ctx: Omit<LoMatchContext, 'rating'>;
  /** The first innings ran its full length (all out or every ball bowled): its states count in the projection. */
  firstComplete: boolean;
}

export interface LoSeasonModel {
  season: string;
  set: LoFeatureSet;
  b: number[];
  table: ProjectionTable;
  /** Share of the training matches the side batting first won. */
  baseRate: number;
  trainedOn: string[];
}

export interface LoFitOptions {
  set: LoFeatureSet;
  seed: string;
  /** Deliveries drawn per match for fitting (plus its pre-match state), so that every match weighs the same. */
  perMatch: number;
  lambda: number;
  /** Use the team ratings (false: the rating terms are 0). */
  ratings: boolean;
  /** The ratings' step (Elo's K). */
  ratingK: number;
  /** A team's first `ratingSettle` rated matches move its rating twice as far. */
  ratingSettle: number;
}

export const LO_DEFAULT_FIT: LoFitOptions = { set: 'par', seed: 'lo-win-probability-v1', perMatch: 30, lambda: 1, ratings: true, ratingK: 96, ratingSettle: 0 };

/** The state of point i (0: before the first ball; i: after delivery i). */
export function loStateOf(m: LoPrepared, i: number): LoState {
  if (i === 0) return { inns: 1, runs: m.log.innings[0]?.pre ?? 0, wickets: 0, balls: 0 };
  const a = m.steps[i - 1].after;
  return { inns: a.inns, runs: a.inns <= 1 ? a.matchRuns : a.matchRuns - m.ctx.firstTotal, wickets: a.wickets, balls: a.innsBalls };
}

/** `overs`: the format's overs a side when the file does not say. */
export function prepareLimited(match: LoArchiveMatch, overs: number): LoPrepared {
  // A tie's super overs are not the match the model is about (the match is left out; its chart ends at the tie).
  const log: MatchLog = match.log.innings.some((i) => i.superOver) ? { ...match.log, innings: match.log.innings.filter((i) => !i.superOver) } : match.log;
  const bpo = log.ballsPerOver || 6;
  const allowed1 = (log.overs ?? overs) * bpo;
  const first = log.innings[0];
  let firstTotal = first ? first.pre + first.post : 0;
  let balls = 0;
  let wickets = 0;
  if (first) {
    for (let o = 0; o < first.d.length; o += FIELDS) {
      firstTotal += first.d[o + F.total];
      if (first.d[o + F.legal]) balls++;
      if (isTeamWicket(first.d[o + F.wicket])) wickets++;
    }
  }
  const chase = log.innings[1];
  const target = chase?.target?.runs ?? firstTotal + 1;
  const allowed2 = chase?.target?.balls ?? allowed1;
  return {
    matchId: match.matchId,
    log,
    steps: matchSteps(log),
    y: log.result === 'first' ? 1 : log.result === 'other' ? 0 : null,
    ctx: { allowed1, allowed2, target, firstTotal },
    firstComplete: wickets >= 10 || balls >= allowed1,
  };
}

/** The first-innings points of a match (0 and every delivery whose state is still the first innings). */
function firstInningsPoints(m: LoPrepared): number[] {
  const out = [0];
  for (let i = 1; i <= m.steps.length; i++) if (m.steps[i - 1].after.inns === 1 && !m.steps[i - 1].after.over) out.push(i);
  return out;
}

export function projectionSamples(prepared: readonly LoPrepared[]): ProjectionSamples {
  const samples = new ProjectionSamples();
  for (const m of prepared) {
    if (!m.firstComplete || !m.log.innings[0]) continue;
    for (const i of firstInningsPoints(m)) {
      const s = loStateOf(m, i);
      samples.add(m.log.season, m.ctx.allowed1 - s.balls, s.wickets, m.ctx.firstTotal - s.runs);
    }
  }
  return samples;
}

const byDate = (a: LoPrepared, b: LoPrepared) => (a.log.startDate < b.log.startDate ? -1 : a.log.startDate > b.log.startDate ? 1 : a.matchId < b.matchId ? -1 : 1);

function ratingsOf(prepared: readonly LoPrepared[], skip: string | null, opts: LoFitOptions): Map<string, number> {
  return loRatings(
    prepared.map((m) => ({ matchId: m.matchId, startDate: m.log.startDate, season: m.log.season, teams: m.log.teams, result: m.y })),
    skip,
    opts.ratingK,
    opts.ratingSettle,
  );
}

/** One fold: fitted on every match with a result outside `season` (null: on all). */
function fitFold(prepared: readonly LoPrepared[], season: string | null, samples: ProjectionSamples, opts: LoFitOptions, start?: number[]): LoSeasonModel {
  const table = samples.table(season);
  const ratings = opts.ratings ? ratingsOf(prepared, season, opts) : null;
  const train = prepared.filter((m) => m.y !== null && m.log.season !== season && m.steps.length > 1);
  const rng = createRng(`${opts.seed}|${season ?? 'all'}`);
  const n = train.length * (opts.perMatch + 1);
  const x = new Float64Array(n * LO_COLUMNS);
  const y = new Uint8Array(n);
  const w = new Float64Array(n).fill(1);
  let r = 0;
  let wins = 0;
  for (const m of train) {
    const ctx: LoMatchContext = { ...m.ctx, rating: ratings?.get(m.matchId) ?? 0 };
    wins += m.y!;
    // Points 0 .. steps.length - 1: the state after the last ball is the result, never fitted.
    for (let k = 0; k <= opts.perMatch; k++) {
      const i = k === 0 ? 0 : 1 + Math.floor(rng.next() * (m.steps.length - 1));
      loFeatures(opts.set, loStateOf(m, i), ctx, table, x, r * LO_COLUMNS);
      y[r] = m.y!;
      r++;
    }
  }
  const fit = fitLogistic({ x, p: LO_COLUMNS, y, w }, { lambda: opts.lambda, start });
  return {
    season: season ?? '',
    set: opts.set,
    b: fit.b.map((v) => Math.round(v * 1e8) / 1e8),
    table,
    baseRate: train.length ? wins / train.length : 0.5,
    trainedOn: [...new Set(train.map((m) => m.log.season))].sort(),
  };
}

/** One point's figures: P(side batting first wins) and, in the first innings, the projected total and its 80 % interval. */
export interface LoPoint {
  p: number;
  projected: { mid: number; lo: number; hi: number } | null;
}

export function loMatchPoints(m: LoPrepared, model: Pick<LoSeasonModel, 'b' | 'table' | 'set'>, rating: number): LoPoint[] {
  const ctx: LoMatchContext = { ...m.ctx, rating };
  const x = new Float64Array(LO_COLUMNS);
  const out: LoPoint[] = [];
  for (let i = 0; i <= m.steps.length; i++) {
    const s = loStateOf(m, i);
    loFeatures(model.set, s, ctx, model.table, x);
    let projected: LoPoint['projected'] = null;
    if (s.inns <= 1) {
      const st = cellStats(model.table, ctx.allowed1 - s.balls, s.wickets);
      projected = { mid: s.runs + st.mid, lo: s.runs + st.lo, hi: s.runs + st.hi };
    }
    out.push({ p: loPredict(model.b, x), projected });
  }
  return out;
}

export interface LoScoredMatch {
  matchId: string;
  season: string;
  y: number;
  /** Points scored: the pre-match point and the state after every delivery but the last. */
  p: number[];
  /** Which of those points close an over (its last delivery), the pre-match point not included. */
  overEnd: boolean[];
  baseRate: number;
  /** The first innings' points' 80 % intervals and its final total, when it ran its full length. */
  intervals: { lo: number; hi: number }[] | null;
  firstTotal: number;
}

export interface LoScoredArchive {
  prepared: LoPrepared[];
  models: Map<string, LoSeasonModel>;
  /** Ratings from earlier matches (all results), per match. */
  ratings: Map<string, number>;
  scored: LoScoredMatch[];
}

export function scoreLimitedArchive(matches: readonly LoArchiveMatch[], overs: number, opts: LoFitOptions = LO_DEFAULT_FIT): LoScoredArchive {
  const prepared = matches.map((m) => prepareLimited(m, overs)).sort(byDate);
  const samples = projectionSamples(prepared);
  const all = fitFold(prepared, null, samples, opts);
  const models = new Map<string, LoSeasonModel>();
  for (const season of [...new Set(prepared.map((m) => m.log.season))].sort()) models.set(season, fitFold(prepared, season, samples, opts, all.b));
  const ratings = opts.ratings ? ratingsOf(prepared, null, opts) : new Map<string, number>();
  const scored: LoScoredMatch[] = [];
  for (const m of prepared) {
    if (m.y === null || m.steps.length < 2) continue;
    const model = models.get(m.log.season)!;
    const pts = loMatchPoints(m, model, ratings.get(m.matchId) ?? 0).slice(0, m.steps.length);
    scored.push({
      matchId: m.matchId,
      season: m.log.season,
      y: m.y,
      p: pts.map((q) => q.p),
      overEnd: pts.map((_, i) => i > 0 && (i === m.steps.length || m.steps[i].place.split('.')[0] !== m.steps[i - 1].place.split('.')[0] || m.steps[i].inns !== m.steps[i - 1].inns)),
      baseRate: model.baseRate,
      intervals: m.firstComplete ? pts.filter((q) => q.projected).map((q) => ({ lo: q.projected!.lo, hi: q.projected!.hi })) : null,
      firstTotal: m.ctx.firstTotal,
    });
  }
  return { prepared, models, ratings, scored };
}
