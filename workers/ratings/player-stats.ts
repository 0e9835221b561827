/**
 * A player's head-to-head (opponent summary) and recent form, from their matches in game order.
 * Pure TypeScript; the API serves the results.
 */
import type { PoolMatchLike } from './pool-match';

export interface MatchWithNames extends PoolMatchLike {
  player_1: string;
  player_2: string;
}

export interface OpponentSummaryRow {
  opponent: string;
  opponent_id: number;
  n_matches_played: number;
  n_wins: number;
  n_losses: number;
  max_winning_streak: number;
  max_losing_streak: number;
  /** "Winning" or "Losing" (the streak of the latest matches against this opponent). */
  current_streak_type: 'Winning' | 'Losing';
  current_streak_length: number;
  /** Opponent's lowest score in a win (shown "10-" + value); null without a win. */
  biggest_win: number | null;
  /** This player's lowest score in a defeat (shown "10-" + value); null without a defeat. */
  biggest_defeat: number | null;
}

export interface RecentFormItem {
  /** "W" or "L". */
  win_varchar: 'W' | 'L';
  /** 1 = most recent match, 2 = the one before, ... */
  recency_ids: number;
  match_id: number;
  new_id: number;
}

/** Head-to-head per opponent, ordered by matches played (most first), then opponent name. */
export function opponentSummary(playerId: number, matches: readonly MatchWithNames[]): OpponentSummaryRow[] {
  const ordered = [...matches].sort((a, b) => a.new_id - b.new_id || a.match_id - b.match_id);
  const byOpp = new Map<number, { name: string; results: { won: boolean; my: number; their: number }[] }>();
  for (const m of ordered) {
    const mine = m.player_1_id === playerId ? 1 : m.player_2_id === playerId ? 2 : 0;
    if (!mine) continue;
    const oppId = mine === 1 ? m.player_2_id : m.player_1_id;
    const oppName = mine === 1 ? m.player_2 : m.player_1;
    let e = byOpp.get(oppId);
    if (!e) byOpp.set(oppId, (e = { name: oppName, results: [] }));
    e.results.push({
      won: m.winner_player_id === playerId,
      my: mine === 1 ? m.score_1 : m.score_2,
      their: mine === 1 ? m.score_2 : m.score_1,
    });
  }
  const rows: OpponentSummaryRow[] = [];
  for (const [oppId, { name, results }] of byOpp) {
    let maxW = 0;
    let maxL = 0;
    let run = 0;
    let runWon = false;
    let biggestWin: number | null = null;
    let biggestDefeat: number | null = null;
    for (const r of results) {
      if (run > 0 && r.won === runWon) run++;
      else {
        run = 1;
        runWon = r.won;
      }
      if (r.won) {
        maxW = Math.max(maxW, run);
        biggestWin = biggestWin === null ? r.their : Math.min(biggestWin, r.their);
      } else {
        maxL = Math.max(maxL, run);
        biggestDefeat = biggestDefeat === null ? r.my : Math.min(biggestDefeat, r.my);
      }
    }
    const wins = results.filter((r) => r.won).length;
    rows.push({
      opponent: name,
      opponent_id: oppId,
      n_matches_played: results.length,
      n_wins: wins,
      n_losses: results.length - wins,
      max_winning_streak: maxW,
      max_losing_streak: maxL,
      current_streak_type: runWon ? 'Winning' : 'Losing',
      current_streak_length: run,
      biggest_win: biggestWin,
      biggest_defeat: biggestDefeat,
    });
  }
  return rows.sort((a, b) => b.n_matches_played - a.n_matches_played || a.opponent.localeCompare(b.opponent));
}

/** The last `limit` results, most recent first (recency_ids 1 = most recent). */
export function recentForm(playerId: number, matches: readonly PoolMatchLike[], limit = 10): RecentFormItem[] {
  const mine = matches
    .filter((m) => m.player_1_id === playerId || m.player_2_id === playerId)
    .sort((a, b) => b.new_id - a.new_id || b.match_id - a.match_id)
    .slice(0, limit);
  return mine.map((m, i) => ({
    win_varchar: m.winner_player_id === playerId ? 'W' : 'L',
    recency_ids: i + 1,
    match_id: m.match_id,
    new_id: m.new_id,
  }));
}
