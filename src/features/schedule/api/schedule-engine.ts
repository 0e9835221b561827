import { simulationWorkers } from '../../../../workers/runtime/simulation-workers';
import type { Schedule } from '../../../../workers/schedule/schedule';
import type { RunContext } from '../../../hooks/use-worker-run';

/** A shuffled single round robin of teams A, B, ... from the seed, built in a worker. */
export function generateSchedule(a: { teamCount: number; seed: number }, ctx: RunContext): Promise<Schedule> {
  return simulationWorkers().generateSchedule(a.teamCount, a.seed, 1, { signal: ctx.signal });
}
