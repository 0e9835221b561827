import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { useRemove, type RemovableKind } from '../api/league-admin-api';
import { AdminPasswordField } from './admin-password-field';

/**
 * Confirm removing a player or a group with the admin password, as for deleting a match. One with no matches is
 * deleted for good; one with matches is archived (hidden from the hub, drop-downs, the sitemap and new results;
 * its past matches keep counting) and can be restored.
 */
export function RemoveDialog({ kind, id: entityId, name, matchCount, onClose }: { kind: RemovableKind; id: number; name: string; matchCount: number; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const remove = useRemove();
  const deleting = matchCount === 0;
  const verb = deleting ? 'Delete' : 'Archive';

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (remove.isPending) return;
    if (password === '') {
      setMessage('Admin password is required');
      return;
    }
    setMessage(null);
    try {
      await remove.mutateAsync({ kind, id: entityId, adminPassword: password });
      onClose();
    } catch (err) {
      setPassword('');
      setMessage(err instanceof ApiClientError ? err.message : `Could not ${verb.toLowerCase()} ${name}`);
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <form onSubmit={onSubmit} className="space-y-4 p-5">
        <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">
          {verb} {kind} {name}?
        </h2>
        <p className="text-sm text-slate-700">
          {deleting
            ? `${name} has no matches: the ${kind} is deleted for good.`
            : `${name} has ${matchCount} ${matchCount === 1 ? 'match' : 'matches'}: the ${kind} is archived, hidden from the hub, drop-downs and new results. Past matches keep counting, and you can restore it below.`}
        </p>
        <AdminPasswordField id={id} value={password} onChange={setPassword} error={message} />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-danger" disabled={remove.isPending}>
            {remove.isPending ? `${verb === 'Delete' ? 'Deleting' : 'Archiving'}...` : `${verb} ${kind}`}
          </button>
        </div>
      </form>
    </dialog>
  );
}
