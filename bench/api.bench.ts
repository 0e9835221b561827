import type { BenchSuite } from './harness';
import { createApp } from '../api/app';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';

/** Baseline cost of one request through the whole middleware stack. */
export const apiSuite: BenchSuite = {
  name: 'api',
  cases: () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const app = createApp({ db });
    return [
      {
        name: 'GET /api/health x1000 (app.request, no socket)',
        runs: 5,
        fn: async () => {
          for (let i = 0; i < 1000; i++) await (await app.request('/api/health')).text();
        },
      },
    ];
  },
};
