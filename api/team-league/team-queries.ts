/**
 * Reads of the team league tables (migration 020): leagues, divisions with their formats, seasons, entries,
 * squads, fixtures and the live card of each fixture with its frames. Small statements; the pages' answers are
 * assembled in team-read-model.ts.
 */
import type { DivisionFormat } from '../../common/pool-teams/division-format';
import type { Db } from '../db/database';
import { stmt } from '../db/statement-cache';
import { slugKey } from '../../common/slug-key';

export interface LeagueRow {
  id: number;
  name: string;
  url_slug: string;
}

export interface DivisionRow {
  id: number;
  league_id: number;
  name: string;
  rank: number;
  night: number;
  frames: number;
  doubles_frames: number;
  max_frames_per_player: number;
  frame_points: number;
  win_points: number;
  draw_points: number;
  promote: number;
  relegate: number;
}

export interface SeasonRow {
  id: number;
  league_id: number;
  name: string;
  start_date: string;
  blackouts: string;
  confirm_window_hours: number;
  rearrange_needs_approval: number;
  closed_at: string | null;
}

export interface TeamRow {
  id: number;
  league_id: number;
  name: string;
  url_slug: string;
  venue: string;
}

export interface FixtureRow {
  id: number;
  season_id: number;
  division_id: number;
  round: number;
  home_team_id: number;
  away_team_id: number;
  date: string;
  original_date: string;
}

export interface CardRow {
  id: number;
  fixture_id: number;
  state: 'awaiting' | 'disputed' | 'confirmed' | 'rejected' | 'superseded';
  entered_by: 'captain' | 'admin';
  entered_by_player_id: number | null;
  home_frames: number;
  away_frames: number;
  created_at: number;
  confirm_by: number | null;
  dispute_reason: string | null;
  decided_at: number | null;
  decided_by: 'captain' | 'auto' | 'admin' | null;
}

export interface FrameRow {
  card_id: number;
  number: number;
  home_player_1: number;
  home_player_2: number | null;
  away_player_1: number;
  away_player_2: number | null;
  home_score: number;
  away_score: number;
}

export interface SquadRow {
  id: number;
  season_id: number;
  team_id: number;
  player_id: number;
  name: string;
  captain: number;
  joined_on: string;
  left_on: string | null;
}

export const formatOf = (d: DivisionRow): DivisionFormat => ({
  frames: d.frames,
  doublesFrames: d.doubles_frames,
  maxFramesPerPlayer: d.max_frames_per_player,
  framePoints: d.frame_points,
  winPoints: d.win_points,
  drawPoints: d.draw_points,
  promote: d.promote,
  relegate: d.relegate,
});

export const listLeagues = (db: Db) => stmt<LeagueRow>(db, 'SELECT id, name, url_slug FROM pool_team_leagues ORDER BY id').all();
export const findLeagueBySlug = (db: Db, slug: string) =>
  stmt<LeagueRow>(db, 'SELECT id, name, url_slug FROM pool_team_leagues WHERE url_slug = ?').get(slugKey(slug));
export const findLeague = (db: Db, id: number) => stmt<LeagueRow>(db, 'SELECT id, name, url_slug FROM pool_team_leagues WHERE id = ?').get(id);

export const listDivisions = (db: Db, leagueId: number) => stmt<DivisionRow>(db, 'SELECT * FROM pool_team_divisions WHERE league_id = ? ORDER BY rank').all(leagueId);
export const findDivision = (db: Db, id: number) => stmt<DivisionRow>(db, 'SELECT * FROM pool_team_divisions WHERE id = ?').get(id);

/** Every season of a league, the latest start first. */
export const listSeasons = (db: Db, leagueId: number) =>
  stmt<SeasonRow>(db, 'SELECT * FROM pool_team_seasons WHERE league_id = ? ORDER BY start_date DESC, id DESC').all(leagueId);
