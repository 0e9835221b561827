/**
 * The score-model page's one engine call (on the simulation workers): the expected goals from the odds, from a fitted
 * season or as given, then the grid and every market priced from it. The last fit is kept (one per worker), so
 * choosing another fixture from the same season does not fit it again.
 */
import { MARGIN_METHODS, type MarginMethod } from './fair-odds';
import { goalsFromOdds, type FromOddsResult } from './score-from-odds';
import { fitScoreModel, fixtureRates, MAX_XI, readSeason, type ScoreFitResult } from './score-fit';
import { CORRECT_SCORE_MAX, MAX_RATE, priceMarkets, rhoBounds, scoreGrid, type Priced, type ScoreGrid } from './score-grid';

export type ScoreModelRequest =
  | { source: 'odds'; oneXTwo: [number, number, number]; overUnder: [number, number] | null; method: MarginMethod; rho: number }
  | { source: 'results'; season: string; xi: number; home: string; away: string; useRho: boolean }
  | { source: 'rates'; lambda: number; mu: number; rho: number };

export type ScoreModelField = 'oneXTwo' | 'overUnder' | 'rho' | 'season' | 'xi' | 'fixture' | 'lambda' | 'mu';

type FromOddsOk = Extract<FromOddsResult, { ok: true }>;
type FitOk = Extract<ScoreFitResult, { ok: true }>;

export type ScoreModelResult =
  | {
      ok: true;
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

let lastFit: { key: string; fit: ScoreFitResult } | null = null;

function seasonFit(season: string, xi: number): ScoreFitResult | { ok: false; field: 'season'; message: string } {
  const key = `${xi}\u0000${season}`;
  if (lastFit?.key === key) return lastFit.fit;
  const read = readSeason(season);
  if (!read.ok) return { ok: false, field: 'season', message: read.line === null ? read.message : `Line ${read.line}: ${read.message}` };
  const fit = fitScoreModel(read.matches, xi);
  lastFit = { key, fit };
  return fit;
}

function gridResult(lambda: number, mu: number, rho: number, extra: { fromOdds: FromOddsOk | null; fit: FitOk | null }): ScoreModelResult {
  const b = rhoBounds(lambda, mu);
  if (rho < b.min || rho > b.max) return { ok: false, field: 'rho', message: `At these expected goals ρ must lie between ${b.min.toFixed(3)} and ${b.max.toFixed(3)}.`, fit: extra.fit };
  const grid = scoreGrid(lambda, mu, rho);
  const side = Math.round(Math.sqrt(grid.p.length));
  const cells = Array.from({ length: CORRECT_SCORE_MAX + 1 }, (_, x) => Array.from({ length: CORRECT_SCORE_MAX + 1 }, (_, y) => grid.p[x * side + y]));
  return { ok: true, lambda, mu, rho, ...extra, cells, truncated: grid.truncated, markets: priceMarkets(grid), grid };
}

export function scoreModel(req: ScoreModelRequest): ScoreModelResult {
  if (req.source === 'rates') {
    for (const f of ['lambda', 'mu'] as const) {
      if (!(req[f] > 0 && req[f] <= MAX_RATE)) return { ok: false, field: f, message: `Expected goals above 0 and at most ${MAX_RATE}.` };
    }
    return gridResult(req.lambda, req.mu, req.rho, { fromOdds: null, fit: null });
  }
  if (req.source === 'odds') {
    if (!MARGIN_METHODS.includes(req.method)) return { ok: false, field: 'oneXTwo', message: 'Choose a method.' };
    const r = goalsFromOdds({ oneXTwo: req.oneXTwo, overUnder: req.overUnder, method: req.method, rho: req.rho });
    if (!r.ok) return r;
    return gridResult(r.lambda, r.mu, r.rho, { fromOdds: r, fit: null });
  }
  if (!(req.xi >= 0 && req.xi <= MAX_XI)) return { ok: false, field: 'xi', message: `From 0 to ${MAX_XI} a day.` };
  const fit = seasonFit(req.season, req.xi);
  if (!fit.ok) return { ok: false, field: 'field' in fit ? fit.field : 'season', message: fit.message };
  const rates = fixtureRates(fit, req.home, req.away);
  if (!rates) return { ok: false, field: 'fixture', message: 'Choose two different teams from the season.', fit };
  if (rates.lambda > MAX_RATE || rates.mu > MAX_RATE) return { ok: false, field: 'fixture', message: `The fit gives more than ${MAX_RATE} expected goals here: too few matches to trust.`, fit };
  const rho = req.useRho ? Math.min(Math.max(fit.rho.estimate, rhoBounds(rates.lambda, rates.mu).min), rhoBounds(rates.lambda, rates.mu).max) : 0;
  return gridResult(rates.lambda, rates.mu, rho, { fromOdds: null, fit });
}
