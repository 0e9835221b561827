import { MAX_POOL_SIZE, SimulationPool } from '../../workers/runtime/worker-pool';

let pool: SimulationPool | null = null;

/**
 * The simulation pages' worker pool: one worker per core except one, which is
 * left to the main thread so scrolling and clicks stay smooth during long runs
 * (at least one worker).
 */
export function pagePool(): SimulationPool {
  if (!pool) {
    const cores = typeof navigator !== 'undefined' && navigator.hardwareConcurrency > 0 ? navigator.hardwareConcurrency : 2;
    pool = new SimulationPool({ size: Math.max(1, Math.min(MAX_POOL_SIZE, cores - 1)) });
  }
  return pool;
}
