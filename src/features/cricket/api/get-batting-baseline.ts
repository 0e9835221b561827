import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys } from './cricket-keys';

export const getBattingBaseline = () => api('cricketBattingBaseline');

/** All batters in the archive: the "beside all batters" figures. */
export const battingBaselineQueryOptions = () =>
  queryOptions({ queryKey: cricketKeys.battingBaseline(), queryFn: getBattingBaseline, staleTime: 10 * 60_000 });

export const useBattingBaseline = () => useQuery(battingBaselineQueryOptions());
