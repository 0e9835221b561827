import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { BattingBaseline } from './cricket-types';

export const getBattingBaseline = () => apiData<BattingBaseline>('/cricket/batting_baseline');

/** All batters in the archive: the "beside all batters" figures. */
export const battingBaselineQueryOptions = () =>
  queryOptions({ queryKey: ['cricketBattingBaseline'], queryFn: getBattingBaseline, staleTime: 10 * 60_000 });

export const useBattingBaseline = () => useQuery(battingBaselineQueryOptions());
