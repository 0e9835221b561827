/**
 * The admin's set-up of a team league (contracts/team-league-admin.ts): the league and its first season, the
 * divisions with their formats and nights, the teams with their venues and divisions, and the squads with dated
 * joins, leaves and transfers and the captains' flags. Each write runs inside the caller's audited transaction
 * (api/audit/audited-write.ts) and writes its audit row there ('team_league_edit', the detail saying what);
 * every refusal is an ApiError naming its field. The rules (docs/decisions.md "Team leagues", "The admin's set-up"):
 *
 * - A format is checked whole (common/pool-teams/division-format.ts `formatProblem`) as it would stand after the
 *   edit; the frames rules (frames, doubles frames, frames a player) are fixed once the season has a card in the
 *   division, so no entered card breaks its own division's rules. Points and promotion may change (the tables are
 *   recomputed from the cards).
 * - A team moves division only while it has no fixture in the season.
 * - A player is in one squad at a time in a season: joining another team closes his open membership the day before
 *   (a dated transfer), refused when that is before he joined it or when he played a frame for it on or after the
 *   new date; a leaving date is refused before a frame he played for the team.
 */
import type { AddSquadInput, CreateDivisionInput, CreateTeamInput, CreateTeamLeagueInput, EditDivisionInput, EditSquadInput, EditTeamInput, EditTeamLeagueInput, TeamLeagueSetup } from '../../contracts/team-league-admin';
import { slugFor } from '../../contracts/names';
import { DEFAULT_FORMAT, formatProblem, type DivisionFormat } from '../../common/pool-teams/division-format';
import { addDays } from '../../workers/schedule/dated-rounds';
import type { Db } from '../db/database';
import type { Audit } from '../audit/audited-write';
import { stmt } from '../db/statement-cache';
import { ApiError } from '../lib/errors';
import { requireActivePlayer } from '../league/writes/active-player';
import { currentTeamSeason, findDivision, findLeague, formatOf, listDivisions, listSquads, listTeams, seasonEntries, type DivisionRow, type SeasonRow } from './team-queries';

const bad = (field: string, message: string) => new ApiError(400, 'validation_error', `${field}: ${message}`, field);
const conflict = (field: string, message: string) => new ApiError(409, 'conflict', message, field);
const note = (audit: Audit, what: string, detail: Record<string, unknown>) => audit({ action: 'team_league_edit', detail: JSON.stringify({ what, ...detail }) });

function leagueOr404(db: Db, id: number) {
  const league = findLeague(db, id);
  if (!league) throw new ApiError(404, 'not_found', `Team league ${id} not found`, 'id');
  return league;
}

/** The league's current season, open for changes. */
function openSeason(db: Db, leagueId: number, field: string): SeasonRow {
  const season = currentTeamSeason(db, leagueId);
  if (!season || season.closed_at) throw conflict(field, 'The league has no open season: create the league again or roll the season over first');
  return season;
}

const count = (db: Db, sql: string, ...args: unknown[]) => stmt<{ n: number }>(db, sql).get(...args)!.n;

/** The set-up answer: the current season's divisions, teams and squads (every membership, past ones too). */
export function teamLeagueSetup(db: Db, leagueId: number): TeamLeagueSetup {
  const league = leagueOr404(db, leagueId);
  const season = currentTeamSeason(db, leagueId) ?? null;
  const entries = season ? seasonEntries(db, season.id) : new Map<number, number>();
  const squads = season ? listSquads(db, season.id) : [];
  const fixturesOf = (teamId: number) =>
    season ? count(db, 'SELECT count(*) AS n FROM pool_team_fixtures WHERE season_id = ? AND (home_team_id = ? OR away_team_id = ?)', season.id, teamId, teamId) : 0;
  const team = (t: { id: number; name: string; url_slug: string; venue: string }) => ({
    id: t.id,
    name: t.name,
    url_slug: t.url_slug,
    venue: t.venue,
    fixtures: fixturesOf(t.id),
    squad: squads
      .filter((s) => s.team_id === t.id)
      .map((s) => ({ id: s.id, player_id: s.player_id, name: s.name, captain: s.captain === 1, joined_on: s.joined_on, left_on: s.left_on })),
  });
  const teams = listTeams(db, leagueId);
  return {
    league: { id: league.id, name: league.name, url_slug: league.url_slug },
    season: season
      ? {
          id: season.id,
          name: season.name,
          start_date: season.start_date,
          blackouts: JSON.parse(season.blackouts) as string[],
          confirm_window_hours: season.confirm_window_hours,
          rearrange_needs_approval: season.rearrange_needs_approval === 1,
        }
      : null,
    divisions: listDivisions(db, leagueId).map((d) => ({
      id: d.id,
      name: d.name,
      rank: d.rank,
      night: d.night,
      format: formatOf(d),
      fixtures: season ? count(db, 'SELECT count(*) AS n FROM pool_team_fixtures WHERE season_id = ? AND division_id = ?', season.id, d.id) : 0,
      cards: season ? divisionCards(db, season.id, d.id) : 0,
      teams: teams.filter((t) => entries.get(t.id) === d.id).map(team),
    })),
    unplaced: teams.filter((t) => !entries.has(t.id)).map(team),
  };
}

