import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { DEFAULT_MATCHUP } from '../frame-model/attributes';
import { runBatch } from '../frame-model/batch';
import { randomLeaguePlayers, runLeagues } from '../league-sim/league';
import { engineApi, type EngineApi } from './engine-api';
import { collectTransferables } from './transferables';
import { runForecastCounts } from '../season-forecast/simulate';
import { randomSeason } from '../season-forecast/test-seasons';
import { analyseGroup } from '../ratings/group-analysis';
import type { PoolMatchLike } from '../ratings/pool-match';
import { runConvergence } from '../demos/convergence';
import { SimulationWorkers, type AsyncEngineApi } from './simulation-workers';
import { inProcessWorkers } from './in-process-workers';
import { isAbortError } from './scatter';
import { runLeaguesOnWorkers } from '../league-sim/league-scatter';
import { runForecastOnWorkers } from '../season-forecast/forecast-scatter';

const players = randomLeaguePlayers(5, createRng('pool-players'));
const request = { players, roundsPerPairing: 2, runs: 120, seed: 'pool' };

describe('simulation workers: runs split over workers', () => {
  it('merges a season forecast to the counters of one thread whatever the number of workers', async () => {
    const forecast = { input: randomSeason(6, 2, 14, 'pool-forecast'), seed: 'pool', sims: 2100 };
    const single = runForecastCounts(forecast);
    for (const size of [1, 3]) {
      const pool = new SimulationWorkers({ size, createWorker: inProcessWorkers({ created: 0, terminated: 0 }) });
      const seen: number[] = [];
      const merged = await runForecastOnWorkers(pool, forecast, { onProgress: (f) => seen.push(f) });
      expect(merged.sims).toBe(2100);
      expect(Array.from(merged.positionCounts)).toEqual(Array.from(single.positionCounts));
      expect(Array.from(merged.pointsSum)).toEqual(Array.from(single.pointsSum));
      expect(seen.at(-1)).toBe(1);
      pool.dispose();
    }
  });

  it('merges multi-league runs to the same summary whatever the number of workers', async () => {
    const single = runLeagues(request);
    for (const size of [1, 2, 4]) {
      const log = { created: 0, terminated: 0 };
      const pool = new SimulationWorkers({ size, createWorker: inProcessWorkers(log) });
      expect(await runLeaguesOnWorkers(pool, request)).toEqual(single);
      expect(log.created).toBe(size);
      pool.dispose();
      expect(log.terminated).toBe(size);
    }
  });

  it('reports progress at least every 5 % up to 1', async () => {
    const pool = new SimulationWorkers({ size: 2, createWorker: inProcessWorkers({ created: 0, terminated: 0 }) });
    const seen: number[] = [];
    await runLeaguesOnWorkers(pool, { ...request, runs: 400 }, { onProgress: (f) => seen.push(f) });
    expect(seen[seen.length - 1]).toBe(1);
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]).toBeGreaterThan(seen[i - 1]);
      expect(seen[i] - seen[i - 1]).toBeLessThanOrEqual(0.05 + 1e-12);
    }
    const batchSeen: number[] = [];
    await pool.runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, seed: 1 }, { onProgress: (f) => batchSeen.push(f) });
    expect(batchSeen.length).toBeGreaterThanOrEqual(20);
    pool.dispose();
  });

});

