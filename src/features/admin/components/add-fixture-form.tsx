import { useId, useState, type FormEvent } from 'react';
import type { AdminSeasonDetail } from '../../../../contracts/season';
import { useAddFixture } from '../api/season-admin-api';
import { errorField as fieldOf, errorMessage as message } from '../utils/error-text';
import { DateEcho } from '../../../components/date-echo';

export function AddFixtureForm({ detail }: { detail: AdminSeasonDetail }) {
  const add = useAddFixture(detail.season.id);
  const id = useId();
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
  const err = (k: string) =>
    errors[k] ? (
      <p id={`${id}-${k}-error`} role="alert" className="mt-1 text-sm text-red-700">
        {errors[k]}
      </p>
    ) : null;
  const select = (k: 'player1Id' | 'player2Id', label: string, value: string, set: (v: string) => void) => (
    <div>
      <label htmlFor={`${id}-${k}`} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        id={`${id}-${k}`}
        className="input mt-1"
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[k] ? true : undefined}
        aria-describedby={errors[k] ? `${id}-${k}-error` : undefined}
      >
        <option value="">Choose…</option>
        {detail.members.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
      {err(k)}
    </div>
  );
  return (
    <form className="card space-y-3" onSubmit={submit} noValidate aria-label="Add a fixture">
      <h2 className="text-xl font-bold">Add a fixture</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-date`} className="block text-sm font-semibold">
            Date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="input mt-1"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? `${id}-date-error` : undefined}
          />
          <DateEcho value={date} />
          {err('date')}
        </div>
        {select('player1Id', 'Player 1', p1, setP1)}
        {select('player2Id', 'Player 2', p2, setP2)}
      </div>
      {err('form')}
      <button type="submit" className="btn-primary" disabled={add.isPending}>
        Add fixture
      </button>
    </form>
  );
}
