/** Pool API shapes as the client reads them (see api/league/README.md). */
export interface PoolGroup {
  id: number;
  name: string;
  url_slug: string;
}
export interface PoolPlayer {
  id: number;
  name: string;
}
export interface PoolMatch {
  match_id: number;
  new_id: number;
  game_datetime: string;
  game_date: string;
  player_1: string;
  player_1_id: number;
  player_2: string;
  player_2_id: number;
  score_1: number;
  score_2: number;
  winner_player_id: number;
  fixture_weight: number;
  win_weight: number;
  match_type: string;
  match_type_id: number;
  session_id: number;
  session_match_end_id: number;
  deleted_at: string | null;
}
export interface StandingsRow {
  rank: number;
  player_id: number;
  name: string;
  games_played: number;
  wins: number;
  losses: number;
  win_percentage: number | null;
  weighted_win_percentage: number | null;
  rating: number;
}
export interface OpponentSummaryRow {
  opponent: string;
  opponent_id: number;
  n_matches_played: number;
  n_wins: number;
  n_losses: number;
  max_winning_streak: number;
  max_losing_streak: number;
  current_streak_type: string;
  current_streak_length: number;
  biggest_win: number | null;
  biggest_defeat: number | null;
}
export interface RecentFormItem {
  win_varchar: string;
  recency_ids: number;
  match_id: number;
  new_id: number;
}
