/**
 * A pool of simulation workers for the browser. It schedules engine calls on
 * idle workers, splits multi-league runs by seed streams across all of them
 * and merges the summaries (the merged result for a seed does not depend on the
 * number of workers), reports progress and cancels: an aborted call's worker is
 * terminated at once (the run stops within milliseconds) and the call rejects
 * with an AbortError, never resolving with a result.
 *
 * The pool is written against a small WorkerHandle interface, so tests drive it
 * with in-process handles; `createBrowserWorker` makes the real module worker.
 */
import * as Comlink from 'comlink';
import type { BatchResult } from '../frame-model/batch';
import type { GameRecord, SimulateFrameOptions, Stage } from '../frame-model/frame';
import type { Matchup } from '../frame-model/attributes';
import type { Seed } from '../core/rng';
import {
  emptyAccumulator,
  mergeAccumulators,
  splitRuns,
  summarizeLeagues,
  validateRuns,
  type LeagueAccumulator,
  type LeaguePlayer,
  type LeagueSummary,
} from '../league-sim/league';
import type { GolfOptions, GolfResult } from '../golf/round-simulator';
import { mergeBankrollChunks, splitBettors, summariseBankroll, validateBankroll, type BankrollOptions, type BankrollSummary } from '../betting/bankroll';
import type { Schedule } from '../schedule/schedule';
import type { GroupAnalysis } from '../ratings/group-analysis';
import type { PoolMatchLike } from '../ratings/pool-match';
import type { ConvergenceInput, ConvergenceResult } from '../demos/convergence';
import { checkSims, emptyCounts, forecastChunks, mergeCounts } from '../season-forecast/simulate';
import type { ForecastCounts, ForecastRequest } from '../season-forecast/types';
import type { BatchRequest, EngineApi, ProgressCallback, SingleLeagueRequest, SingleLeagueResult } from './engine-api';

