/**
 * The records book's filters and page size, written once. Everything else derives from here: the contract's query
 * schema (contracts/cricket-records.ts, and the team tables' in contracts/cricket-teams.ts), the server's query type
 * and cache key (api/cricket), the page's URL state and its API request (features/cricket/utils/records-page.ts,
 * src/features/cricket/api/get-records.ts), the team tables' query (src/features/cricket/api/get-teams.ts) and the route manifest's parameters. A new filter
 * is one line here (then its SQL in api/cricket/queries/records-queries.ts and its words in the filter bar).
 */

/** Rows on a records page, and the API's page when `limit` is not given. */
export const RECORDS_PAGE_SIZE = 50;

/** The longest name a text filter takes (a team, a country or a ground). */
export const RECORDS_TEXT_MAX = 80;

/**
 * Each filter (its query parameter) and its kind: `text` a name, `year` 4 digits, `whole` a whole number of up to
 * 6 digits. `team` is the player's side, `opp` the other side, `host` the host country, `ground`, `from`/`to` the
 * years of the Test, `min` the qualification of the averages tables (innings for batting, balls for bowling).
 */
export const RECORDS_FILTERS = {
  team: 'text',
  opp: 'text',
  host: 'text',
  ground: 'text',
  from: 'year',
  to: 'year',
  min: 'whole',
} as const;

export type RecordsFilterName = keyof typeof RECORDS_FILTERS;
export type RecordsFilterKind = (typeof RECORDS_FILTERS)[RecordsFilterName];
/** The value each kind of filter holds. */
export interface RecordsFilterKindValue {
  text: string;
  year: number;
  whole: number;
}
type ValueOf<K extends RecordsFilterName> = RecordsFilterKindValue[(typeof RECORDS_FILTERS)[K]];

/** The filters in their order (the filter bar's, the URL's and the cache key's). */
export const RECORDS_FILTER_NAMES = Object.keys(RECORDS_FILTERS) as RecordsFilterName[];

/** Every filter, `null` when not set (the page's state and request). */
export type RecordsFilterValues = { [K in RecordsFilterName]: ValueOf<K> | null };
/** The filters that are set, as a query (the server's reading of the request). */
export type RecordsFilterQuery = { [K in RecordsFilterName]?: ValueOf<K> };

/** The team tables take every filter but the qualification. */
export type TeamRecordsFilterName = Exclude<RecordsFilterName, 'min'>;
export const TEAM_RECORDS_FILTER_NAMES = RECORDS_FILTER_NAMES.filter((k): k is TeamRecordsFilterName => k !== 'min');
export type TeamRecordsFilterValues = Pick<RecordsFilterValues, TeamRecordsFilterName>;
export type TeamRecordsFilterQuery = Pick<RecordsFilterQuery, TeamRecordsFilterName>;

/** Each filter's value in the order above, `null` when not set: a cache key's part that any other order shares. */
export const filterKey = <K extends RecordsFilterName>(query: Partial<Record<K, string | number | null>>, names: readonly K[]) =>
  names.map((k) => query[k] ?? null);
