import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedAnswer } from '../../../../contracts/paging';
import { undeclaredData, undeclaredGet } from '../../../lib/api-client';
import { matchListQueryString, MATCHES_PAGE_SIZE, type MatchListState } from '../utils/match-list-filter';
import type { MatchFilters, MatchListItem } from './cricket-types';

export const getMatchesPage = (s: MatchListState) =>
  undeclaredGet<PagedAnswer<MatchListItem>>(`/api/cricket/matches?${matchListQueryString(s)}&limit=${MATCHES_PAGE_SIZE}&offset=${(s.page - 1) * MATCHES_PAGE_SIZE}`);

export const matchesPageQueryOptions = (s: MatchListState) =>
  queryOptions({
    queryKey: ['cricketMatches', matchListQueryString(s), s.page],
    queryFn: () => getMatchesPage(s),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useMatchesPage = (s: MatchListState) => useQuery(matchesPageQueryOptions(s));

export const matchFiltersQueryOptions = () => queryOptions({ queryKey: ['cricketMatchFilters'], queryFn: () => undeclaredData<MatchFilters>('/api/cricket/match_filters') });

export const useMatchFilters = () => useQuery(matchFiltersQueryOptions());
