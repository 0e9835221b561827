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
  // Simulation pages (features/pool-sim, features/schedule, features/golf): pool Monte Carlo stages, glossary,
  // player model, league predictions, custom league, schedule generator, golf hub and round predictor.
  {
    path: '/sports-models/english-pool-monte-carlo-simulation',
    component: lazyPage(() => import('../features/pool-sim/pages/intro-page'), 'intro-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/shot-accuracy',
    component: lazyPage(() => import('../features/pool-sim/pages/shot-accuracy-page'), 'shot-accuracy-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/break-efficiency',
    component: lazyPage(() => import('../features/pool-sim/pages/break-efficiency-page'), 'break-efficiency-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/foul-impact',
    component: lazyPage(() => import('../features/pool-sim/pages/foul-impact-page'), 'foul-impact-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/glossary',
    component: lazyPage(() => import('../features/pool-sim/pages/glossary-page'), 'glossary-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/player-model',
    component: lazyPage(() => import('../features/pool-sim/pages/player-model-page'), 'player-model-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/league-predictions',
    component: lazyPage(() => import('../features/pool-sim/pages/league-predictions-page'), 'league-predictions-page'),
  },
  {
    path: '/sports-models/english-pool-monte-carlo-simulation/league-predictions/custom',
    component: lazyPage(() => import('../features/pool-sim/pages/custom-league-page'), 'custom-league-page'),
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
];
