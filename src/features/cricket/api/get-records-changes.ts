import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys, inFormat } from './cricket-keys';
import { formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';

/** What the last import changed in the records book (GET /api/cricket/records_changes). */
export const recordsChangesQueryOptions = (fmt: CricketFormatKey) =>
  queryOptions({ queryKey: inFormat(cricketKeys.recordsChanges(), fmt), queryFn: () => api('cricketRecordsChanges', { query: formatQueryOf(fmt) }) });
