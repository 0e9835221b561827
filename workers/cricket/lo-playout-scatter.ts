/**
 * Limited-overs "Play it out from here" spread over the simulation workers, as the Tests' (playout-scatter.ts): parts
 * of PLAYOUT_PART runs, part i drawing from seed stream i, so the figures depend on the seed and the number of
 * playouts only, never on how many workers ran them; the parts' counts are summed.
 */
import { streamSeed, type Seed } from '../core/rng';
import type { SimulationWorkers } from '../runtime/simulation-workers';
import { scatter, type RunControl } from '../runtime/scatter';
import { playOutLimited, type Bin, type LoPlayoutResult, type LoRules, type LoStart, type LoTable } from './lo-playout';
import { playoutParts } from './playout-scatter';

export interface LoPlayoutRequest {
  table: LoTable;
  rules: LoRules;
  start: LoStart;
  /** Playouts in all (1..MAX_PLAYOUTS). */
  runs: number;
  seed: Seed;
}

export interface LoPlayoutChunkRequest extends Omit<LoPlayoutRequest, 'runs'> {
  /** The part's index (its seed stream) and its number of playouts. */
  part: number;
  runs: number;
}

/** One part (what a worker runs). */
export function runLoPlayoutChunk(request: LoPlayoutChunkRequest, onProgress?: (done: number) => void): LoPlayoutResult {
  return playOutLimited(request.table, request.rules, request.start, request.runs, streamSeed(request.seed, request.part), { onProgress });
}

const sumBins = (lists: readonly (readonly Bin[])[]): Bin[] => {
  const m = new Map<number, number>();
  for (const list of lists) for (const b of list) m.set(b.from, (m.get(b.from) ?? 0) + b.count);
  return [...m].sort((a, b) => a[0] - b[0]).map(([from, count]) => ({ from, count }));
};

/** Sums parts: the outcome counts and every distribution's bins; shares over all playouts. */
export function mergeLoPlayouts(parts: readonly LoPlayoutResult[]): LoPlayoutResult {
  const wins: [number, number, number] = [0, 0, 0];
  let n = 0;
  for (const p of parts) {
    n += p.n;
    for (let k = 0; k < 3; k++) wins[k] += p.wins[k];
  }
  const total = n || 1;
  return {
    n,
    wins,
    shares: [wins[0] / total, wins[1] / total, wins[2] / total],
    firstTotal: sumBins(parts.map((p) => p.firstTotal)),
    chaseTotal: sumBins(parts.map((p) => p.chaseTotal)),
    marginRuns: sumBins(parts.map((p) => p.marginRuns)),
    marginWickets: sumBins(parts.map((p) => p.marginWickets)),
  };
}

export async function runLoPlayoutOnWorkers(workers: SimulationWorkers, request: LoPlayoutRequest, control: RunControl = {}): Promise<LoPlayoutResult> {
  const { runs, ...rest } = request;
  return scatter(
    {
      parts: playoutParts(runs),
      weight: (p) => p.runs,
      call: (p, { signal, onProgress }) =>
        workers.onIdleWorker(signal, (h) => h.api.runLoPlayoutChunk({ ...rest, ...p }, onProgress ? h.callback((pr) => onProgress(pr.done)) : undefined)),
      merge: mergeLoPlayouts,
    },
    control,
  );
}
