import { useId, useState } from 'react';
import type { PendingQueueItem } from '../../../../contracts/player-admin';
import { LabelledField } from '../../../components/labelled-field';
import { ApiClientError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { SCORE_OPTIONS } from '../../../../common/match-rules';
import { useConfirmPending, usePendingResults, useRejectPending } from '../api/player-admin-api';

type Mode = 'view' | 'edit' | 'reject';

/** One pending result: confirm as entered, correct then confirm, or reject with a reason. The decision is final. */
function PendingItem({ s }: { s: PendingQueueItem }) {
  const id = useId();
  const confirm = useConfirmPending();
  const reject = useRejectPending();
  const [mode, setMode] = useState<Mode>('view');
  const [score1, setScore1] = useState(String(s.score_1));
  const [score2, setScore2] = useState(String(s.score_2));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const fail = (e: unknown) => setProblem(e instanceof ApiClientError ? { field: e.field, message: e.message } : { message: 'Try again.' });
  const run = (p: Promise<unknown>) => {
    setProblem(null);
    p.catch(fail);
  };
  const err = (f: string) => (problem?.field === f ? problem.message : null);
  return (
    <li className="py-3" data-testid="pending-item" data-state={s.state}>
      <p className="font-semibold">
        {s.player_1} {s.score_1}–{s.score_2} {s.player_2}{' '}
        <span className={`ml-1 rounded px-1.5 text-xs font-bold ${s.state === 'disputed' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}>
          {s.state === 'disputed' ? 'Disputed' : 'Awaiting confirmation'}
        </span>
      </p>
      <p className="text-sm text-slate-600">
        {s.group_name} · played {formatDateTime(s.game_datetime)} UTC · entered by {s.player_1} (session {s.session_id ?? '–'}) on {formatDateTime(s.created_at)} UTC
        {s.state === 'awaiting' ? ` · counts automatically on ${formatDateTime(s.confirm_by)} UTC` : ''}
      </p>
      {s.state === 'disputed' ? (
        <p className="text-sm text-slate-800">
          {s.player_2} disputed it on {formatDateTime(s.disputed_at!)} UTC: “{s.dispute_reason}”
        </p>
      ) : null}
      {mode === 'edit' ? (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          {(
            [
              ['score1', s.player_1, score1, setScore1],
              ['score2', s.player_2, score2, setScore2],
            ] as const
          ).map(([field, who, value, set]) => (
            <LabelledField key={field} id={`${id}-${field}`} label={who} error={err(field)}>
              {(control) => (
                <select {...control} className="input mt-1" value={value} onChange={(e) => set(e.target.value)}>
                  {SCORE_OPTIONS.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              )}
            </LabelledField>
          ))}
          <button type="button" className="btn-primary" onClick={() => run(confirm.mutateAsync({ id: s.id, body: { score1: Number(score1), score2: Number(score2) } }))}>
            Save and confirm
          </button>
          <button type="button" className="btn-secondary" onClick={() => setMode('view')}>
            Back
          </button>
        </div>
      ) : mode === 'reject' ? (
        <div className="mt-2 space-y-2">
          <LabelledField id={`${id}-reason`} label="Why is it rejected? (the players see this)" error={err('reason')}>
            {(control) => <input {...control} className="input" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />}
          </LabelledField>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={() => run(reject.mutateAsync({ id: s.id, reason }))}>
              Reject result
            </button>
            <button type="button" className="btn-secondary" onClick={() => setMode('view')}>
              Back
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={() => run(confirm.mutateAsync({ id: s.id, body: {} }))}>
            Confirm as entered
          </button>
          <button type="button" className="btn-secondary" onClick={() => setMode('edit')}>
            Correct and confirm
          </button>
          <button type="button" className="btn-secondary" onClick={() => setMode('reject')}>
            Reject
          </button>
        </div>
      )}
      {problem && !['score1', 'score2', 'reason'].includes(problem.field ?? '') ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {problem.message}
        </p>
      ) : null}
    </li>
  );
}

/** The admin's queue of results players entered that do not count yet: disputed first. */
export function PendingResults() {
  const q = usePendingResults();
  if (!q.data) return null;
  return (
    <section className="card space-y-2" aria-labelledby="pending-title" data-testid="pending-results">
      <h2 id="pending-title" className="text-xl font-bold">
        Results waiting for a decision
      </h2>
      {q.data.length === 0 ? (
        <p className="text-sm text-slate-600">None: every result players entered has been confirmed or rejected.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {q.data.map((s) => (
            <PendingItem key={s.id} s={s} />
          ))}
        </ul>
      )}
    </section>
  );
}
