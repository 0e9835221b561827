import type { BenchSuite } from './harness';
import { createRng } from '../workers/core/rng';
import { replayColley, type ReplayMatchInput } from '../workers/ratings/colley-replay';
import { replayColleyNaive } from '../workers/ratings/colley-replay-naive';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { seedDemoLeagueIfEmpty } from '../api/league/demo-seed';

/** A seeded league: `m` matches among `n` players, sessions of 20 matches, weights 0.5/1/2/3. */
export function benchLeague(n: number, m: number, seed = 'pool-replay-bench') {
  const rng = createRng(seed);
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  const matches: ReplayMatchInput[] = [];
  for (let k = 0; k < m; k++) {
    const a = Math.floor(rng.next() * n);
    let b = Math.floor(rng.next() * (n - 1));
    if (b >= a) b++;
    matches.push({
      matchId: k + 1,
      newId: k + 1,
      sessionId: Math.floor(k / 20) + 1,
      sessionMatchEndId: k % 20 === 19 ? 1 : 0,
      player1Id: ids[a],
      player2Id: ids[b],
      winnerId: rng.next() < 0.5 ? ids[a] : ids[b],
      weight: [0.5, 1, 2, 3][Math.floor(rng.next() * 4)],
    });
  }
  return { ids, matches };
}

/**
 * Colley replay of 5,000 matches among 200 players: rank-one inverse updates against re-solving the whole
 * system (Cholesky) after every match. Target: fast replay under 1 s and at least 10x faster.
 */
export const poolReplaySuite: BenchSuite = {
  name: 'pool-replay',
  cases: () => {
    const { ids, matches } = benchLeague(200, 5000);
    let fastMs = 0;
    let fastCpuMs = 0;
    return [
      {
        name: 'seed the demo league into a fresh database (generate with the frame engine + insert)',
        runs: 5,
        targetMs: 2000,
        fn: () => {
          const db = openDatabase(':memory:');
          migrate(db);
          const counts = seedDemoLeagueIfEmpty(db)!;
          db.close();
          return { benchExtra: { matches: counts.matches } };
        },
      },
      {
        name: 'replay 5,000 matches / 200 players (rank-one updates)',
        runs: 5,
        targetMs: 1000,
        fn: () => {
          const t0 = performance.now();
          const c0 = process.cpuUsage();
          const r = replayColley(ids, matches);
          const cpu = process.cpuUsage(c0);
          fastMs = performance.now() - t0;
          fastCpuMs = (cpu.user + cpu.system) / 1000;
          return { benchExtra: { cpuMs: Math.round(fastCpuMs), steps: r.steps.length, sessions: r.sessions.length } };
        },
      },
      {
        name: 'naive: re-solve after every match (same league)',
        runs: 1,
        warmup: 0,
        fn: () => {
          const t0 = performance.now();
          const c0 = process.cpuUsage();
          const naive = replayColleyNaive(ids, matches);
          const cpu = process.cpuUsage(c0);
          const naiveMs = performance.now() - t0;
          const fast = replayColley(ids, matches);
          let maxDiff = 0;
          fast.steps.forEach((s, k) => {
            maxDiff = Math.max(maxDiff, Math.abs(s.player1After - naive.steps[k].player1After), Math.abs(s.player2After - naive.steps[k].player2After));
          });
          const naiveCpuMs = (cpu.user + cpu.system) / 1000;
          return {
            benchExtra: {
              cpuMs: Math.round(naiveCpuMs),
              speedupWall: `${(naiveMs / fastMs).toFixed(1)}x`,
              speedupCpu: `${(naiveCpuMs / fastCpuMs).toFixed(1)}x`,
              maxAbsDiff: maxDiff.toExponential(2),
            },
          };
        },
      },
    ];
  },
};
