import { useState } from 'react';
import type { ResultSubmission } from '../../../../contracts/player';
import { ApiClientError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useWithdrawResult } from '../api/player-api';

function stateText(s: ResultSubmission): string {
  switch (s.state) {
    case 'awaiting':
      return `Awaiting ${s.player_2}'s confirmation · counts automatically on ${formatDateTime(s.confirm_by)} UTC`;
    case 'disputed':
      return `Disputed by ${s.player_2}: “${s.dispute_reason ?? ''}” · the admin decides`;
    case 'confirmed':
      return s.decided_by === 'admin' ? 'Confirmed by the admin' : s.decided_by === 'auto' ? 'Confirmed automatically' : `Confirmed by ${s.player_2}`;
    case 'rejected':
      return `Rejected by the admin: “${s.reject_reason ?? ''}”`;
  }
}

/** The player's own submissions: open ones (withdrawable) and those decided in the last 14 days. */
export function MySubmissions({ items }: { items: ResultSubmission[] }) {
  const withdraw = useWithdrawResult();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ul className="card divide-y divide-slate-200 py-1" data-testid="my-submissions">
      {items.map((s) => (
        <li key={s.id} className="py-3" data-state={s.state}>
          <p className="font-semibold text-slate-900">
            {s.player_1} {s.score_1}–{s.score_2} {s.player_2}
          </p>
          <p className="text-sm text-slate-600">
            {s.group_name} · played {formatDateTime(s.game_datetime)} UTC
          </p>
          <p className="text-sm text-slate-800">{stateText(s)}</p>
          {s.state === 'awaiting' || s.state === 'disputed' ? (
            <button
              type="button"
              className="btn-secondary mt-2"
              disabled={withdraw.isPending}
              onClick={() => {
                setProblem(null);
                withdraw.mutateAsync(s.id).catch((e: unknown) => setProblem(e instanceof ApiClientError ? e.message : 'Try again.'));
              }}
            >
              Withdraw
            </button>
          ) : null}
        </li>
      ))}
      {problem ? (
        <li role="alert" className="py-2 text-sm font-medium text-red-700">
          {problem}
        </li>
      ) : null}
    </ul>
  );
}
