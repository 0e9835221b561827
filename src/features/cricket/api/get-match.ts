import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getMatch = (matchId: string) => api('cricketMatch', { params: { match_id: matchId } });

export const matchQueryOptions = (matchId: string) => queryOptions({ queryKey: ['cricketMatch', matchId], queryFn: () => getMatch(matchId) });

export const useMatch = (matchId: string) => useQuery(matchQueryOptions(matchId));
