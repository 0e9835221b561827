/**
 * The answers of the team league's public pages (contracts/team-league.ts), assembled from team-queries.ts: a
 * league's current season (each division's table with its tie-breaks, results, fixtures to play and stored
 * chances), a team (squad with frames and ratings, fixtures, its table row), a match card, a player's team history.
 */
import type { PlayerTeamHistory, TeamDivision, TeamFixture, TeamLeague, TeamLeagueSummary, TeamMatch, TeamPage, TeamTableRow } from '../../contracts/team-league';
import type { Db } from '../db/database';
import { stmt } from '../db/statement-cache';
import { ApiError } from '../lib/errors';
import { teamStandings } from '../../common/pool-teams/team-standings';
import { NIGHTS } from '../../common/pool-teams/division-format';
import { storedChances } from './team-chances-input';
import { latestRearrangement } from './rearrangements';
import { leagueFigures, teamKey, type LeagueFigures } from './team-ratings';
import {
  cardFrames,
  currentTeamSeason,
  findLeague,
  findLeagueBySlug,
  formatOf,
  listDivisions,
  listFixtures,
  listLeagues,
  listSquads,
  listTeams,
  liveCards,
  seasonEntries,
  squadOn,
  type CardRow,
  type DivisionRow,
  type FixtureRow,
  type LeagueRow,
  type SeasonRow,
  type TeamRow,
} from './team-queries';
import { slugKey } from '../../common/slug-key';


const seasonShape = (s: SeasonRow) => ({ id: s.id, name: s.name, start_date: s.start_date, closed: s.closed_at !== null });
const ref = (t: TeamRow) => ({ id: t.id, name: t.name, url_slug: t.url_slug });

export function leagueOr404(db: Db, slug: string): LeagueRow {
  const league = findLeagueBySlug(db, slug);
  if (!league) throw new ApiError(404, 'not_found', `No team league "${slug}"`, 'leagueSlug');
  return league;
}

function fixtureShape(f: FixtureRow, teams: Map<number, TeamRow>, card: CardRow | undefined): TeamFixture {
  return {
    id: f.id,
    round: f.round,
    date: f.date,
    original_date: f.original_date,
    division_id: f.division_id,
    home: ref(teams.get(f.home_team_id)!),
    away: ref(teams.get(f.away_team_id)!),
    card: card && card.state !== 'rejected' && card.state !== 'superseded' ? { id: card.id, state: card.state, home_frames: card.home_frames, away_frames: card.away_frames } : null,
  };
}

interface SeasonContext {
  season: SeasonRow;
  teams: Map<number, TeamRow>;
  entries: Map<number, number>;
  fixtures: FixtureRow[];
  cards: Map<number, CardRow>;
}

function seasonContext(db: Db, league: LeagueRow, season: SeasonRow): SeasonContext {
  return {
    season,
    teams: new Map(listTeams(db, league.id).map((t) => [t.id, t])),
    entries: seasonEntries(db, season.id),
    fixtures: listFixtures(db, season.id),
    cards: liveCards(db, season.id),
  };
}

/** W/D/L of a team's last five confirmed results, oldest first. */
function formOf(ctx: SeasonContext, teamId: number): ('W' | 'D' | 'L')[] {
  const played = ctx.fixtures.filter((f) => (f.home_team_id === teamId || f.away_team_id === teamId) && ctx.cards.get(f.id)?.state === 'confirmed');
  return played.slice(-5).map((f) => {
    const c = ctx.cards.get(f.id)!;
    const own = f.home_team_id === teamId ? c.home_frames : c.away_frames;
    const other = f.home_team_id === teamId ? c.away_frames : c.home_frames;
    return own > other ? 'W' : own === other ? 'D' : 'L';
  });
}

function divisionTable(ctx: SeasonContext, d: DivisionRow): TeamTableRow[] {
  const teams = [...ctx.teams.values()].filter((t) => ctx.entries.get(t.id) === d.id);
  const results = ctx.fixtures
    .filter((f) => f.division_id === d.id && ctx.cards.get(f.id)?.state === 'confirmed')
    .map((f) => ({ homeId: f.home_team_id, awayId: f.away_team_id, homeFrames: ctx.cards.get(f.id)!.home_frames, awayFrames: ctx.cards.get(f.id)!.away_frames }));
  return teamStandings(teams, results, formatOf(d)).map(({ team_id, name: _n, ...row }) => ({ ...row, team: ref(ctx.teams.get(team_id)!), form: formOf(ctx, team_id) }));
}

