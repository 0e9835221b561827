import { useId, useState, type FormEvent } from 'react';
import type { ResultSubmission } from '../../../../contracts/player';
import { LabelledField } from '../../../components/labelled-field';
import { ApiClientError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useConfirmResult, useDisputeResult } from '../api/player-api';

/** One result the opponent entered, waiting for this player: Confirm, or Dispute with a reason. */
function ToConfirm({ s }: { s: ResultSubmission }) {
  const id = useId();
  const confirm = useConfirmResult();
  const dispute = useDisputeResult();
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const fail = (e: unknown) =>
    setProblem(e instanceof ApiClientError ? { field: e.field, message: e.message } : { message: 'That did not reach the server. Try again.' });

  async function onDispute(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    try {
      await dispute.mutateAsync({ id: s.id, reason });
    } catch (err) {
      fail(err);
    }
  }

  return (
    <li className="py-3" data-testid="to-confirm">
      <p className="font-semibold text-slate-900">
        {s.player_1} {s.score_1}–{s.score_2} {s.player_2}
      </p>
      <p className="text-sm text-slate-600">
        {s.group_name} · played {formatDateTime(s.game_datetime)} UTC · entered by {s.player_1}
      </p>
      <p className="text-sm text-slate-600">Counts automatically on {formatDateTime(s.confirm_by)} UTC unless you answer.</p>
      {disputing ? (
        <form className="mt-2 space-y-2" onSubmit={onDispute} noValidate>
          <LabelledField id={`${id}-reason`} label="What is wrong with it?" error={problem?.field === 'reason' ? problem.message : null}>
            {(control) => <textarea {...control} className="input" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </LabelledField>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={dispute.isPending}>
              Send to the admin
            </button>
            <button type="button" className="btn-secondary" onClick={() => setDisputing(false)}>
              Back
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-primary"
            disabled={confirm.isPending}
            onClick={() => {
              setProblem(null);
              confirm.mutateAsync(s.id).catch(fail);
            }}
          >
            Confirm
          </button>
          <button type="button" className="btn-secondary" onClick={() => setDisputing(true)}>
            Dispute
          </button>
        </div>
      )}
      {problem && problem.field !== 'reason' ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {problem.message}
        </p>
      ) : null}
    </li>
  );
}

export function ToConfirmList({ items }: { items: ResultSubmission[] }) {
  return (
    <ul className="card divide-y divide-slate-200 py-1" data-testid="to-confirm-list">
      {items.map((s) => (
        <ToConfirm key={s.id} s={s} />
      ))}
    </ul>
  );
}
