import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TeamMatch } from '../../../../contracts/team-league';
import { api, ApiClientError } from '../../../lib/api-client';
import { DateField } from '../../../components/date-field';
import { FormProblem } from '../../../components/field-error';
import { formatDate } from '../../../lib/format-date';

const problemOf = (err: unknown) => (err instanceof ApiClientError ? { field: err.field, message: err.message } : { message: String(err) });

/**
 * A match to come: its rearrangement as it stands, the other captain's answer (accept one of the proposed dates,
 * or decline), and the captains' proposal of up to three new dates. The server checks who is asking.
 */
export function RearrangePanel({ match }: { match: TeamMatch }) {
  const qc = useQueryClient();
  const r = match.rearrangement;
  const [dates, setDates] = useState(['', '', '']);
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await write();
      await qc.invalidateQueries({ queryKey: ['pool'] });
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      setBusy(false);
    }
  };
  const propose = (e: FormEvent) => {
    e.preventDefault();
    void run(() => api('playerProposeRearrangement', { params: { id: match.fixture.id }, body: { dates: dates.filter(Boolean) } }));
  };
  const open = r && (r.state === 'proposed' || r.state === 'accepted');
  return (
    <section className="card space-y-3" aria-labelledby="rearrange-title" data-testid="rearrange">
      <h2 id="rearrange-title" className="text-xl font-semibold text-slate-900">
        Rearranging this match
      </h2>
      {r ? (
        <p className="text-sm text-slate-800" data-testid="rearrange-state">
          {r.proposed_by.name}&apos;s captain proposed {r.dates.map(formatDate).join(', ')}:{' '}
          {r.state === 'proposed'
            ? "awaiting the other captain's answer."
            : r.state === 'accepted'
              ? `${formatDate(r.chosen_date!)} accepted, awaiting the league's approval.`
              : r.state === 'approved'
                ? `moved to ${formatDate(r.chosen_date!)}.`
                : `${r.state}.`}
        </p>
      ) : null}
      {r?.state === 'proposed' ? (
        <div className="flex flex-wrap gap-2">
          {r.dates.map((d) => (
            <button key={d} type="button" className="btn-primary" disabled={busy} onClick={() => void run(() => api('playerAnswerRearrangement', { params: { id: r.id }, body: { date: d } }))}>
              Accept {formatDate(d)}
            </button>
          ))}
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void run(() => api('playerAnswerRearrangement', { params: { id: r.id }, body: { date: null } }))}>
            Decline
          </button>
        </div>
      ) : null}
      {open ? null : (
        <details>
          <summary className="cursor-pointer text-sm font-semibold">Captains: propose new dates (up to three)</summary>
          <form className="mt-3 space-y-3" onSubmit={propose} noValidate aria-label="Propose new dates">
            <div className="grid gap-3 sm:grid-cols-3">
              {dates.map((d, k) => (
                <DateField key={k} label={`Date ${k + 1}${k ? ' (if you like)' : ''}`} value={d} onChange={(v) => setDates(dates.map((x, i) => (i === k ? v : x)))} error={k === 0 && problem?.field === 'dates' ? problem.message : null} />
              ))}
            </div>
            <button type="submit" className="btn-primary" disabled={busy || !dates.some(Boolean)}>
              Propose these dates
            </button>
          </form>
        </details>
      )}
      {problem && problem.field !== 'dates' ? <FormProblem message={problem.message} /> : null}
    </section>
  );
}
