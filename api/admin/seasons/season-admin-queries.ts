/**
 * The admin's writes and reads for seasons and fixtures (tables of migration 010). The caller holds the
 * write transaction and writes the audit row.
 */
import type { Db } from '../../db/database';
import type { AdminSeasonDetail, AdminSeasonSummary } from '../../../contracts/season';
import { ApiError } from '../../lib/errors';
import { currentSeason, findSeason, seasonState } from '../../league/season-reads';
import { listGroupPlayers } from '../../league/entity-queries';
import { datedRoundRobin } from '../../../workers/schedule/dated-rounds';
import { nameKey } from '../../../contracts/names';
import { stmt } from '../../db/statement-cache';

export interface FixtureFields {
  id: number;
  season_id: number;
  fixture_date: string;
  player_1_id: number;
  player_2_id: number;
  round: number | null;
  deleted_at: string | null;
}

export function requireSeason(db: Db, id: number, field = 'id') {
  const s = findSeason(db, id);
  if (!s) throw new ApiError(404, 'not_found', `Season ${id} not found`, field);
  return s;
}

export function getFixture(db: Db, id: number): FixtureFields | undefined {
  return stmt<FixtureFields>(db, 'SELECT id, season_id, fixture_date, player_1_id, player_2_id, round, deleted_at FROM pool_fixtures WHERE id = ?').get(id);
}

export function seasonNameTaken(db: Db, groupId: number, name: string, exceptId?: number): boolean {
  const rows = stmt<{ id: number; name: string }>(db, 'SELECT id, name FROM pool_seasons WHERE group_id = ?').all(groupId);
  return rows.some((r) => r.id !== exceptId && nameKey(r.name) === nameKey(name));
}

export function insertSeason(db: Db, groupId: number, name: string, startDate: string): number {
  return stmt<{ id: number }>(db, 'INSERT INTO pool_seasons (group_id, name, start_date) VALUES (?, ?, ?) RETURNING id').get(groupId, name, startDate)!
    .id;
}

export function insertFixture(db: Db, seasonId: number, f: { date: string; player1Id: number; player2Id: number; round?: number | null }): number {
  return stmt<{ id: number }>(db, 'INSERT INTO pool_fixtures (season_id, fixture_date, player_1_id, player_2_id, round) VALUES (?, ?, ?, ?, ?) RETURNING id').get(
      seasonId,
      f.date,
      f.player1Id,
      f.player2Id,
      f.round ?? null,
    )!.id;
}

/** The round robin of the group's members, dated from the start date; returns how many fixtures were added. */
export function generateRoundRobin(db: Db, seasonId: number, groupId: number, startDate: string, g: { meetings: number; everyDays: number; seed: string }) {
  const members = listGroupPlayers(db, groupId)
    .map((p) => p.id)
    .sort((a, b) => a - b);
  if (members.length < 2) throw new ApiError(409, 'too_few_members', 'A round robin needs at least 2 members in the group', 'groupId');
  const fixtures = datedRoundRobin(members, { ...g, startDate });
  for (const f of fixtures) insertFixture(db, seasonId, f);
  return fixtures.length;
}

/** Fixtures a season holds (removed ones not counted). */
export function seasonFixtureCount(db: Db, seasonId: number): number {
  return stmt<number>(db, 'SELECT COUNT(*) FROM pool_fixtures WHERE season_id = ? AND deleted_at IS NULL').pluck().get(seasonId)!;
}

export function updateFixture(db: Db, id: number, f: { date: string; player1Id: number; player2Id: number }) {
  stmt(db, 'UPDATE pool_fixtures SET fixture_date = ?, player_1_id = ?, player_2_id = ? WHERE id = ?').run(f.date, f.player1Id, f.player2Id, id);
}

export function softDeleteFixture(db: Db, id: number): boolean {
  return (
    stmt(db, "UPDATE pool_fixtures SET deleted_at = strftime('%Y-%m-%d %H:%M:%S', 'now') WHERE id = ? AND deleted_at IS NULL").run(id).changes > 0
  );
}

function summaries(db: Db, where: string, arg?: number): AdminSeasonSummary[] {
  const rows = stmt<Omit<AdminSeasonSummary, 'fixtures' | 'played' | 'remaining' | 'current'>>(
    db,
    `SELECT s.id, s.group_id, s.name, s.start_date, g.name AS group_name, g.url_slug
     FROM pool_seasons s JOIN pool_groups g ON g.id = s.group_id ${where}
     ORDER BY s.start_date DESC, s.id DESC`,
  ).all(...(arg === undefined ? [] : [arg]));
  return rows.map((r) => {
    const st = seasonState(db, r);
    return { ...r, fixtures: st.fixtures.length, played: st.played, remaining: st.remaining, current: currentSeason(db, r.group_id)?.id === r.id };
  });
}

export const listSeasons = (db: Db) => summaries(db, '');

export function seasonDetail(db: Db, seasonId: number): AdminSeasonDetail {
  const season = summaries(db, 'WHERE s.id = ?', seasonId)[0];
  if (!season) throw new ApiError(404, 'not_found', `Season ${seasonId} not found`, 'id');
  const st = seasonState(db, season);
  return { season, table: st.table, fixtures: st.fixtures, members: listGroupPlayers(db, season.group_id) };
}
