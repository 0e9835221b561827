import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-token';
import { ensureCsrfCookie } from './csrf';

/** A match as the admin endpoints return it. */
export interface AdminMatch {
  match_id: number;
  new_id: number | null;
  game_datetime: string;
  player_1_id: number;
  player_1: string;
  player_2_id: number;
  player_2: string;
  score_1: number;
  score_2: number;
  winner_player_id: number;
  fixture_weight: number;
  deleted_at: string | null;
  groups?: { group_id: number; group_name: string; url_slug: string; new_id: number }[];
}

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

export async function deleteMatch(matchId: number, adminPassword: string): Promise<AdminMatch> {
  await ensureCsrfCookie();
  return apiData<AdminMatch>('/admin/delete-match', { method: 'POST', body: { matchId, adminPassword }, token: token() });
}

export async function restoreMatch(matchId: number): Promise<AdminMatch> {
  await ensureCsrfCookie();
  return apiData<AdminMatch>('/admin/restore-match', { method: 'POST', body: { matchId }, token: token() });
}

export const getDeletedMatches = () => apiData<AdminMatch[]>('/admin/deleted-matches?limit=10', { token: token() });

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

export interface AuditEntry {
  id: number;
  at: string;
  action: string;
  match_id: number | null;
  client_address: string;
  detail: string | null;
}

export const getAudit = () => apiData<AuditEntry[]>('/admin/audit?limit=20', { token: token() });

export const auditQueryOptions = () => queryOptions({ queryKey: ['admin', 'audit'], queryFn: getAudit, staleTime: 0 });

export const useAudit = () => useQuery(auditQueryOptions());
