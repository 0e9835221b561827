import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiClientError, api, apiResponse } from '../../../lib/api-client';
import type { AdminGroup } from '../../../../contracts/admin';
import type { ImportReport } from '../../../../contracts/admin-import-export';
import type { FixtureImportReport } from '../../../../contracts/season';
import type { TeamImportReport } from '../../../../contracts/team-league-admin';
import { useWrite } from './write-hook';
import { adminKeys } from './admin-keys';

/** League management endpoints: players, groups, membership, import, export, removing the demo. */

export type { AdminGroup, ImportReport };

export const leagueQueryOptions = () => queryOptions({ queryKey: adminKeys.league(), queryFn: () => api('adminLeague'), staleTime: 0 });
export const useLeague = () => useQuery(leagueQueryOptions());

export const useCreatePlayer = () => useWrite((name: string) => api('adminCreatePlayer', { body: { name } }));
export const useRenamePlayer = () => useWrite(({ id, name }: { id: number; name: string }) => api('adminRenamePlayer', { params: { id }, body: { name } }));
export const useCreateGroup = () => useWrite((name: string) => api('adminCreateGroup', { body: { name } }));
export const useRenameGroup = () => useWrite(({ id, name }: { id: number; name: string }) => api('adminRenameGroup', { params: { id }, body: { name } }));
export const useSetMember = () =>
  useWrite(({ groupId, playerId, member }: { groupId: number; playerId: number; member: boolean }) =>
    member
      ? api('adminAddMember', { params: { id: groupId }, body: { playerId } })
      : api('adminRemoveMember', { params: { id: groupId, playerId } }),
  );
/** A player or a group: with no matches it is deleted, with matches archived; restored by id. */
export type RemovableKind = 'player' | 'group';
export const useRemove = () =>
  useWrite(({ kind, id, adminPassword }: { kind: RemovableKind; id: number; adminPassword: string }) =>
    api(kind === 'player' ? 'adminRemovePlayer' : 'adminRemoveGroup', { params: { id }, body: { adminPassword } }),
  );
export const useRestore = () =>
  useWrite(({ kind, id }: { kind: RemovableKind; id: number }) => api(kind === 'player' ? 'adminRestorePlayer' : 'adminRestoreGroup', { params: { id }, body: {} }));
export const useRemoveDemoLeague = () => useWrite((adminPassword: string) => api('adminRemoveDemoLeague', { body: { adminPassword } }));

/**
 * A CSV import's report: a dry run's, a commit's, or (a refused commit, 400 `invalid_csv`) the report the error
 * carries, which names every bad line.
 */
export async function reportOf<R extends ImportReport | FixtureImportReport | TeamImportReport>(upload: Promise<R>): Promise<R> {
  try {
    return await upload;
  } catch (e) {
    const report = e instanceof ApiClientError ? (e.body as { report?: R } | undefined)?.report : undefined;
    if (report) return report;
    throw e;
  }
}

/** POST the league CSV (`?dryRun=1` checks it and writes nothing). */
export const importCsv = (csv: string, dryRun: boolean) =>
  reportOf(api('adminImport', { query: dryRun ? { dryRun: '1' } : {}, body: csv }));

/** Download the export through the signed-in token (a plain link cannot carry it). */
export async function downloadExport(format: 'json' | 'csv'): Promise<void> {
  await saveDownload(await apiResponse('adminExport', { query: { format } }), `pool-league.${format}`);
}

/** Saves a signed-in download under the name its Content-Disposition gives (else `fallback`). */
export async function saveDownload(res: Response, fallback: string): Promise<void> {
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
