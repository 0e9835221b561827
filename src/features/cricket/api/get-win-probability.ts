import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { thinPoints } from '../utils/thin-points';
import { cricketKeys } from './cricket-keys';
import type { LimitedWinProbabilityEvaluation, WinProbabilityEvaluation } from './cricket-types';
import { formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';

/** The scorecard's win-probability figures, thinned for the page (utils/thin-points.ts). */
export const winProbabilityQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: [...cricketKeys.matchWinProbability(matchId), 'thinned'],
    queryFn: async () => thinPoints(await api('cricketMatchWinProbability', { params: { match_id: matchId } })),
    // A 404 (not fitted yet, or no result) is an answer, not a reason to ask again at once.
    retry: false,
  });

export const useWinProbability = (matchId: string) => useQuery(winProbabilityQueryOptions(matchId));

/** The men's Tests' evaluation (three outcomes). */
export const winProbabilityEvaluationQueryOptions = () =>
  queryOptions({
    queryKey: cricketKeys.winProbabilityEvaluation(),
    queryFn: async (): Promise<WinProbabilityEvaluation> => {
      const e = await api('cricketWinProbabilityEvaluation');
      if (!('rps' in e)) throw new Error("not the Tests' evaluation");
      return e;
    },
    retry: false,
  });

/** An ODI or T20I format's evaluation (two outcomes). */
export const limitedEvaluationQueryOptions = (fmt: CricketFormatKey) =>
  queryOptions({
    queryKey: [...cricketKeys.winProbabilityEvaluation(), fmt],
    queryFn: async (): Promise<LimitedWinProbabilityEvaluation> => {
      const e = await api('cricketWinProbabilityEvaluation', { query: formatQueryOf(fmt) });
      if (!('brier' in e)) throw new Error(`not the evaluation of ${fmt}`);
      return e;
    },
    retry: false,
  });

export const playerWpaQueryOptions = (slug: string) =>
  queryOptions({ queryKey: cricketKeys.playerPart(slug, 'wpa'), queryFn: () => api('cricketPlayerWpa', { params: { slug } }), retry: false });

export const usePlayerWpa = (slug: string) => useQuery(playerWpaQueryOptions(slug));

/** "Play it out from here": the state after delivery `seq` and the ball frequencies (null: nothing chosen yet). */
export const usePlayout = (matchId: string, seq: number | null) =>
  useQuery({
    queryKey: cricketKeys.matchPlayout(matchId, seq ?? -1),
    queryFn: () => api('cricketMatchPlayout', { params: { match_id: matchId }, query: { seq: String(seq) } }),
    enabled: seq !== null,
    retry: false,
    staleTime: Infinity,
  });
