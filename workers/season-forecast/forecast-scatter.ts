/**
 * A season forecast's counters spread over the simulation workers (a scatter, workers/runtime/scatter.ts):
 * fixed-size chunks (simulation s always uses seed stream s) go to idle workers as they free up, and the counters
 * are summed, so the numbers do not depend on the number of workers or the order chunks finish in.
 */
import type { SimulationWorkers } from '../runtime/simulation-workers';
import { scatter, type RunControl } from '../runtime/scatter';
import { checkSims, emptyCounts, forecastChunks, mergeCounts } from './simulate';
import type { ForecastCounts, ForecastRequest } from './types';

export async function runForecastOnWorkers(workers: SimulationWorkers, request: ForecastRequest, control: RunControl = {}): Promise<ForecastCounts> {
  const sims = checkSims(request.sims);
  return scatter(
    {
      parts: forecastChunks(sims),
      weight: (chunk) => chunk.toSim - chunk.fromSim,
      // A chunk is short: progress is counted as chunks finish.
      call: (chunk, { signal }) => workers.onIdleWorker(signal, (h) => h.api.runForecastChunk({ ...request, ...chunk })),
      merge: (parts) =>
        parts.reduce<ForecastCounts>((acc, part) => mergeCounts(acc, part), emptyCounts(request.input.table.map((r) => r.player_id))),
    },
    control,
  );
}