const divisionCards = (db: Db, seasonId: number, divisionId: number) =>
  count(db, 'SELECT count(*) AS n FROM pool_team_cards c JOIN pool_team_fixtures f ON f.id = c.fixture_id WHERE f.season_id = ? AND f.division_id = ?', seasonId, divisionId);

export function createTeamLeague(db: Db, input: CreateTeamLeagueInput, audit: Audit): number {
  const name = input.name;
  if (stmt(db, 'SELECT 1 FROM pool_team_leagues WHERE name = ? COLLATE NOCASE').get(name)) throw conflict('name', `A team league named "${name}" exists`);
  const taken = (s: string) => Boolean(stmt(db, 'SELECT 1 FROM pool_team_leagues WHERE url_slug = ?').get(s));
  if (input.urlSlug && taken(input.urlSlug)) throw conflict('urlSlug', `Another team league has the address "${input.urlSlug}"`);
  const slug = input.urlSlug ?? slugFor(name, taken);
  if (Number.isNaN(Date.parse(`${input.startDate}T00:00:00Z`)) || new Date(`${input.startDate}T00:00:00Z`).toISOString().slice(0, 10) !== input.startDate) {
    throw bad('startDate', `${input.startDate} is not a calendar day`);
  }
  const id = Number(stmt(db, 'INSERT INTO pool_team_leagues (name, url_slug) VALUES (?, ?)').run(name, slug).lastInsertRowid);
  const season = Number(stmt(db, 'INSERT INTO pool_team_seasons (league_id, name, start_date) VALUES (?, ?, ?)').run(id, input.seasonName, input.startDate).lastInsertRowid);
  note(audit, 'league created', { league: id, name, url_slug: slug, season, season_name: input.seasonName, start_date: input.startDate });
  return id;
}

export function editTeamLeague(db: Db, leagueId: number, input: EditTeamLeagueInput, audit: Audit): void {
  const league = leagueOr404(db, leagueId);
  if (input.name !== undefined && stmt(db, 'SELECT 1 FROM pool_team_leagues WHERE name = ? COLLATE NOCASE AND id <> ?').get(input.name, leagueId)) {
    throw conflict('name', `A team league named "${input.name}" exists`);
  }
  if (input.name !== undefined) stmt(db, 'UPDATE pool_team_leagues SET name = ? WHERE id = ?').run(input.name, leagueId);
  if (input.confirmWindowHours !== undefined || input.rearrangeNeedsApproval !== undefined) {
    const season = openSeason(db, leagueId, input.confirmWindowHours !== undefined ? 'confirmWindowHours' : 'rearrangeNeedsApproval');
    stmt(db, 'UPDATE pool_team_seasons SET confirm_window_hours = coalesce(?, confirm_window_hours), rearrange_needs_approval = coalesce(?, rearrange_needs_approval) WHERE id = ?').run(
      input.confirmWindowHours ?? null,
      input.rearrangeNeedsApproval === undefined ? null : Number(input.rearrangeNeedsApproval),
      season.id,
    );
  }
  note(audit, 'league edited', { league: leagueId, was: league.name, ...input });
}

