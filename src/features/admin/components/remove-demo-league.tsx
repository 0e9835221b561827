import { useId, useState, type FormEvent } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { useLeague, useRemoveDemoLeague } from '../api/league-admin-api';

/**
 * Offered only while the league holds nothing but the demo league: removes it (asking for the admin password
 * again) so a real league can start from empty.
 */
export function RemoveDemoLeague() {
  const league = useLeague();
  const remove = useRemoveDemoLeague();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  if (!league.data?.status.demoOnly) return null;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (remove.isPending) return;
    if (password === '') {
      setMessage('Admin password is required');
      return;
    }
    setMessage(null);
    try {
      await remove.mutateAsync(password);
      setOpen(false);
    } catch (err) {
      setPassword('');
      setMessage(err instanceof ApiClientError ? err.message : 'Could not remove the demo league');
    }
  }

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
        <form className="flex flex-wrap items-end gap-2" onSubmit={onSubmit} noValidate>
          <div>
            <label htmlFor={`${id}-pw`} className="block text-sm font-semibold text-slate-800">
              Admin password
            </label>
            <input
              id={`${id}-pw`}
              className="input mt-1"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={remove.isPending}>
            {remove.isPending ? 'Removing...' : 'Remove demo league'}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </form>
      )}
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </section>
  );
}
