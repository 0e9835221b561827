import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { setValues } from '../../../../common/set-values';
import { api, apiPage } from '../../../lib/api-client';
import { MATCH_LIST_FILTERS, matchListQueryString, MATCHES_PAGE_SIZE, type MatchListState } from '../utils/match-list-filter';
import { cricketKeys } from './cricket-keys';

/** One page of the matches list: the filters that are set, and the page as limit/offset. */
export const getMatchesPage = ({ page, ...filters }: MatchListState) =>
  apiPage('cricketMatches', { query: { ...setValues(filters, MATCH_LIST_FILTERS), limit: MATCHES_PAGE_SIZE, offset: (page - 1) * MATCHES_PAGE_SIZE } });

export const matchesPageQueryOptions = (s: MatchListState) =>
  queryOptions({
    queryKey: cricketKeys.matches(matchListQueryString(s), s.page),
    queryFn: () => getMatchesPage(s),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const matchFiltersQueryOptions = () => queryOptions({ queryKey: cricketKeys.matchFilters(), queryFn: () => api('cricketMatchFilters') });

