import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** The pool league's public read endpoints, as the admin pages use them. */

export interface LeagueGroup {
  id: number;
  name: string;
  url_slug: string;
}

export interface LeaguePlayer {
  id: number;
  name: string;
}

export interface LeagueMatch {
  match_id: number;
  new_id: number;
  game_datetime: string;
  game_date: string;
  player_1: string;
  player_1_id: number;
  player_2: string;
  player_2_id: number;
  score_1: number;
  score_2: number;
  winner_player_id: number;
  fixture_weight: number;
  win_weight: number;
  session_id: number;
  session_match_end_id: number;
}

export interface StandingsRow {
  rank: number;
  player_id: number;
  name: string;
  games_played: number;
  wins: number;
  losses: number;
  win_percentage: number | null;
  weighted_win_percentage: number | null;
  rating: number;
}

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
