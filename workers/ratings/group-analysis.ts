/**
 * Everything the predictions and player pages derive from a group's matches in one call (run in a browser
 * worker): the Colley replay, the win-probability model, the threshold tables and the difference histogram.
 */
import { replayColley, type ReplayResult } from './colley-replay';
import { matchWeight, type PoolMatchLike } from './pool-match';
import { evaluateWinProbability, type ProbabilityModelResult } from './win-probability';
import { diffHistogram, signSplit, thresholdTable, type DiffBin, type SignSplit, type ThresholdRow } from './prediction-tables';

export interface GroupAnalysis {
  replay: ReplayResult;
  model: ProbabilityModelResult;
  thresholds: ThresholdRow[];
  signs: SignSplit;
  histogram: DiffBin[];
}

/** The Colley replay of a group's matches (public weights: fixture weight only). */
export function replayGroup(playerIds: readonly number[], matches: readonly PoolMatchLike[]): ReplayResult {
  return replayColley(
    playerIds,
    matches.map((m) => ({
      matchId: m.match_id,
      newId: m.new_id,
      sessionId: m.session_id,
      sessionMatchEndId: m.session_match_end_id,
      player1Id: m.player_1_id,
      player2Id: m.player_2_id,
      winnerId: m.winner_player_id,
      weight: matchWeight(m),
    })),
  );
}

export function analyseGroup(playerIds: readonly number[], matches: readonly PoolMatchLike[]): GroupAnalysis {
  const replay = replayGroup(playerIds, matches);
  const model = evaluateWinProbability(
    replay.steps.map((s) => ({ diff: s.player1Before - s.player2Before, p1Won: s.winnerId === s.player1Id ? 1 : 0 })),
  );
  return { replay, model, thresholds: thresholdTable(replay.steps), signs: signSplit(replay.steps), histogram: diffHistogram(replay.steps) };
}
