import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, apiCall, type CallInput } from '../../../lib/api-client';
import type { AdminMatch } from '../../../../contracts/admin';
import type { AddResultInput, EditMatchInput } from '../../../../contracts/admin-requests';
import { useWrite } from './write-hook';
import { adminKeys } from './admin-keys';

export type { AdminMatch, AddResultInput };

export const addResult = (body: AddResultInput) => api('adminAddResult', { body });

export const getDeletedMatches = () => api('adminDeletedMatches', { query: { limit: 10 } });

export const deletedMatchesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.deletedMatches(), queryFn: getDeletedMatches, staleTime: 0 });

export const useDeletedMatches = () => useQuery(deletedMatchesQueryOptions());

export const useAddResult = () => useWrite(addResult);
export const useEditMatch = () => useWrite((body: EditMatchInput) => api('adminEditMatch', { body }));
export const useDeleteMatch = () =>
  useWrite(({ matchId, adminPassword }: { matchId: number; adminPassword: string }) => api('adminDeleteMatch', { body: { matchId, adminPassword } }));
export const useRestoreMatch = () => useWrite((matchId: number) => api('adminRestoreMatch', { body: { matchId } }));

/** Entries of the audit log per page on the dashboard. */
export const AUDIT_PAGE_SIZE = 20;

/** One page of the audit log, newest first: the latest entries, or those older than entry id `before`. */
export const getAudit = (before?: number) => api('adminAudit', { query: { limit: AUDIT_PAGE_SIZE, before } });

/** The audit log page by page ("Show older entries" asks for the next). */
export const useAudit = () =>
  useInfiniteQuery({
    queryKey: adminKeys.audit(),
    queryFn: ({ pageParam }) => getAudit(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length === AUDIT_PAGE_SIZE ? last[last.length - 1].id : undefined),
    staleTime: 0,
  });

/** Filters of GET /api/admin/matches (every match, newest first). */
export interface MatchFilters {
  q: string;
  group: number | null;
  from: string;
  to: string;
  deleted: boolean;
  page: number;
  pageSize: number;
}

export function getAdminMatches(f: MatchFilters) {
  const query: CallInput<'adminMatches'>['query'] = { limit: f.pageSize, offset: (f.page - 1) * f.pageSize };
  if (f.q.trim()) query.q = f.q.trim();
  if (f.group !== null) query.group = f.group;
  if (f.from) query.from = f.from;
  if (f.to) query.to = f.to;
  if (f.deleted) query.deleted = '1';
  return apiCall('adminMatches', { query });
}

export const adminMatchesQueryOptions = (f: MatchFilters) =>
  queryOptions({ queryKey: adminKeys.matchList(f), queryFn: () => getAdminMatches(f), staleTime: 0, placeholderData: keepPreviousData });

export const useAdminMatches = (f: MatchFilters) => useQuery(adminMatchesQueryOptions(f));
