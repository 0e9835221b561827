/**
 * The season forecast: 10,000 simulations of a 12-player season with all 66 fixtures to play on
 * one thread (target ≤ 150 ms; CPU time printed beside the wall time, with the load average), the games that
 * matter in Node, and memory at N = 10,000 and 100,000 (the counters only: the heap must not grow with N).
 * `npm run bench -- --only forecast` (run with NODE_OPTIONS=--expose-gc for exact heap figures).
 */
import { loadavg } from 'node:os';
import type { BenchSuite } from './harness';
import { runForecastChunk, runForecastCounts } from '../workers/season-forecast/simulate';
import { conditionalRuns, MATTER_SIMS } from '../workers/season-forecast/games-that-matter';
import { randomSeason } from '../workers/season-forecast/test-seasons';

const season = randomSeason(12, 1, 0, 'bench-forecast');
const gc = (globalThis as { gc?: () => void }).gc;

function cpuMs(c0: NodeJS.CpuUsage): number {
  const c = process.cpuUsage(c0);
  return Math.round((c.user + c.system) / 1000);
}

/**
 * The most heap a run of `sims` simulations keeps alive, in MB: sampled at every progress report (every 5 %),
 * after a full collection when `gc` is exposed (otherwise garbage not yet collected is counted too).
 */
function heapDuringRun(sims: number): number {
  gc?.();
  let peak = 0;
  runForecastChunk(
    { input: season, seed: 'heap', sims, fromSim: 0, toSim: sims },
    {
      onProgress: () => {
        gc?.();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      },
    },
  );
  return Math.round((10 * peak) / 1048576) / 10;
}

export const forecastSuite: BenchSuite = {
  name: 'forecast',
  cases: () => {
    if (season.remaining.length !== 66) throw new Error(`expected 66 fixtures, got ${season.remaining.length}`);
    let seed = 0;
    return [
      {
        name: '10,000 season simulations, 12 players, 66 fixtures left, one thread',
        runs: 15,
        warmup: 3,
        targetMs: 150,
        fn: () => {
          const c0 = process.cpuUsage();
          runForecastCounts({ input: season, seed: seed++, sims: 10_000 });
          return { benchExtra: { cpuMs: cpuMs(c0), load1m: loadavg()[0].toFixed(1) } };
        },
      },
      {
        name: `games that matter: 5 fixtures x 2 results x ${MATTER_SIMS.toLocaleString('en-GB')} simulations, one thread`,
        runs: 5,
        warmup: 1,
        fn: () => {
          const c0 = process.cpuUsage();
          for (const r of conditionalRuns(season, [], 5)) runForecastCounts({ input: season, seed: 1, sims: MATTER_SIMS, whatIfs: r.whatIfs });
          return { benchExtra: { cpuMs: cpuMs(c0), load1m: loadavg()[0].toFixed(1) } };
        },
      },
      {
        name: 'heap during a run: N = 10,000 v N = 100,000',
        runs: 1,
        warmup: 0,
        fn: () => {
          const small = heapDuringRun(10_000);
          const large = heapDuringRun(100_000);
          return { benchExtra: { heapMb10k: small, heapMb100k: large, exactGc: Boolean(gc) } };
        },
      },
    ];
  },
};
