import type { GolfResult } from '../../../../workers/golf/round-simulator';
import { simulationWorkers } from '../../../../workers/runtime/simulation-workers';
import type { RunContext } from '../../../hooks/use-worker-run';

/** Simulated rounds, their score table and histogram, from a worker. */
export function simulateGolfRounds(a: { average: number; spread: number; rounds: number; seed: number }, ctx: RunContext): Promise<GolfResult> {
  return simulationWorkers().simulateGolf({ average: a.average, spread: a.spread, rounds: a.rounds, seed: a.seed }, { signal: ctx.signal });
}
