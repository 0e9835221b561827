/** The group page's season (GET /api/pool/group/{slug}/season, issue 26). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupSeasonAnswer } from '../../../../contracts/season';
import { undeclaredData } from '../../../lib/api-client';

export const getGroupSeason = (slug: string) => undeclaredData<GroupSeasonAnswer>(`/api/pool/group/${encodeURIComponent(slug)}/season`);

export const groupSeasonOptions = (slug: string) =>
  queryOptions({ queryKey: ['pool', 'group', slug, 'season'], queryFn: () => getGroupSeason(slug) });

export const useGroupSeason = (slug: string) => useQuery(groupSeasonOptions(slug));
