/**
 * Derived standings rows of a group: games, wins, losses, win % (1 decimal), weighted win % (1 decimal, null
 * when the weight of games is 0, shown "-"), the weighted Colley rating (shown scale, 2 decimals) and how sure it
 * is: the games it rests on, the provisional mark and its 90 % bootstrap interval (rating-interval.ts).
 * Sorted by rating (highest first), then win %, then name. Pure TypeScript: the API's /standings and the
 * admin dashboard use it.
 */
import { colleyRatingsById, ranksOf } from './colley';
import { loserOf, matchWeight, type PoolMatchLike, type WeightOptions } from './pool-match';
import { isProvisional, ratingIntervals, type BootstrapOptions } from './rating-interval';

export interface StandingsRow {
  rank: number;
  player_id: number;
  name: string;
  games_played: number;
  wins: number;
  losses: number;
  /** Percent, 1 decimal; null with no games. */
  win_percentage: number | null;
  /** Weight of wins / weight of games in percent, 1 decimal; null when the weight of games is 0. */
  weighted_win_percentage: number | null;
  /** 100 r, 2 decimals. */
  rating: number;
  /** The games the rating rests on (the player's games in the group). */
  games: number;
  /** True when `games` is below PROVISIONAL_GAMES. */
  provisional: boolean;
  /** The rating's 90 % bootstrap interval [low, high], shown scale, 2 decimals. */
  rating_interval: [number, number];
}

const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d + 0;

export function computeStandings(
  players: readonly { id: number; name: string }[],
  matches: readonly PoolMatchLike[],
  opts: WeightOptions & { bootstrap?: BootstrapOptions } = {},
): StandingsRow[] {
  const ids = players.map((p) => p.id);
  const idSet = new Set(ids);
  const stat = new Map(ids.map((id) => [id, { games: 0, wins: 0, wGames: 0, wWins: 0 }]));
  const games = [];
  for (const m of matches) {
    if (!idSet.has(m.player_1_id) || !idSet.has(m.player_2_id)) continue;
    const w = matchWeight(m, opts);
    const loser = loserOf(m);
    games.push({ winnerId: m.winner_player_id, loserId: loser, weight: w });
    const sw = stat.get(m.winner_player_id)!;
    const sl = stat.get(loser)!;
    sw.games++;
    sw.wins++;
    sw.wGames += w;
    sw.wWins += w;
    sl.games++;
    sl.wGames += w;
  }
  const ratings = colleyRatingsById(ids, games);
  const intervals = ratingIntervals(ids, games, opts.bootstrap);
  const rows = players.map((p) => {
    const s = stat.get(p.id)!;
    return {
      rank: 0,
      player_id: p.id,
      name: p.name,
      games_played: s.games,
      wins: s.wins,
      losses: s.games - s.wins,
      win_percentage: s.games ? round((100 * s.wins) / s.games, 1) : null,
      weighted_win_percentage: s.wGames > 0 ? round((100 * s.wWins) / s.wGames, 1) : null,
      rating: round(ratings.get(p.id)!, 2),
      games: s.games,
      provisional: isProvisional(s.games),
      rating_interval: intervals.get(p.id)!.map((x) => round(x, 2)) as [number, number],
      exact: ratings.get(p.id)!,
    };
  });
  rows.sort(
    (a, b) =>
      b.exact - a.exact || (b.win_percentage ?? -1) - (a.win_percentage ?? -1) || a.name.localeCompare(b.name) || a.player_id - b.player_id,
  );
  const ranks = ranksOf(rows.map((r) => r.exact));
  return rows.map(({ exact: _exact, ...r }, i) => ({ ...r, rank: ranks[i] }));
}
