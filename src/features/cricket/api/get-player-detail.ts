import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { PlayerDetail } from './cricket-types';

export const getPlayerDetail = (slug: string) => apiData<PlayerDetail>(`/cricket/player_detail/${encodeURIComponent(slug)}`);

export const playerDetailQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['playerDetails', slug], queryFn: () => getPlayerDetail(slug) });

export const usePlayerDetail = (slug: string) => useQuery(playerDetailQueryOptions(slug));
