import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys, inFormat } from './cricket-keys';
import { DEFAULT_CRICKET_FORMAT, formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';
import { useCricketFormat } from '../hooks/use-cricket-format';

export const getCoverage = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) => api('cricketCoverage', { query: formatQueryOf(fmt) });

export const coverageQueryOptions = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.coverage(), fmt), queryFn: () => getCoverage(fmt) });

export const useCoverage = (enabled = true) => useQuery({ ...coverageQueryOptions(useCricketFormat()), enabled });
