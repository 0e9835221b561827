/**
 * Admin rating preview: what each player's rating and rank would become if player A or player B won
 * one more match. Pure TypeScript.
 */
import { colleyRatingsById, ranksOf, type ColleyGameById } from './colley';

export interface RatingPreviewEntry {
  playerId: number;
  oldRating: number;
  newRating: number;
  oldRank: number;
  newRank: number;
}

export interface RatingPreview {
  /** Entries for every player if `playerAId` wins. */
  ifAWins: RatingPreviewEntry[];
  /** Entries for every player if `playerBId` wins. */
  ifBWins: RatingPreviewEntry[];
}

function entries(playerIds: readonly number[], before: Map<number, number>, after: Map<number, number>): RatingPreviewEntry[] {
  const oldR = playerIds.map((id) => before.get(id)!);
  const newR = playerIds.map((id) => after.get(id)!);
  const oldRanks = ranksOf(oldR);
  const newRanks = ranksOf(newR);
  return playerIds.map((playerId, i) => ({
    playerId,
    oldRating: oldR[i],
    newRating: newR[i],
    oldRank: oldRanks[i],
    newRank: newRanks[i],
  }));
}

/**
 * @param playerIds the group's players
 * @param games the group's current (non-deleted) games with their weights
 * @param weight the weight the new match would carry (default 1)
 * Ratings are on the shown scale (100 r, not rounded); ranks are competition ranks (1 = best).
 */
export function previewMatchOutcome(
  playerIds: readonly number[],
  games: readonly ColleyGameById[],
  playerAId: number,
  playerBId: number,
  weight = 1,
): RatingPreview {
  if (playerAId === playerBId) throw new RangeError('Rating preview: the two players must differ');
  const before = colleyRatingsById(playerIds, games);
  const ifA = colleyRatingsById(playerIds, [...games, { winnerId: playerAId, loserId: playerBId, weight }]);
  const ifB = colleyRatingsById(playerIds, [...games, { winnerId: playerBId, loserId: playerAId, weight }]);
  return { ifAWins: entries(playerIds, before, ifA), ifBWins: entries(playerIds, before, ifB) };
}
