import type { BenchSuite } from './harness';
import { runConvergence } from '../workers/demos/convergence';
import { rankThreeWays } from '../src/features/sports-models/utils/rank-three-ways';
import { DEFAULT_RESULTS, TEAMS } from '../src/features/sports-models/utils/example-results';

/** The article demos must feel instant: one Monte Carlo run and one re-rank per keystroke. */
export const articlesSuite: BenchSuite = {
  name: 'articles',
  cases: () => [
    {
      name: 'convergence demo, 100,000 best-of-7 series',
      runs: 5,
      targetMs: 250,
      fn: () => runConvergence({ gameWinProbability: 0.55, bestOf: 7, simulations: 100_000, seed: 1 }),
    },
    {
      name: 'ranking example re-rank (Colley + Massey + Elo, 5 teams, 10 games)',
      runs: 2000,
      targetMs: 1,
      fn: () => rankThreeWays(DEFAULT_RESULTS, TEAMS),
    },
  ],
};
