/**
 * The season's end in one step the admin confirms (POST /api/admin/team-leagues/{id}/rollover): the final tables
 * give promotion and relegation (common/pool-teams/promotion.ts); the next season is the new divisions, every
 * squad member still in a squad carried to the same team (captains kept, joined on the new start), and each
 * division's double round robin on its night with the blackout dates. `dryRun` answers the plan and writes
 * nothing; otherwise the plan is written in one transaction with its audit row and the old season is closed.
 * A season with a fixture still without a confirmed card is refused (409), so no result is left behind; its dry
 * run answers the plan on the table as it stands, saying so.
 */
import type { RolloverInput, RolloverPlanShape } from '../../contracts/team-league';
import type { Db } from '../db/database';
import type { Audit } from '../audit/audited-write';
import { stmt } from '../db/statement-cache';
import { ApiError } from '../lib/errors';
import { planPromotion } from '../../common/pool-teams/promotion';
import { teamStandings } from '../../common/pool-teams/team-standings';
import { teamSeasonFixtures, type Weekday } from '../../workers/team-league/team-fixtures';
import { currentTeamSeason, findLeague, formatOf, listDivisions, listFixtures, listSquads, listTeams, liveCards, seasonEntries } from './team-queries';

export function rolloverSeason(db: Db, leagueId: number, input: RolloverInput, audit: Audit | null, today: string): RolloverPlanShape {
  const league = findLeague(db, leagueId);
  if (!league) throw new ApiError(404, 'not_found', `Team league ${leagueId} not found`, 'id');
  const season = currentTeamSeason(db, leagueId);
  if (!season) throw new ApiError(409, 'conflict', `${league.name} has no season to roll over`, 'id');
  if (input.startDate <= season.start_date || input.startDate < today) {
    throw new ApiError(400, 'validation_error', `startDate: the new season must start after ${season.start_date} and not before today`, 'startDate');
  }
  if (stmt(db, 'SELECT 1 FROM pool_team_seasons WHERE league_id = ? AND name = ? COLLATE NOCASE').get(leagueId, input.name.trim())) {
    throw new ApiError(409, 'conflict', `${league.name} already has a season named "${input.name.trim()}"`, 'name');
  }
  const fixtures = listFixtures(db, season.id);
  const cards = liveCards(db, season.id);
  const open = fixtures.filter((f) => cards.get(f.id)?.state !== 'confirmed');
  if (open.length && !input.dryRun) {
    throw new ApiError(409, 'conflict', `${season.name} still has ${open.length} match${open.length === 1 ? '' : 'es'} without a confirmed card; enter or confirm them first`, 'id');
  }
  const entries = seasonEntries(db, season.id);
  const teams = listTeams(db, leagueId);
  const byId = new Map(teams.map((t) => [t.id, t]));
  const divisions = listDivisions(db, leagueId).filter((d) => [...entries.values()].includes(d.id));
  const finals = divisions.map((d) => {
    const own = teams.filter((t) => entries.get(t.id) === d.id);
    const results = fixtures
      .filter((f) => f.division_id === d.id && cards.get(f.id)?.state === 'confirmed')
      .map((f) => ({ homeId: f.home_team_id, awayId: f.away_team_id, homeFrames: cards.get(f.id)!.home_frames, awayFrames: cards.get(f.id)!.away_frames }));
    const table = teamStandings(own, results, formatOf(d));
    return { divisionId: d.id, name: d.name, promote: d.promote, relegate: d.relegate, table: table.map((r) => ({ teamId: r.team_id, rank: r.rank })) };
  });
  const plan = planPromotion(finals);
  if (open.length) plan.warnings.unshift(`${open.length} match${open.length === 1 ? '' : 'es'} of ${season.name} ${open.length === 1 ? 'has' : 'have'} no confirmed card yet: this plan is the table as it stands, and the season cannot be rolled over until every card is in`);
  const blackouts = input.blackouts ?? [];
  const drawn = plan.divisions.map((p) => {
    const d = divisions.find((x) => x.id === p.divisionId)!;
    return {
      division: d,
      teams: p.teams,
      fixtures: p.teams.length >= 2 ? teamSeasonFixtures(p.teams.map((t) => t.teamId), { startDate: input.startDate, night: d.night as Weekday, blackouts, seed: `${league.url_slug}-${input.name.trim()}-${d.id}` }) : [],
    };
  });
  const answer = (seasonId: number | null): RolloverPlanShape => ({
    dry_run: input.dryRun,
    season: { name: input.name.trim(), start_date: input.startDate },
    divisions: drawn.map((x) => ({ id: x.division.id, name: x.division.name, teams: x.teams.map((t) => ({ ...refOf(byId.get(t.teamId)!), move: t.move })) })),
    warnings: plan.warnings,
    fixtures: drawn.reduce((s, x) => s + x.fixtures.length, 0),
    season_id: seasonId,
  });
  if (input.dryRun) return answer(null);

  const newId = Number(
    stmt(db, 'INSERT INTO pool_team_seasons (league_id, name, start_date, blackouts, confirm_window_hours, rearrange_needs_approval) VALUES (?, ?, ?, ?, ?, ?)').run(
      leagueId, input.name.trim(), input.startDate, JSON.stringify(blackouts), season.confirm_window_hours, season.rearrange_needs_approval,
    ).lastInsertRowid,
  );
  const putEntry = stmt(db, 'INSERT INTO pool_team_entries (season_id, team_id, division_id) VALUES (?, ?, ?)');
  const putFixture = stmt(db, 'INSERT INTO pool_team_fixtures (season_id, division_id, round, home_team_id, away_team_id, date, original_date) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const x of drawn) {
    for (const t of x.teams) putEntry.run(newId, t.teamId, x.division.id);
    for (const f of x.fixtures) putFixture.run(newId, x.division.id, f.round, f.homeId, f.awayId, f.date, f.date);
  }
  const putSquad = stmt(db, 'INSERT INTO pool_team_squads (season_id, team_id, player_id, captain, joined_on) VALUES (?, ?, ?, ?, ?)');
  for (const s of listSquads(db, season.id)) if (s.left_on === null) putSquad.run(newId, s.team_id, s.player_id, s.captain, input.startDate);
  stmt(db, "UPDATE pool_team_seasons SET closed_at = strftime('%Y-%m-%d %H:%M:%S', 'now') WHERE id = ?").run(season.id);
  audit?.({ action: 'team_season_rollover', detail: JSON.stringify({ league: leagueId, from: season.id, to: newId, moves: answer(newId).divisions.map((d) => ({ division: d.id, teams: d.teams.map((t) => [t.id, t.move]) })) }) });
  return answer(newId);
}

const refOf = (t: { id: number; name: string; url_slug: string }) => ({ id: t.id, name: t.name, url_slug: t.url_slug });