/** The engine's methods as seen across a worker boundary (every result is a promise). */
export type AsyncEngineApi = {
  [K in keyof EngineApi]: EngineApi[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

export interface WorkerHandle {
  api: AsyncEngineApi;
  /** Wraps a callback so it can be passed to the worker (Comlink.proxy for real workers). */
  callback: (fn: ProgressCallback) => ProgressCallback;
  terminate(): void;
}

export type WorkerFactory = () => WorkerHandle;

export interface RunControl {
  /** Aborting rejects the call with an AbortError and stops its workers. */
  signal?: AbortSignal;
  /** Fraction done in [0, 1], at least every 5 % of the run and at the end. */
  onProgress?: (fraction: number) => void;
}

export const MAX_WORKERS = 8;

/** The module worker (bundled by Vite as a separate chunk). */
export function createBrowserWorker(): WorkerHandle {
  const worker = new Worker(new URL('../entries/simulation.worker.ts', import.meta.url), { type: 'module', name: 'simulation' });
  const api = Comlink.wrap<EngineApi>(worker) as unknown as AsyncEngineApi;
  return {
    api,
    callback: (fn) => Comlink.proxy(fn),
    terminate: () => worker.terminate(),
  };
}

/**
 * Workers for this device: one per core except one, which is left to the main thread so scrolling and clicks
 * stay smooth during long runs; at least 1, at most MAX_WORKERS (2 cores assumed when the browser does not say).
 */
export function defaultWorkerCount(): number {
  const hc = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : undefined;
  const cores = Number.isInteger(hc) && (hc as number) > 0 ? (hc as number) : 2;
  return Math.max(1, Math.min(MAX_WORKERS, cores - 1));
}

export function abortError(): Error {
  const e = new Error('The simulation was cancelled');
  e.name = 'AbortError';
  return e;
}

export function isAbortError(e: unknown): boolean {
  return e instanceof Error && e.name === 'AbortError';
}

interface Waiter {
  resolve: (h: WorkerHandle) => void;
  reject: (e: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export class SimulationWorkers {
  readonly size: number;
  private readonly factory: WorkerFactory;
  private idle: WorkerHandle[] = [];
  private live = 0;
  private waiters: Waiter[] = [];
  private disposed = false;

  constructor(options: { size?: number; createWorker?: WorkerFactory } = {}) {
    const size = options.size ?? defaultWorkerCount();
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`Pool size must be a whole number >= 1, got ${size}`);
    this.size = size;
    this.factory = options.createWorker ?? createBrowserWorker;
  }

  /** Live workers (idle or busy). */
  get workerCount(): number {
    return this.live;
  }

  private acquire(signal?: AbortSignal): Promise<WorkerHandle> {
    if (this.disposed) return Promise.reject(new Error('The simulation pool was disposed'));
    if (signal?.aborted) return Promise.reject(abortError());
    const idle = this.idle.pop();
    if (idle) return Promise.resolve(idle);
    if (this.live < this.size) {
      this.live++;
      try {
        return Promise.resolve(this.factory());
      } catch (e) {
        this.live--;
        return Promise.reject(e);
      }
    }
    return new Promise<WorkerHandle>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal };
      if (signal) {
        waiter.onAbort = () => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          reject(abortError());
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.waiters.push(waiter);
    });
  }

  private release(handle: WorkerHandle): void {
    if (this.disposed) {
      handle.terminate();
      this.live--;
      return;
    }
    const waiter = this.waiters.shift();
    if (waiter) {
      if (waiter.signal && waiter.onAbort) waiter.signal.removeEventListener('abort', waiter.onAbort);
      waiter.resolve(handle);
    } else this.idle.push(handle);
  }

  private discard(handle: WorkerHandle): void {
    handle.terminate();
    this.live--;
    // A waiter can now get a fresh worker.
    const waiter = this.waiters.shift();
    if (waiter) {
      if (waiter.signal && waiter.onAbort) waiter.signal.removeEventListener('abort', waiter.onAbort);
      this.acquire(waiter.signal).then(waiter.resolve, waiter.reject);
    }
  }

  /**
   * Runs one call on one worker. On abort the worker is terminated and the
   * promise rejects with an AbortError; a result that arrives later is dropped.
   */
  private async task<T>(signal: AbortSignal | undefined, work: (h: WorkerHandle) => Promise<T>): Promise<T> {
    const handle = await this.acquire(signal);
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const onAbort = () => {
        if (settled) return;
        settled = true;
        this.discard(handle);
        reject(abortError());
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      work(handle).then(
        (value) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          this.release(handle);
          resolve(value);
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          this.release(handle);
          reject(error);
        },
      );
    });
  }

  simulateFrame(stage: Stage, matchup: Matchup, seed: Seed, opts?: SimulateFrameOptions, control: RunControl = {}): Promise<GameRecord> {
    return this.task(control.signal, (h) => h.api.simulateFrame(stage, matchup, seed, opts));
  }

  runBatch(request: BatchRequest, control: RunControl = {}): Promise<BatchResult> {
    const { onProgress } = control;
    return this.task(control.signal, (h) =>
      h.api.runBatch(request, onProgress ? h.callback((p) => onProgress(p.done / p.total)) : undefined),
    );
  }

  simulateLeague(request: SingleLeagueRequest, control: RunControl = {}): Promise<SingleLeagueResult> {
    return this.task(control.signal, (h) => h.api.simulateLeague(request));
  }

  generateSchedule(teamCount: number, seed: Seed, roundsPerPairing?: number, control: RunControl = {}): Promise<Schedule> {
    return this.task(control.signal, (h) => h.api.generateSchedule(teamCount, seed, roundsPerPairing));
  }

  /**
   * `n` random league players with ids 1..n, drawn from `seed` exactly as
   * `randomLeaguePlayers(n, createRng(seed))` does on the main thread.
   */
  randomLeaguePlayers(n: number, seed: Seed, control: RunControl = {}): Promise<LeaguePlayer[]> {
    return this.task(control.signal, (h) => h.api.randomLeaguePlayers(n, seed));
  }

  simulateGolf(options: GolfOptions, control: RunControl = {}): Promise<GolfResult> {
    return this.task(control.signal, (h) => h.api.simulateGolf(options));
  }

  /** One group's rating replay and prediction model (`workers/ratings/group-analysis.ts`) on one worker. */
  analyseGroup(playerIds: readonly number[], matches: readonly PoolMatchLike[], control: RunControl = {}): Promise<GroupAnalysis> {
    return this.task(control.signal, (h) => h.api.analyseGroup(playerIds, matches));
  }

  /** The convergence demo's series (`workers/demos/convergence.ts`) on one worker. */
  runConvergence(input: ConvergenceInput, control: RunControl = {}): Promise<ConvergenceResult> {
    return this.task(control.signal, (h) => h.api.runConvergence(input));
  }

  /**
   * A multi-run league summary on all workers: runs are split into one
   * contiguous chunk per worker (run r always uses seed stream r + 1), the
   * chunk counters are summed and summarised.
   */
  async runLeagues(
    request: { players: LeaguePlayer[]; roundsPerPairing: number; runs: number; seed: Seed },
    control: RunControl = {},
  ): Promise<LeagueSummary> {
    const runs = validateRuns(request.runs);
    const { signal, onProgress } = control;
    const chunks = splitRuns(runs, this.size);
    const done = new Array<number>(chunks.length).fill(0);
    let lastReported = -1;
    const report = () => {
      if (!onProgress || signal?.aborted) return;
      const total = done.reduce((a, b) => a + b, 0);
      if (total !== lastReported) {
        lastReported = total;
        onProgress(total / runs);
      }
    };
    // Abort all chunks together when one fails.
    const inner = new AbortController();
    const forward = () => inner.abort();
    signal?.addEventListener('abort', forward, { once: true });
    if (signal?.aborted) inner.abort();
    try {
      const parts = await Promise.all(
        chunks.map((chunk, i) =>
          this.task(inner.signal, (h) =>
            h.api.runLeagueChunk(
              { players: request.players, roundsPerPairing: request.roundsPerPairing, seed: request.seed, ...chunk },
              onProgress
                ? h.callback((p) => {
                    done[i] = p.done;
                    report();
                  })
                : undefined,
            ),
          ).catch((e: unknown) => {
            inner.abort();
            throw e;
          }),
        ),
      );
      if (signal?.aborted) throw abortError();
      const merged = parts.reduce<LeagueAccumulator>((acc, part) => mergeAccumulators(acc, part), emptyAccumulator(request.players.length));
      return summarizeLeagues(request.players, request.roundsPerPairing, merged);
    } catch (e) {
      if (signal?.aborted) throw abortError();
      throw e;
    } finally {
      signal?.removeEventListener('abort', forward);
    }
  }

  /**
   * A season forecast's counters on all workers: fixed-size chunks (simulation s always uses seed stream s)
   * go to idle workers as they free up, and the counters are summed, so the numbers do not depend on the
   * number of workers or the order chunks finish in.
   */
  async runForecastCounts(request: ForecastRequest, control: RunControl = {}): Promise<ForecastCounts> {
    const sims = checkSims(request.sims);
    const { signal, onProgress } = control;
    const chunks = forecastChunks(sims);
    let done = 0;
    const inner = new AbortController();
    const forward = () => inner.abort();
    signal?.addEventListener('abort', forward, { once: true });
    if (signal?.aborted) inner.abort();
    try {
      const parts = await Promise.all(
        chunks.map((chunk) =>
          this.task(inner.signal, (h) => h.api.runForecastChunk({ ...request, ...chunk }))
            .then((part) => {
              done += part.sims;
              if (onProgress && !signal?.aborted) onProgress(done / sims);
              return part;
            })
            .catch((e: unknown) => {
              inner.abort();
              throw e;
            }),
        ),
      );
      if (signal?.aborted) throw abortError();
      return parts.reduce<ForecastCounts>((acc, part) => mergeCounts(acc, part), emptyCounts(request.input.table.map((r) => r.player_id)));
    } catch (e) {
      if (signal?.aborted) throw abortError();
      throw e;
    } finally {
      signal?.removeEventListener('abort', forward);
    }
  }

  /**
   * The bankroll lab on all workers: bettors split into one contiguous range per worker (bettor i always
   * draws from seed stream i, so the split never changes the numbers), histograms summed, then summarised.
   */
  async runBankroll(request: BankrollOptions, control: RunControl = {}): Promise<BankrollSummary> {
    const err = validateBankroll(request);
    if (err) throw new RangeError(err);
    const { signal, onProgress } = control;
    const ranges = splitBettors(request.bettors, this.size);
    const done = new Array<number>(ranges.length).fill(0);
    const inner = new AbortController();
    const forward = () => inner.abort();
    signal?.addEventListener('abort', forward, { once: true });
    if (signal?.aborted) inner.abort();
    try {
      const parts = await Promise.all(
        ranges.map((range, i) =>
          this.task(inner.signal, (h) =>
            h.api.runBankrollChunk(
              { ...request, ...range },
              onProgress
                ? h.callback((p) => {
                    done[i] = p.done;
                    if (!signal?.aborted) onProgress(done.reduce((a, b) => a + b, 0) / request.bettors);
                  })
                : undefined,
            ),
          ).catch((e: unknown) => {
            inner.abort();
            throw e;
          }),
        ),
      );
      if (signal?.aborted) throw abortError();
      return summariseBankroll(request, mergeBankrollChunks(parts));
    } catch (e) {
      if (signal?.aborted) throw abortError();
      throw e;
    } finally {
      signal?.removeEventListener('abort', forward);
    }
  }

  /** Terminates every worker; later calls reject. */
  dispose(): void {
    this.disposed = true;
    for (const h of this.idle) h.terminate();
    this.live -= this.idle.length;
    this.idle = [];
    for (const w of this.waiters) w.reject(new Error('The simulation pool was disposed'));
    this.waiters = [];
  }
}

let shared: SimulationWorkers | null = null;

/** The page-wide worker pool, created on first use with defaultWorkerCount() workers: the one every page uses. */
export function simulationWorkers(): SimulationWorkers {
  if (!shared) shared = new SimulationWorkers();
  return shared;
}
