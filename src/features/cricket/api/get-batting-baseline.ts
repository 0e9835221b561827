import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys, inFormat } from './cricket-keys';
import { DEFAULT_CRICKET_FORMAT, formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';
import { useCricketFormat } from '../hooks/use-cricket-format';

export const getBattingBaseline = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) => api('cricketBattingBaseline', { query: formatQueryOf(fmt) });

/** All batters in the archive of the format: the "beside all batters" figures. */
export const battingBaselineQueryOptions = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.battingBaseline(), fmt), queryFn: () => getBattingBaseline(fmt), staleTime: 10 * 60_000 });

export const useBattingBaseline = () => useQuery(battingBaselineQueryOptions(useCricketFormat()));
