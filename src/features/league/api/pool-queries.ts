/**
 * Pool API calls, one pattern per call: a plain fetcher, a query-options factory and a hook (TanStack Query).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedAnswer } from '../../../../contracts/paging';
import { apiData, apiRequest } from '../../../lib/api-client';
import type { OpponentSummaryRow, PoolGroup, PoolMatch, PoolPlayer, RecentFormItem, StandingsRow } from '../../../lib/pool-types';

const enc = encodeURIComponent;

export const getAllMatches = () => apiData<PoolMatch[]>('/pool/matches');
export const getGroups = () => apiData<PoolGroup[]>('/pool/groups');
export const getGroup = (slug: string) => apiData<PoolGroup>(`/pool/group/${enc(slug)}`);
export const getGroupPlayers = (slug: string) => apiData<PoolPlayer[]>(`/pool/group/${enc(slug)}/players`);
export const getGroupMatches = (slug: string) => apiData<PoolMatch[]>(`/pool/group/${enc(slug)}/matches`);
export const getGroupStandings = (slug: string) => apiData<StandingsRow[]>(`/pool/group/${enc(slug)}/standings`);
export const getPlayer = (id: string) => apiData<PoolPlayer>(`/pool/player/${enc(id)}`);
export const getPlayerMatches = (id: string) => apiData<PoolMatch[]>(`/pool/player/${enc(id)}/matches`);
export const getPlayerGroups = (id: string) => apiData<PoolGroup[]>(`/pool/player/${enc(id)}/groups`);
export const getOpponentSummary = (id: string) => apiData<OpponentSummaryRow[]>(`/pool/player/${enc(id)}/opponent_summary`);
export const getRecentForm = (id: string) => apiData<RecentFormItem[]>(`/pool/player/${enc(id)}/recent_form`);

/** One page of a match list (`/pool/matches`, `/pool/player/{id}/matches`, `/pool/group/{id}/matches`) with its total. */
export interface MatchPageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Newest first (the tables' default). */
  desc: boolean;
}
export const getMatchesPage = (listPath: string, { page, pageSize, desc }: MatchPageRequest) =>
  apiRequest<PagedAnswer<PoolMatch>>(
    `${listPath}?limit=${pageSize}&offset=${(page - 1) * pageSize}&order=${desc ? 'desc' : 'asc'}`,
  );

export const allMatchesOptions = () => queryOptions({ queryKey: ['pool', 'matches'], queryFn: getAllMatches });
export const groupsOptions = () => queryOptions({ queryKey: ['pool', 'groups'], queryFn: getGroups });
export const groupOptions = (slug: string) => queryOptions({ queryKey: ['pool', 'group', slug], queryFn: () => getGroup(slug) });
export const groupPlayersOptions = (slug: string) =>
  queryOptions({ queryKey: ['pool', 'group', slug, 'players'], queryFn: () => getGroupPlayers(slug) });
export const groupMatchesOptions = (slug: string) =>
  queryOptions({ queryKey: ['pool', 'group', slug, 'matches'], queryFn: () => getGroupMatches(slug) });
export const groupStandingsOptions = (slug: string) =>
  queryOptions({ queryKey: ['pool', 'group', slug, 'standings'], queryFn: () => getGroupStandings(slug) });
export const playerOptions = (id: string) => queryOptions({ queryKey: ['pool', 'player', id], queryFn: () => getPlayer(id) });
export const playerMatchesOptions = (id: string) =>
  queryOptions({ queryKey: ['pool', 'player', id, 'matches'], queryFn: () => getPlayerMatches(id) });
export const playerGroupsOptions = (id: string) =>
  queryOptions({ queryKey: ['pool', 'player', id, 'groups'], queryFn: () => getPlayerGroups(id) });
export const opponentSummaryOptions = (id: string) =>
  queryOptions({ queryKey: ['pool', 'player', id, 'opponent_summary'], queryFn: () => getOpponentSummary(id) });
export const recentFormOptions = (id: string) =>
  queryOptions({ queryKey: ['pool', 'player', id, 'recent_form'], queryFn: () => getRecentForm(id) });

export const matchesPageOptions = (listPath: string, req: MatchPageRequest) =>
  queryOptions({
    queryKey: ['pool', 'matches-page', listPath, req.pageSize, req.desc, req.page],
    queryFn: () => getMatchesPage(listPath, req),
    // Keep showing the previous page while the next one loads (no flash of a spinner between pages).
    placeholderData: keepPreviousData,
  });

export const useMatchesPage = (listPath: string, req: MatchPageRequest) => useQuery(matchesPageOptions(listPath, req));
export const useAllMatches = () => useQuery(allMatchesOptions());
export const useGroups = () => useQuery(groupsOptions());
export const useGroup = (slug: string) => useQuery(groupOptions(slug));
export const useGroupPlayers = (slug: string) => useQuery(groupPlayersOptions(slug));
export const useGroupMatches = (slug: string) => useQuery(groupMatchesOptions(slug));
export const useGroupStandings = (slug: string) => useQuery(groupStandingsOptions(slug));
export const usePlayer = (id: string) => useQuery(playerOptions(id));
export const usePlayerMatches = (id: string) => useQuery(playerMatchesOptions(id));
export const usePlayerGroups = (id: string) => useQuery(playerGroupsOptions(id));
export const useOpponentSummary = (id: string) => useQuery(opponentSummaryOptions(id));
export const useRecentForm = (id: string) => useQuery(recentFormOptions(id));
