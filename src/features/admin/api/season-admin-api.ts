import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSeasonDetail, AdminSeasonSummary, CreateSeasonInput, FixtureImportReport, FixtureInput } from '../../../../contracts/season';
import { ApiClientError, apiData, csrfCookieValue } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-token';
import { ensureCsrfCookie } from './csrf';

/** Seasons and fixtures (issue 26): /api/admin/seasons..., /api/admin/fixtures/{id}. */

const token = () => useAuthStore.getState().token;

async function write<T>(path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown): Promise<T> {
  await ensureCsrfCookie();
  return apiData<T>(path, { method, body, token: token() });
}

export const seasonsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'seasons'], queryFn: () => apiData<AdminSeasonSummary[]>('/admin/seasons', { token: token() }), staleTime: 0 });
export const seasonQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['admin', 'seasons', id], queryFn: () => apiData<AdminSeasonDetail>(`/admin/seasons/${id}`, { token: token() }), staleTime: 0 });

export const useSeasons = () => useQuery(seasonsQueryOptions());
export const useSeason = (id: number) => useQuery(seasonQueryOptions(id));

/** Every write makes every cached query stale (the public group page and forecast included). */
function useWrite<I, T>(fn: (input: I) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries() });
}

export const useCreateSeason = () => useWrite((input: CreateSeasonInput) => write<AdminSeasonDetail>('/admin/seasons', 'POST', input));
export const useAddFixture = (seasonId: number) =>
  useWrite((input: FixtureInput) => write<AdminSeasonDetail>(`/admin/seasons/${seasonId}/fixtures`, 'POST', input));
export const useEditFixture = () =>
  useWrite(({ id, ...change }: Partial<FixtureInput> & { id: number }) => write<AdminSeasonDetail>(`/admin/fixtures/${id}`, 'PATCH', change));
export const useRemoveFixture = () => useWrite((id: number) => write<AdminSeasonDetail>(`/admin/fixtures/${id}`, 'DELETE'));

/** POST a fixture CSV; a dry run answers the report, a refused commit carries the report too. */
export async function importFixtures(seasonId: number, csv: string, dryRun: boolean): Promise<FixtureImportReport> {
  await ensureCsrfCookie();
  const csrf = csrfCookieValue() ?? '';
  const res = await fetch(`/api/admin/seasons/${seasonId}/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', Accept: 'application/json', Authorization: `Bearer ${token()}`, 'X-CSRF-Token': csrf },
    body: csv,
    credentials: 'same-origin',
  });
  const json = (await res.json().catch(() => null)) as { data?: FixtureImportReport; report?: FixtureImportReport; error?: { message: string; code: string } } | null;
  if (res.ok && json?.data) return json.data;
  if (json?.report) return json.report;
  throw new ApiClientError(json?.error?.message ?? `Import failed with status ${res.status}`, res.status, json?.error?.code);
}
