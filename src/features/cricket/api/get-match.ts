import { queryOptions, useQuery } from '@tanstack/react-query';
import { undeclaredData } from '../../../lib/api-client';
import type { MatchScorecard } from './cricket-types';

export const getMatch = (matchId: string) => undeclaredData<MatchScorecard>(`/api/cricket/match/${encodeURIComponent(matchId)}`);

export const matchQueryOptions = (matchId: string) => queryOptions({ queryKey: ['cricketMatch', matchId], queryFn: () => getMatch(matchId) });

export const useMatch = (matchId: string) => useQuery(matchQueryOptions(matchId));
