import { useId } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { useDeleteMatch } from '../api/admin-api';
import type { CorrectableMatch } from './edit-match-dialog';
import { formatMatchDate } from '../utils/format';
import { AdminPasswordField } from './admin-password-field';
import { CONFIRM_DIALOG_CLASS, ModalDialog } from './modal-dialog';
import { usePasswordConfirm } from '../hooks/use-password-confirm';
import { scoreText } from '../../../../common/number-text';

/**
 * Confirm a delete: the match's date, players and score, and the admin password
 * entered again. The delete is soft (the match can be restored).
 */
export function DeleteMatchDialog({ match, onClose }: { match: CorrectableMatch; onClose: () => void }) {
  const id = useId();
  const del = useDeleteMatch();
  const confirm = usePasswordConfirm({
    pending: del.isPending,
    run: async (adminPassword) => {
      await del.mutateAsync({ matchId: match.match_id, adminPassword });
      onClose();
    },
    failure: (err) => (
      <>
        <p>Failed to delete match. Please check your admin password and try again.</p>
        {err instanceof ApiClientError && err.status === 429 ? <p className="mt-1">{err.message}</p> : null}
      </>
    ),
  });

  return (
    <ModalDialog labelledBy={`${id}-title`} className={CONFIRM_DIALOG_CLASS} onClose={onClose}>
      <form onSubmit={confirm.onSubmit} className="space-y-4 p-5">
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
            {scoreText(match.score_1, match.score_2)}
          </dd>
        </dl>
        <AdminPasswordField id={id} value={confirm.password} onChange={confirm.setPassword} error={confirm.message} />
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
    </ModalDialog>
  );
}