function divisionShape(db: Db, ctx: SeasonContext, d: DivisionRow): TeamDivision {
  const own = ctx.fixtures.filter((f) => f.division_id === d.id);
  const confirmed = (f: FixtureRow) => ctx.cards.get(f.id)?.state === 'confirmed';
  return {
    id: d.id,
    name: d.name,
    rank: d.rank,
    night: NIGHTS[d.night],
    format: formatOf(d),
    table: divisionTable(ctx, d),
    results: own.filter(confirmed).reverse().map((f) => fixtureShape(f, ctx.teams, ctx.cards.get(f.id))),
    to_play: own.filter((f) => !confirmed(f)).map((f) => fixtureShape(f, ctx.teams, ctx.cards.get(f.id))),
    chances: storedChances(db, ctx.season.id, d.id),
  };
}

export function teamLeagueAnswer(db: Db, slug: string): TeamLeague {
  const league = leagueOr404(db, slug);
  const season = currentTeamSeason(db, league.id);
  const base = { id: league.id, name: league.name, url_slug: league.url_slug };
  if (!season) return { ...base, season: null, divisions: [] };
  const ctx = seasonContext(db, league, season);
  const entered = new Set(ctx.entries.values());
  return { ...base, season: seasonShape(season), divisions: listDivisions(db, league.id).filter((d) => entered.has(d.id)).map((d) => divisionShape(db, ctx, d)) };
}

export function teamLeaguesAnswer(db: Db): TeamLeagueSummary[] {
  return listLeagues(db).map((l) => {
    const season = currentTeamSeason(db, l.id);
    return {
      id: l.id,
      name: l.name,
      url_slug: l.url_slug,
      season: season ? seasonShape(season) : null,
      divisions: listDivisions(db, l.id).length,
      teams: listTeams(db, l.id).length,
    };
  });
}

function teamOr404(db: Db, league: LeagueRow, teamSlug: string): TeamRow {
  const team = listTeams(db, league.id).find((t) => t.url_slug === slugKey(teamSlug));
  if (!team) throw new ApiError(404, 'not_found', `No team "${teamSlug}" in ${league.name}`, 'teamSlug');
  return team;
}

export function teamPageAnswer(db: Db, slug: string, teamSlug: string): TeamPage {
  const league = leagueOr404(db, slug);
  const team = teamOr404(db, league, teamSlug);
  const season = currentTeamSeason(db, league.id);
  if (!season) throw new ApiError(404, 'not_found', `${league.name} has no season yet`, 'leagueSlug');
  const ctx = seasonContext(db, league, season);
  const divisionId = ctx.entries.get(team.id);
  const division = listDivisions(db, league.id).find((d) => d.id === divisionId);
  if (!division) throw new ApiError(404, 'not_found', `${team.name} plays in no division this season`, 'teamSlug');
  const figures = leagueFigures(db, league.id);
  const squad = listSquads(db, season.id).filter((s) => s.team_id === team.id);
  return {
    league: { id: league.id, name: league.name, url_slug: league.url_slug },
    season: seasonShape(season),
    team: { ...ref(team), venue: team.venue },
    division: { id: division.id, name: division.name },
    squad: squad.map((s) => {
      const f = figures.byTeam.get(teamKey(season.id, team.id, s.player_id));
      return { player_id: s.player_id, name: s.name, captain: s.captain === 1, joined_on: s.joined_on, left_on: s.left_on, frames: f?.frames ?? 0, won: f?.won ?? 0, rating: figures.ratings.get(s.player_id) ?? null };
    }),
    fixtures: ctx.fixtures.filter((f) => f.home_team_id === team.id || f.away_team_id === team.id).map((f) => fixtureShape(f, ctx.teams, ctx.cards.get(f.id))),
    row: divisionTable(ctx, division).find((r) => r.team.id === team.id) ?? null,
  };
}

