import type { RunContext } from '../../../hooks/use-worker-run';

export interface ScheduleRound {
  round: number;
  /** away null = home has a bye. */
  matches: { home: string; away: string | null }[];
}

export async function generateSchedule(_a: { teams: string[]; seed: number }, _c: RunContext): Promise<ScheduleRound[]> {
  throw new Error('The simulation engine is not available yet.');
}
