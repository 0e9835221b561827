/**
 * From summed counters to the forecast a reader sees: percent per final position (each row sums to 100),
 * title and bottom chance, expected points, and the exact status beside them.
 */
import type { Seed } from '../core/rng';
import { exactStatus } from './exact-status';
import { checkSims, emptyCounts, mergeCounts, runForecastChunk, forecastChunks, type ChunkControl } from './simulate';
import type { ForecastCounts, ForecastInput, ForecastRequest, ForecastSummary, WhatIf } from './types';

export function summarizeForecast(input: ForecastInput, counts: ForecastCounts, seed: Seed, whatIfs: readonly WhatIf[] = []): ForecastSummary {
  const n = input.table.length;
  const sims = counts.sims;
  const status = exactStatus(input, whatIfs);
  return {
    sims,
    seed,
    players: input.table.map((row, i) => {
      const positions = Array.from({ length: n }, (_, k) => (sims > 0 ? (100 * counts.positionCounts[i * n + k]) / sims : 0));
      return {
        player_id: row.player_id,
        name: row.name,
        positions,
        title: positions[0],
        bottom: positions[n - 1],
        expected_points: sims > 0 ? counts.pointsSum[i] / sims : row.points,
        status: status[i],
      };
    }),
  };
}

/**
 * The whole forecast on this thread, run chunk by chunk exactly as the browser's pool splits it (the split
 * does not change the numbers; this only keeps the Node path the same code path).
 */
export function runForecast(req: ForecastRequest, control: ChunkControl = {}): ForecastSummary {
  checkSims(req.sims);
  const counts = emptyCounts(req.input.table.map((r) => r.player_id));
  for (const chunk of forecastChunks(req.sims)) mergeCounts(counts, runForecastChunk({ ...req, ...chunk }, control));
  return summarizeForecast(req.input, counts, req.seed, req.whatIfs);
}
