import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api-client';
import { filterKey, TEAM_RECORDS_FILTER_NAMES, type TeamRecordsFilterValues } from '../../../../common/cricket/records-filters';
import { setValues } from '../../../../common/set-values';
import { cricketKeys, inFormat } from './cricket-keys';
import { DEFAULT_CRICKET_FORMAT, formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';

/** Teams, head-to-head, series, grounds and umpires: one query-options factory per answer. */
export const teamsQueryOptions = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) => queryOptions({ queryKey: inFormat(cricketKeys.teams(), fmt), queryFn: () => api('cricketTeams', { query: formatQueryOf(fmt) }) });
export const teamQueryOptions = (team: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.team(team), fmt), queryFn: () => api('cricketTeam', { params: { team }, query: formatQueryOf(fmt) }) });
export const headToHeadQueryOptions = (team: string, opposition: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.headToHead(team, opposition), fmt), queryFn: () => api('cricketHeadToHead', { params: { team, opposition }, query: formatQueryOf(fmt) }) });
export const SERIES_PAGE_SIZE = 40;
export interface SeriesListState {
  team: string | null;
  year: number | null;
  page: number;
}
export const seriesListQueryOptions = (s: SeriesListState, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({
    queryKey: inFormat(cricketKeys.seriesList(s.team, s.year, s.page), fmt),
    queryFn: () =>
      apiPage('cricketSeriesList', { query: { ...setValues(s, ['team', 'year']), limit: SERIES_PAGE_SIZE, offset: (s.page - 1) * SERIES_PAGE_SIZE, ...formatQueryOf(fmt) } }),
    placeholderData: keepPreviousData,
  });
export const seriesQueryOptions = (series: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.series(series), fmt), queryFn: () => api('cricketSeries', { params: { series }, query: formatQueryOf(fmt) }) });
export const groundsQueryOptions = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) => queryOptions({ queryKey: inFormat(cricketKeys.grounds(), fmt), queryFn: () => api('cricketGrounds', { query: formatQueryOf(fmt) }) });
export const groundQueryOptions = (ground: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.ground(ground), fmt), queryFn: () => api('cricketGround', { params: { ground }, query: formatQueryOf(fmt) }) });
export const umpiresQueryOptions = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) => queryOptions({ queryKey: inFormat(cricketKeys.umpires(), fmt), queryFn: () => api('cricketUmpires', { query: formatQueryOf(fmt) }) });

/** The records book's filters, as the team tables take them (all but the qualification). */
export type TeamRecordsFilters = TeamRecordsFilterValues;
export const teamRecordsQueryOptions = (f: TeamRecordsFilters, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({
    queryKey: inFormat(cricketKeys.teamRecords(filterKey(f, TEAM_RECORDS_FILTER_NAMES)), fmt),
    queryFn: () => api('cricketTeamRecords', { query: { ...setValues(f, TEAM_RECORDS_FILTER_NAMES), ...formatQueryOf(fmt) } }),
    placeholderData: keepPreviousData,
  });
