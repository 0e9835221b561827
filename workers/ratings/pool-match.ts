/** The fields of a pool match the pure derivations need (a subset of the API's match row). */
export interface PoolMatchLike {
  match_id: number;
  new_id: number;
  player_1_id: number;
  player_2_id: number;
  score_1: number;
  score_2: number;
  winner_player_id: number;
  fixture_weight: number;
  win_weight: number;
  session_id: number;
  session_match_end_id: number;
}

export interface WeightOptions {
  /**
   * Multiply by win_weight too. The public pages use win weight 1 (decisions.md), so the default is false:
   * a match's weight is then its fixture_weight.
   */
  useWinWeight?: boolean;
}

/** A match's weight: fixture_weight x win_weight, with win weight 1 on the public pages. */
export const matchWeight = (m: PoolMatchLike, opts: WeightOptions = {}) =>
  m.fixture_weight * (opts.useWinWeight ? m.win_weight : 1);

export const loserOf = (m: PoolMatchLike) => (m.winner_player_id === m.player_1_id ? m.player_2_id : m.player_1_id);
