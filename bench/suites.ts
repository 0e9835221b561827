import type { BenchSuite } from './harness';
import { adminSuite } from './admin.bench';
import { apiSuite } from './api.bench';
import { engineSuite } from './engine.bench';
import { poolReplaySuite } from './pool-replay.bench';
import { cricketSuite } from './cricket.bench';
import { articlesSuite } from './articles.bench';
import { bettingSuite } from './betting.bench';
import { forecastSuite } from './forecast.bench';
import { ratingIntervalSuite } from './rating-interval.bench';
import { shareCardsSuite } from './share-cards.bench';
import { cupsSuite } from './cups.bench';
import { teamLeagueSuite } from './team-league.bench';

/** Every benchmark suite `npm run bench` runs, in order. Add new ones here. */
export const suites: BenchSuite[] = [apiSuite, engineSuite, poolReplaySuite, cricketSuite, articlesSuite, adminSuite, bettingSuite, forecastSuite, ratingIntervalSuite, shareCardsSuite, cupsSuite, teamLeagueSuite];
