/** The group page's season (GET /api/pool/group/{slug}/season). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getGroupSeason = (slug: string) => api('poolGroupSeason', { params: { groupId: slug } });

export const groupSeasonOptions = (slug: string) =>
  queryOptions({ queryKey: ['pool', 'group', slug, 'season'], queryFn: () => getGroupSeason(slug) });

export const useGroupSeason = (slug: string) => useQuery(groupSeasonOptions(slug));
