import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys } from './cricket-keys';

export const getMatch = (matchId: string) => api('cricketMatch', { params: { match_id: matchId } });

export const matchQueryOptions = (matchId: string) => queryOptions({ queryKey: cricketKeys.match(matchId), queryFn: () => getMatch(matchId) });

