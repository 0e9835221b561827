import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys } from './cricket-keys';

export const getPlayerMatchups = (slug: string) => api('cricketPlayerMatchups', { params: { slug } });

/** Every bowler the player faced, whole career (the unfiltered "Against each bowler"). */
export const playerMatchupsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: cricketKeys.playerPart(slug, 'matchups'), queryFn: () => getPlayerMatchups(slug) });

export const usePlayerMatchups = (slug: string, enabled = true) => useQuery({ ...playerMatchupsQueryOptions(slug), enabled });

export const getPlayerMatchupInnings = (slug: string) =>
  api('cricketPlayerMatchupInnings', { params: { slug } });

/** The same figures per innings, fetched only when the filter bar is in use. */
export const playerMatchupInningsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: cricketKeys.playerPart(slug, 'matchup-innings'), queryFn: () => getPlayerMatchupInnings(slug) });

export const usePlayerMatchupInnings = (slug: string, enabled: boolean) => useQuery({ ...playerMatchupInningsQueryOptions(slug), enabled });
