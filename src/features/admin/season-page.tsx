import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import type { AdminSeasonDetail, FixtureImportReport, SeasonFixture } from '../../../contracts/season';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { ApiClientError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { importFixtures, useAddFixture, useEditFixture, useRemoveFixture, useSeason } from './api/season-admin-api';
import { RequireAuth } from './components/require-auth';
import { useQueryClient } from '@tanstack/react-query';
import { linkTo } from '../../../contracts/route-manifest';

const MAX_BYTES = 2 * 1024 * 1024;
const message = (err: unknown) => (err instanceof Error ? err.message : 'Something went wrong');
const fieldOf = (err: unknown) => (err instanceof ApiClientError ? (err.field ?? 'form') : 'form');

function FixtureRow({ fixture }: { fixture: SeasonFixture }) {
  const edit = useEditFixture();
  const remove = useRemoveFixture();
  const id = useId();
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
          <div>
            <label htmlFor={`${id}-date`} className="block text-sm font-semibold">
              New date
            </label>
            <input
              id={`${id}-date`}
              type="date"
              className="input mt-1"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={edit.isPending}>
            Save
          </button>
        </form>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}

function AddFixtureForm({ detail }: { detail: AdminSeasonDetail }) {
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

function ImportFixtures({ seasonId }: { seasonId: number }) {
  const qc = useQueryClient();
  const id = useId();
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [dry, setDry] = useState<FixtureImportReport | null>(null);
  const [done, setDone] = useState<FixtureImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(file: File | undefined) {
    setDry(null);
    setDone(null);
    setError(null);
    setCsv(null);
    if (!file) return;
    if (file.size > MAX_BYTES) return setError('The file is larger than 2 MiB');
    const text = await file.text();
    setCsv({ name: file.name, text });
    setBusy(true);
    try {
      setDry(await importFixtures(seasonId, text, true));
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  }
  async function commit() {
    if (!csv || busy) return;
    setBusy(true);
    try {
      const r = await importFixtures(seasonId, csv.text, false);
      if (r.committed) {
        setDone(r);
        setDry(null);
        await qc.invalidateQueries();
      } else setDry(r);
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card space-y-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Import fixtures from CSV
      </h2>
      <p className="text-sm">
        One line per fixture: <code>date,player1,player2</code> (a header line naming the columns is optional). Dates are{' '}
        <code>YYYY-MM-DD</code>, on or after the start date; players are matched by name ignoring case and must be members of the group.
        Fixtures the season already has (same date and pair) are skipped. You see a dry run before anything is written.
      </p>
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold">
          CSV file
        </label>
        <input id={`${id}-file`} className="mt-1 block text-sm" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
      </div>
      {busy ? <p role="status">Checking...</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {dry ? (
        <div className="space-y-2" data-testid="fixture-import-report">
          <p className="font-semibold">
            Dry run of {csv?.name}: {dry.rowsRead} line{dry.rowsRead === 1 ? '' : 's'} read, {dry.fixturesToAdd} fixture
            {dry.fixturesToAdd === 1 ? '' : 's'} to add, {dry.fixturesAlreadyPresent} already in the season. Nothing has been written yet.
          </p>
          {dry.errors.length ? (
            <ul className="list-disc pl-5 text-sm text-red-800">
              {dry.errors.map((e, i) => (
                <li key={i}>
                  Line {e.line}: {e.reason}
                </li>
              ))}
            </ul>
          ) : dry.fixturesToAdd > 0 ? (
            <button type="button" className="btn-primary" onClick={() => void commit()} disabled={busy}>
              Import {dry.fixturesToAdd} fixture{dry.fixturesToAdd === 1 ? '' : 's'}
            </button>
          ) : null}
        </div>
      ) : null}
      {done ? (
        <p role="status" className="font-semibold text-emerald-800">
          Imported {done.fixturesToAdd} fixture{done.fixturesToAdd === 1 ? '' : 's'}
        </p>
      ) : null}
    </section>
  );
}

function SeasonContent({ id }: { id: number }) {
  const season = useSeason(id);
  if (season.isPending) return <Spinner label="Loading the season..." />;
  if (season.isError) return <ErrorMessage error={season.error} />;
  const d = season.data;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold">
          {d.season.group_name}: {d.season.name}
        </h1>
        <p className="text-slate-700">
          From {formatDate(d.season.start_date)} · {d.season.played} of {d.season.fixtures} fixtures played, {d.season.remaining} to play
          {d.season.current ? ' · the current season' : ''} ·{' '}
          <Link href={linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug: d.season.url_slug })} className="link">
            group page
          </Link>
        </p>
      </header>
      <section className="space-y-2">
        <h2 className="text-xl font-bold">Fixtures</h2>
        {d.fixtures.length ? (
          <ul className="card divide-y divide-slate-200 py-1" data-testid="admin-fixtures">
            {d.fixtures.map((f) => (
              <FixtureRow key={f.id} fixture={f} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No fixtures yet.</p>
        )}
      </section>
      <AddFixtureForm detail={d} />
      <ImportFixtures seasonId={d.season.id} />
    </div>
  );
}

export default function SeasonPage() {
  const { seasonId = '' } = useParams<{ seasonId: string }>();
  usePageMeta({ title: withBrand('Season'), description: 'A league season: fixtures, results and import.', noindex: true });
  return (
    <RequireAuth>
      <div className="page space-y-4">
        <Link href={linkTo('/admin/seasons')} className="link text-sm">
          ← All seasons
        </Link>
        {/^[1-9][0-9]{0,14}$/.test(seasonId) ? <SeasonContent id={Number(seasonId)} /> : <p>No such season.</p>}
      </div>
    </RequireAuth>
  );
}
