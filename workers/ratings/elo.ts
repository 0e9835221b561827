import { teamsOf, validateGames, type ScoredGame } from './scored-game';

export interface EloOptions {
  /** Starting rating of every team (default 1500). */
  initial?: number;
  /** Update factor (default 32). */
  k?: number;
  /** Rating difference giving 10:1 expected odds (default 400). */
  scale?: number;
}

export interface EloRating {
  team: string;
  rating: number;
}

/** Expected score of a team rated `a` against one rated `b`. */
export function eloExpected(a: number, b: number, scale = 400): number {
  return 1 / (1 + 10 ** ((b - a) / scale));
}

/**
 * Elo ratings after replaying the games in the order given: a win scores 1, a draw 0.5,
 * a loss 0; each side moves by k x (score - expected). Rating points are conserved.
 */
export function eloRatings(games: ScoredGame[], teamList?: string[], options: EloOptions = {}): EloRating[] {
  const { initial = 1500, k = 32, scale = 400 } = options;
  if (!(k > 0) || !(scale > 0)) throw new RangeError('k and scale must be positive');
  const teams = teamsOf(games, teamList);
  validateGames(games, teams);
  const rating = new Map(teams.map((t) => [t, initial]));
  for (const g of games) {
    const ra = rating.get(g.home)!;
    const rb = rating.get(g.away)!;
    const score = g.homeScore > g.awayScore ? 1 : g.homeScore < g.awayScore ? 0 : 0.5;
    const delta = k * (score - eloExpected(ra, rb, scale));
    rating.set(g.home, ra + delta);
    rating.set(g.away, rb - delta);
  }
  return teams.map((team) => ({ team, rating: rating.get(team)! }));
}
