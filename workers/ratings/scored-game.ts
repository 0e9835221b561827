/** A played game between two teams with its final score (used by Massey and Elo). */
export interface ScoredGame {
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
}

/** The teams taking part, in order of first appearance unless a list is given. */
export function teamsOf(games: ScoredGame[], teams?: string[]): string[] {
  if (teams) return teams;
  const seen = new Set<string>();
  for (const g of games) {
    seen.add(g.home);
    seen.add(g.away);
  }
  return [...seen];
}

export function validateGames(games: ScoredGame[], teams: string[]): void {
  const known = new Set(teams);
  games.forEach((g, i) => {
    if (!known.has(g.home) || !known.has(g.away)) throw new RangeError(`game ${i + 1}: unknown team`);
    if (g.home === g.away) throw new RangeError(`game ${i + 1}: a team cannot play itself`);
    for (const s of [g.homeScore, g.awayScore])
      if (!Number.isFinite(s) || s < 0) throw new RangeError(`game ${i + 1}: scores must be numbers of 0 or more`);
  });
}
