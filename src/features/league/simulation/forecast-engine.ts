/**
 * The forecast page's calls to the engine. Everything runs on the simulation workers: the main thread only
 * merges integer counters and renders. The numbers equal `npm run sim -- forecast` for the same seed and data
 * (both end in workers/season-forecast summarizeForecast over the same seed streams).
 */
import type { SimulationWorkers } from '../../../../workers/runtime/simulation-workers';
import { scatter } from '../../../../workers/runtime/scatter';
import { runForecastOnWorkers } from '../../../../workers/season-forecast/forecast-scatter';
import { conditionalRuns, gamesThatMatter, MATTER_SIMS, type GameThatMatters } from '../../../../workers/season-forecast/games-that-matter';
import { summarizeForecast } from '../../../../workers/season-forecast/summary';
import type { ForecastInput, ForecastSummary, WhatIf } from '../../../../workers/season-forecast/types';
import type { RunContext } from '../../../hooks/use-worker-run';

export interface ForecastRun {
  input: ForecastInput;
  seed: string;
  sims: number;
  whatIfs: WhatIf[];
}

/** Position chances, title, bottom, expected points and exact status. */
export async function runPageForecast(workers: SimulationWorkers, run: ForecastRun, ctx: Pick<RunContext, 'signal' | 'onProgress'>): Promise<ForecastSummary> {
  const counts = await runForecastOnWorkers(workers, { input: run.input, seed: run.seed, sims: run.sims, whatIfs: run.whatIfs }, { signal: ctx.signal, onProgress: ctx.onProgress });
  return summarizeForecast(run.input, counts, run.seed, run.whatIfs);
}

/**
 * The games that matter: the next open fixtures, each result fixed in turn, on the same seed streams as the
 * forecast (the first MATTER_SIMS of them), compared with the forecast's title chances.
 */
export async function runGamesThatMatter(
  workers: SimulationWorkers,
  run: ForecastRun,
  base: ForecastSummary,
  ctx: Pick<RunContext, 'signal' | 'onProgress'>,
): Promise<GameThatMatters[]> {
  const runs = conditionalRuns(run.input, run.whatIfs);
  const sims = Math.min(run.sims, MATTER_SIMS);
  const titles = await scatter(
    {
      parts: runs,
      call: async (r, { signal, onProgress }) => {
        const counts = await runForecastOnWorkers(workers, { input: run.input, seed: run.seed, sims, whatIfs: r.whatIfs }, { signal, onProgress });
        const n = counts.playerIds.length;
        return new Map(counts.playerIds.map((id, p) => [id, (100 * counts.positionCounts[p * n]) / counts.sims]));
      },
      merge: (maps) => maps,
    },
    { signal: ctx.signal, onProgress: ctx.onProgress },
  );
  const baseTitles = new Map(base.players.map((p) => [p.player_id, p.title]));
  return gamesThatMatter(run.input, runs, baseTitles, titles);
}
