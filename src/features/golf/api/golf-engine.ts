import type { RunContext } from '../../../hooks/use-worker-run';

export interface GolfScoreRow {
  score: number;
  count: number;
}
export interface GolfRun {
  rows: GolfScoreRow[];
  mean: number;
}

export async function simulateGolfRounds(_a: { average: number; spread: number; rounds: number; seed: number }, _c: RunContext): Promise<GolfRun> {
  throw new Error('The simulation engine is not available yet.');
}