const squadShape = (db: Db, fixture: FixtureRow, teamId: number, figures: LeagueFigures) =>
  squadOn(listSquads(db, fixture.season_id), teamId, fixture.date).map((s) => ({ id: s.player_id, name: s.name, rating: figures.ratings.get(s.player_id) ?? null, captain: s.captain === 1 }));

export function teamMatchAnswer(db: Db, slug: string, fixtureId: number): TeamMatch {
  const league = leagueOr404(db, slug);
  const fixture = stmt<FixtureRow>(
    db,
    'SELECT f.* FROM pool_team_fixtures f JOIN pool_team_seasons s ON s.id = f.season_id WHERE f.id = ? AND s.league_id = ?',
  ).get(fixtureId, league.id);
  if (!fixture) throw new ApiError(404, 'not_found', `No match ${fixtureId} in ${league.name}`, 'fixtureId');
  const season = stmt<SeasonRow>(db, 'SELECT * FROM pool_team_seasons WHERE id = ?').get(fixture.season_id)!;
  const division = listDivisions(db, league.id).find((d) => d.id === fixture.division_id)!;
  const teams = new Map(listTeams(db, league.id).map((t) => [t.id, t]));
  const card = liveCards(db, season.id).get(fixture.id);
  const names = new Map(stmt<{ id: number; name: string }>(db, 'SELECT id, name FROM pool_players').all().map((p) => [p.id, p.name]));
  const person = (id: number | null) => (id === null ? [] : [{ id, name: names.get(id) ?? `Player ${id}` }]);
  const figures = leagueFigures(db, league.id);
  return {
    league: { id: league.id, name: league.name, url_slug: league.url_slug },
    season: seasonShape(season),
    division: { id: division.id, name: division.name, format: formatOf(division) },
    fixture: fixtureShape(fixture, teams, card),
    card:
      card && (card.state === 'awaiting' || card.state === 'disputed' || card.state === 'confirmed')
        ? {
            id: card.id,
            state: card.state,
            entered_by: card.entered_by,
            dispute_reason: card.dispute_reason,
            frames: cardFrames(db, card.id).map((f) => ({
              number: f.number,
              home: [...person(f.home_player_1), ...person(f.home_player_2)],
              away: [...person(f.away_player_1), ...person(f.away_player_2)],
              home_score: f.home_score,
              away_score: f.away_score,
            })),
          }
        : null,
    home_squad: squadShape(db, fixture, fixture.home_team_id, figures),
    away_squad: squadShape(db, fixture, fixture.away_team_id, figures),
    beta: figures.beta,
    rearrangement: latestRearrangement(db, fixture.id),
  };
}

export function playerTeamsAnswer(db: Db, playerId: number): PlayerTeamHistory {
  if (!stmt(db, 'SELECT 1 FROM pool_players WHERE id = ?').get(playerId)) throw new ApiError(404, 'not_found', `Player ${playerId} not found`, 'playerId');
  const rows = stmt<{ season_id: number; team_id: number; captain: number }>(db, 'SELECT season_id, team_id, MAX(captain) AS captain FROM pool_team_squads WHERE player_id = ? GROUP BY season_id, team_id').all(playerId);
  const figuresBy = new Map<number, LeagueFigures>();
  const seasons = rows.map((r) => {
    const season = stmt<SeasonRow>(db, 'SELECT * FROM pool_team_seasons WHERE id = ?').get(r.season_id)!;
    const league = findLeague(db, season.league_id)!;
    if (!figuresBy.has(league.id)) figuresBy.set(league.id, leagueFigures(db, league.id));
    const f = figuresBy.get(league.id)!.byTeam.get(teamKey(season.id, r.team_id, playerId));
    const team = listTeams(db, league.id).find((t) => t.id === r.team_id)!;
    return { league: { id: league.id, name: league.name, url_slug: league.url_slug }, season: seasonShape(season), team: ref(team), captain: r.captain === 1, frames: f?.frames ?? 0, won: f?.won ?? 0 };
  });
  seasons.sort((a, b) => b.season.start_date.localeCompare(a.season.start_date));
  return { player_id: playerId, seasons };
}
