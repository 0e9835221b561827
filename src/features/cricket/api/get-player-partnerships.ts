import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const playerPartnershipsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['playerPartnerships', slug],
    queryFn: () => api('cricketPlayerPartnerships', { params: { slug } }),
  });

export const usePlayerPartnerships = (slug: string) => useQuery(playerPartnershipsQueryOptions(slug));
