import { queryOptions, useQuery } from '@tanstack/react-query';
import { undeclaredData } from '../../../lib/api-client';
import type { PlayerPartnerships } from './cricket-types';

export const playerPartnershipsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['playerPartnerships', slug],
    queryFn: () => undeclaredData<PlayerPartnerships>(`/api/cricket/player_partnerships/${encodeURIComponent(slug)}`),
  });

export const usePlayerPartnerships = (slug: string) => useQuery(playerPartnershipsQueryOptions(slug));
