import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys } from './cricket-keys';

/** The career's bowling summary and every innings he bowled in. */
export const playerBowlingQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: cricketKeys.playerPart(slug, 'bowling'),
    queryFn: () => api('cricketPlayerBowling', { params: { slug } }),
  });

export const usePlayerBowling = (slug: string, enabled = true) => useQuery({ ...playerBowlingQueryOptions(slug), enabled });

/** The batters he bowled to per innings and every wicket's kind (the Bowling view's match-ups and kinds). */
export const playerBowlingMatchupsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: cricketKeys.playerPart(slug, 'bowling-matchups'),
    queryFn: () => api('cricketPlayerBowlingMatchups', { params: { slug } }),
  });

export const usePlayerBowlingMatchups = (slug: string) => useQuery(playerBowlingMatchupsQueryOptions(slug));

/** Every Test he played with his fielding credits in it: the Fielding view filters and sums these. */
export const playerFieldingMatchesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: cricketKeys.playerPart(slug, 'fielding-matches'),
    queryFn: () => api('cricketPlayerFieldingMatches', { params: { slug } }),
  });

export const usePlayerFieldingMatches = (slug: string) => useQuery(playerFieldingMatchesQueryOptions(slug));
