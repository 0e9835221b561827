import { previewMatchOutcome, type RatingPreviewEntry } from '../../../../workers/ratings/rating-preview';
import { loserOf, matchWeight } from '../../../../workers/ratings/pool-match';
import type { PoolMatch, PoolPlayer } from '../../../../contracts/league';
import { compareText } from '../../../../common/compare-text';

export interface PreviewRow extends RatingPreviewEntry {
  name: string;
}

export interface MatchPreview {
  ifAWins: PreviewRow[];
  ifBWins: PreviewRow[];
}

/**
 * What every group player's rating and rank would become if A or B won one
 * more match (weight 1), using the league's own weighted Colley module. Rows
 * are ordered by the new rank.
 */
export function previewForGroup(
  players: readonly PoolPlayer[],
  matches: readonly PoolMatch[],
  aId: number,
  bId: number,
): MatchPreview {
  const ids = players.map((p) => p.id);
  const idSet = new Set(ids);
  const games = matches
    .filter((m) => idSet.has(m.player_1_id) && idSet.has(m.player_2_id))
    .map((m) => ({ winnerId: m.winner_player_id, loserId: loserOf(m), weight: matchWeight(m) }));
  const names = new Map(players.map((p) => [p.id, p.name]));
  const { ifAWins, ifBWins } = previewMatchOutcome(ids, games, aId, bId);
  const named = (rows: RatingPreviewEntry[]) =>
    rows.map((r) => ({ ...r, name: names.get(r.playerId) ?? `#${r.playerId}` })).sort((x, y) => x.newRank - y.newRank || compareText(x.name, y.name));
  return { ifAWins: named(ifAWins), ifBWins: named(ifBWins) };
}
