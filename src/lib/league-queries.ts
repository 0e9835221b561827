/**
 * The real league's public read API (/api/pool), one fetcher, one query key and one hook per endpoint
 * (TanStack Query), shared by the league pages and the admin area. Shapes: contracts/league.ts.
 * Keys come from `poolKeys` (src/lib/pool-keys.ts), general to specific.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPage } from './api-client';
import { poolKeys, type GroupRef, type PoolMatchList } from './pool-keys';
import { slugKey } from '../../common/slug-key';

export type { GroupRef, PoolMatchList };

export const getGroups = () => api('poolGroups');
export const getLeagueInfo = () => api('poolLeague');
export const getPlayers = () => api('poolPlayers');
export const getGroup = (groupId: GroupRef) => api('poolGroup', { params: { groupId } });
export const getGroupPlayers = (groupId: GroupRef) => api('poolGroupPlayers', { params: { groupId } });
/** The whole list (no paging asked), so `data` is every match. */
export const getGroupMatches = (groupId: GroupRef) => api('poolGroupMatches', { params: { groupId } });
export const getGroupStandings = (slug: GroupRef) => api('poolGroupStandings', { params: { groupId: slug } });
export const getPlayer = (playerId: string) => api('poolPlayer', { params: { playerId } });
export const getPlayerGroups = (playerId: string) => api('poolPlayerGroups', { params: { playerId } });
export const getOpponentSummary = (id: string) => api('poolPlayerOpponentSummary', { params: { playerId: id } });
export const getRecentForm = (id: string) => api('poolPlayerRecentForm', { params: { playerId: id } });
/** Why a rating moved; `night` = "YYYY-MM-DD" explains that night (from the day before), else the latest. */
export const getRatingChange = (id: string, night?: string) =>
  api('poolPlayerRatingChange', { params: { playerId: id }, query: night ? { to: night } : {} });

/** One page of a match list (every match, a group's or a player's) with its total. */
export interface MatchPageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Newest first (the tables' default). */
  desc: boolean;
}
export function getMatchesPage(list: PoolMatchList, { page, pageSize, desc }: MatchPageRequest) {
  const query = { limit: pageSize, offset: (page - 1) * pageSize, order: desc ? 'desc' : 'asc' } as const;
  if (list.kind === 'group') return apiPage('poolGroupMatches', { params: { groupId: list.groupId }, query });
  if (list.kind === 'player') return apiPage('poolPlayerMatches', { params: { playerId: list.playerId }, query });
  return apiPage('poolMatches', { query });
}

export const groupsOptions = () => queryOptions({ queryKey: poolKeys.groups(), queryFn: getGroups });
/** Whether the league shown is the generated demo league (components/demo-league-notice.tsx). */
export const leagueInfoOptions = () => queryOptions({ queryKey: poolKeys.league(), queryFn: getLeagueInfo });
export const playersOptions = () => queryOptions({ queryKey: poolKeys.players(), queryFn: getPlayers });
export const groupOptions = (slug: GroupRef) => queryOptions({ queryKey: poolKeys.group(slug), queryFn: () => getGroup(slug) });
export const groupPlayersOptions = (slug: GroupRef) =>
  queryOptions({ queryKey: poolKeys.groupPart(slug, 'players'), queryFn: () => getGroupPlayers(slug) });
export const groupMatchesOptions = (slug: GroupRef) =>
  queryOptions({ queryKey: poolKeys.groupPart(slug, 'matches'), queryFn: () => getGroupMatches(slug) });
export const groupStandingsOptions = (slug: GroupRef) =>
  queryOptions({ queryKey: poolKeys.groupPart(slug, 'standings'), queryFn: () => getGroupStandings(slug) });
export const playerOptions = (id: string) => queryOptions({ queryKey: poolKeys.player(id), queryFn: () => getPlayer(id) });
export const playerGroupsOptions = (id: string) =>
  queryOptions({ queryKey: poolKeys.playerPart(id, 'groups'), queryFn: () => getPlayerGroups(id) });
export const opponentSummaryOptions = (id: string) =>
  queryOptions({ queryKey: poolKeys.playerPart(id, 'opponent_summary'), queryFn: () => getOpponentSummary(id) });
export const recentFormOptions = (id: string) =>
  queryOptions({ queryKey: poolKeys.playerPart(id, 'recent_form'), queryFn: () => getRecentForm(id) });

