import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-token';
import type { AdminMatch, AdminMatchPage, AuditEntry, StoredMatch } from '../../../../contracts/admin';
import { ensureCsrfCookie } from './csrf';

export type { AdminMatch };

export interface AddResultInput {
  player1Id: number;
  player2Id: number;
  score1: number;
  score2: number;
  fixtureWeight?: number;
  /** ISO 8601 date (YYYY-MM-DD) or date-time; omitted means now. */
  gameDate?: string;
}

export interface EditMatchInput extends Partial<AddResultInput> {
  matchId: number;
}

const token = () => useAuthStore.getState().token;

export async function addResult(input: AddResultInput): Promise<AdminMatch> {
  await ensureCsrfCookie();
  return apiData<AdminMatch>('/admin/add-result', { method: 'POST', body: input, token: token() });
}

export async function editMatch(input: EditMatchInput): Promise<AdminMatch> {
  await ensureCsrfCookie();
  return apiData<AdminMatch>('/admin/edit-match', { method: 'POST', body: input, token: token() });
}

export async function deleteMatch(matchId: number, adminPassword: string): Promise<StoredMatch> {
  await ensureCsrfCookie();
  return apiData<StoredMatch>('/admin/delete-match', { method: 'POST', body: { matchId, adminPassword }, token: token() });
}

export async function restoreMatch(matchId: number): Promise<AdminMatch> {
  await ensureCsrfCookie();
  return apiData<AdminMatch>('/admin/restore-match', { method: 'POST', body: { matchId }, token: token() });
}

export const getDeletedMatches = () => apiData<StoredMatch[]>('/admin/deleted-matches?limit=10', { token: token() });

export const deletedMatchesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'deleted-matches'], queryFn: getDeletedMatches, staleTime: 0 });

export const useDeletedMatches = () => useQuery(deletedMatchesQueryOptions());

/** After any write every cached league query is stale (public pages included). */
function useInvalidateAll() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries();
}

export function useAddResult() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: addResult, onSuccess: invalidate });
}

export function useEditMatch() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: editMatch, onSuccess: invalidate });
}

export function useDeleteMatch() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ matchId, adminPassword }: { matchId: number; adminPassword: string }) => deleteMatch(matchId, adminPassword),
    onSuccess: invalidate,
  });
}

export function useRestoreMatch() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: restoreMatch, onSuccess: invalidate });
}

/** Entries of the audit log per page on the dashboard. */
export const AUDIT_PAGE_SIZE = 20;

/** One page of the audit log, newest first: the latest entries, or those older than entry id `before`. */
export const getAudit = (before?: number) =>
  apiData<AuditEntry[]>(`/admin/audit?limit=${AUDIT_PAGE_SIZE}${before === undefined ? '' : `&before=${before}`}`, { token: token() });

/** The audit log page by page ("Show older entries" asks for the next). */
export const useAudit = () =>
  useInfiniteQuery({
    queryKey: ['admin', 'audit'],
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

export function getAdminMatches(f: MatchFilters): Promise<AdminMatchPage> {
  const p = new URLSearchParams({ limit: String(f.pageSize), offset: String((f.page - 1) * f.pageSize) });
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.group !== null) p.set('group', String(f.group));
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.deleted) p.set('deleted', '1');
  return apiRequest<AdminMatchPage>(`/admin/matches?${p.toString()}`, { token: token() });
}

export const adminMatchesQueryOptions = (f: MatchFilters) =>
  queryOptions({ queryKey: ['admin', 'matches', f], queryFn: () => getAdminMatches(f), staleTime: 0, placeholderData: keepPreviousData });

export const useAdminMatches = (f: MatchFilters) => useQuery(adminMatchesQueryOptions(f));
