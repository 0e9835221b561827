import type { RouteDef } from './route-types';
import { PAGES, REDIRECTS, type PagePath } from '../../contracts/route-manifest';
import { lazyPage } from '../lib/lazy-page';

/**
 * Each page of the route manifest (contracts/route-manifest.ts) with its component, loaded lazily in a chunk of its
 * own. The type makes every manifest page need a component here and nothing else have one. Matching is
 * case-insensitive (see case-insensitive-parser); a path with no page falls through to the not-found page.
 */
const components: Record<PagePath, RouteDef['component']> = {
  '/': lazyPage(() => import('../features/home/home-page'), 'home-page'),
  '/about': lazyPage(() => import('../features/about/about-page'), 'about-page'),
  '/cricket': lazyPage(() => import('../features/cricket/players-page'), 'cricket-players-page'),
  '/cricket/coverage': lazyPage(() => import('../features/cricket/coverage-page'), 'cricket-coverage-page'),
  '/cricket/win-probability': lazyPage(() => import('../features/cricket/win-probability-page'), 'cricket-win-probability-page'),
  '/cricket/matches': lazyPage(() => import('../features/cricket/matches-page'), 'cricket-matches-page'),
  '/cricket/match/:matchId': lazyPage(() => import('../features/cricket/match-page'), 'cricket-match-page'),
  '/cricket/records': lazyPage(() => import('../features/cricket/records-page'), 'cricket-records-page'),
  '/cricket/player/:slug': lazyPage(() => import('../features/cricket/player-page'), 'cricket-player-page'),
  '/cricket/compare/:first/:second': lazyPage(() => import('../features/cricket/compare-page'), 'cricket-compare-page'),
  '/cricket/teams': lazyPage(() => import('../features/cricket/teams-page'), 'cricket-teams-page'),
  '/cricket/team/:team': lazyPage(() => import('../features/cricket/team-page'), 'cricket-team-page'),
  '/cricket/head-to-head/:team/:opposition': lazyPage(() => import('../features/cricket/head-to-head-page'), 'cricket-head-to-head-page'),
  '/cricket/series': lazyPage(() => import('../features/cricket/series-list-page'), 'cricket-series-list-page'),
  '/cricket/series/:series': lazyPage(() => import('../features/cricket/series-page'), 'cricket-series-page'),
  '/cricket/grounds': lazyPage(() => import('../features/cricket/grounds-page'), 'cricket-grounds-page'),
  '/cricket/ground/:ground': lazyPage(() => import('../features/cricket/ground-page'), 'cricket-ground-page'),
  '/cricket/umpires': lazyPage(() => import('../features/cricket/umpires-page'), 'cricket-umpires-page'),
  '/cricket/debug/player-data': lazyPage(() => import('../features/cricket/debug-page'), 'cricket-debug-page'),
  '/betting': lazyPage(() => import('../features/betting/betting-hub-page'), 'betting-hub-page'),
  '/betting/understand-sports-betting': lazyPage(() => import('../features/betting/understand-sports-betting-page'), 'understand-sports-betting-page'),
  '/betting/how-to-find-value-betting-on-sports': lazyPage(() => import('../features/betting/how-to-find-value-betting-page'), 'how-to-find-value-betting-page'),
  '/betting/how-to-maximise-sports-betting-accumulators': lazyPage(() => import('../features/betting/accumulators-page'), 'accumulators-page'),
  '/betting/sports-betting-bankroll-management-strategies': lazyPage(() => import('../features/betting/bankroll-management-page'), 'bankroll-management-page'),
  '/betting/kelly-criterion-bankroll-management': lazyPage(() => import('../features/betting/kelly-criterion-page'), 'kelly-criterion-page'),
  '/betting/fair-odds-calculator': lazyPage(() => import('../features/betting/fair-odds-calculator-page'), 'fair-odds-calculator-page'),
  '/betting/bet-returns-calculator': lazyPage(() => import('../features/betting/bet-returns-calculator-page'), 'bet-returns-calculator-page'),
  '/betting/odds-converter': lazyPage(() => import('../features/betting/odds-converter-page'), 'odds-converter-page'),
  '/betting/expected-value-calculator': lazyPage(() => import('../features/betting/expected-value-calculator-page'), 'expected-value-calculator-page'),
  '/betting/dutching-calculator': lazyPage(() => import('../features/betting/dutching-calculator-page'), 'dutching-calculator-page'),
  '/betting/arbitrage-calculator': lazyPage(() => import('../features/betting/arbitrage-calculator-page'), 'arbitrage-calculator-page'),
  '/betting/lay-bet-calculator': lazyPage(() => import('../features/betting/lay-bet-calculator-page'), 'lay-bet-calculator-page'),
  '/betting/asian-handicap-calculator': lazyPage(() => import('../features/betting/asian-handicap-calculator-page'), 'asian-handicap-calculator-page'),
  '/betting/multi-kelly-calculator': lazyPage(() => import('../features/betting/multi-kelly-calculator-page'), 'multi-kelly-calculator-page'),
  '/betting/bet-ledger': lazyPage(() => import('../features/betting/bet-ledger-page'), 'bet-ledger-page'),
  '/sports-models': lazyPage(() => import('../features/sports-models/sports-models-hub-page'), 'sports-models-hub-page'),
  '/sports-models/sports-ranking-methods-colley-massey-elo': lazyPage(() => import('../features/sports-models/ranking-methods-page'), 'ranking-methods-page'),
  '/sports-models/monte-carlo-simulation-sports-prediction': lazyPage(() => import('../features/sports-models/monte-carlo-page'), 'monte-carlo-page'),
  '/analytics/designing-analytics-schemas': lazyPage(() => import('../features/analytics/designing-analytics-schemas-page'), 'designing-analytics-schemas-page'),
  '/data-visualisation/dynamic-d3-components': lazyPage(() => import('../features/data-visualisation/dynamic-d3-page'), 'dynamic-d3-page'),
  '/intersecting-lines': lazyPage(() => import('../features/geometry/intersecting-lines-page'), 'intersecting-lines-page'),
  '/playground': lazyPage(() => import('../features/playground/playground-page'), 'playground-page'),
  '/pool/matches': lazyPage(() => import('../features/league/pool-matches-page'), 'pool-matches-page'),
  '/pool/player/:playerId': lazyPage(() => import('../features/league/pool-player-page'), 'pool-player-page'),
  '/pool/group/:groupUrlSlug': lazyPage(() => import('../features/league/pool-group-page'), 'pool-group-page'),
  '/pool/group/:groupUrlSlug/ratings-explanation': lazyPage(() => import('../features/league/ratings-explanation-page'), 'ratings-explanation-page'),
  '/pool/predictions/:groupUrlSlug': lazyPage(() => import('../features/league/pool-predictions-page'), 'pool-predictions-page'),
  '/pool/forecast/:groupUrlSlug': lazyPage(() => import('../features/league/pool-forecast-page'), 'pool-forecast-page'),
  '/pool/cup/:cupSlug': lazyPage(() => import('../features/league/pool-cup-page'), 'pool-cup-page'),
  '/login': lazyPage(() => import('../features/admin/login-page'), 'login-page'),
  '/admin': lazyPage(() => import('../features/admin/admin-page'), 'admin-page'),
  '/admin/add-match': lazyPage(() => import('../features/admin/add-match-page'), 'add-match-page'),
  '/admin/league': lazyPage(() => import('../features/admin/league-page'), 'league-page'),
  '/admin/import': lazyPage(() => import('../features/admin/import-page'), 'import-page'),
  '/admin/seasons': lazyPage(() => import('../features/admin/season-list-page'), 'season-list-page'),
  '/admin/seasons/:seasonId': lazyPage(() => import('../features/admin/season-page'), 'season-page'),
  '/admin/cups': lazyPage(() => import('../features/admin/cups-page'), 'cups-page'),
  '/sports-models/english-pool-monte-carlo-simulation': lazyPage(() => import('../features/frame-simulator/pages/intro-page'), 'intro-page'),
  '/sports-models/english-pool-monte-carlo-simulation/shot-accuracy': lazyPage(() => import('../features/frame-simulator/pages/shot-accuracy-page'), 'shot-accuracy-page'),
  '/sports-models/english-pool-monte-carlo-simulation/break-efficiency': lazyPage(() => import('../features/frame-simulator/pages/break-efficiency-page'), 'break-efficiency-page'),
  '/sports-models/english-pool-monte-carlo-simulation/foul-impact': lazyPage(() => import('../features/frame-simulator/pages/foul-impact-page'), 'foul-impact-page'),
  '/sports-models/english-pool-monte-carlo-simulation/glossary': lazyPage(() => import('../features/frame-simulator/pages/glossary-page'), 'glossary-page'),
  '/sports-models/english-pool-monte-carlo-simulation/player-model': lazyPage(() => import('../features/frame-simulator/pages/player-model-page'), 'player-model-page'),
  '/sports-models/english-pool-monte-carlo-simulation/league-predictions': lazyPage(() => import('../features/frame-simulator/pages/league-predictions-page'), 'league-predictions-page'),
  '/sports-models/english-pool-monte-carlo-simulation/league-predictions/custom': lazyPage(() => import('../features/frame-simulator/pages/custom-league-page'), 'custom-league-page'),
  '/sports-models/league-schedule-generator': lazyPage(() => import('../features/schedule/schedule-page'), 'schedule-page'),
  '/sports-models/golf': lazyPage(() => import('../features/golf/golf-hub-page'), 'golf-hub-page'),
  '/sports-models/golf/round-prediction': lazyPage(() => import('../features/golf/round-prediction-page'), 'round-prediction-page'),
};

/** The pages in the manifest's order, with their components. */
export const routes: RouteDef[] = PAGES.map((p) => ({ path: p.path, component: components[p.path] }));

export const redirects = REDIRECTS;
