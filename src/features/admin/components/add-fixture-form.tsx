import { useState, type FormEvent } from 'react';
import type { AdminSeasonDetail } from '../../../../contracts/season';
import { useAddFixture } from '../api/season-admin-api';
import { errorField as fieldOf, errorMessage as message } from '../utils/error-text';
import { DateField } from '../../../components/date-field';
import { LabelledField } from '../../../components/labelled-field';
import { FormProblem } from '../../../components/field-error';

export function AddFixtureForm({ detail }: { detail: AdminSeasonDetail }) {
  const add = useAddFixture(detail.season.id);
  const [date, setDate] = useState(detail.season.start_date);
  const [p1, setP1] = useState('');
  const [p2, setP2] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!date) local.date = 'Choose a date';
    if (!p1) local.player1Id = 'Choose player 1';
    if (!p2) local.player2Id = 'Choose player 2';
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await add.mutateAsync({ date, player1Id: Number(p1), player2Id: Number(p2) });
      setP1('');
      setP2('');
    } catch (err) {
      setErrors({ [fieldOf(err)]: message(err) });
    }
  }
  const select = (k: 'player1Id' | 'player2Id', label: string, value: string, set: (v: string) => void) => (
    <LabelledField label={label} error={errors[k]}>
      {(control) => (
        <select {...control} className="input mt-1" value={value} onChange={(e) => set(e.target.value)}>
          <option value="">Choose…</option>
          {detail.members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
  return (
    <form className="card space-y-3" onSubmit={submit} noValidate aria-label="Add a fixture">
      <h2 className="text-xl font-bold">Add a fixture</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <DateField label="Date" value={date} onChange={setDate} error={errors.date} />
        {select('player1Id', 'Player 1', p1, setP1)}
        {select('player2Id', 'Player 2', p2, setP2)}
      </div>
      <FormProblem message={errors.form} />
      <button type="submit" className="btn-primary" disabled={add.isPending}>
        Add fixture
      </button>
    </form>
  );
}
