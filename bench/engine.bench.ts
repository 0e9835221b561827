import { availableParallelism, loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import type { BenchSuite } from './harness';
import { createRng } from '../workers/core/rng';
import { DEFAULT_MATCHUP } from '../workers/frame-model/attributes';
import { runBatch } from '../workers/frame-model/batch';
import { exactWinProbabilityUncached } from '../workers/frame-model/exact';
import { randomLeaguePlayers, runLeagues } from '../workers/league-sim/league';
import { simulateGolfRounds } from '../workers/golf/round-simulator';
import { createLeagueThreads } from './league-threads';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The simulation engine: batches, leagues (one thread and a worker_threads pool), golf, exact odds. */
export const engineSuite: BenchSuite = {
  name: 'engine',
  cases: async () => {
    const leaguePlayers = randomLeaguePlayers(10, createRng('bench-league'));
    const leagueRequest = { players: leaguePlayers, roundsPerPairing: 6, runs: 750, seed: 'bench' };
    const singleTimes: number[] = [];
    const threadTimes: number[] = [];
    const threads = await createLeagueThreads(availableParallelism());
    let reference: unknown = null;
    let seed = 0;
    const threadRuns = 7;
    const threadWarmup = 2;
    let threadCalls = 0;
    return [
      {
        name: 'stage 3 batch, 850 games (with 50 recorded games)',
        runs: 200,
        warmup: 50,
        targetMs: 2,
        fn: () => runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, seed: seed++ }),
      },
      {
        name: 'stage 3 batch, 100,000 games',
        runs: 5,
        warmup: 1,
        fn: () => {
          const r = runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, seed: seed++, games: 100_000 });
          return { benchExtra: { heapMb: Math.round(process.memoryUsage().heapUsed / 1048576), longest: r.longestGame } };
        },
      },
      {
        name: '750 leagues x 10 players x 6 rounds (202,500 frames), one thread',
        runs: 7,
        warmup: 2,
        targetMs: 500,
        fn: () => {
          const c0 = process.cpuUsage();
          const t0 = performance.now();
          reference = runLeagues(leagueRequest);
          singleTimes.push(performance.now() - t0);
          const cpu = process.cpuUsage(c0);
          // CPU time shows the engine's own cost when other processes share the cores.
          return { benchExtra: { cpuMs: Math.round((cpu.user + cpu.system) / 1000), load1m: loadavg()[0].toFixed(1) } };
        },
      },
      {
        name: `same, worker_threads pool of ${threads.size}`,
        runs: threadRuns,
        warmup: threadWarmup,
        fn: async () => {
          const t0 = performance.now();
          const summary = await threads.runLeagues(leagueRequest);
          threadTimes.push(performance.now() - t0);
          // The harness has no teardown: stop the threads after the last timed run so the process can exit.
          if (++threadCalls === threadRuns + threadWarmup) await threads.close();
          return {
            benchExtra: {
              workers: threads.size,
              speedUp: `${(median(singleTimes.slice(-7)) / median(threadTimes.slice(-7))).toFixed(2)}x`,
              bestCaseSpeedUp: `${(Math.min(...singleTimes) / Math.min(...threadTimes)).toFixed(2)}x`,
              identical: isDeepStrictEqual(summary, reference),
              load1m: loadavg()[0].toFixed(1),
            },
          };
        },
      },
      {
        name: 'golf, 500 rounds',
        runs: 200,
        warmup: 20,
        fn: () => simulateGolfRounds({ average: 72, spread: 5, seed: seed++ }),
      },
      {
        name: 'exact frame solver, one matchup (stage 3, uncached)',
        runs: 200,
        warmup: 20,
        fn: () => exactWinProbabilityUncached(3, DEFAULT_MATCHUP, 'player1'),
      },
    ];
  },
};
