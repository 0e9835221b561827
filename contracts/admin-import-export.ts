/**
 * The league's CSV import and its JSON or CSV export under /api/admin: the import's report and errors, the export's
 * shape, and the two endpoints (the rest of the admin API: contracts/admin.ts).
 */
import { createRoute, csvBody, data, errors, json, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { ErrorBody } from './errors';
import { PoolGroup, PoolPlayer } from './league';
import { ExportQuery, ImportQuery } from './admin-requests';
import { readErrors, StoredMatch, writeErrors } from './admin';

const id = z.int().positive();
const count = z.int().min(0);
const tags = ['Admin'];

export const ImportError = z
  .object({
    /** 1-based line of the CSV text. */
    line: z.int().min(1),
    reason: z.string(),
  })
  .openapi('ImportError');
export type ImportError = z.infer<typeof ImportError>;

export const ImportReport = z
  .object({
    dryRun: z.boolean(),
    committed: z.boolean(),
    /** Lines with data (header and blank lines not counted). */
    rowsRead: count,
    matchesToAdd: count,
    /** Match rows already in the database (nothing is added for them). */
    matchesAlreadyPresent: count,
    playersToCreate: z.array(z.string()),
    groupsToCreate: z.array(z.string()),
    membershipsToAdd: count,
    /** Seasons to create, as "Group: Season" (the export's season lines). */
    seasonsToCreate: z.array(z.string()),
    fixturesToAdd: count,
    /** Fixture lines already in their season (same date, pair and removed-or-not). */
    fixturesAlreadyPresent: count,
    errors: z.array(ImportError),
  })
  .openapi('ImportReport');
/** POST /api/admin/import (dry run or commit); a refused commit answers it beside the 400 error as `report`. */
export type ImportReport = z.infer<typeof ImportReport>;

/** The 400 of a CSV import: the error, and (when lines are bad) the whole report, nothing imported. */
export const invalidCsv = <S extends z.ZodType>(report: S) =>
  ErrorBody.extend({ report: report.optional() }).openapi({
    description: 'The JSON error; when lines are bad (`invalid_csv`, field `body`, naming the first), the whole report beside it.',
  });

/** A match row of the export: the stored match, flagged when deleted. */
export const ExportedMatch = StoredMatch.omit({ match_type_id: true, created_at: true })
  .extend({ deleted: z.boolean() })
  .openapi('ExportedMatch');

export const LeagueExport = z
  .object({
    format: z.literal('pool-league'),
    version: z.literal(2),
    exportedAt: z.string(),
    groups: z.array(PoolGroup),
    players: z.array(PoolPlayer),
    memberships: z.array(z.object({ group_id: id, player_id: id })),
    matches: z.array(ExportedMatch),
    seasons: z.array(z.object({ id, group_id: id, name: z.string(), start_date: z.string() })),
    fixtures: z.array(
      z.object({
        id,
        season_id: id,
        /** 'YYYY-MM-DD'. */
        date: z.string(),
        player_1_id: id,
        player_1: z.string(),
        player_2_id: id,
        player_2: z.string(),
        round: z.int().min(1).nullable(),
        deleted: z.boolean(),
        /** ISO 8601 UTC when the fixture was removed, else null. */
        deleted_at: z.string().nullable(),
      }),
    ),
  })
  .openapi('LeagueExport');
/**
 * GET /api/admin/export?format=json: everything in the league (deleted matches flagged). Version 2 added the
 * seasons and their fixtures (removed ones flagged). The forecast's track record is not exported: it is derived
 * from the seasons, fixtures and results, and recomputed after an import.
 */
export type LeagueExport = z.infer<typeof LeagueExport>;

export const adminImport = createRoute({
  ...endpointPaths.adminImport,
  tags,
  summary: 'Import a league CSV (results, groups, seasons, fixtures)',
  description: 'With `?dryRun=1` the CSV is checked and the report answered; nothing is written.',
  request: {
    query: ImportQuery,
    body: csvBody('The league CSV, as the export writes it (up to 8 MiB).'),
  },
  responses: {
    200: data(ImportReport, 'The report: what was (or would be) added.'),
    400: json(invalidCsv(ImportReport), 'A bad `dryRun`, an incomplete body, or bad lines (`invalid_csv`, with the report).'),
    ...errors(writeErrors),
  },
});

export const adminExport = createRoute({
  ...endpointPaths.adminExport,
  tags,
  summary: 'Export the whole league',
  description: 'As a download (Content-Disposition: attachment): JSON by default, or `?format=csv`. The export is audited.',
  request: { query: ExportQuery },
  responses: {
    200: {
      description: 'The league as JSON `{ data }`, or as the CSV the import reads.',
      content: {
        'application/json': { schema: z.object({ data: LeagueExport }) },
        'text/csv': { schema: z.string() },
      },
    },
    ...errors({ 400: '`format` is not json or csv (field `format`).', ...readErrors }),
  },
});

/** The import and export endpoints, listed after the other admin endpoints. */
export const adminImportExportEndpoints = { adminImport, adminExport };
