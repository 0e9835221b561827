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
  // ---- Pool league (issue 5): rankings, player, group, ratings explanation, predictions ----
  { path: '/pool/matches', component: lazyPage(() => import('../features/pool/pool-matches-page'), 'pool-matches-page') },
  { path: '/pool/player/:playerId', component: lazyPage(() => import('../features/pool/pool-player-page'), 'pool-player-page') },
  { path: '/pool/group/:groupUrlSlug', component: lazyPage(() => import('../features/pool/pool-group-page'), 'pool-group-page') },
  {
    path: '/pool/group/:groupUrlSlug/ratings-explanation',
    component: lazyPage(() => import('../features/pool/ratings-explanation-page'), 'ratings-explanation-page'),
  },
  {
    path: '/pool/predictions/:groupUrlSlug',
    component: lazyPage(() => import('../features/pool/pool-predictions-page'), 'pool-predictions-page'),
  },
  // Admin: sign-in, dashboard and add-match form (issue 6); /admin pages are protected.
  { path: '/login', component: lazyPage(() => import('../features/admin/login-page'), 'login-page') },
  { path: '/admin', component: lazyPage(() => import('../features/admin/admin-page'), 'admin-page') },
  { path: '/admin/add-match', component: lazyPage(() => import('../features/admin/add-match-page'), 'add-match-page') },
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
