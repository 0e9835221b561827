import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys } from './cricket-keys';

export const getPlayerDetail = (slug: string) => api('cricketPlayerDetail', { params: { slug } });

export const playerDetailQueryOptions = (slug: string) =>
  queryOptions({ queryKey: cricketKeys.playerPart(slug, 'detail'), queryFn: () => getPlayerDetail(slug) });

export const usePlayerDetail = (slug: string) => useQuery(playerDetailQueryOptions(slug));
