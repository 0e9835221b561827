import { useState, type FormEvent } from 'react';
import type { SeasonFixture } from '../../../../contracts/season';
import { formatDate } from '../../../lib/format-date';
import { useEditFixture, useRemoveFixture } from '../api/season-admin-api';
import { errorMessage as message } from '../utils/error-text';
import { DateField } from '../../../components/date-field';
import { FormProblem } from '../../../components/field-error';

export function FixtureRow({ fixture }: { fixture: SeasonFixture }) {
  const edit = useEditFixture();
  const remove = useRemoveFixture();
  const [moving, setMoving] = useState(false);
  const [date, setDate] = useState(fixture.date);
  const [error, setError] = useState<string | null>(null);

  async function save(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await edit.mutateAsync({ id: fixture.id, date });
      setMoving(false);
    } catch (err) {
      setError(message(err));
    }
  }
  async function drop() {
    setError(null);
    try {
      await remove.mutateAsync(fixture.id);
    } catch (err) {
      setError(message(err));
    }
  }
  const who = `${fixture.player_1} v ${fixture.player_2}`;
  return (
    <li className="space-y-1 py-2" data-fixture-id={fixture.id} data-testid="admin-fixture">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="tabular-nums text-sm text-slate-600">{formatDate(fixture.date)}</span>
        <span className="min-w-0 flex-1 font-medium">{who}</span>
        {fixture.result ? (
          <span className="text-sm" data-testid="fixture-result">
            Played {fixture.result.player_1_score}–{fixture.result.player_2_score} on {formatDate(fixture.result.game_date)} (match{' '}
            {fixture.result.match_id})
          </span>
        ) : (
          <span className="text-sm text-slate-500">to play</span>
        )}
        <span className="flex gap-2">
          <button type="button" className="btn-secondary" onClick={() => setMoving((m) => !m)} aria-label={`Move ${who} on ${formatDate(fixture.date)}`}>
            Move
          </button>
          <button type="button" className="btn-secondary" onClick={() => void drop()} disabled={remove.isPending} aria-label={`Remove ${who} on ${formatDate(fixture.date)}`}>
            Remove
          </button>
        </span>
      </div>
      {moving ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={save} noValidate>
          <DateField label="New date" value={date} onChange={setDate} error={error} />
          <button type="submit" className="btn-primary" disabled={edit.isPending}>
            Save
          </button>
        </form>
      ) : null}
      {moving ? null : <FormProblem message={error} />}
    </li>
  );
}
