import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiClientError, apiData, csrfCookieValue } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-token';
import type { AdminGroup, AdminLeague, AdminPlayer, ImportReport, LeagueStatus, Membership, RemovalAnswer, RemoveDemoAnswer } from '../../../../contracts/admin';
import { ensureCsrfCookie } from './csrf';

/** League management endpoints (issue 14): players, groups, membership, import, export, removing the demo. */

export type { AdminGroup, ImportReport, LeagueStatus };

const token = () => useAuthStore.getState().token;

async function write<T>(path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown): Promise<T> {
  await ensureCsrfCookie();
  return apiData<T>(path, { method, body, token: token() });
}

export const leagueQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'league-admin'],
    queryFn: () => apiData<AdminLeague>('/admin/league', { token: token() }),
    staleTime: 0,
  });
export const useLeague = () => useQuery(leagueQueryOptions());

/** Every write makes every cached league query stale (public pages included). */
function useWrite<I, T>(fn: (input: I) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries() });
}

export const useCreatePlayer = () => useWrite((name: string) => write<AdminPlayer>('/admin/players', 'POST', { name }));
export const useRenamePlayer = () =>
  useWrite(({ id, name }: { id: number; name: string }) => write<AdminPlayer>(`/admin/players/${id}`, 'PATCH', { name }));
export const useCreateGroup = () => useWrite((name: string) => write<AdminGroup>('/admin/groups', 'POST', { name }));
export const useRenameGroup = () => useWrite(({ id, name }: { id: number; name: string }) => write<AdminGroup>(`/admin/groups/${id}`, 'PATCH', { name }));
export const useSetMember = () =>
  useWrite(({ groupId, playerId, member }: { groupId: number; playerId: number; member: boolean }) =>
    member
      ? write<Membership>(`/admin/groups/${groupId}/members`, 'POST', { playerId })
      : write<Membership>(`/admin/groups/${groupId}/members/${playerId}`, 'DELETE'),
  );
/** A player or a group: with no matches it is deleted, with matches archived (issue 23); restored by id. */
export type RemovableKind = 'player' | 'group';
export const useRemove = () =>
  useWrite(({ kind, id, adminPassword }: { kind: RemovableKind; id: number; adminPassword: string }) =>
    write<RemovalAnswer>(`/admin/${kind}s/${id}`, 'DELETE', { adminPassword }),
  );
export const useRestore = () => useWrite(({ kind, id }: { kind: RemovableKind; id: number }) => write<RemovalAnswer>(`/admin/${kind}s/${id}/restore`, 'POST', {}));
export const useRemoveDemoLeague = () => useWrite((adminPassword: string) => write<RemoveDemoAnswer>('/admin/remove-demo-league', 'POST', { adminPassword }));

/** POST the CSV; a dry run answers the report, a refused commit carries the report too. */
export async function importCsv(csv: string, dryRun: boolean): Promise<ImportReport> {
  await ensureCsrfCookie();
  const csrf = csrfCookieValue() ?? '';
  const res = await fetch(`/api/admin/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', Accept: 'application/json', Authorization: `Bearer ${token()}`, 'X-CSRF-Token': csrf },
    body: csv,
    credentials: 'same-origin',
  });
  const json = (await res.json().catch(() => null)) as { data?: ImportReport; report?: ImportReport; error?: { message: string; code: string } } | null;
  if (res.ok && json?.data) return json.data;
  if (json?.report) return json.report;
  throw new ApiClientError(json?.error?.message ?? `Import failed with status ${res.status}`, res.status, json?.error?.code);
}

/** Download the export through the signed-in token (a plain link cannot carry it). */
export async function downloadExport(format: 'json' | 'csv'): Promise<void> {
  const res = await fetch(`/api/admin/export?format=${format}`, { headers: { Authorization: `Bearer ${token()}` }, credentials: 'same-origin' });
  if (!res.ok) throw new ApiClientError(`Export failed with status ${res.status}`, res.status);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `pool-league.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
