import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys } from './cricket-keys';

/** ODI / T20I "Play it out from here": the state after delivery `seq`, the format's ball frequencies and the players (null: nothing chosen yet). */
export const useLoPlayout = (matchId: string, seq: number | null) =>
  useQuery({
    queryKey: cricketKeys.matchLoPlayout(matchId, seq ?? -1),
    queryFn: () => api('cricketMatchLoPlayout', { params: { match_id: matchId }, query: { seq: String(seq) } }),
    enabled: seq !== null,
    retry: false,
    staleTime: Infinity,
  });
