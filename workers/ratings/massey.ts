import { teamsOf, validateGames, type ScoredGame } from './scored-game';

export interface MasseyRating {
  team: string;
  rating: number;
}

/**
 * Solves a square system A x = b by Gaussian elimination with partial pivoting.
 * Columns without a usable pivot (a team cut off from the rest) get 0.
 */
export function solveLinearSystem(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  const pivotCol: number[] = [];
  let row = 0;
  for (let col = 0; col < n && row < n; col++) {
    let best = row;
    for (let r = row + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[best][col])) best = r;
    if (Math.abs(m[best][col]) < 1e-12) continue;
    [m[row], m[best]] = [m[best], m[row]];
    for (let r = 0; r < n; r++) {
      if (r === row) continue;
      const f = m[r][col] / m[row][col];
      if (f !== 0) for (let c = col; c <= n; c++) m[r][c] -= f * m[row][c];
    }
    pivotCol[row] = col;
    row++;
  }
  const x = new Array<number>(n).fill(0);
  for (let r = 0; r < row; r++) x[pivotCol[r]] = m[r][n] / m[r][pivotCol[r]];
  return x;
}

/**
 * Massey ratings: least-squares ratings r with r_home - r_away ~ points margin for
 * every game. Normal equations M r = p, where M[i][i] = games of i, M[i][j] = -games
 * between i and j and p[i] = i's total points margin. M is singular, so the last row
 * is replaced by ones and 0 (the ratings sum to zero).
 */
export function masseyRatings(games: ScoredGame[], teamList?: string[]): MasseyRating[] {
  const teams = teamsOf(games, teamList);
  validateGames(games, teams);
  const n = teams.length;
  if (n === 0) return [];
  const index = new Map(teams.map((t, i) => [t, i]));
  const m = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const p = new Array<number>(n).fill(0);
  for (const g of games) {
    const i = index.get(g.home)!;
    const j = index.get(g.away)!;
    m[i][i] += 1;
    m[j][j] += 1;
    m[i][j] -= 1;
    m[j][i] -= 1;
    const margin = g.homeScore - g.awayScore;
    p[i] += margin;
    p[j] -= margin;
  }
  m[n - 1] = new Array<number>(n).fill(1);
  p[n - 1] = 0;
  const r = solveLinearSystem(m, p);
  return teams.map((team, i) => ({ team, rating: r[i] }));
}
