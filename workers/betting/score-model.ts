/**
 * The score-model page's one engine call (on the simulation workers): the expected goals from the odds, from a fitted
 * season or as given, then the grid and every market priced from it. The last fit is kept (one per worker), so
 * choosing another fixture from the same season does not fit it again.
 */
import { MARGIN_METHODS, type MarginMethod } from './fair-odds';
import { goalsFromOdds, type FromOddsResult } from './score-from-odds';
import { fitScoreModel, fixtureRates, MAX_XI, readSeason, type FittedParameter, type ScoreFitResult } from './score-fit';
import { CORRECT_SCORE_MAX, MAX_RATE, priceMarkets, rhoBounds, scoreGrid, type Priced, type ScoreGrid } from './score-grid';

export type ScoreModelRequest =
  | { source: 'odds'; oneXTwo: [number, number, number]; overUnder: [number, number] | null; method: MarginMethod; rho: number }
  | { source: 'results'; season: string; xi: number; home: string; away: string; useRho: boolean }
  | { source: 'rates'; lambda: number; mu: number; rho: number };

export type ScoreModelField = 'oneXTwo' | 'overUnder' | 'rho' | 'season' | 'xi' | 'fixture' | 'lambda' | 'mu';

type FromOddsOk = Extract<FromOddsResult, { ok: true }>;
type FitOk = Extract<ScoreFitResult, { ok: true }>;

/** One model's expected goals and its correct-score chances to CORRECT_SCORE_MAX a side (row-major: home goals). */
export interface ModelSide {
  lambda: number;
  mu: number;
  rho: number;
  cells: number[][];
}

/**
 * Poisson and Dixon–Coles side by side, each fitted in its own right: from a season, two maximum-likelihood fits
 * (ρ held at 0, and ρ fitted with its standard error); from the odds, two solves of the expected goals (ρ 0, and
 * the ρ set); from expected goals as set, the same goals with ρ 0 and with the ρ set.
 */
export interface ScoreCompare {
  poisson: ModelSide;
  dixonColes: ModelSide;
  /** ρ of the Dixon–Coles side: fitted (with its standard error) from a season, else as set (no error). */
  rho: FittedParameter | null;
}

export type ScoreModelResult =
  | {
      ok: true;
      compare: ScoreCompare;
      lambda: number;
      mu: number;
      rho: number;
      fromOdds: FromOddsOk | null;
      fit: FitOk | null;
      /** The grid to CORRECT_SCORE_MAX goals a side (row-major), for the table. */
      cells: number[][];
      truncated: number;
      markets: Priced[];
      grid: ScoreGrid;
    }
  | { ok: false; field: ScoreModelField; message: string; fit?: FitOk | null };

let lastFit: { key: string; fits: { dc: ScoreFitResult; poisson: ScoreFitResult } } | null = null;

function seasonFits(season: string, xi: number): { dc: ScoreFitResult; poisson: ScoreFitResult } | { ok: false; field: 'season'; message: string } {
  const key = `${xi}\u0000${season}`;
  if (lastFit?.key === key) return lastFit.fits;
  const read = readSeason(season);
  if (!read.ok) return { ok: false, field: 'season', message: read.line === null ? read.message : `Line ${read.line}: ${read.message}` };
  const fits = { dc: fitScoreModel(read.matches, xi, 'dixon-coles'), poisson: fitScoreModel(read.matches, xi, 'poisson') };
  lastFit = { key, fits };
  return fits;
}

const cellsOf = (grid: ScoreGrid): number[][] => {
  const side = Math.round(Math.sqrt(grid.p.length));
  return Array.from({ length: CORRECT_SCORE_MAX + 1 }, (_, x) => Array.from({ length: CORRECT_SCORE_MAX + 1 }, (_, y) => grid.p[x * side + y]));
};

const sideOf = (lambda: number, mu: number, rho: number): ModelSide => ({ lambda, mu, rho, cells: cellsOf(scoreGrid(lambda, mu, rho)) });

const clampRho = (rho: number, lambda: number, mu: number) => Math.min(Math.max(rho, rhoBounds(lambda, mu).min), rhoBounds(lambda, mu).max);

