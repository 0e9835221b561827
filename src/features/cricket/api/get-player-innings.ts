import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { InningsRecord } from './cricket-types';

export const getPlayerInnings = (slugOrId: string) =>
  apiData<InningsRecord[]>(`/cricket/player_inning/${encodeURIComponent(slugOrId)}`);

export const playerInningsQueryOptions = (slugOrId: string) =>
  queryOptions({ queryKey: ['playerInnings', slugOrId], queryFn: () => getPlayerInnings(slugOrId) });

export const usePlayerInnings = (slugOrId: string) => useQuery(playerInningsQueryOptions(slugOrId));
