import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { freshSeed } from '../../../../workers/core/rng';
import { useGroups } from '../../../lib/league-queries';
import { useCreateSeason } from '../api/season-admin-api';
import { linkTo } from '../../../../contracts/route-manifest';
import { GroupSelect } from './admin-form';
import { FormProblem } from '../../../components/field-error';
import { errorField, errorMessage } from '../utils/error-text';
import { DateField } from '../../../components/date-field';
import { LabelledField } from '../../../components/labelled-field';

const FIELDS = ['groupId', 'name', 'startDate', 'meetings', 'everyDays', 'seed'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number] | 'form', string>>;

/** A round robin's settings: meetings per pair, the days between rounds and the draw's seed. */
function RoundRobinFields({
  meetings,
  everyDays,
  seed,
  set,
  errors,
}: {
  meetings: string;
  everyDays: string;
  seed: string;
  set: { meetings: (v: string) => void; everyDays: (v: string) => void; seed: (v: string) => void };
  errors: FieldErrors;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <LabelledField label="Meetings per pair" error={errors.meetings}>
        {(control) => <input {...control} type="number" min={1} max={10} className="input mt-1" value={meetings} onChange={(e) => set.meetings(e.target.value)} />}
      </LabelledField>
      <LabelledField label="One round every (days)" error={errors.everyDays}>
        {(control) => <input {...control} type="number" min={1} max={365} className="input mt-1" value={everyDays} onChange={(e) => set.everyDays(e.target.value)} />}
      </LabelledField>
      <LabelledField label="Seed" error={errors.seed}>
        {(control) => <input {...control} className="input mt-1 font-mono" maxLength={64} value={seed} onChange={(e) => set.seed(e.target.value)} />}
      </LabelledField>
    </div>
  );
}

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
      setErrors({ [errorField(err, FIELDS)]: errorMessage(err) });
    }
  }

  return (
    <form className="card space-y-4" onSubmit={submit} noValidate aria-label="New season">
      <h2 className="text-xl font-bold">New season</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <GroupSelect groups={groups.data} value={groupId} onChange={setGroupId} error={errors.groupId} />
        <LabelledField label="Season name" error={errors.name}>
          {(control) => <input {...control} className="input mt-1" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />}
        </LabelledField>
        <DateField label="Start date" value={startDate} onChange={setStartDate} error={errors.startDate} />
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
        <RoundRobinFields meetings={meetings} everyDays={everyDays} seed={seed} set={{ meetings: setMeetings, everyDays: setEveryDays, seed: setSeed }} errors={errors} />
      ) : null}
      <FormProblem message={errors.form} />
      <button type="submit" className="btn-primary" disabled={create.isPending}>
        Create season
      </button>
    </form>
  );
}
