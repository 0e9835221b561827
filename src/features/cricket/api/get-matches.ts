import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedAnswer } from '../../../../contracts/paging';
import { api, apiCall, type CallInput } from '../../../lib/api-client';
import { matchListQueryString, MATCHES_PAGE_SIZE, type MatchListState } from '../utils/match-list-filter';
import type { MatchListItem } from './cricket-types';
import { cricketKeys } from './cricket-keys';

export const getMatchesPage = (s: MatchListState) =>
  apiCall('cricketMatches', {
    query: { ...Object.fromEntries(new URLSearchParams(matchListQueryString(s))), limit: MATCHES_PAGE_SIZE, offset: (s.page - 1) * MATCHES_PAGE_SIZE },
  } as CallInput<'cricketMatches'>) as Promise<PagedAnswer<MatchListItem>>;

export const matchesPageQueryOptions = (s: MatchListState) =>
  queryOptions({
    queryKey: cricketKeys.matches(matchListQueryString(s), s.page),
    queryFn: () => getMatchesPage(s),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useMatchesPage = (s: MatchListState) => useQuery(matchesPageQueryOptions(s));

export const matchFiltersQueryOptions = () => queryOptions({ queryKey: cricketKeys.matchFilters(), queryFn: () => api('cricketMatchFilters') });

export const useMatchFilters = () => useQuery(matchFiltersQueryOptions());
