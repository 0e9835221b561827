/**
 * The site's public pages that need no data to exist, for the sitemap (issue 11). Pages with parameters
 * (cricket players, pool groups and players) are listed from the database by sitemap.ts. Left out on purpose:
 * /login and /admin (sign-in area), /cricket/debug/* (unlisted debug page), /cricket/compare/:a/:b (any pair of
 * players; search engines reach comparisons through links) and the old paths that only redirect.
 * tests/unit/api/sitemap.test.ts checks this list against the route table in src/app/routes.tsx.
 */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  '/',
  '/about',
  '/cricket',
  '/cricket/coverage',
  '/cricket/records',
  '/betting',
  '/betting/understand-sports-betting',
  '/betting/how-to-find-value-betting-on-sports',
  '/betting/how-to-maximise-sports-betting-accumulators',
  '/betting/sports-betting-bankroll-management-strategies',
  '/betting/kelly-criterion-bankroll-management',
  '/betting/fair-odds-calculator',
  '/betting/bet-returns-calculator',
  '/sports-models',
  '/sports-models/sports-ranking-methods-colley-massey-elo',
  '/sports-models/monte-carlo-simulation-sports-prediction',
  '/analytics/designing-analytics-schemas',
  '/data-visualisation/dynamic-d3-components',
  '/intersecting-lines',
  '/playground',
  '/pool/matches',
  '/sports-models/english-pool-monte-carlo-simulation',
  '/sports-models/english-pool-monte-carlo-simulation/shot-accuracy',
  '/sports-models/english-pool-monte-carlo-simulation/break-efficiency',
  '/sports-models/english-pool-monte-carlo-simulation/foul-impact',
  '/sports-models/english-pool-monte-carlo-simulation/glossary',
  '/sports-models/english-pool-monte-carlo-simulation/player-model',
  '/sports-models/english-pool-monte-carlo-simulation/league-predictions',
  '/sports-models/english-pool-monte-carlo-simulation/league-predictions/custom',
  '/sports-models/league-schedule-generator',
  '/sports-models/golf',
  '/sports-models/golf/round-prediction',
];

/** Route patterns that are public but reach the sitemap through the database (one URL per row). */
export const DATA_ROUTE_PATTERNS: readonly string[] = [
  '/cricket/player/:playerName',
  '/pool/player/:playerId',
  '/pool/group/:groupUrlSlug',
  '/pool/group/:groupUrlSlug/ratings-explanation',
  '/pool/predictions/:groupUrlSlug',
  '/pool/forecast/:groupUrlSlug',
];

/** Routes that never go into the sitemap. */
export const UNLISTED_ROUTE_PATTERNS: readonly string[] = [
  '/login',
  '/admin',
  '/admin/add-match',
  '/admin/league',
  '/admin/import',
  '/admin/seasons',
  '/admin/seasons/:seasonId',
  '/cricket/debug/player-data',
  '/cricket/compare/:first/:second',
];
