import type { RunContext } from '../../../hooks/use-worker-run';
import type {
  AttributePair,
  BatchView,
  GameView,
  LeagueSummaryRowView,
  PlayerAttributes,
  PlayerKey,
  SimPlayerView,
  SingleLeagueView,
  Stage,
} from '../types';

// Wired to the engine's worker layer once it lands on this branch.
const pending = (): never => {
  throw new Error('The simulation engine is not available yet.');
};

export async function simulateSingleGame(_a: { stage: Stage; attributes: AttributePair; seed: number }, _c: RunContext): Promise<GameView> {
  return pending();
}
export async function simulateBatch(_a: { stage: Stage; attributes: AttributePair; seed: number; games: number }, _c: RunContext): Promise<BatchView> {
  return pending();
}
export async function exactWinChances(_a: { attributes: AttributePair }, _c: RunContext): Promise<Record<PlayerKey, number>> {
  return pending();
}
export async function generatePlayers(_a: { count: number; seed: number }, _c: RunContext): Promise<SimPlayerView[]> {
  return pending();
}
export async function simulateSingleLeague(_a: { players: SimPlayerView[]; rounds: number; seed: number }, _c: RunContext): Promise<SingleLeagueView> {
  return pending();
}
export async function simulateLeagueSummary(
  _a: { players: SimPlayerView[]; rounds: number; simulations: number; seed: number },
  _c: RunContext,
): Promise<LeagueSummaryRowView[]> {
  return pending();
}
export interface HeadToHeadView {
  opponentId: number;
  wins: number;
  games: number;
}
export async function simulateHeadToHeads(
  _a: { example: PlayerAttributes; opponents: SimPlayerView[]; games: number; seed: number },
  _c: RunContext,
): Promise<HeadToHeadView[]> {
  return pending();
}
