/**
 * Players' figures in a team league: frames played and won (singles and doubles) per season and team, and a
 * rating from every singles frame of the league's confirmed cards, weighted as the singles results are (weight 1,
 * the weighted Colley of workers/ratings/colley-replay.ts, on the shown scale), with the win-probability slope
 * fitted on those frames (predicted before each, as the predictions page does). A doubles frame counts in the
 * frames played and won, not in the rating (a rating measures one player against one other).
 */
import type { Db } from '../db/database';
import { replayColley, type ReplayMatchInput } from '../../workers/ratings/colley-replay';
import { fitSlope } from '../../workers/ratings/win-probability';
import { confirmedFrames, type PlayedFrame } from './team-queries';

export interface LeagueFigures {
  frames: PlayedFrame[];
  ratings: Map<number, number>;
  beta: number;
  /** `${season}:${team}:${player}` → frames played and won. */
  byTeam: Map<string, { frames: number; won: number }>;
}

export const teamKey = (season: number, team: number, player: number) => `${season}:${team}:${player}`;

export function leagueFigures(db: Db, leagueId: number): LeagueFigures {
  const frames = confirmedFrames(db, leagueId);
  const byTeam = new Map<string, { frames: number; won: number }>();
  const count = (season: number, team: number, player: number | null, won: boolean) => {
    if (player === null) return;
    const k = teamKey(season, team, player);
    const row = byTeam.get(k) ?? { frames: 0, won: 0 };
    row.frames++;
    if (won) row.won++;
    byTeam.set(k, row);
  };
  const singles: ReplayMatchInput[] = [];
  const players = new Set<number>();
  let session = 0;
  let lastDate = '';
  for (const f of frames) {
    const homeWon = f.home_score === 10;
    count(f.season_id, f.home_team_id, f.home_player_1, homeWon);
    count(f.season_id, f.home_team_id, f.home_player_2, homeWon);
    count(f.season_id, f.away_team_id, f.away_player_1, !homeWon);
    count(f.season_id, f.away_team_id, f.away_player_2, !homeWon);
    if (f.home_player_2 !== null) continue;
    if (f.date !== lastDate) {
      session++;
      lastDate = f.date;
      if (singles.length) singles[singles.length - 1].sessionMatchEndId = 1;
    }
    players.add(f.home_player_1);
    players.add(f.away_player_1);
    singles.push({
      matchId: singles.length + 1,
      newId: singles.length + 1,
      sessionId: session,
      sessionMatchEndId: 0,
      player1Id: f.home_player_1,
      player2Id: f.away_player_1,
      winnerId: homeWon ? f.home_player_1 : f.away_player_1,
      weight: 1,
    });
  }
  if (singles.length) singles[singles.length - 1].sessionMatchEndId = 1;
  if (!singles.length) return { frames, ratings: new Map(), beta: 0, byTeam };
  const ids = [...players].sort((a, b) => a - b);
  const replay = replayColley(ids, singles);
  const inputs = replay.steps.map((s) => ({ diff: s.player1Before - s.player2Before, p1Won: (s.winnerId === s.player1Id ? 1 : 0) as 0 | 1 }));
  const beta = fitSlope(inputs, inputs.length, 0);
  return { frames, ratings: new Map(replay.playerIds.map((id, i) => [id, replay.final[i]])), beta, byTeam };
}

/** A frame's chance for the home side from the two sides' ratings (a doubles pair: the mean of its two). */
export function frameChance(beta: number, home: readonly (number | undefined)[], away: readonly (number | undefined)[]): number {
  const mean = (list: readonly (number | undefined)[]) => {
    // A side with nobody named (a team whose squad is still empty on the night) is taken as players at 50.
    const known = list.length ? list.map((r) => r ?? 50) : [50];
    return known.reduce((s, r) => s + r, 0) / known.length;
  };
  return 1 / (1 + Math.exp(-beta * (mean(home) - mean(away))));
}
