import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { freshSeed } from '../../../../workers/core/rng';
import { useGroups } from '../../../lib/league-queries';
import { useCreateSeason } from '../api/season-admin-api';
import { linkTo } from '../../../../contracts/route-manifest';
import { Field, fieldOf, type FieldErrors } from './season-field';
import { DateEcho } from '../../../components/date-echo';

export function NewSeasonForm() {
  const groups = useGroups();
  const create = useCreateSeason();
  const [, navigate] = useLocation();
  const id = useId();
  const [groupId, setGroupId] = useState('');
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState('');
  const [mode, setMode] = useState<'generate' | 'empty'>('generate');
  const [meetings, setMeetings] = useState('2');
  const [everyDays, setEveryDays] = useState('7');
  const [seed, setSeed] = useState(() => String(freshSeed()));
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: FieldErrors = {};
    if (!groupId) local.groupId = 'Choose a group';
    if (!name.trim()) local.name = 'Enter a name';
    if (!startDate) local.startDate = 'Choose the start date';
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      const detail = await create.mutateAsync({
        groupId: Number(groupId),
        name: name.trim(),
        startDate,
        ...(mode === 'generate' ? { generate: { meetings: Number(meetings), everyDays: Number(everyDays), seed } } : {}),
      });
      navigate(linkTo('/admin/seasons/:seasonId', { seasonId: detail.season.id }));
    } catch (err) {
      setErrors({ [fieldOf(err)]: err instanceof Error ? err.message : 'Something went wrong' });
    }
  }

  const describedBy = (k: keyof FieldErrors) => (errors[k] ? `${id}-${k}-error` : undefined);
  return (
    <form className="card space-y-4" onSubmit={submit} noValidate aria-label="New season">
      <h2 className="text-xl font-bold">New season</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-groupId`} label="Group" error={errors.groupId}>
          <select
            id={`${id}-groupId`}
            className="input mt-1"
            value={groupId}
            onChange={(e) => setGroupId(e.target.value)}
            aria-invalid={errors.groupId ? true : undefined}
            aria-describedby={describedBy('groupId')}
          >
            <option value="">Choose…</option>
            {groups.data?.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-name`} label="Season name" error={errors.name}>
          <input
            id={`${id}-name`}
            className="input mt-1"
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
          />
        </Field>
        <Field id={`${id}-startDate`} label="Start date" error={errors.startDate}>
          <input
            id={`${id}-startDate`}
            type="date"
            className="input mt-1"
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
            aria-invalid={errors.startDate ? true : undefined}
            aria-describedby={describedBy('startDate')}
          />
          <DateEcho value={startDate} />
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">Fixtures</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={`${id}-mode`} checked={mode === 'generate'} onChange={() => setMode('generate')} />
          Generate a round robin of the group's members
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={`${id}-mode`} checked={mode === 'empty'} onChange={() => setMode('empty')} />
          No fixtures yet (add them by hand or import a CSV file)
        </label>
      </fieldset>
      {mode === 'generate' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={`${id}-meetings`} label="Meetings per pair" error={errors.meetings}>
            <input
              id={`${id}-meetings`}
              type="number"
              min={1}
              max={10}
              className="input mt-1"
              value={meetings}
              onChange={(e) => setMeetings(e.target.value)}
              aria-invalid={errors.meetings ? true : undefined}
              aria-describedby={describedBy('meetings')}
            />
          </Field>
          <Field id={`${id}-everyDays`} label="One round every (days)" error={errors.everyDays}>
            <input
              id={`${id}-everyDays`}
              type="number"
              min={1}
              max={365}
              className="input mt-1"
              value={everyDays}
              onChange={(e) => setEveryDays(e.target.value)}
              aria-invalid={errors.everyDays ? true : undefined}
              aria-describedby={describedBy('everyDays')}
            />
          </Field>
          <Field id={`${id}-seed`} label="Seed" error={errors.seed}>
            <input
              id={`${id}-seed`}
              className="input mt-1 font-mono"
              maxLength={64}
              value={seed}
              onChange={(e) => setSeed(e.target.value)}
              aria-invalid={errors.seed ? true : undefined}
              aria-describedby={describedBy('seed')}
            />
          </Field>
        </div>
      ) : null}
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={create.isPending}>
        Create season
      </button>
    </form>
  );
}
