/**
 * In-process "workers" for the pool's tests (no test runner imports): the engine API behind a macrotask, like a
 * message round trip, so calls answer later and, with a staggered delay, out of order. A terminated worker never
 * answers; an engine error rejects the call as a worker's would.
 */
import { engineApi } from './engine-api';
import type { AsyncEngineApi, WorkerHandle } from './simulation-workers';

/** What the workers of one factory did: created, terminated, calls answered. */
export interface WorkerLog {
  created: number;
  terminated: number;
  answered?: number;
}

/**
 * A `createWorker` for SimulationWorkers. `delayMs`: each answer's delay; 'staggered' cycles 3, 6, 2, 5, 1, 4, 0 ms
 * per worker, so the parts of one run finish out of order.
 */
export function inProcessWorkers(log: WorkerLog = { created: 0, terminated: 0 }, delayMs: number | 'staggered' = 0): () => WorkerHandle {
  return () => {
    log.created++;
    let alive = true;
    let staggered = 0;
    const delay = () => (delayMs === 'staggered' ? (staggered = (staggered + 3) % 7) : delayMs);
    const api = Object.fromEntries(
      Object.entries(engineApi).map(([name, fn]) => [
        name,
        (...args: unknown[]) =>
          new Promise((resolve, reject) =>
            setTimeout(() => {
              if (!alive) return;
              log.answered = (log.answered ?? 0) + 1;
              try {
                resolve((fn as (...a: unknown[]) => unknown)(...args));
              } catch (e) {
                reject(e);
              }
            }, delay()),
          ),
      ]),
    ) as unknown as AsyncEngineApi;
    return {
      api,
      callback: (f) => f,
      terminate: () => {
        alive = false;
        log.terminated++;
      },
    };
  };
}
