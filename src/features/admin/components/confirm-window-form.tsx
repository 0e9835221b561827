import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { LabelledField } from '../../../components/labelled-field';
import { ApiClientError } from '../../../lib/api-client';
import { groupResultsOptions } from '../../../lib/league-queries';
import { useSetWindow } from '../api/player-admin-api';

/** The group's confirmation window: hours after which a result nobody answered counts by itself (48 by default). */
export function ConfirmWindowForm({ groupId }: { groupId: number }) {
  const id = useId();
  const current = useQuery(groupResultsOptions(groupId));
  const save = useSetWindow();
  const [hours, setHours] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const value = hours ?? (current.data ? String(current.data.confirm_window_hours) : '');
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    setSaved(false);
    try {
      await save.mutateAsync({ groupId, hours: Number(value) });
      setSaved(true);
    } catch (err) {
      setProblem(err instanceof ApiClientError ? err.message : 'Not saved; try again.');
    }
  }
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={onSubmit} noValidate>
      <LabelledField id={`${id}-hours`} label="Results count unanswered after (hours)" error={problem}>
        {(control) => (
          <input {...control} className="input mt-1 w-28" inputMode="numeric" value={value} onChange={(e) => (setHours(e.target.value.replace(/[^0-9]/g, '')), setSaved(false))} />
        )}
      </LabelledField>
      <button type="submit" className="btn-secondary" disabled={save.isPending}>
        Save window
      </button>
      {saved ? (
        <span role="status" className="text-sm text-emerald-800">
          Saved (applies to results entered from now on)
        </span>
      ) : null}
    </form>
  );
}
