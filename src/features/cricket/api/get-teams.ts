import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api-client';
import { filterKey, TEAM_RECORDS_FILTER_NAMES, type TeamRecordsFilterValues } from '../../../../common/cricket/records-filters';
import { setValues } from '../../../../common/set-values';
import { cricketKeys } from './cricket-keys';

/** Teams, head-to-head, series, grounds and umpires: one query-options factory per answer. */
export const teamsQueryOptions = () => queryOptions({ queryKey: cricketKeys.teams(), queryFn: () => api('cricketTeams') });
export const teamQueryOptions = (team: string) => queryOptions({ queryKey: cricketKeys.team(team), queryFn: () => api('cricketTeam', { params: { team } }) });
export const headToHeadQueryOptions = (team: string, opposition: string) =>
  queryOptions({ queryKey: cricketKeys.headToHead(team, opposition), queryFn: () => api('cricketHeadToHead', { params: { team, opposition } }) });
export const SERIES_PAGE_SIZE = 40;
export interface SeriesListState {
  team: string | null;
  year: number | null;
  page: number;
}
export const seriesListQueryOptions = (s: SeriesListState) =>
  queryOptions({
    queryKey: cricketKeys.seriesList(s.team, s.year, s.page),
    queryFn: () => apiPage('cricketSeriesList', { query: { ...setValues(s, ['team', 'year']), limit: SERIES_PAGE_SIZE, offset: (s.page - 1) * SERIES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
export const seriesQueryOptions = (series: string) => queryOptions({ queryKey: cricketKeys.series(series), queryFn: () => api('cricketSeries', { params: { series } }) });
export const groundsQueryOptions = () => queryOptions({ queryKey: cricketKeys.grounds(), queryFn: () => api('cricketGrounds') });
export const groundQueryOptions = (ground: string) => queryOptions({ queryKey: cricketKeys.ground(ground), queryFn: () => api('cricketGround', { params: { ground } }) });
export const umpiresQueryOptions = () => queryOptions({ queryKey: cricketKeys.umpires(), queryFn: () => api('cricketUmpires') });

/** The records book's filters, as the team tables take them (all but the qualification). */
export type TeamRecordsFilters = TeamRecordsFilterValues;
export const teamRecordsQueryOptions = (f: TeamRecordsFilters) =>
  queryOptions({
    queryKey: cricketKeys.teamRecords(filterKey(f, TEAM_RECORDS_FILTER_NAMES)),
    queryFn: () => api('cricketTeamRecords', { query: setValues(f, TEAM_RECORDS_FILTER_NAMES) }),
    placeholderData: keepPreviousData,
  });
