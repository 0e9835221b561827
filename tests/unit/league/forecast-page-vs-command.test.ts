import { describe, expect, it } from 'vitest';
import { inProcessWorkers } from '../../../workers/runtime/in-process-workers';
import { SimulationWorkers } from '../../../workers/runtime/simulation-workers';
import { randomSeason } from '../../../workers/season-forecast/test-seasons';
import { runGamesThatMatter, runPageForecast } from '../../../src/features/league/simulation/forecast-engine';
import { forecastCommandOutput } from '../../../scripts/forecast-command';

/** Workers in this process whose calls answer after staggered macrotasks, so parts finish out of order. */
const inProcessWorker = inProcessWorkers(undefined, 'staggered');

describe('the forecast page and `npm run sim -- forecast`', () => {
  const input = randomSeason(8, 2, 30, 'page-vs-command');
  const ctx = { signal: new AbortController().signal, onProgress: () => undefined };

  it('give identical numbers for the same seed and data (page split over 3 workers, command on one thread)', async () => {
    const pool = new SimulationWorkers({ size: 3, createWorker: inProcessWorker });
    const page = await runPageForecast(pool, { input, seed: 'abc123', sims: 3000, whatIfs: [] }, ctx);
    const command = forecastCommandOutput('banff', input, 3000, 'abc123');
    expect(page.players).toEqual(command.players);
    expect(command).toMatchObject({ group: 'banff', sims: 3000, seed: 'abc123' });
    expect(Object.keys(command)).toEqual(['group', 'sims', 'seed', 'players']);
    expect(Object.keys(command.players[0])).toEqual(['player_id', 'name', 'positions', 'title', 'bottom', 'expected_points', 'status']);
    pool.dispose();
  });

  it('lists at most five games that matter, biggest swing first, each swing the gap between its two conditional runs', async () => {
    const pool = new SimulationWorkers({ size: 2, createWorker: inProcessWorker });
    const run = { input, seed: 's', sims: 2000, whatIfs: [] };
    const base = await runPageForecast(pool, run, ctx);
    const games = await runGamesThatMatter(pool, run, base, ctx);
    expect(games.length).toBe(5);
    for (let i = 1; i < games.length; i++) expect(games[i - 1].swing).toBeGreaterThanOrEqual(games[i].swing);
    // Recompute the top game's swing directly: the title chances with each result fixed.
    const top = games[0];
    const fixture = input.remaining.find((f) => f.fixture_id === top.fixture_id)!;
    const title = async (winner: number) =>
      (await runPageForecast(pool, { ...run, whatIfs: [{ fixture_id: fixture.fixture_id, winner_id: winner }] }, ctx)).players.map((p) => p.title);
    const a = await title(fixture.player1_id);
    const b = await title(fixture.player2_id);
    expect(top.swing).toBeCloseTo(Math.max(...a.map((x, i) => Math.abs(x - b[i]))), 9);
    pool.dispose();
  });
});
