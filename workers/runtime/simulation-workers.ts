/**
 * The simulation workers (docs/glossary.md): the browser's set of Web Workers that run every engine call off the
 * main thread. It schedules calls on idle workers and cancels: an aborted call's worker is terminated at once (the
 * run stops within milliseconds) and the call rejects with an AbortError, never resolving with a result. It knows
 * no domain's split or merge: a job spread over all workers is a scatter (`./scatter.ts`) whose parts each run
 * through `onIdleWorker`; each domain writes its own (`runLeaguesOnWorkers` in workers/league-sim/league-scatter.ts,
 * `runForecastOnWorkers` in workers/season-forecast/forecast-scatter.ts, `runBankrollOnWorkers` in
 * workers/betting/bankroll-scatter.ts).
 *
 * It is written against a small WorkerHandle interface, so tests drive it with in-process handles;
 * `createBrowserWorker` makes the real module worker.
 */
import * as Comlink from 'comlink';
import type { BatchResult } from '../frame-model/batch';
import type { GameRecord, SimulateFrameOptions, Stage } from '../frame-model/frame';
import type { Matchup } from '../frame-model/attributes';
import type { Seed } from '../core/rng';
import type { LeaguePlayer } from '../league-sim/league';
import type { GolfOptions, GolfResult } from '../golf/round-simulator';
import type { Schedule } from '../schedule/schedule';
import type { GroupAnalysis } from '../ratings/group-analysis';
import type { PoolMatchLike } from '../ratings/pool-match';
import type { ConvergenceInput, ConvergenceResult } from '../demos/convergence';
import type { BracketSpec, TieState } from '../cups/bracket';
import type { CupSimResult } from '../cups/cup-sim';
import type { BatchRequest, EngineApi, ProgressCallback, SingleLeagueRequest, SingleLeagueResult } from './engine-api';
import { abortError, type RunControl } from './scatter';

/** The engine's methods as seen across a worker boundary (every result is a promise). */
export type AsyncEngineApi = {
  [K in keyof EngineApi]: EngineApi[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

export interface WorkerHandle {
  api: AsyncEngineApi;
  /** Wraps a callback so it can be passed to the worker (Comlink.proxy for real workers). */
  callback: (fn: ProgressCallback) => ProgressCallback;
  terminate(): void;
  /**
   * Rejects when the worker itself fails (its script did not load, or it died): a call on it would otherwise wait
   * for an answer that never comes. The call then rejects with this error and the worker is replaced.
   */
  failed?: Promise<never>;
}

export type WorkerFactory = () => WorkerHandle;

export const MAX_WORKERS = 8;

/** The module worker (bundled by Vite as a separate chunk). */
export function createBrowserWorker(): WorkerHandle {
  const worker = new Worker(new URL('../entries/simulation.worker.ts', import.meta.url), { type: 'module', name: 'simulation' });
  const api = Comlink.wrap<EngineApi>(worker) as unknown as AsyncEngineApi;
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => reject(new Error(`The simulation worker failed${event.message ? `: ${event.message}` : ''}`)), { once: true });
  });
  failed.catch(() => {}); // observed by the call running on the worker, if any
  return {
    api,
    callback: (fn) => Comlink.proxy(fn),
    terminate: () => worker.terminate(),
    failed,
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
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`The number of simulation workers must be a whole number >= 1, got ${size}`);
    this.size = size;
    this.factory = options.createWorker ?? createBrowserWorker;
  }

  /** Live workers (idle or busy). */
  get workerCount(): number {
    return this.live;
  }

  private acquire(signal?: AbortSignal): Promise<WorkerHandle> {
    if (this.disposed) return Promise.reject(new Error('The simulation workers were disposed'));
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
   * Runs one call on the next idle worker (`work` gets its handle: the engine's API and `callback`, which wraps a
   * progress callback for the worker). On abort the worker is terminated and the promise rejects with an
   * AbortError; a result that arrives later is dropped. A scatter's parts each run through here.
   */
  async onIdleWorker<T>(signal: AbortSignal | undefined, work: (h: WorkerHandle) => Promise<T>): Promise<T> {
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
      handle.failed?.catch((error: unknown) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        this.discard(handle);
        reject(error);
      });
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
    return this.onIdleWorker(control.signal, (h) => h.api.simulateFrame(stage, matchup, seed, opts));
  }

  runBatch(request: BatchRequest, control: RunControl = {}): Promise<BatchResult> {
    const { onProgress } = control;
    return this.onIdleWorker(control.signal, (h) =>
      h.api.runBatch(request, onProgress ? h.callback((p) => onProgress(p.done / p.total)) : undefined),
    );
  }

  simulateLeague(request: SingleLeagueRequest, control: RunControl = {}): Promise<SingleLeagueResult> {
    return this.onIdleWorker(control.signal, (h) => h.api.simulateLeague(request));
  }

  generateSchedule(teamCount: number, seed: Seed, roundsPerPairing?: number, control: RunControl = {}): Promise<Schedule> {
    return this.onIdleWorker(control.signal, (h) => h.api.generateSchedule(teamCount, seed, roundsPerPairing));
  }

  /**
   * `n` random league players with ids 1..n, drawn from `seed` exactly as
   * `randomLeaguePlayers(n, createRng(seed))` does on the main thread.
   */
  randomLeaguePlayers(n: number, seed: Seed, control: RunControl = {}): Promise<LeaguePlayer[]> {
    return this.onIdleWorker(control.signal, (h) => h.api.randomLeaguePlayers(n, seed));
  }

  simulateGolf(options: GolfOptions, control: RunControl = {}): Promise<GolfResult> {
    return this.onIdleWorker(control.signal, (h) => h.api.simulateGolf(options));
  }

  /** One group's rating replay and prediction model (`workers/ratings/group-analysis.ts`) on one worker. */
  analyseGroup(playerIds: readonly number[], matches: readonly PoolMatchLike[], control: RunControl = {}): Promise<GroupAnalysis> {
    return this.onIdleWorker(control.signal, (h) => h.api.analyseGroup(playerIds, matches));
  }

  /** The convergence demo's series (`workers/demos/convergence.ts`) on one worker. */
  runConvergence(input: ConvergenceInput, control: RunControl = {}): Promise<ConvergenceResult> {
    return this.onIdleWorker(control.signal, (h) => h.api.runConvergence(input));
  }

  /** A seeded Monte Carlo of a knockout cup from its current state (`workers/cups/cup-sim.ts`) on one worker. */
  simulateCups(spec: BracketSpec, ties: TieState[][] | undefined, runs: number, seed: Seed, control: RunControl = {}): Promise<CupSimResult> {
    return this.onIdleWorker(control.signal, (h) => h.api.simulateCups(spec, ties, runs, seed));
  }

  /** Terminates every worker; later calls reject. */
  dispose(): void {
    this.disposed = true;
    for (const h of this.idle) h.terminate();
    this.live -= this.idle.length;
    this.idle = [];
    for (const w of this.waiters) w.reject(new Error('The simulation workers were disposed'));
    this.waiters = [];
  }
}

let shared: SimulationWorkers | null = null;

/** The page-wide simulation workers, created on first use with defaultWorkerCount() workers: the one set every page uses. */
export function simulationWorkers(): SimulationWorkers {
  if (!shared) shared = new SimulationWorkers();
  return shared;
}
