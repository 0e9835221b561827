import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiCall, apiUrl, type CallInput } from '../../../lib/api-client';
import type { RecordsAnswer, RecordTable } from './cricket-types';
import { cricketKeys } from './cricket-keys';

/** A records page request: the table, its filters, qualification and page. */
export interface RecordsRequest {
  table: RecordTable;
  team: string | null;
  opp: string | null;
  host: string | null;
  ground: string | null;
  from: number | null;
  to: number | null;
  min: number | null;
  limit: number;
  offset: number;
}

/** The same request as the client's call: the table, then the filters that are set and the page. */
function recordsCall(r: RecordsRequest): CallInput<'cricketRecords'> {
  const query: Record<string, string | number> = {};
  for (const k of ['team', 'opp', 'host', 'ground', 'from', 'to', 'min'] as const) if (r[k] !== null) query[k] = r[k];
  query.limit = r.limit;
  query.offset = r.offset;
  return { params: { table: r.table }, query } as CallInput<'cricketRecords'>;
}

export const recordsQueryOptions = (r: RecordsRequest) =>
  queryOptions({ queryKey: cricketKeys.records(apiUrl('cricketRecords', recordsCall(r))), queryFn: () => apiCall('cricketRecords', recordsCall(r)) as Promise<RecordsAnswer> });

/** One page of a records table; the previous page stays on screen while the next loads. */
export const useRecords = (r: RecordsRequest) => useQuery({ ...recordsQueryOptions(r), placeholderData: keepPreviousData });

export const recordsFilterOptionsQueryOptions = () =>
  queryOptions({ queryKey: cricketKeys.recordsFilters(), queryFn: () => api('cricketRecordsFilters') });

export const useRecordsFilterOptions = () => useQuery(recordsFilterOptionsQueryOptions());
