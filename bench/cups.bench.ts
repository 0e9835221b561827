/**
 * Knockout cups (issue 46): the exact chances for a 64-entrant bracket (target <= 50 ms) and the seeded Monte Carlo
 * check of 100,000 cups of 32 entrants on one thread, the code a simulation worker runs (target <= 3 s). Each case
 * prints the 1-minute load average beside it. `npm run bench -- --only cups`.
 */
import { loadavg } from 'node:os';
import type { BenchSuite } from './harness';
import { createRng } from '../workers/core/rng';
import { bracketSize, exactCupChances, roundCount, slotsForField, type BracketSpec } from '../workers/cups/bracket';
import { simulateCups } from '../workers/cups/cup-sim';

function spec(n: number): BracketSpec {
  const rng = createRng(`bench-cup-${n}`);
  const s = Array.from({ length: n }, () => 0.3 + rng.next());
  const frame = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) frame[i * n + j] = i === j ? 0.5 : s[i] / (s[i] + s[j]);
  const R = roundCount(bracketSize(n));
  return { n, slots: slotsForField(n), raceTo: Array.from({ length: R }, (_, r) => 3 + Math.floor(r / 2)), frame };
}

export const cupsSuite: BenchSuite = {
  name: 'cups',
  cases: () => {
    const s64 = spec(64);
    const s32 = spec(32);
    let seed = 0;
    return [
      {
        name: 'exact chances, 64 entrants (every entrant x every round)',
        runs: 30,
        warmup: 5,
        targetMs: 50,
        fn: () => {
          exactCupChances(s64);
          return { benchExtra: { load1m: loadavg()[0].toFixed(1) } };
        },
      },
      {
        name: 'Monte Carlo of 100,000 cups, 32 entrants, frame by frame, one worker thread',
        runs: 3,
        warmup: 1,
        targetMs: 3000,
        fn: () => {
          simulateCups(s32, undefined, 100_000, seed++);
          return { benchExtra: { load1m: loadavg()[0].toFixed(1) } };
        },
      },
      {
        name: 'Monte Carlo of 100,000 cups, 64 entrants, frame by frame, one worker thread',
        runs: 3,
        warmup: 1,
        targetMs: 3000,
        fn: () => {
          simulateCups(s64, undefined, 100_000, seed++);
          return { benchExtra: { load1m: loadavg()[0].toFixed(1) } };
        },
      },
    ];
  },
};
