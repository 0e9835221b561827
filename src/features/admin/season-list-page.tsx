import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { ApiClientError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { freshSeed } from '../../../workers/core/rng';
import { useGroups } from '../../lib/league-queries';
import { useCreateSeason, useSeasons } from './api/season-admin-api';
import { RequireAuth } from './components/require-auth';
import { linkTo } from '../../../contracts/route-manifest';

type FieldErrors = Partial<Record<'groupId' | 'name' | 'startDate' | 'meetings' | 'everyDays' | 'seed' | 'form', string>>;

/** The API names the field it refuses (`generate.meetings` -> meetings). */
function fieldOf(err: unknown): keyof FieldErrors {
  const f = err instanceof ApiClientError ? (err.field ?? '') : '';
  const last = f.split('.').pop() ?? '';
  return (['groupId', 'name', 'startDate', 'meetings', 'everyDays', 'seed'] as const).find((k) => k === last) ?? 'form';
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function NewSeasonForm() {
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

function SeasonList() {
  const seasons = useSeasons();
  if (seasons.isPending) return <Spinner label="Loading seasons..." />;
  if (seasons.isError) return <ErrorMessage error={seasons.error} />;
  if (!seasons.data.length) return <p className="text-slate-600">No seasons yet.</p>;
  return (
    <ul className="card divide-y divide-slate-200 py-1" data-testid="season-list">
      {seasons.data.map((s) => (
        <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <Link href={linkTo('/admin/seasons/:seasonId', { seasonId: s.id })} className="link font-medium">
            {s.group_name}: {s.name}
          </Link>
          <span className="text-sm text-slate-600">
            from {formatDate(s.start_date)} · {s.played} of {s.fixtures} played{s.current ? ' · current' : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function SeasonListPage() {
  usePageMeta({ title: withBrand('Seasons'), description: 'League seasons and fixtures.', noindex: true });
  return (
    <RequireAuth>
      <div className="page space-y-6">
        <Link href={linkTo('/admin')} className="link text-sm">
          ← Back to admin
        </Link>
        <h1 className="text-3xl font-bold">Seasons and fixtures</h1>
        <p className="text-sm text-slate-700">
          A group's current season is the one with the latest start date: the group page shows its table and upcoming fixtures, and the
          forecast simulates its remaining fixtures. A result recorded between two players on or after a fixture's date fulfils the
          earliest unplayed fixture of that pair.
        </p>
        <SeasonList />
        <NewSeasonForm />
      </div>
    </RequireAuth>
  );
}
