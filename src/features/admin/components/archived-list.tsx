import { useState } from 'react';
import { FormProblem } from '../../../components/field-error';
import type { AdminGroup, AdminPlayerRow } from '../../../../contracts/admin';
import { useRestore, type RemovableKind } from '../api/league-admin-api';
import { formatMatchDate } from '../utils/format';

function ArchivedRow({ kind, id, name, archivedAt }: { kind: RemovableKind; id: number; name: string; archivedAt: string }) {
  const restore = useRestore();
  const [error, setError] = useState<string | null>(null);
  async function onRestore() {
    setError(null);
    try {
      await restore.mutateAsync({ kind, id });
    } catch (e) {
      setError((e as Error).message);
    }
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="[overflow-wrap:anywhere]">
        {name} <span className="text-sm text-slate-600">({kind}, archived {formatMatchDate(archivedAt)})</span>
      </span>
      <button type="button" className="btn-secondary" disabled={restore.isPending} onClick={() => void onRestore()} aria-label={`Restore ${kind} ${name}`}>
        Restore
      </button>
      <FormProblem className="w-full" message={error} />
    </li>
  );
}

/** Archived players and groups, apart from the live ones, each with Restore. */
export function ArchivedList({ players, groups }: { players: AdminPlayerRow[]; groups: AdminGroup[] }) {
  const rows = [
    ...groups.filter((g) => g.archived_at).map((g) => ({ kind: 'group' as const, id: g.id, name: g.name, archivedAt: g.archived_at! })),
    ...players.filter((p) => p.archived_at).map((p) => ({ kind: 'player' as const, id: p.id, name: p.name, archivedAt: p.archived_at! })),
  ];
  return (
    <section className="space-y-3" aria-label="Archived">
      <h2 className="text-2xl font-bold">Archived</h2>
      {rows.length === 0 ? (
        <p className="text-slate-600">Nothing is archived. A player or group with matches is archived instead of deleted.</p>
      ) : (
        <ul className="card divide-y divide-slate-200 py-1">
          {rows.map((r) => (
            <ArchivedRow key={`${r.kind}-${r.id}`} {...r} />
          ))}
        </ul>
      )}
    </section>
  );
}
