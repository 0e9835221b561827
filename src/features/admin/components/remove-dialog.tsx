import { useId } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { useRemove, type RemovableKind } from '../api/league-admin-api';
import { AdminPasswordField } from './admin-password-field';
import { CONFIRM_DIALOG_CLASS, ModalDialog } from './modal-dialog';
import { usePasswordConfirm } from '../hooks/use-password-confirm';

/**
 * Confirm removing a player or a group with the admin password, as for deleting a match. One with no matches is
 * deleted for good; one with matches is archived (hidden from the hub, drop-downs, the sitemap and new results;
 * its past matches keep counting) and can be restored.
 */
export function RemoveDialog({ kind, id: entityId, name, matchCount, onClose }: { kind: RemovableKind; id: number; name: string; matchCount: number; onClose: () => void }) {
  const id = useId();
  const remove = useRemove();
  const deleting = matchCount === 0;
  const verb = deleting ? 'Delete' : 'Archive';
  const confirm = usePasswordConfirm({
    pending: remove.isPending,
    run: async (adminPassword) => {
      await remove.mutateAsync({ kind, id: entityId, adminPassword });
      onClose();
    },
    failure: (err) => (err instanceof ApiClientError ? err.message : `Could not ${verb.toLowerCase()} ${name}`),
  });

  return (
    <ModalDialog labelledBy={`${id}-title`} className={CONFIRM_DIALOG_CLASS} onClose={onClose}>
      <form onSubmit={confirm.onSubmit} className="space-y-4 p-5">
        <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">
          {verb} {kind} {name}?
        </h2>
        <p className="text-sm text-slate-700">
          {deleting
            ? `${name} has no matches: the ${kind} is deleted for good.`
            : `${name} has ${matchCount} ${matchCount === 1 ? 'match' : 'matches'}: the ${kind} is archived, hidden from the hub, drop-downs and new results. Past matches keep counting, and you can restore it below.`}
        </p>
        <AdminPasswordField id={id} value={confirm.password} onChange={confirm.setPassword} error={confirm.message} />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-danger" disabled={remove.isPending}>
            {remove.isPending ? `${verb === 'Delete' ? 'Deleting' : 'Archiving'}...` : `${verb} ${kind}`}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
