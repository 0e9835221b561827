/**
 * "Play it out from here" spread over the simulation workers (a scatter, workers/runtime/scatter.ts): the playouts
 * split into parts of PLAYOUT_PART runs, part i drawing from seed stream i, so the figures depend on the seed and the
 * number of playouts only, never on how many workers ran them; the parts' counts are summed.
 */
import { streamSeed, type Seed } from '../core/rng';
import type { SimulationWorkers } from '../runtime/simulation-workers';
import { scatter, type RunControl } from '../runtime/scatter';
import { playOut, type BallTable, type PlayoutResult, type PlayoutStart } from './playout';

/** Playouts per part (the unit of work a worker takes). */
export const PLAYOUT_PART = 1000;
export const MAX_PLAYOUTS = 100_000;

export interface PlayoutRequest {
  table: BallTable;
  start: PlayoutStart;
  /** Playouts in all (1..MAX_PLAYOUTS). */
  runs: number;
  seed: Seed;
}

export interface PlayoutChunkRequest {
  table: BallTable;
  start: PlayoutStart;
  seed: Seed;
  /** The part's index (its seed stream) and its number of playouts. */
  part: number;
  runs: number;
}

/** The parts of a request: ⌈runs / PLAYOUT_PART⌉ parts, all full but the last. */
export function playoutParts(runs: number): { part: number; runs: number }[] {
  if (!Number.isInteger(runs) || runs < 1 || runs > MAX_PLAYOUTS) throw new RangeError(`The number of playouts must be a whole number from 1 to ${MAX_PLAYOUTS}, got ${runs}`);
  const parts: { part: number; runs: number }[] = [];
  for (let from = 0, i = 0; from < runs; from += PLAYOUT_PART, i++) parts.push({ part: i, runs: Math.min(PLAYOUT_PART, runs - from) });
  return parts;
}

/** One part (what a worker runs). */
export function runPlayoutChunk(request: PlayoutChunkRequest, onProgress?: (done: number) => void): PlayoutResult {
  return playOut(request.table, request.start, request.runs, streamSeed(request.seed, request.part), { onProgress });
}

/** Sums parts: counts of outcomes, of final leads and of fourth-innings targets per 25-run bin; shares over all playouts. */
export function mergePlayouts(parts: readonly PlayoutResult[]): PlayoutResult {
  const wins: [number, number, number] = [0, 0, 0];
  const bins = new Map<number, number>();
  const targets = new Map<number, number>();
  let n = 0;
  for (const p of parts) {
    n += p.n;
    for (let k = 0; k < 3; k++) wins[k] += p.wins[k];
    for (const b of p.leadHistogram) bins.set(b.from, (bins.get(b.from) ?? 0) + b.count);
    for (const b of p.targetHistogram) targets.set(b.from, (targets.get(b.from) ?? 0) + b.count);
  }
  const total = n || 1;
  const sorted = (m: Map<number, number>) => [...m].sort((a, b) => a[0] - b[0]).map(([from, count]) => ({ from, count }));
  return { n, wins, shares: [wins[0] / total, wins[1] / total, wins[2] / total], leadHistogram: sorted(bins), targetHistogram: sorted(targets) };
}

export async function runPlayoutOnWorkers(workers: SimulationWorkers, request: PlayoutRequest, control: RunControl = {}): Promise<PlayoutResult> {
  return scatter(
    {
      parts: playoutParts(request.runs),
      weight: (p) => p.runs,
      call: (p, { signal, onProgress }) =>
        workers.onIdleWorker(signal, (h) =>
          h.api.runPlayoutChunk(
            { table: request.table, start: request.start, seed: request.seed, ...p },
            onProgress ? h.callback((pr) => onProgress(pr.done)) : undefined,
          ),
        ),
      merge: mergePlayouts,
    },
    control,
  );
}
