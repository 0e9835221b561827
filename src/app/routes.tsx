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
  { path: '/cricket/player/:playerName', component: lazyPage(() => import('../features/cricket/player-page'), 'cricket-player-page') },
  { path: '/cricket/compare/:first/:second', component: lazyPage(() => import('../features/cricket/compare-page'), 'cricket-compare-page') },
  { path: '/cricket/debug/player-data', component: lazyPage(() => import('../features/cricket/debug-page'), 'cricket-debug-page') },
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
];
