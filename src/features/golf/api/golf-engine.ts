import type { GolfResult } from '../../../../workers/golf/round-simulator';
import { workerPool } from '../../../../workers/runtime/worker-pool';
import type { RunContext } from '../../../hooks/use-worker-run';

/** Simulated rounds, their score table and histogram, from a worker. */
export function simulateGolfRounds(a: { average: number; spread: number; rounds: number; seed: number }, ctx: RunContext): Promise<GolfResult> {
  return workerPool().simulateGolf({ average: a.average, spread: a.spread, rounds: a.rounds, seed: a.seed }, { signal: ctx.signal });
}