describe('simulation workers: single calls', () => {
  it('runs single calls and returns what the engine returns', async () => {
    const pool = new SimulationWorkers({ size: 2, createWorker: inProcessWorkers({ created: 0, terminated: 0 }) });
    const batch = await pool.runBatch({ stage: 2, matchup: DEFAULT_MATCHUP, seed: 'x', games: 100 });
    expect(batch).toEqual(runBatch({ stage: 2, matchup: DEFAULT_MATCHUP, seed: 'x', games: 100 }));
    const golf = await pool.simulateGolf({ average: 72, spread: 5, seed: 1 });
    expect(golf.rounds).toBe(500);
    const league = await pool.simulateLeague({ players, roundsPerPairing: 1, seed: 3 });
    expect(league.matches).toHaveLength(10);
    expect(league.rounds.flatMap((r) => r.matches)).toHaveLength(10);
    pool.dispose();
  });

  it('runs the pages\' other worker work (group analysis, convergence demo) and returns what the engine returns', async () => {
    const pool = new SimulationWorkers({ size: 1, createWorker: inProcessWorkers({ created: 0, terminated: 0 }) });
    // Three players, six matches in three sessions (A beats B twice, B beats C, C beats A once, ...).
    const results: [number, number, number, number][] = [
      [1, 2, 10, 4],
      [1, 2, 10, 7],
      [2, 3, 10, 2],
      [3, 1, 10, 9],
      [1, 3, 10, 5],
      [2, 1, 10, 8],
    ];
    const matches: PoolMatchLike[] = results.map(([p1, p2, s1, s2], i) => ({
      match_id: 100 + i,
      new_id: i + 1,
      player_1_id: p1,
      player_2_id: p2,
      score_1: s1,
      score_2: s2,
      winner_player_id: s1 > s2 ? p1 : p2,
      fixture_weight: 1,
      win_weight: 1,
      session_id: 1 + Math.floor(i / 2),
      session_match_end_id: i + 1,
    }));
    expect(await pool.analyseGroup([1, 2, 3], matches)).toEqual(analyseGroup([1, 2, 3], matches));
    const input = { gameWinProbability: 0.55, bestOf: 7, simulations: 2_000, seed: 1 };
    expect(await pool.runConvergence(input)).toEqual(runConvergence(input));
    const control = new AbortController();
    const cancelled = pool.runConvergence(input, { signal: control.signal });
    control.abort();
    await expect(cancelled).rejects.toSatisfy(isAbortError);
    pool.dispose();
  });

});

