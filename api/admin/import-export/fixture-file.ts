/**
 * A season's fixture file (POST /api/admin/seasons/{id}/import): `date,player1,player2`, with an optional header
 * line naming those columns in any order, at most MAX_FIXTURE_IMPORT_ROWS rows. Each line's fields are checked as
 * the league file's fixture lines are and the lines are planned by the same planner (fixture-planner.ts); here both
 * players must already be members of the season's group. Nothing is written until `applyFixtureImport`.
 */
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { FixtureImportReport } from '../../../contracts/season';
import { parseCsv, type CsvRecord } from '../../../common/csv';
import { formatNumber } from '../../../common/number-text';
import { nameKey } from '../../../contracts/names';
import { MAX_FIXTURE_IMPORT_ROWS } from '../../../contracts/season-limits';
import { listGroupPlayers } from '../../league/entity-queries';
import { stmt } from '../../db/statement-cache';
import { insertFixture, requireSeason } from '../seasons/season-admin-queries';
import { fixtureFields, planFixtures, type FixtureLine } from './fixture-planner';

const FIXTURE_COLUMNS = ['date', 'player1', 'player2'] as const;

const fixtureRow = z.object(fixtureFields);

export interface FixturePlan {
  report: FixtureImportReport;
  fixtures: { line: number; date: string; player1Id: number; player2Id: number }[];
}

/** The file's data rows and its columns' order; null (the reason in the report) when the file cannot be read. */
function readRows(text: string, report: FixtureImportReport): { columns: string[]; rows: CsvRecord[] } | null {
  const parsed = parseCsv(text);
  if (!parsed.ok) {
    report.errors.push({ line: parsed.line, reason: `Not valid CSV: ${parsed.reason}` });
    return null;
  }
  let rows = parsed.records;
  let columns: string[] = [...FIXTURE_COLUMNS];
  const first = rows[0]?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  if (first.includes('date') || first.includes('player1')) {
    if ([...first].sort().join(',') !== [...FIXTURE_COLUMNS].sort().join(',')) {
      report.errors.push({ line: rows[0].line, reason: `Header: the columns are ${FIXTURE_COLUMNS.join(', ')} (got ${first.join(', ')})` });
      return null;
    }
    columns = first;
    rows = rows.slice(1);
  }
  if (rows.length === 0) {
    report.errors.push({ line: 1, reason: 'The file holds no rows' });
    return null;
  }
  if (rows.length > MAX_FIXTURE_IMPORT_ROWS) {
    report.rowsRead = rows.length;
    report.errors.push({
      line: rows[MAX_FIXTURE_IMPORT_ROWS].line,
      reason: `rows: a fixture import holds at most ${formatNumber(MAX_FIXTURE_IMPORT_ROWS)} rows; this file has ${formatNumber(rows.length)}`,
    });
    return null;
  }
  return { columns, rows };
}

/** Read a season's fixture file and compare it with the season; writes nothing. */
export function planFixtureImport(db: Db, seasonId: number, text: string): FixturePlan {
  const season = requireSeason(db, seasonId);
  const report: FixtureImportReport = { dryRun: true, committed: false, rowsRead: 0, fixturesToAdd: 0, fixturesAlreadyPresent: 0, errors: [] };
  const plan: FixturePlan = { report, fixtures: [] };
  const file = readRows(text, report);
  if (!file) return plan;
  const group = stmt<{ name: string }>(db, 'SELECT name FROM pool_groups WHERE id = ?').get(season.group_id)!.name;
  const lines: FixtureLine[] = [];
  for (const rec of file.rows) {
    report.rowsRead++;
    if (rec.fields.length !== FIXTURE_COLUMNS.length) {
      report.errors.push({ line: rec.line, reason: `Expected 3 fields (date,player1,player2), found ${rec.fields.length}` });
      continue;
    }
    const raw = Object.fromEntries(file.columns.map((c, i) => [c, rec.fields[i].trim()]));
    const r = fixtureRow.safeParse(raw);
    if (!r.success) for (const issue of r.error.issues) report.errors.push({ line: rec.line, reason: issue.message });
    else lines.push({ line: rec.line, group, season: season.name, ...r.data, round: null, deletedAt: null });
  }
  const members = new Map(listGroupPlayers(db, season.group_id).map((p) => [nameKey(p.name), p.id]));
  const players = new Set(stmt<{ name: string }>(db, 'SELECT name FROM pool_players').all().map((p) => nameKey(p.name)));
  const planned = planFixtures(
    db,
    nameKey,
    lines,
    {
      groupProblem: () => null,
      playerProblem: (name, column) =>
        members.has(nameKey(name)) ? null : players.has(nameKey(name)) ? `${column} "${name}" is not a member of ${group}` : `${column} "${name}" is not a player of the league`,
      seasonStart: () => season.start_date,
    },
    seasonId,
  );
  report.errors = [...report.errors, ...planned.errors].sort((a, b) => a.line - b.line);
  report.fixturesAlreadyPresent = planned.alreadyPresent;
  report.fixturesToAdd = planned.fixtures.length;
  plan.fixtures = planned.fixtures.map((f) => ({ line: f.line, date: f.date, player1Id: members.get(nameKey(f.player1))!, player2Id: members.get(nameKey(f.player2))! }));
  return plan;
}

export function applyFixtureImport(db: Db, seasonId: number, plan: FixturePlan): FixtureImportReport {
  for (const f of plan.fixtures) insertFixture(db, seasonId, f);
  return { ...plan.report, dryRun: false, committed: true };
}