type FormatInput = Partial<DivisionFormat> & { night?: number };
const FRAME_RULES = ['frames', 'doublesFrames', 'maxFramesPerPlayer'] as const;

/** The format as it would stand, checked whole; the field of its first problem named. */
function mergedFormat(base: DivisionFormat, input: FormatInput): DivisionFormat {
  const f: DivisionFormat = { ...base };
  for (const k of Object.keys(base) as (keyof DivisionFormat)[]) if (input[k] !== undefined) f[k] = input[k];
  const problem = formatProblem(f);
  if (problem) throw bad(problem.field, problem.message);
  return f;
}

function uniqueDivisionName(db: Db, leagueId: number, name: string, except = 0) {
  if (stmt(db, 'SELECT 1 FROM pool_team_divisions WHERE league_id = ? AND name = ? COLLATE NOCASE AND id <> ?').get(leagueId, name, except)) {
    throw conflict('name', `The league has a division named "${name}"`);
  }
}

export function createDivision(db: Db, leagueId: number, input: CreateDivisionInput, audit: Audit): number {
  leagueOr404(db, leagueId);
  uniqueDivisionName(db, leagueId, input.name);
  const f = mergedFormat(DEFAULT_FORMAT, input);
  const rank = count(db, 'SELECT coalesce(max(rank), 0) AS n FROM pool_team_divisions WHERE league_id = ?', leagueId) + 1;
  if (rank > 20) throw conflict('name', 'A league has at most 20 divisions');
  const id = Number(
    stmt(
      db,
      `INSERT INTO pool_team_divisions (league_id, name, rank, night, frames, doubles_frames, max_frames_per_player, frame_points, win_points, draw_points, promote, relegate)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(leagueId, input.name, rank, input.night ?? 2, f.frames, f.doublesFrames, f.maxFramesPerPlayer, f.framePoints, f.winPoints, f.drawPoints, f.promote, f.relegate).lastInsertRowid,
  );
  note(audit, 'division created', { league: leagueId, division: id, name: input.name, rank, night: input.night ?? 2, format: f });
  return id;
}

function divisionOr404(db: Db, id: number, field = 'id'): DivisionRow {
  const d = findDivision(db, id);
  if (!d) throw new ApiError(404, 'not_found', `Division ${id} not found`, field);
  return d;
}

export function editDivision(db: Db, divisionId: number, input: EditDivisionInput, audit: Audit): number {
  const d = divisionOr404(db, divisionId);
  if (input.name !== undefined) uniqueDivisionName(db, d.league_id, input.name, d.id);
  const before = formatOf(d);
  const f = mergedFormat(before, input);
  const changed = FRAME_RULES.find((k) => f[k] !== before[k]);
  const season = currentTeamSeason(db, d.league_id);
  if (changed && season && divisionCards(db, season.id, d.id) > 0) {
    throw conflict(changed, `${d.name} has cards this season: its frames rules (frames, doubles frames, frames a player) stay as they are until the season ends`);
  }
  stmt(
    db,
    `UPDATE pool_team_divisions SET name = ?, night = ?, frames = ?, doubles_frames = ?, max_frames_per_player = ?, frame_points = ?, win_points = ?, draw_points = ?, promote = ?, relegate = ?
     WHERE id = ?`,
  ).run(input.name ?? d.name, input.night ?? d.night, f.frames, f.doublesFrames, f.maxFramesPerPlayer, f.framePoints, f.winPoints, f.drawPoints, f.promote, f.relegate, d.id);
  note(audit, 'division edited', { league: d.league_id, division: d.id, was: { name: d.name, night: d.night, format: before }, now: { name: input.name ?? d.name, night: input.night ?? d.night, format: f } });
  return d.league_id;
}

function uniqueTeamName(db: Db, leagueId: number, name: string, except = 0) {
  if (stmt(db, 'SELECT 1 FROM pool_teams WHERE league_id = ? AND name = ? COLLATE NOCASE AND id <> ?').get(leagueId, name, except)) {
    throw conflict('name', `The league has a team named "${name}"`);
  }
}

function divisionOfLeague(db: Db, leagueId: number, divisionId: number): DivisionRow {
  const d = divisionOr404(db, divisionId, 'divisionId');
  if (d.league_id !== leagueId) throw new ApiError(404, 'not_found', `Division ${divisionId} is not in this league`, 'divisionId');
  return d;
}

export function createTeam(db: Db, leagueId: number, input: CreateTeamInput, audit: Audit): number {
  leagueOr404(db, leagueId);
  const division = divisionOfLeague(db, leagueId, input.divisionId);
  const season = openSeason(db, leagueId, 'divisionId');
  uniqueTeamName(db, leagueId, input.name);
  const slug = slugFor(input.name, (s) => Boolean(stmt(db, 'SELECT 1 FROM pool_teams WHERE league_id = ? AND url_slug = ?').get(leagueId, s)));
  const id = Number(stmt(db, 'INSERT INTO pool_teams (league_id, name, url_slug, venue) VALUES (?, ?, ?, ?)').run(leagueId, input.name, slug, input.venue ?? '').lastInsertRowid);
  stmt(db, 'INSERT INTO pool_team_entries (season_id, team_id, division_id) VALUES (?, ?, ?)').run(season.id, id, division.id);
  note(audit, 'team created', { league: leagueId, team: id, name: input.name, url_slug: slug, venue: input.venue ?? '', division: division.id });
  return id;
}

function teamOr404(db: Db, id: number) {
  const t = stmt<{ id: number; league_id: number; name: string; venue: string }>(db, 'SELECT id, league_id, name, venue FROM pool_teams WHERE id = ?').get(id);
  if (!t) throw new ApiError(404, 'not_found', `Team ${id} not found`, 'id');
  return t;
}

export function editTeam(db: Db, teamId: number, input: EditTeamInput, audit: Audit): number {
  const team = teamOr404(db, teamId);
  if (input.name !== undefined) uniqueTeamName(db, team.league_id, input.name, team.id);
  if (input.divisionId !== undefined) {
    const division = divisionOfLeague(db, team.league_id, input.divisionId);
    const season = openSeason(db, team.league_id, 'divisionId');
    const fixtures = count(db, 'SELECT count(*) AS n FROM pool_team_fixtures WHERE season_id = ? AND (home_team_id = ? OR away_team_id = ?)', season.id, team.id, team.id);
    const now = seasonEntries(db, season.id).get(team.id);
    if (fixtures > 0 && now !== division.id) throw conflict('divisionId', `${team.name} has ${fixtures} fixtures drawn in ${season.name}: it stays in its division this season`);
    stmt(db, 'INSERT INTO pool_team_entries (season_id, team_id, division_id) VALUES (?, ?, ?) ON CONFLICT (season_id, team_id) DO UPDATE SET division_id = excluded.division_id').run(season.id, team.id, division.id);
  }
  stmt(db, 'UPDATE pool_teams SET name = ?, venue = ? WHERE id = ?').run(input.name ?? team.name, input.venue ?? team.venue, team.id);
  note(audit, 'team edited', { league: team.league_id, team: team.id, was: { name: team.name, venue: team.venue }, ...input });
  return team.league_id;
}

/** The last date a player played a frame for `teamId` in the season (null: none). */
function lastFrameFor(db: Db, seasonId: number, teamId: number, playerId: number): string | null {
  return stmt<{ d: string | null }>(
    db,
    `SELECT max(f.date) AS d FROM pool_team_frames fr
     JOIN pool_team_cards c ON c.id = fr.card_id AND c.state IN ('awaiting', 'disputed', 'confirmed')
     JOIN pool_team_fixtures f ON f.id = c.fixture_id
     WHERE f.season_id = @season
       AND ((f.home_team_id = @team AND @player IN (fr.home_player_1, fr.home_player_2)) OR (f.away_team_id = @team AND @player IN (fr.away_player_1, fr.away_player_2)))`,
  ).get({ season: seasonId, team: teamId, player: playerId })!.d;
}

const isDay = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

export function addSquadPlayer(db: Db, teamId: number, input: AddSquadInput, audit: Audit): number {
  const team = teamOr404(db, teamId);
  const season = openSeason(db, team.league_id, 'joinedOn');
  if (!stmt(db, 'SELECT 1 FROM pool_players WHERE id = ?').get(input.playerId)) throw new ApiError(404, 'not_found', `Player ${input.playerId} not found`, 'playerId');
  requireActivePlayer(db, input.playerId, 'playerId');
  if (!isDay(input.joinedOn)) throw bad('joinedOn', `${input.joinedOn} is not a calendar day`);
  if (input.joinedOn < season.start_date) throw bad('joinedOn', `${season.name} starts on ${season.start_date}; a player joins on or after it`);
  const open = listSquads(db, season.id).find((s) => s.player_id === input.playerId && s.left_on === null);
  let transfer: Record<string, unknown> = {};
  if (open) {
    if (open.team_id === team.id) throw conflict('playerId', `${open.name} is already in ${team.name}'s squad`);
    const leaves = addDays(input.joinedOn, -1);
    const from = teamOr404(db, open.team_id);
    if (leaves < open.joined_on) throw bad('joinedOn', `${open.name} joined ${from.name} on ${open.joined_on}; a move to ${team.name} is dated after that`);
    const last = lastFrameFor(db, season.id, open.team_id, input.playerId);
    if (last !== null && last > leaves) throw bad('joinedOn', `${open.name} played for ${from.name} on ${last}; a move to ${team.name} is dated after that`);
    stmt(db, 'UPDATE pool_team_squads SET left_on = ?, captain = 0 WHERE id = ?').run(leaves, open.id);
    transfer = { from: { team: from.id, name: from.name, left_on: leaves, membership: open.id } };
  }
  const id = Number(
    stmt(db, 'INSERT INTO pool_team_squads (season_id, team_id, player_id, captain, joined_on) VALUES (?, ?, ?, ?, ?)').run(season.id, team.id, input.playerId, input.captain ? 1 : 0, input.joinedOn)
      .lastInsertRowid,
  );
  note(audit, open ? 'player transferred' : 'player joined', { league: team.league_id, team: team.id, player: input.playerId, membership: id, joined_on: input.joinedOn, captain: Boolean(input.captain), ...transfer });
  return team.league_id;
}

export function editSquadPlayer(db: Db, membershipId: number, input: EditSquadInput, audit: Audit): number {
  const m = stmt<{ id: number; season_id: number; team_id: number; player_id: number; captain: number; joined_on: string; left_on: string | null }>(db, 'SELECT * FROM pool_team_squads WHERE id = ?').get(membershipId);
  if (!m) throw new ApiError(404, 'not_found', `Squad membership ${membershipId} not found`, 'id');
  const team = teamOr404(db, m.team_id);
  const season = openSeason(db, team.league_id, input.leftOn !== undefined ? 'leftOn' : 'captain');
  if (season.id !== m.season_id) throw conflict('id', "This membership is of a closed season; only the current season's squads change");
  let leftOn = m.left_on;
  if (input.leftOn !== undefined) {
    leftOn = input.leftOn;
    if (leftOn !== null) {
      if (!isDay(leftOn)) throw bad('leftOn', `${leftOn} is not a calendar day`);
      if (leftOn < m.joined_on) throw bad('leftOn', `He joined on ${m.joined_on}; he leaves on or after it`);
      const last = lastFrameFor(db, season.id, team.id, m.player_id);
      if (last !== null && last > leftOn) throw bad('leftOn', `He played for ${team.name} on ${last}; he leaves on or after it`);
    } else if (m.left_on !== null && stmt(db, 'SELECT 1 FROM pool_team_squads WHERE season_id = ? AND player_id = ? AND left_on IS NULL AND id <> ?').get(season.id, m.player_id, m.id)) {
      throw conflict('leftOn', 'He is in another squad now; add him back to this team instead (a dated transfer)');
    }
  }
  const captain = input.captain ?? m.captain === 1;
  if (captain && leftOn !== null && input.captain === true) throw bad('captain', 'A player who has left the squad cannot be its captain');
  stmt(db, 'UPDATE pool_team_squads SET captain = ?, left_on = ? WHERE id = ?').run(captain && leftOn === null ? 1 : 0, leftOn, m.id);
  note(audit, 'squad edited', { league: team.league_id, team: team.id, player: m.player_id, membership: m.id, captain, left_on: leftOn });
  return team.league_id;
}
