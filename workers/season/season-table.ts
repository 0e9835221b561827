/**
 * The season table (decisions.md "Season table"): 2 points a win; ordered by points, then score difference,
 * then score for, then a seeded draw, with the league simulator's own ordering code (rankPlayers in
 * workers/league-sim/league.ts). The draw gives each player one number from the seeded generator, in the order
 * of the player list, so the same seed and players always give the same table. Pure TypeScript.
 */
import { createRng, type Seed } from '../core/rng';
import { POINTS_PER_WIN, rankPlayers } from '../league-sim/league';
import type { ForecastTableRow } from '../season-forecast/types';

export interface SeasonResult {
  player1Id: number;
  player2Id: number;
  score1: number;
  score2: number;
  winnerId: number;
}

/** A season table row: the forecast's table row (workers/season-forecast/types.ts) with its position. */
export interface SeasonTableRow extends ForecastTableRow {
  position: number;
}

/** The seed of a season table's draw on the site: `season-{season id}` (documented in docs/decisions.md). */
export const seasonTableSeed = (seasonId: number): string => `season-${seasonId}`;

export function seasonTable(players: readonly { id: number; name: string }[], results: readonly SeasonResult[], seed: Seed): SeasonTableRow[] {
  const n = players.length;
  const index = new Map(players.map((p, i) => [p.id, i]));
  const played = new Float64Array(n);
  const won = new Float64Array(n);
  const sFor = new Float64Array(n);
  const sAgainst = new Float64Array(n);
  for (const r of results) {
    const a = index.get(r.player1Id);
    const b = index.get(r.player2Id);
    if (a === undefined || b === undefined) throw new RangeError(`Result ${r.player1Id} v ${r.player2Id} names a player outside the season`);
    played[a]++;
    played[b]++;
    won[r.winnerId === r.player1Id ? a : b]++;
    sFor[a] += r.score1;
    sAgainst[a] += r.score2;
    sFor[b] += r.score2;
    sAgainst[b] += r.score1;
  }
  const points = won.map((w) => w * POINTS_PER_WIN);
  const diff = sFor.map((s, i) => s - sAgainst[i]);
  const rng = createRng(seed);
  const draw = new Float64Array(n);
  for (let i = 0; i < n; i++) draw[i] = rng.next();
  const order = rankPlayers(points, diff, sFor, draw, new Int32Array(n));
  return Array.from(order, (i, pos) => ({
    position: pos + 1,
    player_id: players[i].id,
    name: players[i].name,
    played: played[i],
    won: won[i],
    lost: played[i] - won[i],
    points: points[i],
    score_for: sFor[i],
    score_against: sAgainst[i],
  }));
}
