import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys } from './cricket-keys';

export const getPlayerInnings = (slugOrId: string) =>
  api('cricketPlayerInnings', { params: { slugOrId } });

export const playerInningsQueryOptions = (slugOrId: string) =>
  queryOptions({ queryKey: cricketKeys.playerPart(slugOrId, 'innings'), queryFn: () => getPlayerInnings(slugOrId) });

export const usePlayerInnings = (slugOrId: string) => useQuery(playerInningsQueryOptions(slugOrId));
