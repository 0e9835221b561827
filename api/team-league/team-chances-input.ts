/**
 * A division's chances, computed after a result (the result-effects queue runs this off the request thread: api/players/results/effects-queue.ts):
 * the engine's input (the table as it stands, each fixture to play with each frame's chance from the likely
 * line-ups), 10,000 seeded seasons, the exact status, the games that matter; stored in `pool_team_chances`.
 *
 * Likely line-up: the team's squad on the fixture's night, those who have played most frames for it this season
 * first (then the higher rated), each playing up to the format's most frames a player, in turn; a doubles frame
 * pairs the first two. A frame's chance: the ratings' model (team-ratings.ts), a player without a rating at 50.
 */
import type { DivisionChances } from '../../contracts/team-league';
import type { Db } from '../db/database';
import { stmt } from '../db/statement-cache';
import { isDoublesFrame } from '../../common/pool-teams/division-format';
import { teamStandings } from '../../common/pool-teams/team-standings';
import { runTeamChances, summariseChances, type ChancesInput } from '../../workers/team-league/team-chances';
import { exactTeamStatus } from '../../workers/team-league/team-exact';
import { frameChance, leagueFigures, teamKey, type LeagueFigures } from './team-ratings';
import { findSeason, formatOf, listDivisions, listFixtures, listSquads, listTeams, liveCards, seasonEntries, squadOn, type DivisionRow, type FixtureRow, type SquadRow } from './team-queries';

export const TEAM_CHANCES_SIMS = 10_000;
export const TEAM_CHANCES_SEED = 'team-chances';

/** The likely line-up of `teamId` on a fixture: the player of each frame (two for a doubles frame). */
export function likelyLineUp(division: DivisionRow, squads: readonly SquadRow[], figures: LeagueFigures, seasonId: number, teamId: number, date: string): number[][] {
  const squad = squadOn(squads, teamId, date)
    .map((s) => s.player_id)
    .sort(
      (a, b) =>
        (figures.byTeam.get(teamKey(seasonId, teamId, b))?.frames ?? 0) - (figures.byTeam.get(teamKey(seasonId, teamId, a))?.frames ?? 0) ||
        (figures.ratings.get(b) ?? 50) - (figures.ratings.get(a) ?? 50) ||
        a - b,
    );
  if (!squad.length) return [];
  const singles = division.frames - division.doubles_frames;
  const needed = Math.min(squad.length, Math.ceil(singles / division.max_frames_per_player));
  return Array.from({ length: division.frames }, (_, k) =>
    isDoublesFrame(formatOf(division), k + 1) ? squad.slice(0, 2) : [squad[k % needed]],
  );
}

/** The engine's input for one division of a season. */
export function divisionChancesInput(db: Db, seasonId: number, division: DivisionRow, figures: LeagueFigures, last: boolean): ChancesInput {
  const season = findSeason(db, seasonId)!;
  const entries = seasonEntries(db, seasonId);
  const teams = listTeams(db, season.league_id).filter((t) => entries.get(t.id) === division.id);
  const fixtures = listFixtures(db, seasonId).filter((f) => f.division_id === division.id);
  const cards = liveCards(db, seasonId);
  const played = fixtures.filter((f) => cards.get(f.id)?.state === 'confirmed');
  const format = formatOf(division);
  const table = teamStandings(
    teams,
    played.map((f) => ({ homeId: f.home_team_id, awayId: f.away_team_id, homeFrames: cards.get(f.id)!.home_frames, awayFrames: cards.get(f.id)!.away_frames })),
    format,
  );
  const squads = listSquads(db, seasonId);
  const toPlay = fixtures.filter((f: FixtureRow) => cards.get(f.id)?.state !== 'confirmed');
  return {
    framePoints: format.framePoints,
    winPoints: format.winPoints,
    drawPoints: format.drawPoints,
    promotePlaces: division.rank === 1 ? 0 : format.promote,
    relegatePlaces: last ? 0 : format.relegate,
    table: table.map((r) => ({ team_id: r.team_id, name: r.name, points: r.points, frame_difference: r.frame_difference })),
    remaining: toPlay.map((f) => {
      const home = likelyLineUp(division, squads, figures, seasonId, f.home_team_id, f.date);
      const away = likelyLineUp(division, squads, figures, seasonId, f.away_team_id, f.date);
      return {
        fixture_id: f.id,
        home_id: f.home_team_id,
        away_id: f.away_team_id,
        frame_chances: Array.from({ length: division.frames }, (_, k) =>
          frameChance(figures.beta, (home[k] ?? []).map((p) => figures.ratings.get(p)), (away[k] ?? []).map((p) => figures.ratings.get(p))),
        ),
      };
    }),
  };
}

/** Every division's chances of a season, computed and stored (the worker thread's job). */
export function computeSeasonChances(db: Db, seasonId: number, now = Date.now()): number {
  const season = findSeason(db, seasonId);
  if (!season) return 0;
  const figures = leagueFigures(db, season.league_id);
  const divisions = listDivisions(db, season.league_id);
  const put = stmt(db, 'INSERT OR REPLACE INTO pool_team_chances (season_id, division_id, computed_at, body) VALUES (?, ?, ?, ?)');
  let done = 0;
  for (const d of divisions) {
    const input = divisionChancesInput(db, seasonId, d, figures, d.rank === divisions[divisions.length - 1].rank);
    if (input.table.length < 2) continue;
    const counts = runTeamChances(input, TEAM_CHANCES_SEED, 0, TEAM_CHANCES_SIMS);
    const { teams, games } = summariseChances(input, counts);
    const exact = new Map(exactTeamStatus(input).map((s) => [s.team_id, s]));
    const body: Omit<DivisionChances, 'current'> = {
      sims: TEAM_CHANCES_SIMS,
      seed: TEAM_CHANCES_SEED,
      computed_at: now,
      teams: teams.map((t) => {
        const { team_id: _id, ...status } = exact.get(t.team_id)!;
        return { team_id: t.team_id, title: t.title, promoted: t.promoted, relegated: t.relegated, mean_points: t.mean_points, ...status };
      }),
      games,
    };
    put.run(seasonId, d.id, now, JSON.stringify(body));
    done++;
  }
  return done;
}

/** The stored chances of a division; `current` false when a card was decided after they were computed. */
export function storedChances(db: Db, seasonId: number, divisionId: number): DivisionChances | null {
  const row = stmt<{ computed_at: number; body: string }>(db, 'SELECT computed_at, body FROM pool_team_chances WHERE season_id = ? AND division_id = ?').get(seasonId, divisionId);
  if (!row) return null;
  const newer = stmt<{ n: number }>(
    db,
    `SELECT COUNT(*) AS n FROM pool_team_cards c JOIN pool_team_fixtures f ON f.id = c.fixture_id
     WHERE f.season_id = ? AND f.division_id = ? AND c.decided_at > ?`,
  ).get(seasonId, divisionId, row.computed_at)!.n;
  return { ...(JSON.parse(row.body) as Omit<DivisionChances, 'current'>), current: newer === 0 };
}
