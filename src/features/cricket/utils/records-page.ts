import type { RecordTable } from '../api/cricket-types';
import { DEFAULT_CRICKET_FORMAT, type CricketFormatKey } from '../../../../common/cricket/formats';
import { RECORD_TABLE_INFO } from '../../../../common/cricket/record-tables';
import {
  RECORDS_FILTER_NAMES,
  RECORDS_FILTERS,
  RECORDS_PAGE_SIZE,
  RECORDS_TEXT_MAX,
  TEAM_RECORDS_FILTER_NAMES,
  type TeamRecordsFilterName,
  type RecordsFilterKind,
  type RecordsFilterKindValue,
  type RecordsFilterValues,
} from '../../../../common/cricket/records-filters';
import type { RecordsRequest } from '../api/get-records';

/**
 * The records page's state, kept in the URL: ?table=most-wickets&<each filter of common/cricket/records-filters.ts>&page=.
 * Unknown or malformed values read as their default (so a shared link never breaks the page). Pure.
 */
export { RECORDS_PAGE_SIZE };

export type RecordsPageState = { table: RecordTable } & RecordsFilterValues & { page: number };

/** Each table's title and qualification (shared with the records' share card). */
export { RECORD_TABLE_INFO };

export const RECORD_TABLE_IDS = Object.keys(RECORD_TABLE_INFO) as RecordTable[];

const whole = (s: string | null, max: number) => (s && /^\d{1,6}$/.test(s) && Number(s) <= max ? Number(s) : null);
/** Each kind of filter read leniently from the URL (null when empty or malformed). */
const READ: { [K in RecordsFilterKind]: (s: string | null) => RecordsFilterKindValue[K] | null } = {
  text: (s) => (s && s.trim() ? s.trim().slice(0, RECORDS_TEXT_MAX) : null),
  year: (s) => (s && /^\d{4}$/.test(s) ? Number(s) : null),
  whole: (s) => whole(s, 999999),
};

export function parseRecordsPage(search: string): RecordsPageState {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const t = q.get('table');
  const filters = Object.fromEntries(RECORDS_FILTER_NAMES.map((k) => [k, READ[RECORDS_FILTERS[k]](q.get(k))])) as RecordsFilterValues;
  if (filters.from !== null && filters.to !== null && filters.from > filters.to) [filters.from, filters.to] = [filters.to, filters.from];
  return {
    table: RECORD_TABLE_IDS.includes(t as RecordTable) ? (t as RecordTable) : 'most-runs',
    ...filters,
    page: Math.max(1, whole(q.get('page'), 99999) ?? 1),
  };
}

/** "Clear filters": every filter unset but the qualification (its own input beside the table). */
export const NO_FILTERS = Object.fromEntries(TEAM_RECORDS_FILTER_NAMES.map((k) => [k, null])) as { [K in TeamRecordsFilterName]: null };

/** The qualification applies to the averages tables only: elsewhere `min` is dropped. */
const applied = (s: RecordsPageState): RecordsPageState => ({ ...s, min: RECORD_TABLE_INFO[s.table].qualification ? s.min : null });

/** The URL parameters of a state (defaults left out; null removes one). */
export function recordsParams(s: RecordsPageState): Record<string, string | null> {
  const filters = applied(s);
  return {
    table: s.table === 'most-runs' ? null : s.table,
    ...Object.fromEntries(RECORDS_FILTER_NAMES.map((k) => [k, filters[k] === null ? null : String(filters[k])])),
    page: s.page === 1 ? null : String(s.page),
  };
}

/** The API request for a page state. */
export function recordsRequest(s: RecordsPageState, format: CricketFormatKey = DEFAULT_CRICKET_FORMAT): RecordsRequest {
  const { page, ...tableAndFilters } = applied(s);
  return { ...tableAndFilters, limit: RECORDS_PAGE_SIZE, offset: (page - 1) * RECORDS_PAGE_SIZE, format };
}

/** "for England v Australia, in England, at Lord's, 2010–2020" ('' without filters). */
export function describeRecordsFilters(s: RecordsPageState): string {
  const parts: string[] = [];
  if (s.team) parts.push(`for ${s.team}`);
  if (s.opp) parts.push(`v ${s.opp}`);
  if (s.host) parts.push(`in ${s.host}`);
  if (s.ground) parts.push(`at ${s.ground}`);
  if (s.from !== null && s.to !== null) parts.push(s.from === s.to ? `in ${s.from}` : `${s.from}–${s.to}`);
  else if (s.from !== null) parts.push(`from ${s.from}`);
  else if (s.to !== null) parts.push(`to ${s.to}`);
  return parts.join(', ');
}
