import type { RecordTable } from '../api/cricket-types';
import { RECORD_TABLE_INFO } from '../../../../common/cricket/record-tables';
import type { RecordsRequest } from '../api/get-records';

/**
 * The records page's state, kept in the URL: ?table=most-wickets&team=&opp=&host=&ground=&from=&to=&min=&page=.
 * Unknown or malformed values read as their default (so a shared link never breaks the page). Pure.
 */
export const RECORDS_PAGE_SIZE = 50;

export interface RecordsPageState {
  table: RecordTable;
  team: string | null;
  opp: string | null;
  host: string | null;
  ground: string | null;
  from: number | null;
  to: number | null;
  min: number | null;
  page: number;
}

/** Each table's title and qualification (shared with the records' share card). */
export { RECORD_TABLE_INFO };

export const RECORD_TABLE_IDS = Object.keys(RECORD_TABLE_INFO) as RecordTable[];

const text = (s: string | null) => (s && s.trim() ? s.trim().slice(0, 80) : null);
const year = (s: string | null) => (s && /^\d{4}$/.test(s) ? Number(s) : null);
const whole = (s: string | null, max: number) => (s && /^\d{1,6}$/.test(s) && Number(s) <= max ? Number(s) : null);

export function parseRecordsPage(search: string): RecordsPageState {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const t = q.get('table');
  let from = year(q.get('from'));
  let to = year(q.get('to'));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  return {
    table: RECORD_TABLE_IDS.includes(t as RecordTable) ? (t as RecordTable) : 'most-runs',
    team: text(q.get('team')),
    opp: text(q.get('opp')),
    host: text(q.get('host')),
    ground: text(q.get('ground')),
    from,
    to,
    min: whole(q.get('min'), 999999),
    page: Math.max(1, whole(q.get('page'), 99999) ?? 1),
  };
}

/** The URL parameters of a state (defaults left out; null removes one). */
export function recordsParams(s: RecordsPageState): Record<string, string | null> {
  return {
    table: s.table === 'most-runs' ? null : s.table,
    team: s.team,
    opp: s.opp,
    host: s.host,
    ground: s.ground,
    from: s.from === null ? null : String(s.from),
    to: s.to === null ? null : String(s.to),
    min: s.min === null || !RECORD_TABLE_INFO[s.table].qualification ? null : String(s.min),
    page: s.page === 1 ? null : String(s.page),
  };
}

/** The API request for a page state. */
export function recordsRequest(s: RecordsPageState): RecordsRequest {
  return {
    table: s.table,
    team: s.team,
    opp: s.opp,
    host: s.host,
    ground: s.ground,
    from: s.from,
    to: s.to,
    min: RECORD_TABLE_INFO[s.table].qualification ? s.min : null,
    limit: RECORDS_PAGE_SIZE,
    offset: (s.page - 1) * RECORDS_PAGE_SIZE,
  };
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
