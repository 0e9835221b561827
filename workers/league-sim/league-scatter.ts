/**
 * A multi-run league summary spread over the simulation workers (a scatter, workers/runtime/scatter.ts): runs are
 * split into one contiguous chunk per worker (run r always uses seed stream r + 1), the chunk counters are summed
 * and summarised, so the summary for a seed does not depend on the number of workers.
 */
import type { Seed } from '../core/rng';
import type { SimulationWorkers } from '../runtime/simulation-workers';
import { scatter, type RunControl } from '../runtime/scatter';
import {
  emptyAccumulator,
  mergeAccumulators,
  splitRuns,
  summarizeLeagues,
  validateRuns,
  type LeagueAccumulator,
  type LeaguePlayer,
  type LeagueSummary,
} from './league';

export interface LeagueRunsRequest {
  players: LeaguePlayer[];
  roundsPerPairing: number;
  runs: number;
  seed: Seed;
}

export async function runLeaguesOnWorkers(workers: SimulationWorkers, request: LeagueRunsRequest, control: RunControl = {}): Promise<LeagueSummary> {
  const runs = validateRuns(request.runs);
  const { players, roundsPerPairing, seed } = request;
  return scatter(
    {
      parts: splitRuns(runs, workers.size),
      weight: (chunk) => chunk.toRun - chunk.fromRun,
      call: (chunk, { signal, onProgress }) =>
        workers.onIdleWorker(signal, (h) =>
          h.api.runLeagueChunk({ players, roundsPerPairing, seed, ...chunk }, onProgress ? h.callback((p) => onProgress(p.done)) : undefined),
        ),
      merge: (parts) =>
        summarizeLeagues(players, roundsPerPairing, parts.reduce<LeagueAccumulator>((acc, part) => mergeAccumulators(acc, part), emptyAccumulator(players.length))),
    },
    control,
  );
}
