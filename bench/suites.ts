import type { BenchSuite } from './harness';
import { apiSuite } from './api.bench';
import { cricketSuite } from './cricket.bench';
import { articlesSuite } from './articles.bench';

/** Every benchmark suite `npm run bench` runs, in order. Add new ones here. */
export const suites: BenchSuite[] = [apiSuite, cricketSuite, articlesSuite];
