import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { undeclaredData, undeclaredGet } from '../../../lib/api-client';
import type { RecordsAnswer, RecordsFilterOptions, RecordTable } from './cricket-types';

/** The query string of a records page request (filters, qualification, page), in a fixed order. */
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

export function recordsPath(r: RecordsRequest): string {
  const q = new URLSearchParams();
  for (const k of ['team', 'opp', 'host', 'ground', 'from', 'to', 'min'] as const) if (r[k] !== null) q.set(k, String(r[k]));
  q.set('limit', String(r.limit));
  q.set('offset', String(r.offset));
  return `/api/cricket/records/${r.table}?${q}`;
}

export const recordsQueryOptions = (r: RecordsRequest) =>
  queryOptions({ queryKey: ['records', recordsPath(r)], queryFn: () => undeclaredGet<RecordsAnswer>(recordsPath(r)) });

/** One page of a records table; the previous page stays on screen while the next loads. */
export const useRecords = (r: RecordsRequest) => useQuery({ ...recordsQueryOptions(r), placeholderData: keepPreviousData });

export const recordsFilterOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['recordsFilters'], queryFn: () => undeclaredData<RecordsFilterOptions>('/api/cricket/records_filters') });

export const useRecordsFilterOptions = () => useQuery(recordsFilterOptionsQueryOptions());
