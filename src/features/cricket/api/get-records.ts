import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { RECORDS_FILTER_NAMES, type RecordsFilterValues } from '../../../../common/cricket/records-filters';
import { setValues } from '../../../../common/set-values';
import { api, apiCall, apiUrl, type CallInput } from '../../../lib/api-client';
import type { RecordsAnswer, RecordTable } from './cricket-types';
import { cricketKeys, inFormat } from './cricket-keys';
import { DEFAULT_CRICKET_FORMAT, formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';

/** A records page request: the table, its filters (common/cricket/records-filters.ts) and the page. */
export type RecordsRequest = { table: RecordTable } & RecordsFilterValues & { limit: number; offset: number; format: CricketFormatKey };

/** The same request as the client's call: the table, then the filters that are set and the page. */
function recordsCall(r: RecordsRequest): CallInput<'cricketRecords'> {
  return { params: { table: r.table }, query: { ...setValues(r, RECORDS_FILTER_NAMES), limit: r.limit, offset: r.offset, ...formatQueryOf(r.format) } };
}

/** Any table's page: each table's answer (rows in its own shape) is one of these. */
const recordsPage = (r: RecordsRequest): Promise<RecordsAnswer> => apiCall('cricketRecords', recordsCall(r));

/** One page of a records table; the previous page stays on screen while the next loads. */
export const recordsQueryOptions = (r: RecordsRequest) =>
  queryOptions({ queryKey: cricketKeys.records(apiUrl('cricketRecords', recordsCall(r))), queryFn: () => recordsPage(r), placeholderData: keepPreviousData });

export const recordsFilterOptionsQueryOptions = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.recordsFilters(), fmt), queryFn: () => api('cricketRecordsFilters', { query: formatQueryOf(fmt) }) });

