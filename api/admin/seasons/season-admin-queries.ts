/**
 * The admin's writes and reads for seasons and fixtures (tables of migration 010). The caller holds the
 * write transaction and writes the audit row.
 */
import type { Db } from '../../db/database';
import type { AdminSeasonDetail, AdminSeasonSummary, FixtureImportReport } from '../../../contracts/season';
import { ApiError } from '../../lib/errors';
import { currentSeason, findSeason, seasonState } from '../../league/season-reads';
import { listGroupPlayers } from '../../league/entity-queries';
import { datedRoundRobin } from '../../../workers/schedule/dated-rounds';
import { parseCsv, type CsvRecord } from '../../../common/csv';
import { checkName, nameKey } from '../../../contracts/names';
import { stmt } from '../../db/statement-cache';
import { parseFixtureDate } from '../../../contracts/season';
import { MAX_FIXTURE_IMPORT_ROWS, MAX_SEASON_FIXTURES, tooManyFixtures } from '../../../contracts/season-limits';
import { formatNumber } from '../../../common/number-text';

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
  return stmt(db, 'SELECT id, season_id, fixture_date, player_1_id, player_2_id, round, deleted_at FROM pool_fixtures WHERE id = ?').get(id) as
    | FixtureFields
    | undefined;
}

export function seasonNameTaken(db: Db, groupId: number, name: string, exceptId?: number): boolean {
  const rows = stmt(db, 'SELECT id, name FROM pool_seasons WHERE group_id = ?').all(groupId) as { id: number; name: string }[];
  return rows.some((r) => r.id !== exceptId && nameKey(r.name) === nameKey(name));
}

export function insertSeason(db: Db, groupId: number, name: string, startDate: string): number {
  return (stmt(db, 'INSERT INTO pool_seasons (group_id, name, start_date) VALUES (?, ?, ?) RETURNING id').get(groupId, name, startDate) as { id: number })
    .id;
}

