import type { BenchSuite } from './harness';
import { apiSuite } from './api.bench';
import { engineSuite } from './engine.bench';

/** Every benchmark suite `npm run bench` runs, in order. Add new ones here. */
export const suites: BenchSuite[] = [apiSuite, engineSuite];
