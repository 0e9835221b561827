import { colleyRatings, type ColleyGame } from '../../../../workers/ratings/colley';
import { eloRatings } from '../../../../workers/ratings/elo';
import { masseyRatings } from '../../../../workers/ratings/massey';
import type { ScoredGame } from '../../../../workers/ratings/scored-game';
import { compareText } from '../../../../common/compare-text';

export type RankingMethod = 'colley' | 'massey' | 'elo';

export interface RankedTeam {
  team: string;
  rating: number;
  rank: number;
}

export interface TeamRecord {
  team: string;
  wins: number;
  draws: number;
  losses: number;
}

/**
 * Colley games from scored games. A win is a game of weight 1 (the default fixture and
 * win weight); a draw is two half-weight games, one each way, which adds 1 to both
 * teams' game counts and nothing to either side's wins minus losses.
 */
export function toColleyGames(games: ScoredGame[], teams: string[]): ColleyGame[] {
  const index = new Map(teams.map((t, i) => [t, i]));
  const out: ColleyGame[] = [];
  for (const g of games) {
    const h = index.get(g.home);
    const a = index.get(g.away);
    if (h === undefined || a === undefined) throw new RangeError('unknown team');
    if (g.homeScore > g.awayScore) out.push({ winner: h, loser: a, weight: 1 });
    else if (g.homeScore < g.awayScore) out.push({ winner: a, loser: h, weight: 1 });
    else out.push({ winner: h, loser: a, weight: 0.5 }, { winner: a, loser: h, weight: 0.5 });
  }
  return out;
}

/** Ratings equal to 9 decimals count as tied (floating-point solves differ in the last bits). */
const key = (x: number) => Math.round(x * 1e9);

/** Sorted best first; tied ratings share a rank (1, 2, 2, 4) and are listed by name. */
function rankBy(ratings: { team: string; rating: number }[]): RankedTeam[] {
  const sorted = [...ratings].sort((x, y) => key(y.rating) - key(x.rating) || compareText(x.team, y.team));
  let rank = 0;
  return sorted.map((r, i) => {
    if (i === 0 || key(r.rating) !== key(sorted[i - 1].rating)) rank = i + 1;
    return { ...r, rank };
  });
}

/** Ratings of the same results by Colley (shown as 100 r), Massey and Elo, each sorted best first. */
export function rankThreeWays(games: ScoredGame[], teams: string[]): Record<RankingMethod, RankedTeam[]> {
  const colley = colleyRatings(teams.length, toColleyGames(games, teams));
  return {
    colley: rankBy(teams.map((team, i) => ({ team, rating: 100 * colley[i] }))),
    massey: rankBy(masseyRatings(games, teams)),
    elo: rankBy(eloRatings(games, teams)),
  };
}

export function records(games: ScoredGame[], teams: string[]): TeamRecord[] {
  const rec = new Map(teams.map((t) => [t, { team: t, wins: 0, draws: 0, losses: 0 }]));
  for (const g of games) {
    const h = rec.get(g.home)!;
    const a = rec.get(g.away)!;
    if (g.homeScore > g.awayScore) {
      h.wins++;
      a.losses++;
    } else if (g.homeScore < g.awayScore) {
      a.wins++;
      h.losses++;
    } else {
      h.draws++;
      a.draws++;
    }
  }
  return [...rec.values()];
}