/** Handicap starts for every pair of a group. */
export const getGroupStarts = (slug: GroupRef) => api('poolGroupStarts', { params: { groupId: slug } });
export const groupStartsOptions = (slug: GroupRef) => queryOptions({ queryKey: poolKeys.groupPart(slug, 'starts'), queryFn: () => getGroupStarts(slug) });
export const useGroupStarts = (slug: GroupRef) => useQuery(groupStartsOptions(slug));

/** Knockout cups. */
export const getCups = () => api('poolCups');
export const getCup = (slug: string) => api('poolCup', { params: { cupSlug: slug } });
export const cupsOptions = () => queryOptions({ queryKey: poolKeys.cups(), queryFn: getCups });
/** A player's team history: each season's team in a team league, with his frames. */
export const playerTeamsOptions = (playerId: string) => queryOptions({ queryKey: [...poolKeys.all, 'player-teams', playerId] as const, queryFn: () => api('poolPlayerTeams', { params: { playerId } }) });
/** The team leagues (the league hub links each). */
export const teamLeaguesOptions = () => queryOptions({ queryKey: [...poolKeys.all, 'team-leagues'] as const, queryFn: () => api('poolTeamLeagues') });
export const cupOptions = (slug: string) => queryOptions({ queryKey: poolKeys.cup(slug), queryFn: () => getCup(slugKey(slug)) });
export const useCups = () => useQuery(cupsOptions());

export const ratingChangeOptions = (id: string, night?: string) =>
  queryOptions({ queryKey: poolKeys.ratingChange(id, night), queryFn: () => getRatingChange(id, night), retry: false });

export const matchesPageOptions = (list: PoolMatchList, req: MatchPageRequest) =>
  queryOptions({
    queryKey: poolKeys.matchesPage(list, req.pageSize, req.desc, req.page),
    queryFn: () => getMatchesPage(list, req),
    // Keep showing the previous page while the next one loads (no flash of a spinner between pages).
    placeholderData: keepPreviousData,
  });

export const useMatchesPage = (list: PoolMatchList, req: MatchPageRequest) => useQuery(matchesPageOptions(list, req));
export const useGroups = () => useQuery(groupsOptions());
export const usePlayers = () => useQuery(playersOptions());
export const useGroup = (slug: GroupRef) => useQuery(groupOptions(slug));
/** Waits (disabled) while `slug` is null, e.g. before a group is chosen. */
export const useGroupPlayers = (slug: GroupRef | null) => useQuery({ ...groupPlayersOptions(slug ?? ''), enabled: slug !== null });
/** Waits (disabled) while `slug` is null, e.g. before a group is chosen. */
export const useGroupMatches = (slug: GroupRef | null) => useQuery({ ...groupMatchesOptions(slug ?? ''), enabled: slug !== null });
/** Waits (disabled) while `slug` is null, e.g. before a group is chosen. */
export const useGroupStandings = (slug: GroupRef | null) => useQuery({ ...groupStandingsOptions(slug ?? ''), enabled: slug !== null });
export const useRatingChange = (id: string, night?: string) => useQuery({ ...ratingChangeOptions(id, night), placeholderData: keepPreviousData });

/** The season forecast: the engine's input and the kept track record. */
export const getForecastInput = (slug: GroupRef) => api('poolForecast', { params: { groupSlug: slug } });
export const getForecastHistory = (slug: GroupRef) => api('poolForecastHistory', { params: { groupSlug: slug } });
export const forecastInputOptions = (slug: GroupRef) => queryOptions({ queryKey: poolKeys.forecast(slug), queryFn: () => getForecastInput(slug) });
export const forecastHistoryOptions = (slug: GroupRef) =>
  queryOptions({ queryKey: poolKeys.forecastHistory(slug), queryFn: () => getForecastHistory(slug), retry: false });
export const useForecastHistory = (slug: GroupRef) => useQuery(forecastHistoryOptions(slug));

/** A group's current season with its fixtures (the group page; the admin's fixture hint). */
export const getGroupSeason = (slug: GroupRef) => api('poolGroupSeason', { params: { groupId: slug } });
export const groupSeasonOptions = (slug: GroupRef) => queryOptions({ queryKey: poolKeys.groupPart(slug, 'season'), queryFn: () => getGroupSeason(slug) });

/** The results a group's players entered (pending and latest) and the group's confirmation window. */
export const groupResultsOptions = (slug: GroupRef) => queryOptions({ queryKey: poolKeys.groupPart(slug, 'results'), queryFn: () => api('resultsGroup', { params: { groupId: slug } }) });
