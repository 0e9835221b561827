import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { thinPoints } from '../utils/thin-points';
import { cricketKeys } from './cricket-keys';

/** The scorecard's win-probability figures, thinned for the page (utils/thin-points.ts). */
export const winProbabilityQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: [...cricketKeys.matchWinProbability(matchId), 'thinned'],
    queryFn: async () => thinPoints(await api('cricketMatchWinProbability', { params: { match_id: matchId } })),
    // A 404 (not fitted yet, or no result) is an answer, not a reason to ask again at once.
    retry: false,
  });

export const useWinProbability = (matchId: string) => useQuery(winProbabilityQueryOptions(matchId));

export const winProbabilityEvaluationQueryOptions = () =>
  queryOptions({ queryKey: cricketKeys.winProbabilityEvaluation(), queryFn: () => api('cricketWinProbabilityEvaluation'), retry: false });

export const useWinProbabilityEvaluation = () => useQuery(winProbabilityEvaluationQueryOptions());

export const playerWpaQueryOptions = (slug: string) =>
  queryOptions({ queryKey: cricketKeys.playerPart(slug, 'wpa'), queryFn: () => api('cricketPlayerWpa', { params: { slug } }), retry: false });

export const usePlayerWpa = (slug: string) => useQuery(playerWpaQueryOptions(slug));