export function insertFixture(db: Db, seasonId: number, f: { date: string; player1Id: number; player2Id: number; round?: number | null }): number {
  return (
    stmt(db, 'INSERT INTO pool_fixtures (season_id, fixture_date, player_1_id, player_2_id, round) VALUES (?, ?, ?, ?, ?) RETURNING id').get(
      seasonId,
      f.date,
      f.player1Id,
      f.player2Id,
      f.round ?? null,
    ) as { id: number }
  ).id;
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
  return stmt(db, 'SELECT COUNT(*) FROM pool_fixtures WHERE season_id = ? AND deleted_at IS NULL').pluck().get(seasonId) as number;
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
  const rows = stmt(
    db,
    `SELECT s.id, s.group_id, s.name, s.start_date, g.name AS group_name, g.url_slug
     FROM pool_seasons s JOIN pool_groups g ON g.id = s.group_id ${where}
     ORDER BY s.start_date DESC, s.id DESC`,
  ).all(...(arg === undefined ? [] : [arg])) as Omit<AdminSeasonSummary, 'fixtures' | 'played' | 'remaining' | 'current'>[];
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

// ---- CSV import of fixtures -------------------------------------------------------------------------------

export const FIXTURE_COLUMNS = ['date', 'player1', 'player2'] as const;

export interface FixturePlan {
  report: FixtureImportReport;
  fixtures: { line: number; date: string; player1Id: number; player2Id: number }[];
}

const fixtureKey = (date: string, a: number, b: number) => `${date}:${Math.min(a, b)}:${Math.max(a, b)}`;

/**
 * Read a fixture file (`date,player1,player2`, an optional header line naming those columns) for a season and
 * compare it with the season; writes nothing. Names follow the result import's rules (trimmed, matched
 * ignoring case); both players must already be members of the season's group. A fixture already in the season
 * (same date and pair) is not added again, so importing a file twice adds nothing the second time.
 */
export function planFixtureImport(db: Db, seasonId: number, text: string): FixturePlan {
  const season = requireSeason(db, seasonId);
  const report: FixtureImportReport = { dryRun: true, committed: false, rowsRead: 0, fixturesToAdd: 0, fixturesAlreadyPresent: 0, errors: [] };
  const plan: FixturePlan = { report, fixtures: [] };
  const parsed = parseCsv(text);
  if (!parsed.ok) {
    report.errors.push({ line: parsed.line, reason: `Not valid CSV: ${parsed.reason}` });
    return plan;
  }
  let records: CsvRecord[] = parsed.records;
  let columns: string[] = [...FIXTURE_COLUMNS];
  const first = records[0]?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  if (first.includes('date') || first.includes('player1')) {
    const sorted = [...first].sort().join(',');
    if (sorted !== [...FIXTURE_COLUMNS].sort().join(',')) {
      report.errors.push({ line: records[0].line, reason: `Header: the columns are ${FIXTURE_COLUMNS.join(', ')} (got ${first.join(', ')})` });
      return plan;
    }
    columns = first;
    records = records.slice(1);
  }
  if (records.length === 0) {
    report.errors.push({ line: 1, reason: 'The file holds no rows' });
    return plan;
  }
  if (records.length > MAX_FIXTURE_IMPORT_ROWS) {
    report.rowsRead = records.length;
    report.errors.push({
      line: records[MAX_FIXTURE_IMPORT_ROWS].line,
      reason: `rows: a fixture import holds at most ${formatNumber(MAX_FIXTURE_IMPORT_ROWS)} rows; this file has ${formatNumber(records.length)}`,
    });
    return plan;
  }
  const members = new Map(listGroupPlayers(db, season.group_id).map((p) => [nameKey(p.name), p]));
  const allPlayers = new Set((stmt(db, 'SELECT name FROM pool_players').all() as { name: string }[]).map((p) => nameKey(p.name)));
  const present = new Map<string, number>();
  for (const f of stmt(db, 'SELECT fixture_date, player_1_id, player_2_id FROM pool_fixtures WHERE season_id = ? AND deleted_at IS NULL').all(seasonId) as {
    fixture_date: string;
    player_1_id: number;
    player_2_id: number;
  }[]) {
    const k = fixtureKey(f.fixture_date, f.player_1_id, f.player_2_id);
    present.set(k, (present.get(k) ?? 0) + 1);
  }
  const groupName = (stmt(db, 'SELECT name FROM pool_groups WHERE id = ?').get(season.group_id) as { name: string }).name;

  for (const rec of records) {
    report.rowsRead++;
    const before = report.errors.length;
    const fail = (reason: string) => report.errors.push({ line: rec.line, reason });
    if (rec.fields.length !== 3) {
      fail(`Expected 3 fields (date,player1,player2), found ${rec.fields.length}`);
      continue;
    }
    const get = (c: string) => rec.fields[columns.indexOf(c)].trim();
    const date = parseFixtureDate(get('date'));
    if (!date.ok) fail(`date ${date.reason} (got "${get('date')}")`);
    else if (date.date < season.start_date) fail(`date ${date.date} is before the season starts (${season.start_date})`);
    const player = (column: 'player1' | 'player2') => {
      const raw = get(column);
      if (raw === '') return fail(`${column} is missing`), null;
      const r = checkName(raw);
      if (!r.ok) return fail(`${column} ${r.reason}`), null;
      const p = members.get(nameKey(r.name));
      if (!p) {
        fail(allPlayers.has(nameKey(r.name)) ? `${column} "${r.name}" is not a member of ${groupName}` : `${column} "${r.name}" is not a player of the league`);
        return null;
      }
      return p;
    };
    const p1 = player('player1');
    const p2 = player('player2');
    if (p1 && p2 && p1.id === p2.id) fail('player1 and player2 must be different players');
    if (report.errors.length > before || !date.ok || !p1 || !p2) continue;
    const k = fixtureKey(date.date, p1.id, p2.id);
    const have = present.get(k) ?? 0;
    if (have > 0) {
      present.set(k, have - 1);
      report.fixturesAlreadyPresent++;
    } else plan.fixtures.push({ line: rec.line, date: date.date, player1Id: p1.id, player2Id: p2.id });
  }
  report.fixturesToAdd = plan.fixtures.length;
  const would = seasonFixtureCount(db, seasonId) + plan.fixtures.length;
  if (plan.fixtures.length > 0 && would > MAX_SEASON_FIXTURES) {
    report.errors.push({ line: plan.fixtures[0].line, reason: `rows: ${tooManyFixtures(would)}` });
  }
  return plan;
}

export function applyFixtureImport(db: Db, seasonId: number, plan: FixturePlan): FixtureImportReport {
  for (const f of plan.fixtures) insertFixture(db, seasonId, f);
  return { ...plan.report, dryRun: false, committed: true };
}
