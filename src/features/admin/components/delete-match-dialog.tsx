import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { useDeleteMatch } from '../api/admin-api';
import type { CorrectableMatch } from './edit-match-dialog';
import { formatMatchDate } from '../utils/format';
import { AdminPasswordField } from './admin-password-field';

/**
 * Confirm a delete: the match's date, players and score, and the admin password
 * entered again. The delete is soft (the match can be restored).
 */
export function DeleteMatchDialog({ match, onClose }: { match: CorrectableMatch; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ text: string; detail?: string } | null>(null);
  const del = useDeleteMatch();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (del.isPending) return;
    if (password === '') {
      setMessage({ text: 'Admin password is required' });
      return;
    }
    setMessage(null);
    try {
      await del.mutateAsync({ matchId: match.match_id, adminPassword: password });
      onClose();
    } catch (err) {
      setPassword('');
      const detail = err instanceof ApiClientError && err.status === 429 ? err.message : undefined;
      setMessage({ text: 'Failed to delete match. Please check your admin password and try again.', detail });
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
        <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
          Delete match id {match.match_id}?
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold text-slate-700">Date</dt>
          <dd>{formatMatchDate(match.game_datetime)}</dd>
          <dt className="font-semibold text-slate-700">Players</dt>
          <dd>
            {match.player_1} v {match.player_2}
          </dd>
          <dt className="font-semibold text-slate-700">Score</dt>
          <dd className="tabular-nums">
            {match.score_1} - {match.score_2}
          </dd>
        </dl>
        <AdminPasswordField
          id={id}
          value={password}
          onChange={setPassword}
          error={
            message ? (
              <>
                <p>{message.text}</p>
                {message.detail ? <p className="mt-1">{message.detail}</p> : null}
              </>
            ) : null
          }
        />
        <p className="text-xs text-slate-600">The match is hidden from every page and can be restored from this dashboard.</p>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-danger" disabled={del.isPending}>
            {del.isPending ? 'Deleting...' : 'Delete Match'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
