import { describe, expect, it } from 'vitest';
import { streamSeed } from '../core/rng';
import { inProcessWorkers } from '../runtime/in-process-workers';
import { SimulationWorkers } from '../runtime/simulation-workers';
import { LO_CELLS, LO_K, loTableOf, playOutLimited, type LoStart } from './lo-playout';
import { runLoPlayoutOnWorkers } from './lo-playout-scatter';
import { loRulesOf } from './lo-rules';

const inProcessWorker = inProcessWorkers(undefined, 'staggered');

// Every cell: a wicket 6 %, a dot 40 %, a single 34 %, a two 6 %, a four 10 %, a six 2 %, a wide 2 %.
const p = [0.06, 0.4, 0.34, 0.06, 0, 0.1, 0, 0.02, 0.02, 0];
const counts = new Float64Array(LO_CELLS * LO_K);
for (let i = 0; i < counts.length; i++) counts[i] = 1000 * p[i % LO_K];
const table = loTableOf(counts);
const rules = loRulesOf('t20is');
const side = (k: number) => ({
  bat: Array.from({ length: 11 }, (_, i) => ({ out: 0.8 + 0.05 * i, runs: 1.2 - 0.04 * i + 0.01 * k })),
  bowl: Array.from({ length: 6 }, (_, i) => ({ out: 0.9 + 0.04 * i, runs: 1, weight: 6 - i })),
});
const start: LoStart = {
  inns: 2,
  runs: 80,
  wickets: 3,
  balls: 63,
  allowed: 120,
  target: 160,
  lineup: { sides: [side(0), side(1)], queue: [2, 0, 3, 4, 5, 6, 7, 8, 9, 10], bowler: 1, previous: 0, bowled: [3, 2, 0, 0, 0, 0] },
};

describe('limited-overs play it out on the simulation workers', () => {
  it('gives the same figures on 1 or 3 workers, equal to the parts played one by one and summed', async () => {
    const request = { table, rules, start, runs: 1500, seed: 7 };
    const one = await runLoPlayoutOnWorkers(new SimulationWorkers({ size: 1, createWorker: inProcessWorker }), request);
    const progress: number[] = [];
    const three = await runLoPlayoutOnWorkers(new SimulationWorkers({ size: 3, createWorker: inProcessWorker }), request, { onProgress: (f) => progress.push(f) });
    expect(three).toEqual(one);
    expect(progress.at(-1)).toBe(1);
    const byHand = [1000, 500].map((n, i) => playOutLimited(table, rules, start, n, streamSeed(7, i)));
    expect(one.wins).toEqual([0, 1, 2].map((k) => byHand.reduce((a, r) => a + r.wins[k], 0)));
    expect(one.n).toBe(1500);
    const sum = (bins: { count: number }[]) => bins.reduce((a, b) => a + b.count, 0);
    expect(one.firstTotal).toEqual([{ from: 150, count: 1500 }]);
    expect(sum(one.chaseTotal)).toBe(1500);
    expect(sum(one.marginRuns)).toBe(one.wins[0]);
    expect(sum(one.marginWickets)).toBe(one.wins[2]);
  });
});
