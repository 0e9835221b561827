import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { PoolGroup, PoolMatch, PoolPlayer, StandingsRow } from '../../../lib/pool-types';

/** The pool league's public read endpoints, as the admin pages use them (shapes in src/lib/pool-types). */
export type LeagueGroup = PoolGroup;
export type LeaguePlayer = PoolPlayer;
export type LeagueMatch = PoolMatch;
export type { StandingsRow };

export const getGroups = () => apiData<LeagueGroup[]>('/pool/groups');
export const getPlayers = () => apiData<LeaguePlayer[]>('/pool/players');
export const getGroupPlayers = (id: number) => apiData<LeaguePlayer[]>(`/pool/group/${id}/players`);
export const getGroupMatches = (id: number) => apiData<LeagueMatch[]>(`/pool/group/${id}/matches`);
export const getGroupStandings = (id: number) => apiData<StandingsRow[]>(`/pool/group/${id}/standings`);

export const groupsQueryOptions = () => queryOptions({ queryKey: ['admin', 'league', 'groups'], queryFn: getGroups });
export const playersQueryOptions = () => queryOptions({ queryKey: ['admin', 'league', 'players'], queryFn: getPlayers });
export const groupPlayersQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['admin', 'league', 'group', id, 'players'], queryFn: () => getGroupPlayers(id) });
export const groupMatchesQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['admin', 'league', 'group', id, 'matches'], queryFn: () => getGroupMatches(id) });
export const groupStandingsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['admin', 'league', 'group', id, 'standings'], queryFn: () => getGroupStandings(id) });

export const useGroups = () => useQuery(groupsQueryOptions());
export const usePlayers = () => useQuery(playersQueryOptions());
export const useGroupPlayers = (id: number | null) => useQuery({ ...groupPlayersQueryOptions(id ?? 0), enabled: id !== null });
export const useGroupMatches = (id: number | null) => useQuery({ ...groupMatchesQueryOptions(id ?? 0), enabled: id !== null });
export const useGroupStandings = (id: number | null) => useQuery({ ...groupStandingsQueryOptions(id ?? 0), enabled: id !== null });
