import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys, inFormat } from './cricket-keys';
import { DEFAULT_CRICKET_FORMAT, formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';

export const getArchiveCoverage = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) => api('cricketArchiveCoverage', { query: formatQueryOf(fmt) });

export const archiveCoverageQueryOptions = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.archiveCoverage(), fmt), queryFn: () => getArchiveCoverage(fmt) });