/** The current season: the latest start. */
export const currentTeamSeason = (db: Db, leagueId: number): SeasonRow | undefined => listSeasons(db, leagueId)[0];
export const findSeason = (db: Db, id: number) => stmt<SeasonRow>(db, 'SELECT * FROM pool_team_seasons WHERE id = ?').get(id);

export const listTeams = (db: Db, leagueId: number) => stmt<TeamRow>(db, 'SELECT id, league_id, name, url_slug, venue FROM pool_teams WHERE league_id = ? ORDER BY name COLLATE NOCASE').all(leagueId);

/** Team id → division id in a season. */
export function seasonEntries(db: Db, seasonId: number): Map<number, number> {
  const rows = stmt<{ team_id: number; division_id: number }>(db, 'SELECT team_id, division_id FROM pool_team_entries WHERE season_id = ?').all(seasonId);
  return new Map(rows.map((r) => [r.team_id, r.division_id]));
}

export const listSquads = (db: Db, seasonId: number) =>
  stmt<SquadRow>(
    db,
    `SELECT s.id, s.season_id, s.team_id, s.player_id, p.name, s.captain, s.joined_on, s.left_on
     FROM pool_team_squads s JOIN pool_players p ON p.id = s.player_id WHERE s.season_id = ? ORDER BY p.name COLLATE NOCASE`,
  ).all(seasonId);

/** A team's squad on a date: members who had joined by then and not left before it. */
export function squadOn(squads: readonly SquadRow[], teamId: number, date: string): SquadRow[] {
  return squads.filter((s) => s.team_id === teamId && s.joined_on <= date && (s.left_on === null || s.left_on >= date));
}

export const listFixtures = (db: Db, seasonId: number) =>
  stmt<FixtureRow>(db, 'SELECT * FROM pool_team_fixtures WHERE season_id = ? ORDER BY date, id').all(seasonId);
export const findFixture = (db: Db, id: number) => stmt<FixtureRow>(db, 'SELECT * FROM pool_team_fixtures WHERE id = ?').get(id);

/** The live card of each fixture of a season (awaiting, disputed or confirmed; at most one each, by index). */
export function liveCards(db: Db, seasonId: number): Map<number, CardRow> {
  const rows = stmt<CardRow>(
    db,
    `SELECT c.* FROM pool_team_cards c JOIN pool_team_fixtures f ON f.id = c.fixture_id
     WHERE f.season_id = ? AND c.state IN ('awaiting', 'disputed', 'confirmed')`,
  ).all(seasonId);
  return new Map(rows.map((r) => [r.fixture_id, r]));
}
export const liveCard = (db: Db, fixtureId: number) =>
  stmt<CardRow>(db, "SELECT * FROM pool_team_cards WHERE fixture_id = ? AND state IN ('awaiting', 'disputed', 'confirmed')").get(fixtureId);
export const findCard = (db: Db, id: number) => stmt<CardRow>(db, 'SELECT * FROM pool_team_cards WHERE id = ?').get(id);

export const cardFrames = (db: Db, cardId: number) => stmt<FrameRow>(db, 'SELECT * FROM pool_team_frames WHERE card_id = ? ORDER BY number').all(cardId);

/** Every frame of the league's confirmed cards, with the card's fixture and date, in the order played. */
export interface PlayedFrame extends FrameRow {
  fixture_id: number;
  season_id: number;
  division_id: number;
  date: string;
  home_team_id: number;
  away_team_id: number;
}
export const confirmedFrames = (db: Db, leagueId: number) =>
  stmt<PlayedFrame>(
    db,
    `SELECT fr.*, f.id AS fixture_id, f.season_id, f.division_id, f.date, f.home_team_id, f.away_team_id
     FROM pool_team_frames fr
     JOIN pool_team_cards c ON c.id = fr.card_id AND c.state = 'confirmed'
     JOIN pool_team_fixtures f ON f.id = c.fixture_id
     JOIN pool_team_seasons s ON s.id = f.season_id
     WHERE s.league_id = ? ORDER BY f.date, f.id, fr.number`,
  ).all(leagueId);
