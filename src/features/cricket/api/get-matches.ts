import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { setValues } from '../../../../common/set-values';
import { api, apiPage } from '../../../lib/api-client';
import { MATCH_LIST_FILTERS, matchListQueryString, MATCHES_PAGE_SIZE, type MatchListState } from '../utils/match-list-filter';
import { cricketKeys, inFormat } from './cricket-keys';
import { DEFAULT_CRICKET_FORMAT, formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';

/** One page of the matches list: the filters that are set, and the page as limit/offset. */
export const getMatchesPage = ({ page, ...filters }: MatchListState, fmt: CricketFormatKey) =>
  apiPage('cricketMatches', {
    query: { ...setValues(filters, MATCH_LIST_FILTERS), limit: MATCHES_PAGE_SIZE, offset: (page - 1) * MATCHES_PAGE_SIZE, ...formatQueryOf(fmt) },
  });

export const matchesPageQueryOptions = (s: MatchListState, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({
    queryKey: inFormat(cricketKeys.matches(matchListQueryString(s), s.page), fmt),
    queryFn: () => getMatchesPage(s, fmt),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const matchFiltersQueryOptions = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.matchFilters(), fmt), queryFn: () => api('cricketMatchFilters', { query: formatQueryOf(fmt) }) });

