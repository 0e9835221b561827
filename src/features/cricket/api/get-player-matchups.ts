import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { PlayerMatchup, PlayerMatchupInnings } from './cricket-types';

export const getPlayerMatchups = (slug: string) => apiData<PlayerMatchup[]>(`/cricket/player_matchups/${encodeURIComponent(slug)}`);

/** Every bowler the player faced, whole career (the unfiltered "Against each bowler"). */
export const playerMatchupsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['playerMatchups', slug], queryFn: () => getPlayerMatchups(slug) });

export const usePlayerMatchups = (slug: string, enabled = true) => useQuery({ ...playerMatchupsQueryOptions(slug), enabled });

export const getPlayerMatchupInnings = (slug: string) =>
  apiData<PlayerMatchupInnings>(`/cricket/player_matchup_innings/${encodeURIComponent(slug)}`);

/** The same figures per innings, fetched only when the filter bar is in use. */
export const playerMatchupInningsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['playerMatchupInnings', slug], queryFn: () => getPlayerMatchupInnings(slug) });

export const usePlayerMatchupInnings = (slug: string, enabled: boolean) => useQuery({ ...playerMatchupInningsQueryOptions(slug), enabled });
