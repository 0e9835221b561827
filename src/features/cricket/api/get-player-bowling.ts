import { queryOptions, useQuery } from '@tanstack/react-query';
import { undeclaredData } from '../../../lib/api-client';
import type { PlayerBowling, PlayerBowlingMatchups, PlayerFielding } from './cricket-types';

/** The career's bowling summary and every innings he bowled in. */
export const playerBowlingQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['playerBowling', slug],
    queryFn: () => undeclaredData<PlayerBowling>(`/api/cricket/player_bowling/${encodeURIComponent(slug)}`),
  });

export const usePlayerBowling = (slug: string, enabled = true) => useQuery({ ...playerBowlingQueryOptions(slug), enabled });

/** The batters he bowled to per innings and every wicket's kind (the Bowling view's match-ups and kinds). */
export const playerBowlingMatchupsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['playerBowlingMatchups', slug],
    queryFn: () => undeclaredData<PlayerBowlingMatchups>(`/api/cricket/player_bowling_matchups/${encodeURIComponent(slug)}`),
  });

export const usePlayerBowlingMatchups = (slug: string) => useQuery(playerBowlingMatchupsQueryOptions(slug));

/** Catches, stumpings and run outs: career and by year. */
export const playerFieldingQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['playerFielding', slug],
    queryFn: () => undeclaredData<PlayerFielding>(`/api/cricket/player_fielding/${encodeURIComponent(slug)}`),
  });

export const usePlayerFielding = (slug: string) => useQuery(playerFieldingQueryOptions(slug));
