import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys } from './cricket-keys';

export const playerPartnershipsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: cricketKeys.playerPart(slug, 'partnerships'),
    queryFn: () => api('cricketPlayerPartnerships', { params: { slug } }),
  });

export const usePlayerPartnerships = (slug: string) => useQuery(playerPartnershipsQueryOptions(slug));
