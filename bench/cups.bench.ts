/**
 * Knockout cups: the exact chances for a 64-entrant bracket (target <= 50 ms) and the seeded Monte Carlo
 * check of 100,000 cups of 32 entrants on one thread, the code a simulation worker runs (target <= 3 s). Each case
 * prints the 1-minute load average beside it. `npm run bench -- --only cups`.
 */
import { loadavg } from 'node:os';
import type { BenchSuite } from './harness';
import { createRng } from '../workers/core/rng';
import { bracketSize, exactCupChances, roundCount, slotsForField, type BracketSpec } from '../workers/cups/bracket';
import { simulateCups } from '../workers/cups/cup-sim';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { buildDemoLeague, seedDemoLeague } from '../api/league/demo-seed';
import { groupStarts } from '../api/league/starts-model';
import { listGroups } from '../api/league/entity-queries';
import { fixedHalfUp } from '../common/number-text';

/** The demo league's calibration deciles and its starts, printed once (shown on the predictions page). */
function demoFigures(print: boolean) {
  const db = openDatabase(':memory:');
  migrate(db);
  seedDemoLeague(db, buildDemoLeague());
  for (const g of listGroups(db)) {
    const s = groupStarts(db, g.id);
    if (!print) continue;
    console.log(`\n${g.name}: ${s.games} games, slope ${fixedHalfUp(s.beta, 4)} per rating point`);
    console.log('decile  games  predicted %  observed %  SE (points)');
    for (const d of s.calibration) {
      console.log(`${String(d.decile).padStart(6)}  ${String(d.games).padStart(5)}  ${fixedHalfUp(100 * d.predicted, 1).padStart(11)}  ${fixedHalfUp(100 * d.observed, 1).padStart(10)}  ${fixedHalfUp(100 * d.se, 1).padStart(11)}`);
    }
    const fair = s.pairs.filter((p) => p.fair).length;
    const worst = Math.max(...s.pairs.map((p) => Math.abs(p.weaker_chance - 0.5)));
    const balls = s.pairs.map((p) => p.balls).sort((a, b) => a - b);
    console.log(`starts: ${s.pairs.length} pairs, ${fair} within 3 points of 50 %, the rest as close as one ball allows; largest gap ${fixedHalfUp(100 * worst, 1)} points; balls ${balls.join(',')}`);
    for (const p of s.pairs.filter((x) => !x.fair)) console.log(`  not within 3 points: ${p.text}`);
  }
}

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
    let printed = false;
    return [
      {
        name: 'handicap starts and calibration deciles for every pair of the demo league (load + both groups)',
        runs: 3,
        warmup: 0,
        fn: () => {
          demoFigures(!printed);
          printed = true;
          return { benchExtra: { load1m: loadavg()[0].toFixed(1) } };
        },
      },
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
