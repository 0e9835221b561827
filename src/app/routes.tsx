import type { RedirectDef, RouteDef } from './route-types';
import { lazyPage } from '../lib/lazy-page';

/**
 * The route table. Matching is case-insensitive (see case-insensitive-parser).
 * Feature routes are added here as each feature's pages exist; a path with no
 * page falls through to the not-found page.
 */
export const routes: RouteDef[] = [
  { path: '/', component: lazyPage(() => import('../features/home/home-page'), 'home-page') },
  { path: '/about', component: lazyPage(() => import('../features/about/about-page'), 'about-page') },
  // ---- Cricket Test batting explorer (issue 7); the debug page is unlisted and noindex ----
  { path: '/cricket', component: lazyPage(() => import('../features/cricket/players-page'), 'cricket-players-page') },
  { path: '/cricket/coverage', component: lazyPage(() => import('../features/cricket/coverage-page'), 'cricket-coverage-page') },
  { path: '/cricket/records', component: lazyPage(() => import('../features/cricket/records-page'), 'cricket-records-page') },
  { path: '/cricket/player/:playerName', component: lazyPage(() => import('../features/cricket/player-page'), 'cricket-player-page') },
  { path: '/cricket/compare/:first/:second', component: lazyPage(() => import('../features/cricket/compare-page'), 'cricket-compare-page') },
  { path: '/cricket/debug/player-data', component: lazyPage(() => import('../features/cricket/debug-page'), 'cricket-debug-page') },
  // Articles, calculators and demos (issue 8): betting hub and articles, sports-models hub and articles,
  // analytics-schema article, dynamic D3 demo, intersecting lines and the playground.
  { path: '/betting', component: lazyPage(() => import('../features/betting/betting-hub-page'), 'betting-hub-page') },
  { path: '/betting/understand-sports-betting', component: lazyPage(() => import('../features/betting/understand-sports-betting-page'), 'understand-sports-betting-page') },
  { path: '/betting/how-to-find-value-betting-on-sports', component: lazyPage(() => import('../features/betting/how-to-find-value-betting-page'), 'how-to-find-value-betting-page') },
  { path: '/betting/how-to-maximise-sports-betting-accumulators', component: lazyPage(() => import('../features/betting/accumulators-page'), 'accumulators-page') },
  { path: '/betting/sports-betting-bankroll-management-strategies', component: lazyPage(() => import('../features/betting/bankroll-management-page'), 'bankroll-management-page') },
  { path: '/betting/kelly-criterion-bankroll-management', component: lazyPage(() => import('../features/betting/kelly-criterion-page'), 'kelly-criterion-page') },
  // Betting tools (issue 25): fair odds by five methods, exact bet returns.
  { path: '/betting/fair-odds-calculator', component: lazyPage(() => import('../features/betting/fair-odds-calculator-page'), 'fair-odds-calculator-page') },
  { path: '/betting/bet-returns-calculator', component: lazyPage(() => import('../features/betting/bet-returns-calculator-page'), 'bet-returns-calculator-page') },
  { path: '/sports-models', component: lazyPage(() => import('../features/sports-models/sports-models-hub-page'), 'sports-models-hub-page') },
  { path: '/sports-models/sports-ranking-methods-colley-massey-elo', component: lazyPage(() => import('../features/sports-models/ranking-methods-page'), 'ranking-methods-page') },
  { path: '/sports-models/monte-carlo-simulation-sports-prediction', component: lazyPage(() => import('../features/sports-models/monte-carlo-page'), 'monte-carlo-page') },
  { path: '/analytics/designing-analytics-schemas', component: lazyPage(() => import('../features/analytics/designing-analytics-schemas-page'), 'designing-analytics-schemas-page') },
  { path: '/data-visualisation/dynamic-d3-components', component: lazyPage(() => import('../features/data-visualisation/dynamic-d3-page'), 'dynamic-d3-page') },
  { path: '/intersecting-lines', component: lazyPage(() => import('../features/geometry/intersecting-lines-page'), 'intersecting-lines-page') },
  { path: '/playground', component: lazyPage(() => import('../features/playground/playground-page'), 'playground-page') },
  // End of articles, calculators and demos.
  // ---- Pool league (issue 5): rankings, player, group, ratings explanation, predictions ----
  { path: '/pool/matches', component: lazyPage(() => import('../features/league/pool-matches-page'), 'pool-matches-page') },
  { path: '/pool/player/:playerId', component: lazyPage(() => import('../features/league/pool-player-page'), 'pool-player-page') },
  { path: '/pool/group/:groupUrlSlug', component: lazyPage(() => import('../features/league/pool-group-page'), 'pool-group-page') },
  {
    path: '/pool/group/:groupUrlSlug/ratings-explanation',
    component: lazyPage(() => import('../features/league/ratings-explanation-page'), 'ratings-explanation-page'),
  },
  {
    path: '/pool/predictions/:groupUrlSlug',
    component: lazyPage(() => import('../features/league/pool-predictions-page'), 'pool-predictions-page'),
  },
  {
    path: '/pool/forecast/:groupUrlSlug',
    component: lazyPage(() => import('../features/league/pool-forecast-page'), 'pool-forecast-page'),
  },
  // Admin: sign-in, dashboard and add-match form (issue 6); /admin pages are protected.
  { path: '/login', component: lazyPage(() => import('../features/admin/login-page'), 'login-page') },
  { path: '/admin', component: lazyPage(() => import('../features/admin/admin-page'), 'admin-page') },
  { path: '/admin/add-match', component: lazyPage(() => import('../features/admin/add-match-page'), 'add-match-page') },
  // League management (issue 14): players, groups and membership; CSV import.
  { path: '/admin/league', component: lazyPage(() => import('../features/admin/league-page'), 'league-page') },
  { path: '/admin/import', component: lazyPage(() => import('../features/admin/import-page'), 'import-page') },
  { path: '/admin/seasons', component: lazyPage(() => import('../features/admin/season-list-page'), 'season-list-page') },
  { path: '/admin/seasons/:seasonId', component: lazyPage(() => import('../features/admin/season-page'), 'season-page') },
  // Simulation pages (features/frame-simulator, features/schedule, features/golf): pool Monte Carlo stages, glossary,
  // player model, league predictions, custom league, schedule generator, golf hub and round predictor.
  {
    path: '/sports-models/english-pool-monte-carlo-simulation',
    component: lazyPage(() => import('../features/frame-simulator/pages/intro-page'), 'intro-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/shot-accuracy',
    component: lazyPage(() => import('../features/frame-simulator/pages/shot-accuracy-page'), 'shot-accuracy-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/break-efficiency',
    component: lazyPage(() => import('../features/frame-simulator/pages/break-efficiency-page'), 'break-efficiency-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/foul-impact',
    component: lazyPage(() => import('../features/frame-simulator/pages/foul-impact-page'), 'foul-impact-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/glossary',
    component: lazyPage(() => import('../features/frame-simulator/pages/glossary-page'), 'glossary-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/player-model',
    component: lazyPage(() => import('../features/frame-simulator/pages/player-model-page'), 'player-model-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/league-predictions',
    component: lazyPage(() => import('../features/frame-simulator/pages/league-predictions-page'), 'league-predictions-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/league-predictions/custom',
    component: lazyPage(() => import('../features/frame-simulator/pages/custom-league-page'), 'custom-league-page'),
  },
  {
    path: '/sports-models/league-schedule-generator',
    component: lazyPage(() => import('../features/schedule/schedule-page'), 'schedule-page'),
  },
  { path: '/sports-models/golf', component: lazyPage(() => import('../features/golf/golf-hub-page'), 'golf-hub-page') },
  {
    path: '/sports-models/golf/round-prediction',
    component: lazyPage(() => import('../features/golf/round-prediction-page'), 'round-prediction-page'),
  },
];

/** Old paths kept working for links shared before the site was reorganised. */
export const redirects: RedirectDef[] = [
  { from: '/pool-monte-carlo-simulation', to: '/sports-models/english-pool-monte-carlo-simulation' },
  ...['shot-accuracy', 'break-efficiency', 'foul-impact', 'glossary'].map((sub) => ({
    from: `/pool-monte-carlo-simulation/${sub}`,
    to: `/sports-models/english-pool-monte-carlo-simulation/${sub}`,
  })),
  {
    from: '/concept/how-to-maximise-sports-betting-accumulators',
    to: '/betting/how-to-maximise-sports-betting-accumulators',
  },
  { from: '/visualisation/dynamic-d3-components', to: '/data-visualisation/dynamic-d3-components' },
  // The league has no page of its own at /pool: its hub is the standings and matches page (issue 23).
  { from: '/pool', to: '/pool/matches' },
];
