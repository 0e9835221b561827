import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getPlayerInnings = (slugOrId: string) =>
  api('cricketPlayerInnings', { params: { slugOrId } });

export const playerInningsQueryOptions = (slugOrId: string) =>
  queryOptions({ queryKey: ['playerInnings', slugOrId], queryFn: () => getPlayerInnings(slugOrId) });

export const usePlayerInnings = (slugOrId: string) => useQuery(playerInningsQueryOptions(slugOrId));
