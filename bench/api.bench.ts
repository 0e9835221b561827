import type { BenchSuite } from './harness';
import { createApp } from '../api/app';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { printLoadReport, runApiLoadBenchmark } from './api-load';

/**
 * `npm run bench -- --only api`: the read API under load on a 10,000-match database (bench/api-load.ts; its
 * report and its three throughput and latency targets are printed first), then the cost of one request through the whole
 * middleware stack without a socket. BENCH_SECONDS (8), BENCH_CONNECTIONS (10) and BENCH_MATCHES (10000) tune
 * the load runs; BENCH_API_LOAD=0 skips them.
 */
export const apiSuite: BenchSuite = {
  name: 'api',
  cases: async () => {
    if (process.env.BENCH_API_LOAD !== '0') {
      const report = await runApiLoadBenchmark({
        seconds: Number(process.env.BENCH_SECONDS) || 8,
        connections: Number(process.env.BENCH_CONNECTIONS) || 10,
        matches: Number(process.env.BENCH_MATCHES) || 10_000,
      });
      if (process.argv.includes('--json')) console.log(JSON.stringify({ suite: 'api', load: report }));
      else printLoadReport(report);
    }
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
