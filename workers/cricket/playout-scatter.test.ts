import { describe, expect, it } from 'vitest';
import { inProcessWorkers } from '../runtime/in-process-workers';
import { SimulationWorkers } from '../runtime/simulation-workers';
import { isAbortError } from '../runtime/scatter';
import { streamSeed } from '../core/rng';
import { OUTCOMES, playOut, type BallTable, type PlayoutStart } from './playout';
import { mergePlayouts, playoutParts, runPlayoutOnWorkers, PLAYOUT_PART } from './playout-scatter';

/** Workers in this process whose calls answer after staggered macrotasks, so parts finish out of order. */
const inProcessWorker = inProcessWorkers(undefined, 'staggered');

/** Each ball: a wicket 10 %, a dot 50 %, a single 30 %, a four 10 % (the same in every cell). */
const table: BallTable = {
  cumulative: Array.from({ length: 160 }, () => OUTCOMES.map((_, k) => [0.1, 0.6, 0.9, 0.9, 0.9, 1, 1, 1, 1][k])).flat(),
};
const start: PlayoutStart = { inns: 3, batting: 0, runs: [320, 300], wickets: 2, innsBalls: 120, matchBalls: 1500, order: [0, 1], innsRuns: 60 };

describe('play it out from here on the simulation workers', () => {
  it('splits into parts of 1,000, the last one short', () => {
    expect(playoutParts(2500)).toEqual([{ part: 0, runs: 1000 }, { part: 1, runs: 1000 }, { part: 2, runs: 500 }]);
    expect(playoutParts(1)).toEqual([{ part: 0, runs: 1 }]);
    expect(() => playoutParts(0)).toThrow(RangeError);
    expect(() => playoutParts(1.5)).toThrow(RangeError);
  });

  it('gives the same figures on 1 or 3 workers, equal to the parts played one by one and summed', async () => {
    const request = { table, start, runs: 2500, seed: 42 };
    const one = await runPlayoutOnWorkers(new SimulationWorkers({ size: 1, createWorker: inProcessWorker }), request);
    const progress: number[] = [];
    const three = await runPlayoutOnWorkers(new SimulationWorkers({ size: 3, createWorker: inProcessWorker }), request, { onProgress: (f) => progress.push(f) });
    expect(three).toEqual(one);
    expect(progress.at(-1)).toBe(1);
    // Independently: part i is a plain playOut of its runs from seed stream i.
    const byHand = [1000, 1000, 500].map((n, i) => playOut(table, start, n, streamSeed(42, i)));
    const wins = [0, 1, 2].map((k) => byHand.reduce((a, p) => a + p.wins[k], 0));
    expect(one.wins).toEqual(wins);
    expect(one.n).toBe(2500);
    expect(one.shares).toEqual(wins.map((w) => w / 2500));
    expect(one.leadHistogram.reduce((a, b) => a + b.count, 0)).toBe(2500);
    expect(PLAYOUT_PART).toBe(1000);
  });

  it('with players, the time rule and the follow-on share: the same figures on 1 or 3 workers and from the same seed', async () => {
    const side = (k: number) => ({
      bat: Array.from({ length: 11 }, (_, i) => ({ out: 0.8 + 0.05 * i, runs: 1.2 - 0.04 * i + 0.01 * k })),
      bowl: [{ out: 1.1, runs: 0.9, weight: 150 }, { out: 0.9, runs: 1.1, weight: 100 }, { out: 1, runs: 1, weight: 50 }],
    });
    const timed: BallTable = { ...table, overs: Array.from({ length: 41 }, (_, i) => 300 + 150 * (i / 40) ** 0.5), followOn: 0.5 };
    const first: PlayoutStart = { inns: 1, batting: 0, runs: [40, 0], wickets: 1, innsBalls: 75, matchBalls: 75, order: [], innsRuns: 40, lineup: { sides: [side(0), side(1)], queue: [2, 0, 3, 4, 5, 6, 7, 8, 9, 10], bowler: 1 } };
    const request = { table: timed, start: first, runs: 3000, seed: 'players' };
    const one = await runPlayoutOnWorkers(new SimulationWorkers({ size: 1, createWorker: inProcessWorker }), request);
    const three = await runPlayoutOnWorkers(new SimulationWorkers({ size: 3, createWorker: inProcessWorker }), request);
    expect(three).toEqual(one);
    expect(await runPlayoutOnWorkers(new SimulationWorkers({ size: 2, createWorker: inProcessWorker }), request)).toEqual(one);
    // The players change the figures (the same seed without them gives others).
    const plain = await runPlayoutOnWorkers(new SimulationWorkers({ size: 1, createWorker: inProcessWorker }), { ...request, start: { ...first, lineup: undefined } });
    expect(plain.wins).not.toEqual(one.wins);
    expect(one.targetHistogram.reduce((a, b) => a + b.count, 0)).toBeGreaterThan(0);
  });

  it('sums histogram bins by their start and keeps them in order', () => {
    const merged = mergePlayouts([
      { n: 3, wins: [1, 1, 1], shares: [1 / 3, 1 / 3, 1 / 3], leadHistogram: [{ from: -25, count: 1 }, { from: 50, count: 2 }], targetHistogram: [{ from: 200, count: 2 }] },
      { n: 1, wins: [0, 1, 0], shares: [0, 1, 0], leadHistogram: [{ from: -100, count: 1 }], targetHistogram: [] },
      { n: 2, wins: [2, 0, 0], shares: [1, 0, 0], leadHistogram: [{ from: 50, count: 2 }], targetHistogram: [{ from: 175, count: 1 }, { from: 200, count: 1 }] },
    ]);
    expect(merged).toEqual({
      n: 6,
      wins: [3, 2, 1],
      shares: [0.5, 2 / 6, 1 / 6],
      leadHistogram: [{ from: -100, count: 1 }, { from: -25, count: 1 }, { from: 50, count: 4 }],
      targetHistogram: [{ from: 175, count: 1 }, { from: 200, count: 3 }],
    });
  });

  it('rejects with an AbortError when cancelled', async () => {
    const controller = new AbortController();
    const run = runPlayoutOnWorkers(new SimulationWorkers({ size: 2, createWorker: inProcessWorker }), { table, start, runs: 5000, seed: 1 }, { signal: controller.signal });
    controller.abort();
    await expect(run).rejects.toSatisfy(isAbortError);
  });
});
