/**
 * The numbers the ratings-explanation page shows for a group, computed from its live matches:
 * the fixture matrix (games and total weight between each pair), the results score (wins - losses, plain and
 * weighted), the weighted Colley matrix C and right-hand side b, the ratings, and a win table per fixture weight.
 * Pure TypeScript.
 */
import { colleySystem, solveSpd, toShownRating, indexOfIds } from './colley';
import { loserOf, matchWeight, type PoolMatchLike } from './pool-match';

export interface PerWeightRow {
  playerId: number;
  games: number;
  wins: number;
  losses: number;
}

export interface ColleyExplanation {
  playerIds: number[];
  /** games[i][j]: number of games between players i and j. */
  games: number[][];
  /** weights[i][j]: total weight of the games between i and j. */
  weights: number[][];
  wins: number[];
  losses: number[];
  weightedWins: number[];
  weightedLosses: number[];
  /** C as rows. */
  matrix: number[][];
  /** b. */
  rhs: number[];
  /** 100 r. */
  ratings: number[];
  /** One table per distinct fixture weight, ascending. */
  perWeight: { fixtureWeight: number; rows: PerWeightRow[] }[];
}

export function explainColley(playerIds: readonly number[], matches: readonly PoolMatchLike[]): ColleyExplanation {
  const n = playerIds.length;
  const index = indexOfIds(playerIds);
  const zeros = () => Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const games = zeros();
  const weights = zeros();
  const wins = new Array<number>(n).fill(0);
  const losses = new Array<number>(n).fill(0);
  const weightedWins = new Array<number>(n).fill(0);
  const weightedLosses = new Array<number>(n).fill(0);
  const perWeight = new Map<number, PerWeightRow[]>();
  const colleyGames = [];
  for (const m of matches) {
    const wi = index.get(m.winner_player_id);
    const li = index.get(loserOf(m));
    if (wi === undefined || li === undefined) continue;
    const w = matchWeight(m);
    games[wi][li]++;
    games[li][wi]++;
    weights[wi][li] += w;
    weights[li][wi] += w;
    wins[wi]++;
    losses[li]++;
    weightedWins[wi] += w;
    weightedLosses[li] += w;
    colleyGames.push({ winner: wi, loser: li, weight: w });
    let rows = perWeight.get(m.fixture_weight);
    if (!rows) perWeight.set(m.fixture_weight, (rows = playerIds.map((playerId) => ({ playerId, games: 0, wins: 0, losses: 0 }))));
    rows[wi].games++;
    rows[wi].wins++;
    rows[li].games++;
    rows[li].losses++;
  }
  const { C, b } = colleySystem(n, colleyGames);
  const r = solveSpd(C, b, n);
  return {
    playerIds: [...playerIds],
    games,
    weights,
    wins,
    losses,
    weightedWins,
    weightedLosses,
    matrix: Array.from({ length: n }, (_, i) => Array.from(C.subarray(i * n, i * n + n))),
    rhs: Array.from(b),
    ratings: Array.from(r, toShownRating),
    perWeight: [...perWeight.entries()].sort((a, b2) => a[0] - b2[0]).map(([fixtureWeight, rows]) => ({ fixtureWeight, rows })),
  };
}
