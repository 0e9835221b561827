/**
 * The current season's fixtures drawn as the admin's own step (POST /api/admin/team-leagues/{id}/fixtures): each
 * division's double round robin on its night from the start date, blackout dates skipped
 * (workers/team-league/team-fixtures.ts), seeded by the league, season and division, so the preview and the
 * publication are the same fixtures. Publishing replaces the divisions' fixtures (and their rearrangements) in one
 * audited transaction, and stores the blackouts with the season; a division with a card is refused (409), so no
 * entered frame is lost. The chances follow after the commit.
 */
import type { FixturePlan, GenerateFixturesInput } from '../../contracts/team-league-admin';
import { NIGHTS } from '../../common/pool-teams/division-format';
import { teamSeasonFixtures, type Weekday } from '../../workers/team-league/team-fixtures';
import type { Db } from '../db/database';
import type { Audit } from '../audit/audited-write';
import { stmt } from '../db/statement-cache';
import { ApiError } from '../lib/errors';
import { currentTeamSeason, findLeague, listDivisions, listTeams, seasonEntries } from './team-queries';

const isDay = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

/** The plan (`audit` null: a preview that writes nothing), and the season it is for. */
export function drawSeasonFixtures(db: Db, leagueId: number, input: GenerateFixturesInput, audit: Audit | null): { plan: FixturePlan; seasonId: number } {
  const league = findLeague(db, leagueId);
  if (!league) throw new ApiError(404, 'not_found', `Team league ${leagueId} not found`, 'id');
  const season = currentTeamSeason(db, leagueId);
  if (!season || season.closed_at) throw new ApiError(409, 'conflict', `${league.name} has no open season`, 'id');
  const startDate = input.startDate ?? season.start_date;
  if (!isDay(startDate)) throw new ApiError(400, 'validation_error', `startDate: ${startDate} is not a calendar day`, 'startDate');
  const bad = (input.blackouts ?? []).find((d) => !isDay(d));
  if (bad) throw new ApiError(400, 'validation_error', `blackouts: ${bad} is not a calendar day`, 'blackouts');
  const blackouts = [...new Set(input.blackouts ?? (JSON.parse(season.blackouts) as string[]))].sort();
  const all = listDivisions(db, leagueId);
  for (const id of input.divisionIds ?? []) {
    if (!all.some((d) => d.id === id)) throw new ApiError(404, 'not_found', `Division ${id} is not in ${league.name}`, 'divisionIds');
  }
  const chosen = input.divisionIds ? all.filter((d) => input.divisionIds!.includes(d.id)) : all;
  const entries = seasonEntries(db, season.id);
  const names = new Map(listTeams(db, leagueId).map((t) => [t.id, t.name]));
  const ref = (id: number) => ({ id, name: names.get(id)! });
  const divisions = chosen.map((d) => {
    const teams = [...entries].filter(([, div]) => div === d.id).map(([team]) => team).sort((a, b) => a - b);
    const cards = stmt<{ n: number }>(db, 'SELECT count(*) AS n FROM pool_team_cards c JOIN pool_team_fixtures f ON f.id = c.fixture_id WHERE f.season_id = ? AND f.division_id = ?').get(season.id, d.id)!.n;
    if (cards > 0) throw new ApiError(409, 'conflict', `${d.name} has ${cards} card${cards === 1 ? '' : 's'} this season: its fixtures stay as they are`, 'divisionIds');
    const replaced = stmt<{ n: number }>(db, 'SELECT count(*) AS n FROM pool_team_fixtures WHERE season_id = ? AND division_id = ?').get(season.id, d.id)!.n;
    const drawn = teams.length >= 2 ? teamSeasonFixtures(teams, { startDate, night: d.night as Weekday, blackouts, seed: `${league.url_slug}-${season.name}-${d.id}` }) : [];
    return { division: d, replaced, drawn };
  });
  const plan: FixturePlan = {
    dry_run: audit === null,
    start_date: startDate,
    blackouts,
    divisions: divisions.map(({ division: d, replaced, drawn }) => ({
      id: d.id,
      name: d.name,
      night: NIGHTS[d.night],
      replaced,
      fixtures: drawn.map((f) => ({ round: f.round, date: f.date, home: ref(f.homeId), away: ref(f.awayId) })),
    })),
  };
  if (!audit) return { plan, seasonId: season.id };
  const put = stmt(db, 'INSERT INTO pool_team_fixtures (season_id, division_id, round, home_team_id, away_team_id, date, original_date) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const { division: d, drawn } of divisions) {
    stmt(db, 'DELETE FROM pool_team_fixtures WHERE season_id = ? AND division_id = ?').run(season.id, d.id);
    for (const f of drawn) put.run(season.id, d.id, f.round, f.homeId, f.awayId, f.date, f.date);
  }
  stmt(db, 'UPDATE pool_team_seasons SET blackouts = ? WHERE id = ?').run(JSON.stringify(blackouts), season.id);
  stmt(db, 'DELETE FROM pool_team_chances WHERE season_id = ? AND division_id IN (SELECT value FROM json_each(?))').run(season.id, JSON.stringify(divisions.map((x) => x.division.id)));
  audit({
    action: 'team_fixtures_generated',
    detail: JSON.stringify({ league: leagueId, season: season.id, start_date: startDate, blackouts, divisions: divisions.map((x) => ({ division: x.division.id, fixtures: x.drawn.length, replaced: x.replaced })) }),
  });
  return { plan, seasonId: season.id };
}
