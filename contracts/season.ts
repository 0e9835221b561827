/**
 * League seasons: the shapes of the group page's season (GET /api/pool/group/{id}/season) and the admin's seasons
 * and fixtures (/api/admin/seasons..., /api/admin/fixtures/{id}), their request bodies and the admin endpoints,
 * declared as in contracts/README.md. The forecast's own shapes (GET /api/pool/forecast/{groupSlug}, the track
 * record) live in contracts/forecast.ts.
 *
 * Conventions: dates are 'YYYY-MM-DD'. A fixture's result is derived from the recorded matches at read time
 * (the earliest unplayed fixture of a pair is fulfilled by their first result on or after its date); scores on
 * a fixture's result are given from the fixture's player 1 and player 2.
 */
import type { SeasonTableRow as TableRow } from '../workers/season/season-table';
import { MAX_EVERY_DAYS, MAX_MEETINGS } from '../workers/schedule/dated-rounds';
import { createRoute, csvBody, data, errors, idParam, json, jsonBody, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import type { Same } from './same-type';
import { bodyErrors, EmptyBody, importRunningError, signInRequired, writeBusyError, writeGuardErrors } from './auth';
import { bodyId, nameField, ImportQuery } from './admin-requests';
import { invalidCsv } from './admin-import-export';
import { refuseHiddenCharacters } from './text-rules';

const id = z.int().positive();
const count = z.int().min(0);

export const SeasonTableRow = z
  .object({
    position: z.int().min(1),
    player_id: id,
    name: z.string(),
    played: count,
    won: count,
    lost: count,
    /** 2 a win. */
    points: count,
    score_for: count,
    score_against: count,
  })
  .openapi('SeasonTableRow');
export type SeasonTableRow = z.infer<typeof SeasonTableRow>;
// The season's pure function (workers/season/season-table.ts) defines the row; the schema must describe exactly it.
const tableRowShape: Same<SeasonTableRow, TableRow> = true;
void tableRowShape;

export const SeasonInfo = z.object({ id, group_id: id, name: z.string(), start_date: z.string() }).openapi('SeasonInfo');
export type SeasonInfo = z.infer<typeof SeasonInfo>;

export const FixtureResult = z
  .object({
    match_id: id,
    /** Calendar date the result was played, 'YYYY-MM-DD'. */
    game_date: z.string(),
    /** Score of the fixture's player 1 and player 2. */
    player_1_score: count,
    player_2_score: count,
    winner_player_id: id,
  })
  .openapi('FixtureResult', { description: 'The recorded result that fulfils a fixture.' });
export type FixtureResult = z.infer<typeof FixtureResult>;

export const SeasonFixture = z
  .object({
    id,
    date: z.string(),
    /** The round of a generated round robin; null for an imported or added fixture. */
    round: z.int().min(1).nullable(),
    player_1_id: id,
    player_1: z.string(),
    player_2_id: id,
    player_2: z.string(),
    /** Null while the fixture is still to play. */
    result: FixtureResult.nullable(),
    /**
     * The handicap start it carries, when the admin has turned starts on for the group and it is still to
     * play: the weaker player takes `balls` of his balls off before the break (null: no start, or none needed).
     */
    start: z.object({ player_id: id, balls: z.int().min(1).max(7), weaker_chance: z.number().min(0).max(1), text: z.string() }).nullable().optional(),
  })
  .openapi('SeasonFixture');
export type SeasonFixture = z.infer<typeof SeasonFixture>;

export const GroupSeasonAnswer = z
  .object({
    season: SeasonInfo.nullable(),
    /** In table order (points, score difference, score for, then the seeded draw of `table_seed`). */
    table: z.array(SeasonTableRow),
    /** Every fixture, by date then id; `result` null = still to play. */
    fixtures: z.array(SeasonFixture),
    /** The seed of the table's last tie-break (a draw): `season-{id}`. */
    table_seed: z.string().nullable(),
    played: count,
    remaining: count,
  })
  .openapi('GroupSeasonAnswer');
/** GET /api/pool/group/{id}/season: the group's current season (the latest start date), or nulls and empty lists. */
export type GroupSeasonAnswer = z.infer<typeof GroupSeasonAnswer>;

export const AdminSeasonSummary = SeasonInfo.extend({
  group_name: z.string(),
  url_slug: z.string(),
  fixtures: count,
  played: count,
  remaining: count,
  /** The group's current season (the one the group page and the forecast show). */
  current: z.boolean(),
}).openapi('AdminSeasonSummary');
/** GET /api/admin/seasons: one row per season (every group), newest start first. */
export type AdminSeasonSummary = z.infer<typeof AdminSeasonSummary>;

export const AdminSeasonDetail = z
  .object({
    season: AdminSeasonSummary,
    table: z.array(SeasonTableRow),
    fixtures: z.array(SeasonFixture),
    /** The group's members (who can be put on a fixture). */
    members: z.array(z.object({ id, name: z.string() })),
  })
  .openapi('AdminSeasonDetail');
/** GET /api/admin/seasons/{id} and the answer of every season or fixture write. */
export type AdminSeasonDetail = z.infer<typeof AdminSeasonDetail>;

export const FixtureImportReport = z
  .object({
    dryRun: z.boolean(),
    committed: z.boolean(),
    rowsRead: count,
    fixturesToAdd: count,
    /** Lines naming a fixture the season already has (same date and pair): nothing is added for them. */
    fixturesAlreadyPresent: count,
    errors: z.array(z.object({ line: z.int().min(1), reason: z.string() })),
  })
  .openapi('FixtureImportReport');
/** POST /api/admin/seasons/{id}/import[?dryRun=1] (text/csv `date,player1,player2`). */
export type FixtureImportReport = z.infer<typeof FixtureImportReport>;

export const TrackRecordAnswer = z
  .object({ seasonId: id, /** Forecast snapshots computed now. */ computed: count, /** Time taken. */ ms: count })
  .openapi('TrackRecordAnswer');
/** POST /api/admin/seasons/{id}/track-record. */
export type TrackRecordAnswer = z.infer<typeof TrackRecordAnswer>;

// ---- Request bodies: unknown fields are refused (strict objects) ----

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A fixture or season date: 'YYYY-MM-DD', a real calendar day from 1970 to 2999. */
export function parseFixtureDate(raw: string): { ok: true; date: string } | { ok: false; reason: string } {
  const m = DATE_RE.exec(raw.trim());
  if (!m) return { ok: false, reason: 'must be a date YYYY-MM-DD' };
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return { ok: false, reason: 'is not a real calendar date' };
  if (y < 1970 || y > 2999) return { ok: false, reason: 'must be from 1970 to 2999' };
  return { ok: true, date: m[0] };
}

const date = (field: string) =>
  z
    .string({ error: `${field} must be a string (YYYY-MM-DD)` })
    .max(40, { error: `${field} is too long` })
    .transform((raw, ctx) => {
      const r = parseFixtureDate(raw);
      if (!r.ok) {
        ctx.addIssue({ code: 'custom', message: `${field} ${r.reason}` });
        return z.NEVER;
      }
      return r.date;
    })
    .openapi({ description: 'YYYY-MM-DD', example: '2025-09-01' });

const whole = (name: string, min: number, max: number) =>
  z
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be from ${min} to ${max}` })
    .max(max, { error: `${name} must be from ${min} to ${max}` });

export const CreateSeasonBody = z
  .strictObject({
    groupId: bodyId('groupId'),
    name: nameField('name'),
    startDate: date('startDate'),
    generate: z
      .strictObject(
        {
          meetings: whole('meetings', 1, MAX_MEETINGS),
          everyDays: whole('everyDays', 1, MAX_EVERY_DAYS),
          seed: z
            .string({ error: 'seed must be a string' })
            .trim()
            .min(1, { error: 'seed must not be empty' })
            .max(64, { error: 'seed must be at most 64 characters' })
            .superRefine(refuseHiddenCharacters('seed')),
        },
        { error: 'generate must be an object { meetings, everyDays, seed }' },
      )
      .optional(),
  })
  .openapi('CreateSeasonInput');
/** POST /api/admin/seasons body. With `generate`, the fixtures are a round robin of the group's members. */
export type CreateSeasonInput = z.input<typeof CreateSeasonBody>;

/** One player must differ from the other. */
function differentPlayers(v: { player1Id?: number; player2Id?: number }, ctx: z.RefinementCtx) {
  if (v.player1Id !== undefined && v.player1Id === v.player2Id) ctx.addIssue({ code: 'custom', path: ['player2Id'], message: 'Players must be different' });
}

export const FixtureBody = z
  .strictObject({ date: date('date'), player1Id: bodyId('player1Id'), player2Id: bodyId('player2Id') })
  .superRefine(differentPlayers)
  .openapi('FixtureInput');
/** POST /api/admin/seasons/{id}/fixtures. */
export type FixtureInput = z.input<typeof FixtureBody>;

export const EditFixtureBody = z
  .strictObject({ date: date('date').optional(), player1Id: bodyId('player1Id').optional(), player2Id: bodyId('player2Id').optional() })
  .refine((v) => Object.keys(v).length > 0, { error: 'Send at least one field to change: date, player1Id or player2Id' });
/** PATCH /api/admin/fixtures/{id}: a move (date and/or players). */
export type EditFixtureInput = z.input<typeof EditFixtureBody>;

// ---- Endpoints --------------------------------------------------------------------------------------------

const tags = ['Admin: seasons'];
const idParams = z.object({ id: idParam('id') });
const readErrors = { ...signInRequired, ...importRunningError } as const;
const writeErrors = { ...signInRequired, ...writeGuardErrors, ...writeBusyError } as const;
const detail = (description: string) => data(AdminSeasonDetail, description);
const badId = 'The id is malformed (`bad_request`, field `id`).';
const fixtureProblems = (fields: string) =>
  `${bodyErrors(fields)} A fixture's players must differ, be members of the group, and its date not be before the season starts.`;

export const adminSeasons = createRoute({
  ...endpointPaths.adminSeasons,
  tags,
  summary: 'Every season of every group',
  responses: { 200: data(z.array(AdminSeasonSummary), 'Newest start first.'), ...errors(readErrors) },
});

export const adminSeason = createRoute({
  ...endpointPaths.adminSeason,
  tags,
  summary: 'One season: table, fixtures and members',
  request: { params: idParams },
  responses: { 200: detail('The season as it stands.'), ...errors({ 400: badId, 404: 'No such season (`not_found`).', ...readErrors }) },
});

export const adminCreateSeason = createRoute({
  ...endpointPaths.adminCreateSeason,
  tags,
  summary: 'Start a season, optionally with a generated round robin',
  request: { body: jsonBody(CreateSeasonBody) },
  responses: {
    201: detail('The new season.'),
    ...errors({
      400: bodyErrors('`groupId`, `name`, `startDate`, `generate.meetings`...'),
      404: 'No such group (field `groupId`).',
      409: 'The group already has a season of that name (`conflict`), or too few members for a round robin (`too_few_members`).',
      ...writeErrors,
    }),
  },
});

export const adminAddFixture = createRoute({
  ...endpointPaths.adminAddFixture,
  tags,
  summary: 'Add a fixture to a season',
  request: { params: idParams, body: jsonBody(FixtureBody) },
  responses: {
    201: detail('The season with the new fixture.'),
    ...errors({ 400: `${badId} ${fixtureProblems('`date`, `player1Id`, `player2Id`')}`, 404: 'No such season or player.', ...writeErrors }),
  },
});

export const adminEditFixture = createRoute({
  ...endpointPaths.adminEditFixture,
  tags,
  summary: 'Move a fixture (date and/or players)',
  request: { params: idParams, body: jsonBody(EditFixtureBody) },
  responses: {
    200: detail('The season with the moved fixture.'),
    ...errors({ 400: `${badId} ${fixtureProblems('`date`, `player1Id`, `player2Id`')}`, 404: 'No such fixture (or it was removed), or no such player.', ...writeErrors }),
  },
});

export const adminRemoveFixture = createRoute({
  ...endpointPaths.adminRemoveFixture,
  tags,
  summary: 'Remove a fixture (kept, flagged removed)',
  request: { params: idParams },
  responses: {
    200: detail('The season without the fixture.'),
    ...errors({ 400: badId, 404: 'No such fixture, or already removed.', ...writeErrors }),
  },
});

export const adminImportFixtures = createRoute({
  ...endpointPaths.adminImportFixtures,
  tags,
  summary: "Import a season's fixtures from CSV (date,player1,player2)",
  description: 'With `?dryRun=1` the CSV is checked and the report answered; nothing is written.',
  request: { params: idParams, query: ImportQuery, body: csvBody('Lines `date,player1,player2` (dates YYYY-MM-DD, players by name).') },
  responses: {
    200: data(FixtureImportReport, 'The report: what was (or would be) added.'),
    400: json(invalidCsv(FixtureImportReport), 'A malformed id or `dryRun`, an incomplete body, or bad lines (`invalid_csv`, with the report).'),
    ...errors({ 404: 'No such season.', ...writeErrors }),
  },
});

export const adminTrackRecord = createRoute({
  ...endpointPaths.adminTrackRecord,
  tags,
  summary: "Compute the season's forecast track record now",
  description: 'It is otherwise brought up to date in the background after every admin write.',
  request: { params: idParams, body: jsonBody(EmptyBody, { optional: true, description: '`{}` or no body.' }) },
  responses: {
    200: data(TrackRecordAnswer, 'How many snapshots were computed, and how long it took.'),
    ...errors({
      400: `${badId} Or the body is not \`{}\`.`,
      404: 'No such season.',
      409: 'The season has no fixtures yet (`season_empty`): there is nothing to forecast.',
      ...writeErrors,
    }),
  },
});

/** The admin's season and fixture endpoints, in the order the reference lists them. */
export const seasonEndpoints = {
  adminSeasons,
  adminSeason,
  adminCreateSeason,
  adminAddFixture,
  adminImportFixtures,
  adminTrackRecord,
  adminEditFixture,
  adminRemoveFixture,
};
