/** Labels and shapes the frame simulator pages use besides the engine's own result types (workers/frame-model, workers/league-sim). */
import type { PlayerAttributes, PlayerKey } from '../../../workers/frame-model/attributes';

export type { PlayerAttributes, PlayerKey } from '../../../workers/frame-model/attributes';
export type { Stage } from '../../../workers/frame-model/frame';
export type AttributePair = Record<PlayerKey, PlayerAttributes>;

export { PLAYER_KEYS } from '../../../workers/frame-model/attributes';
export const PLAYER_LABEL: Record<PlayerKey, string> = { player1: 'Player 1', player2: 'Player 2' };

export type LengthFilter = 'all' | 'player1' | 'player2';
