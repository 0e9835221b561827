/**
 * The records book: its tables (common/cricket/record-tables.ts), their filters and row shapes, and one page of a
 * table. Definitions as for bowling and fielding (contracts/cricket-bowling.ts).
 */
import { RECORD_TABLES, type RecordTable } from '../common/cricket/record-tables';
import {
  RECORDS_FILTER_NAMES,
  RECORDS_FILTERS,
  RECORDS_PAGE_SIZE,
  RECORDS_TEXT_MAX,
  type RecordsFilterKind,
  type RecordsFilterName,
} from '../common/cricket/records-filters';
import { createRoute, data, errors, json, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { PagingQuery } from './paging';
import { cricketTags, int, rate, formatQuery } from './cricket-fields';
import { bowlingCareerSums, bowlingRates } from './cricket-bowling';
import { fieldingCounts } from './cricket-fielding';

const tags = cricketTags;

const queryText = z.string().trim().min(1, 'must not be empty').max(RECORDS_TEXT_MAX);
const queryYear = z
  .string()
  .regex(/^\d{4}$/, 'must be a year (4 digits)')
  .transform(Number);
const queryWhole = z
  .string()
  .regex(/^\d{1,6}$/, 'must be a whole number')
  .transform(Number);

/** Each kind of filter's query parameter (common/cricket/records-filters.ts gives the filters and their kinds). */
const FILTER_SCHEMAS = { text: queryText.optional(), year: queryYear.optional(), whole: queryWhole.optional() } satisfies Record<RecordsFilterKind, z.ZodType>;
type FilterShape = { [K in RecordsFilterName]: (typeof FILTER_SCHEMAS)[(typeof RECORDS_FILTERS)[K]] };

/**
 * The records' filters (query parameters), built from the one list: the player's team, the opposition, host
 * country, ground, years, and the averages tables' qualification (innings for batting, balls for bowling; defaults
 * 20 and 2000).
 */
export const RecordsFilters = z.object(Object.fromEntries(RECORDS_FILTER_NAMES.map((k) => [k, FILTER_SCHEMAS[RECORDS_FILTERS[k]]])) as FilterShape);
export type RecordsFilters = z.infer<typeof RecordsFilters>;

const recordPlayer = { rank: int, player_id: z.string(), name: z.string(), url_slug: z.string(), team: z.string() };
const recordMatch = { match_id: z.string(), opposition: z.string(), ground: z.string(), match_start_date: z.string() };

export const BattingCareerRecord = z.object({
  ...recordPlayer,
  first_year: int,
  last_year: int,
  matches: int,
  innings: int,
  not_outs: int,
  runs: int,
  balls: int,
  highest_score: int.nullable(),
  highest_not_out: z.boolean(),
  average: rate,
  strike_rate: rate,
  hundreds: int,
  fifties: int,
  /** The archive shows signs this career is longer than it holds (the career's coverage note): marked in the table. */
  partial: z.boolean(),
}).openapi('BattingCareerRecord');
export const BowlingCareerRecord = z.object({
  ...recordPlayer,
  first_year: int,
  last_year: int,
  matches: int,
  ...bowlingCareerSums,
  ...bowlingRates,
  five_wickets: int,
  ten_wickets: int,
}).openapi('BowlingCareerRecord');
export const FieldingCareerRecord = z.object({ ...recordPlayer, first_year: int, last_year: int, matches: int, ...fieldingCounts }).openapi('FieldingCareerRecord');
/**
 * A wicket-keeper's career (common/cricket/wicket-keepers.ts says who kept in each Test): dismissals = catches +
 * stumpings taken as keeper; `matches` = his Tests the filters keep, `kept` = those in which he kept wicket.
 */
export const KeeperCareerRecord = z
  .object({ ...recordPlayer, first_year: int, last_year: int, matches: int, kept: int, dismissals: int, catches: int, stumpings: int })
  .openapi('KeeperCareerRecord');
export const BattingInningsRecord = z.object({
  ...recordPlayer,
  ...recordMatch,
  match_inns: int,
  runs: int,
  not_out: z.boolean(),
  balls: int,
  fours: int,
  sixes: int,
}).openapi('BattingInningsRecord');
export const BowlingInningsRecord = z.object({
  ...recordPlayer,
  ...recordMatch,
  match_inns: int,
  balls: int,
  maidens: int,
  runs: int,
  wickets: int,
}).openapi('BowlingInningsRecord');
export const BowlingMatchRecord = z.object({ ...recordPlayer, ...recordMatch, balls: int, runs: int, wickets: int }).openapi('BowlingMatchRecord');
/**
 * Win probability added: batting (balls faced) plus bowling (balls bowled), in matches (1.00 = a whole
 * match swung); Tests with a result only.
 */
const wpaFigures = { wpa: z.number(), batting_wpa: z.number(), bowling_wpa: z.number() };
export const WpaMatchRecord = z.object({ ...recordPlayer, ...recordMatch, ...wpaFigures }).openapi('WpaMatchRecord');
export const WpaCareerRecord = z.object({ ...recordPlayer, first_year: int, last_year: int, matches: int, ...wpaFigures }).openapi('WpaCareerRecord');
export type WpaMatchRecord = z.infer<typeof WpaMatchRecord>;
export type WpaCareerRecord = z.infer<typeof WpaCareerRecord>;
export type BattingCareerRecord = z.infer<typeof BattingCareerRecord>;
export type BowlingCareerRecord = z.infer<typeof BowlingCareerRecord>;
export type FieldingCareerRecord = z.infer<typeof FieldingCareerRecord>;
export type BattingInningsRecord = z.infer<typeof BattingInningsRecord>;
export type BowlingInningsRecord = z.infer<typeof BowlingInningsRecord>;
export type BowlingMatchRecord = z.infer<typeof BowlingMatchRecord>;

/** Which row shape each table answers. */
export const RECORD_ROW_SCHEMAS = {
  'most-runs': BattingCareerRecord,
  'most-centuries': BattingCareerRecord,
  'best-batting-average': BattingCareerRecord,
  'most-wickets': BowlingCareerRecord,
  'most-five-wickets': BowlingCareerRecord,
  'best-bowling-average': BowlingCareerRecord,
  'most-catches': FieldingCareerRecord,
  'most-keeper-dismissals': KeeperCareerRecord,
  'most-stumpings': FieldingCareerRecord,
  'highest-scores': BattingInningsRecord,
  'best-bowling-innings': BowlingInningsRecord,
  'best-bowling-match': BowlingMatchRecord,
  'most-wpa-test': WpaMatchRecord,
  'most-wpa-career': WpaCareerRecord,
} as const satisfies Record<RecordTable, z.ZodType>;
export type RecordRow<T extends RecordTable> = z.infer<(typeof RECORD_ROW_SCHEMAS)[T]>;

/**
 * One page of a records table: GET /api/cricket/records/{table}?team=&opp=&host=&ground=&from=&to=&min=&limit=&offset= :
 * always a page (limit default RECORDS_PAGE_SIZE, 50), ranked (equal figures share a rank), with the number of Tests the filters keep
 * and the qualification applied (averages tables; null elsewhere).
 */
const recordsPageOf = <T extends RecordTable>(table: T) =>
  z.object({
    table: z.literal(table),
    data: z.array(RECORD_ROW_SCHEMAS[table]),
    /** Rows in the whole table (all pages). */
    total: int.min(0),
    limit: int.min(1),
    offset: int.min(0),
    /** Tests in the archive that the filters keep. */
    tests: int.min(0),
    /** The minimum applied: innings (batting average) or balls (bowling average); null on other tables. */
    min: int.min(0).nullable(),
  });
/** A page of table `T` (by default of any table: `table` any of them, rows of any table's shape). */
export type RecordsAnswer<T extends RecordTable = RecordTable> = z.infer<ReturnType<typeof recordsPageOf<T>>>;
/** The answer of GET /api/cricket/records/{table}: a page of the table asked, its rows in that table's shape. */
export const RecordsAnswer = z
  .discriminatedUnion('table', RECORD_TABLES.map(recordsPageOf) as unknown as [ReturnType<typeof recordsPageOf<RecordTable>>])
  .openapi('RecordsPage', { description: "One page of a records table, its rows in that table's shape." });

/** GET /api/cricket/records_filters: what the records' filters offer. */
export const RecordsFilterOptions = z.object({
  /** Tests in the archive. */
  tests: int,
  teams: z.array(z.string()),
  hosts: z.array(z.string()),
  grounds: z.array(z.string()),
  first_year: int.nullable(),
  last_year: int.nullable(),
}).openapi('RecordsFilterOptions');
export type RecordsFilterOptions = z.infer<typeof RecordsFilterOptions>;

/** The records' query: the filters, then the page (`limit` default RECORDS_PAGE_SIZE, `offset`). */
export const RecordsQuery = RecordsFilters.extend({ limit: PagingQuery.shape.limit, offset: PagingQuery.shape.offset, ...formatQuery.shape }).superRefine((q, ctx) => {
  if (q.from !== undefined && q.to !== undefined && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
});

export const cricketRecords = createRoute({
  ...endpointPaths.cricketRecords,
  tags,
  summary: 'A table of the records book',
  description:
    'Ranked rows (equal figures share a rank) of the Tests the filters keep: `team` (the player’s team), `opp`, `host` ' +
    '(host country), `ground`, `from`/`to` (years), and `min`, the qualification of the averages tables (innings ' +
    'for batting, default 20; balls for bowling, default 2000). ' +
    `A page holds ${RECORDS_PAGE_SIZE} rows unless \`limit\` says otherwise.`,
  request: {
    params: z.object({ table: z.enum(RECORD_TABLES).openapi({ param: { name: 'table', in: 'path' }, example: 'most-runs' }) }),
    query: RecordsQuery,
  },
  responses: {
    200: json(RecordsAnswer, 'One page of the table.'),
    ...notModified,
    ...errors({ 400: 'An unknown table, or a filter or page parameter out of range (the field is named).' }),
  },
});

export const cricketRecordsFilters = createRoute({
  ...endpointPaths.cricketRecordsFilters,
  tags,
  request: { query: formatQuery },
  summary: "What the records' filters offer",
  responses: { 200: data(RecordsFilterOptions, 'Teams, host countries, grounds and the span of years.'), ...notModified },
});

/**
 * A place in the records book the last import changed: a row that entered a table's top ten (`previous_rank` null)
 * or moved up in it. `match_id` for the tables of single innings and matches; `figure` is the row's deciding figure
 * as the table shows it ("12,972 runs", "9/51").
 */
export const RecordChange = z
  .object({
    table: z.enum(RECORD_TABLES),
    name: z.string(),
    url_slug: z.string(),
    rank: int,
    previous_rank: int.nullable(),
    figure: z.string(),
    match_id: z.string().nullable(),
  })
  .openapi('RecordChange');
export type RecordChange = z.infer<typeof RecordChange>;

/**
 * What the last import changed in the records book's top tens (every table, this format), stored when it finished.
 * `compared` is false when there was nothing to compare with (the first import).
 */
export const RecordsChanges = z
  .object({ imported_at: z.string().nullable(), compared: z.boolean(), changes: z.array(RecordChange) })
  .openapi('RecordsChanges');
export type RecordsChanges = z.infer<typeof RecordsChanges>;

export const cricketRecordsChanges = createRoute({
  ...endpointPaths.cricketRecordsChanges,
  tags,
  request: { query: formatQuery },
  summary: 'What the last import changed in the records book',
  description: "Rows that entered a table's top ten or moved up in it at the last import, compared with the import before.",
  responses: { 200: data(RecordsChanges, 'The changes and when the import finished.'), ...notModified },
});