describe('simulation workers: cancelling, failing and queueing', () => {
  it('cancels a superseded run: it rejects with an AbortError, never resolves, and its workers are stopped', async () => {
    const log = { created: 0, terminated: 0, answered: 0 };
    const pool = new SimulationWorkers({ size: 2, createWorker: inProcessWorkers(log, 30) });
    const first = new AbortController();
    const superseded = runLeaguesOnWorkers(pool, request, { signal: first.signal });
    let resolved = false;
    superseded.then(() => (resolved = true)).catch(() => undefined);
    // Timers fall due in order however loaded the machine: the abort (5 ms) before a worker's first answer and
    // before the 30 ms mark.
    setTimeout(() => first.abort(), 5);
    let thirtyMsPassed = false;
    setTimeout(() => (thirtyMsPassed = true), 30);
    const error = await superseded.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    // Rejected at once, within the abort's own turn: no chunk of the run answered and the 30 ms mark not reached
    // (this was a wall-clock bound, 75 ms, which a loaded CI machine missed by 1 ms).
    expect(log.answered).toBe(0);
    expect(thirtyMsPassed).toBe(false);
    expect(log.terminated).toBe(2);
    // The next run gets fresh workers and completes.
    const next = await runLeaguesOnWorkers(pool, request);
    expect(next).toEqual(runLeagues(request));
    await new Promise((r) => setTimeout(r, 60));
    expect(resolved).toBe(false);
    pool.dispose();
  });

  it('rejects at once when the signal is already aborted, and passes engine errors through', async () => {
    const pool = new SimulationWorkers({ size: 1, createWorker: inProcessWorkers({ created: 0, terminated: 0 }) });
    const c = new AbortController();
    c.abort();
    await expect(pool.runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, seed: 1 }, { signal: c.signal })).rejects.toThrow(/cancelled/);
    await expect(pool.runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, seed: 1, games: -5 })).rejects.toThrow(/games must be/);
    await expect(runLeaguesOnWorkers(pool, { ...request, runs: 0 })).rejects.toThrow(/runs must be/);
    pool.dispose();
    await expect(pool.runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, seed: 1 })).rejects.toThrow(/disposed/);
  });

  it('draws random league players on a worker, the same as the engine for the same seed', async () => {
    const log = { created: 0, terminated: 0 };
    const pool = new SimulationWorkers({ size: 1, createWorker: inProcessWorkers(log) });
    const drawn = await pool.randomLeaguePlayers(7, 'league-seed');
    expect(drawn).toEqual(randomLeaguePlayers(7, createRng('league-seed')));
    expect(drawn.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await pool.randomLeaguePlayers(7, 'league-seed')).toEqual(drawn);
    expect(await pool.randomLeaguePlayers(7, 'other-seed')).not.toEqual(drawn);
    // The same worker serves it and the league calls (no extra worker).
    expect(log.created).toBe(1);
    await expect(pool.randomLeaguePlayers(0, 1)).rejects.toThrow(/n must be a whole number/);
    const c = new AbortController();
    c.abort();
    await expect(pool.randomLeaguePlayers(3, 1, { signal: c.signal })).rejects.toSatisfy(isAbortError);
    pool.dispose();
  });

  it('cancels a random-players call: it rejects with an AbortError and its worker is stopped', async () => {
    const log = { created: 0, terminated: 0 };
    const pool = new SimulationWorkers({ size: 1, createWorker: inProcessWorkers(log, 20) });
    const c = new AbortController();
    const pending = pool.randomLeaguePlayers(5, 9, { signal: c.signal });
    c.abort();
    await expect(pending).rejects.toSatisfy(isAbortError);
    expect(log.terminated).toBe(1);
    expect(await pool.randomLeaguePlayers(5, 9)).toEqual(randomLeaguePlayers(5, createRng(9)));
    pool.dispose();
  });

  it('a worker that fails (its script did not load, or it died) rejects its call and is replaced, never left waiting', async () => {
    const log = { created: 0, terminated: 0 };
    const working = inProcessWorkers(log);
    let first = true;
    const pool = new SimulationWorkers({
      size: 1,
      createWorker: () => {
        if (!first) return working();
        first = false;
        log.created++;
        // A dead worker: its calls never answer; only its failure is heard.
        const never = () => new Promise<never>(() => {});
        const api = Object.fromEntries(Object.keys(engineApi).map((name) => [name, never])) as unknown as AsyncEngineApi;
        let fail: (e: Error) => void = () => {};
        const failed = new Promise<never>((_, reject) => (fail = reject));
        setTimeout(() => fail(new Error('The simulation worker failed: script error')), 5);
        return { api, callback: (f) => f, terminate: () => log.terminated++, failed };
      },
    });
    const waiting = pool.randomLeaguePlayers(4, 3);
    const queued = pool.randomLeaguePlayers(4, 3);
    await expect(waiting).rejects.toThrow('The simulation worker failed: script error');
    expect(await queued).toEqual(randomLeaguePlayers(4, createRng(3)));
    expect(log).toMatchObject({ created: 2, terminated: 1 });
    pool.dispose();
  });

  it('queues calls beyond the pool size', async () => {
    const log = { created: 0, terminated: 0 };
    const pool = new SimulationWorkers({ size: 2, createWorker: inProcessWorkers(log, 1) });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.simulateGolf({ average: 72, spread: 5, seed: i })));
    expect(results.map((r) => r.rounds)).toEqual([500, 500, 500, 500, 500, 500]);
    expect(log.created).toBe(2);
    pool.dispose();
  });
});

describe('transfer lists', () => {
  it('collect every typed array buffer of a result once', () => {
    const r = engineApi.runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, seed: 1, games: 50 });
    const buffers = collectTransferables(r);
    // 7 histograms/counters, 2 accuracy lists and the per-game rows (gameRows)
    expect(buffers.length).toBe(10);
    expect(new Set(buffers).size).toBe(buffers.length);
    const golf = engineApi.simulateGolf({ average: 72, spread: 5, seed: 1 });
    expect(collectTransferables(golf)).toEqual([golf.scores.buffer]);
  });

  it('the API is plain functions of cloneable data', () => {
    const names: (keyof EngineApi)[] = ['simulateFrame', 'runBatch', 'exactWinProbability', 'runLeagueChunk', 'simulateLeague', 'generateSchedule', 'simulateGolf', 'randomLeaguePlayers', 'randomPlayers'];
    for (const n of names) expect(typeof engineApi[n]).toBe('function');
    const g = engineApi.simulateFrame(3, DEFAULT_MATCHUP, 'seed');
    expect(structuredClone(g)).toEqual(g);
  });
});
