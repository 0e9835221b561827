import { useId, useState } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { useLeague, useRemoveDemoLeague } from '../api/league-admin-api';
import { AdminPasswordField } from './admin-password-field';
import { usePasswordConfirm } from '../hooks/use-password-confirm';

/**
 * Offered only while the league holds nothing but the demo league: removes it (asking for the admin password
 * again) so a real league can start from empty.
 */
export function RemoveDemoLeague() {
  const league = useLeague();
  const remove = useRemoveDemoLeague();
  const id = useId();
  const [open, setOpen] = useState(false);
  const confirm = usePasswordConfirm({
    pending: remove.isPending,
    run: async (password) => {
      await remove.mutateAsync(password);
      setOpen(false);
    },
    failure: (err) => (err instanceof ApiClientError ? err.message : 'Could not remove the demo league'),
  });
  if (!league.data?.status.demoOnly) return null;

  return (
    <section className="card space-y-3 border-amber-300 bg-amber-50" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="text-lg font-bold">
        This is the demo league
      </h2>
      <p className="text-sm">
        The league holds only the generated demo data ({league.data.status.groups} groups, {league.data.status.players} players,{' '}
        {league.data.status.matches} matches). Remove it to run your own league from empty; it is not loaded again.
      </p>
      {!open ? (
        <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
          Remove demo league
        </button>
      ) : (
        <form className="space-y-3" onSubmit={confirm.onSubmit} noValidate>
          <div className="max-w-sm">
            <AdminPasswordField id={id} value={confirm.password} onChange={confirm.setPassword} error={confirm.message} />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={remove.isPending}>
              {remove.isPending ? 'Removing...' : 'Remove demo league'}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
