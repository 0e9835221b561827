/**
 * The real league's public read API (/api/pool), one fetcher, one query key and one hook per endpoint
 * (TanStack Query), shared by the league pages and the admin area. Shapes: contracts/league.ts.
 * A group is named by its url slug or its numeric id; the query key holds it as given, as the URL does.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  OpponentSummaryRow,
  PoolGroup,
  PoolGroupSummary,
  PoolMatch,
  PoolPlayer,
  RecentFormItem,
  StandingsRow,
} from '../../contracts/league';
import type { PagedAnswer } from '../../contracts/paging';
import type { ForecastAnswer, ForecastHistoryAnswer } from '../../contracts/forecast';
import { apiData, apiRequest } from './api-client';

/** A group's url slug or numeric id. */
export type GroupRef = string | number;
const enc = (ref: GroupRef) => encodeURIComponent(String(ref));

export const getGroups = () => apiData<PoolGroupSummary[]>('/pool/groups');
export const getPlayers = () => apiData<PoolPlayer[]>('/pool/players');
export const getGroup = (slug: GroupRef) => apiData<PoolGroup>(`/pool/group/${enc(slug)}`);
export const getGroupPlayers = (slug: GroupRef) => apiData<PoolPlayer[]>(`/pool/group/${enc(slug)}/players`);
export const getGroupMatches = (slug: GroupRef) => apiData<PoolMatch[]>(`/pool/group/${enc(slug)}/matches`);
export const getGroupStandings = (slug: GroupRef) => apiData<StandingsRow[]>(`/pool/group/${enc(slug)}/standings`);
export const getPlayer = (id: string) => apiData<PoolPlayer>(`/pool/player/${enc(id)}`);
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

export const groupsOptions = () => queryOptions({ queryKey: ['pool', 'groups'], queryFn: getGroups });
export const playersOptions = () => queryOptions({ queryKey: ['pool', 'players'], queryFn: getPlayers });
export const groupOptions = (slug: GroupRef) => queryOptions({ queryKey: ['pool', 'group', String(slug)], queryFn: () => getGroup(slug) });
export const groupPlayersOptions = (slug: GroupRef) =>
  queryOptions({ queryKey: ['pool', 'group', String(slug), 'players'], queryFn: () => getGroupPlayers(slug) });
export const groupMatchesOptions = (slug: GroupRef) =>
  queryOptions({ queryKey: ['pool', 'group', String(slug), 'matches'], queryFn: () => getGroupMatches(slug) });
export const groupStandingsOptions = (slug: GroupRef) =>
  queryOptions({ queryKey: ['pool', 'group', String(slug), 'standings'], queryFn: () => getGroupStandings(slug) });
export const playerOptions = (id: string) => queryOptions({ queryKey: ['pool', 'player', id], queryFn: () => getPlayer(id) });
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
export const useGroups = () => useQuery(groupsOptions());
export const usePlayers = () => useQuery(playersOptions());
export const useGroup = (slug: GroupRef) => useQuery(groupOptions(slug));
/** Waits (disabled) while `slug` is null, e.g. before a group is chosen. */
export const useGroupPlayers = (slug: GroupRef | null) => useQuery({ ...groupPlayersOptions(slug ?? ''), enabled: slug !== null });
/** Waits (disabled) while `slug` is null, e.g. before a group is chosen. */
export const useGroupMatches = (slug: GroupRef | null) => useQuery({ ...groupMatchesOptions(slug ?? ''), enabled: slug !== null });
/** Waits (disabled) while `slug` is null, e.g. before a group is chosen. */
export const useGroupStandings = (slug: GroupRef | null) => useQuery({ ...groupStandingsOptions(slug ?? ''), enabled: slug !== null });
export const usePlayer = (id: string) => useQuery(playerOptions(id));
export const usePlayerGroups = (id: string) => useQuery(playerGroupsOptions(id));
export const useOpponentSummary = (id: string) => useQuery(opponentSummaryOptions(id));
export const useRecentForm = (id: string) => useQuery(recentFormOptions(id));

/** The season forecast (issue 26): the engine's input and the kept track record. */
export const getForecastInput = (slug: GroupRef) => apiData<ForecastAnswer['data']>(`/pool/forecast/${enc(slug)}`);
export const getForecastHistory = (slug: GroupRef) => apiData<ForecastHistoryAnswer['data']>(`/pool/forecast/${enc(slug)}/history`);
export const forecastInputOptions = (slug: GroupRef) => queryOptions({ queryKey: ['pool', 'forecast', slug], queryFn: () => getForecastInput(slug) });
export const forecastHistoryOptions = (slug: GroupRef) =>
  queryOptions({ queryKey: ['pool', 'forecast', slug, 'history'], queryFn: () => getForecastHistory(slug), retry: false });
export const useForecastInput = (slug: GroupRef) => useQuery(forecastInputOptions(slug));
export const useForecastHistory = (slug: GroupRef) => useQuery(forecastHistoryOptions(slug));