function gridResult(lambda: number, mu: number, rho: number, extra: { fromOdds: FromOddsOk | null; fit: FitOk | null; compare: () => ScoreCompare }): ScoreModelResult {
  const b = rhoBounds(lambda, mu);
  if (rho < b.min || rho > b.max) return { ok: false, field: 'rho', message: `At these expected goals ρ must lie between ${b.min.toFixed(3)} and ${b.max.toFixed(3)}.`, fit: extra.fit };
  const grid = scoreGrid(lambda, mu, rho);
  return { ok: true, lambda, mu, rho, fromOdds: extra.fromOdds, fit: extra.fit, compare: extra.compare(), cells: cellsOf(grid), truncated: grid.truncated, markets: priceMarkets(grid), grid };
}

export function scoreModel(req: ScoreModelRequest): ScoreModelResult {
  if (req.source === 'rates') {
    for (const f of ['lambda', 'mu'] as const) {
      if (!(req[f] > 0 && req[f] <= MAX_RATE)) return { ok: false, field: f, message: `Expected goals above 0 and at most ${MAX_RATE}.` };
    }
    const compare = () => ({ poisson: sideOf(req.lambda, req.mu, 0), dixonColes: sideOf(req.lambda, req.mu, req.rho), rho: null });
    return gridResult(req.lambda, req.mu, req.rho, { fromOdds: null, fit: null, compare });
  }
  if (req.source === 'odds') {
    if (!MARGIN_METHODS.includes(req.method)) return { ok: false, field: 'oneXTwo', message: 'Choose a method.' };
    const r = goalsFromOdds({ oneXTwo: req.oneXTwo, overUnder: req.overUnder, method: req.method, rho: req.rho });
    if (!r.ok) return r;
    const compare = (): ScoreCompare => {
      const p = req.rho === 0 ? r : goalsFromOdds({ oneXTwo: req.oneXTwo, overUnder: req.overUnder, method: req.method, rho: 0 });
      // The Poisson solve of the same prices cannot fail where the Dixon–Coles one succeeded but for its own bounds.
      const poisson = p.ok ? sideOf(p.lambda, p.mu, 0) : sideOf(r.lambda, r.mu, 0);
      return { poisson, dixonColes: sideOf(r.lambda, r.mu, r.rho), rho: null };
    };
    return gridResult(r.lambda, r.mu, r.rho, { fromOdds: r, fit: null, compare });
  }
  if (!(req.xi >= 0 && req.xi <= MAX_XI)) return { ok: false, field: 'xi', message: `From 0 to ${MAX_XI} a day.` };
  const fits = seasonFits(req.season, req.xi);
  if ('ok' in fits) return { ok: false, field: fits.field, message: fits.message };
  const { dc, poisson } = fits;
  if (!dc.ok) return { ok: false, field: 'season', message: dc.message };
  if (!poisson.ok) return { ok: false, field: 'season', message: poisson.message };
  const dcRates = fixtureRates(dc, req.home, req.away);
  const pRates = fixtureRates(poisson, req.home, req.away);
  if (!dcRates || !pRates) return { ok: false, field: 'fixture', message: 'Choose two different teams from the season.', fit: dc };
  if (Math.max(dcRates.lambda, dcRates.mu, pRates.lambda, pRates.mu) > MAX_RATE) {
    return { ok: false, field: 'fixture', message: `The fit gives more than ${MAX_RATE} expected goals here: too few matches to trust.`, fit: dc };
  }
  const rhoFit = dc.rho!;
  const dcRho = clampRho(rhoFit.estimate, dcRates.lambda, dcRates.mu);
  const compare = () => ({ poisson: sideOf(pRates.lambda, pRates.mu, 0), dixonColes: sideOf(dcRates.lambda, dcRates.mu, dcRho), rho: rhoFit });
  return req.useRho
    ? gridResult(dcRates.lambda, dcRates.mu, dcRho, { fromOdds: null, fit: dc, compare })
    : gridResult(pRates.lambda, pRates.mu, 0, { fromOdds: null, fit: poisson, compare });
}
