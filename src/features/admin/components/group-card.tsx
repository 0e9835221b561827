import { useState } from 'react';
import { Link } from 'wouter';
import type { PoolPlayer } from '../../../../contracts/league';
import { useRenameGroup, useSetMember, type AdminGroup } from '../api/league-admin-api';
import { NameForm } from './name-form';
import { ConfirmWindowForm } from './confirm-window-form';
import { RemoveButton } from './remove-button';
import { RemoveDialog } from './remove-dialog';
import { linkTo } from '../../../../contracts/route-manifest';

/** A group of the league page: its link, Rename, Delete (no matches) or Archive, and its members as checkboxes. */
export function GroupCard({ group, players }: { group: AdminGroup; players: PoolPlayer[] }) {
  const rename = useRenameGroup();
  const setMember = useSetMember();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The change being saved: its box shows the new state at once, with "Saving…" beside it, until the list reloads.
  const [pending, setPending] = useState<{ playerId: number; member: boolean } | null>(null);
  const members = new Set(group.member_ids);
  const isMember = (id: number) => (pending?.playerId === id ? pending.member : members.has(id));

  async function toggle(playerId: number, member: boolean) {
    setError(null);
    setPending({ playerId, member });
    try {
      await setMember.mutateAsync({ groupId: group.id, playerId, member });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPending(null);
    }
  }

  return (
    <section className="card space-y-3" aria-label={`Group ${group.name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold">
          <Link href={linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug: group.url_slug })} className="link">
            {group.name}
          </Link>{' '}
          <span className="text-sm font-normal text-slate-600">/pool/group/{group.url_slug}</span>
        </h3>
        {!editing ? (
          <span className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" onClick={() => setEditing(true)} aria-label={`Rename group ${group.name}`}>
              Rename
            </button>
            <RemoveButton name={`group ${group.name}`} matchCount={group.match_count} onClick={() => setRemoving(true)} />
          </span>
        ) : null}
      </div>
      {removing ? <RemoveDialog kind="group" id={group.id} name={group.name} matchCount={group.match_count} onClose={() => setRemoving(false)} /> : null}
      {editing ? (
        <NameForm
          label={`New name for ${group.name}`}
          button="Save"
          initial={group.name}
          onSubmit={(name) => rename.mutateAsync({ id: group.id, name })}
          onDone={() => setEditing(false)}
        />
      ) : null}
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Members ({players.filter((p) => isMember(p.id)).length})</legend>
        {players.length === 0 ? <p className="text-sm text-slate-600">Add players first.</p> : null}
        <div className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {players.map((p) => (
            <label key={p.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={isMember(p.id)}
                disabled={setMember.isPending}
                onChange={(e) => void toggle(p.id, e.target.checked)}
              />
              {p.name}
              {pending?.playerId === p.id ? (
                <span role="status" className="text-xs text-slate-600">
                  Saving…
                </span>
              ) : null}
            </label>
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-600">Removing a member keeps their past matches in the data.</p>
      </fieldset>
      <ConfirmWindowForm groupId={group.id} />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
