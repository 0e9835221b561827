import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { formatDate } from '../../lib/format-date';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { useCups, useGroupPlayers, useGroups, useGroupStarts } from '../../lib/league-queries';
import { ApiClientError } from '../../lib/api-client';
import { RequireAuth } from './components/require-auth';
import { Field } from './components/season-field';
import { linkTo } from '../../../contracts/route-manifest';
import { freshSeed } from '../../../workers/core/rng';
import { bracketSize, roundCount, roundNames } from '../../../workers/cups/bracket';
import { useCreateCup, useRemoveCup, useSetHandicapStarts } from './api/cup-admin-api';
import { DateEcho } from '../../components/date-echo';

type CupField = 'groupId' | 'name' | 'urlSlug' | 'seeding' | 'drawSeed' | 'raceTo' | 'playerIds' | 'startsOn' | 'form';
const FIELDS: CupField[] = ['groupId', 'name', 'urlSlug', 'seeding', 'drawSeed', 'raceTo', 'playerIds', 'startsOn'];
/** The API names the field it refuses (`raceTo.0` -> raceTo). */
const fieldOf = (err: unknown): CupField => {
  const f = err instanceof ApiClientError ? (err.field ?? '') : '';
  const first = f.split('.')[0] as CupField;
  return FIELDS.includes(first) ? first : 'form';
};

function CupList() {
  const cups = useCups();
  const remove = useRemoveCup();
  if (cups.isPending) return <Spinner label="Loading cups..." />;
  if (cups.isError) return <ErrorMessage error={cups.error} />;
  if (!cups.data.length) return <p className="text-slate-600">No cups yet.</p>;
  return (
    <ul className="card divide-y divide-slate-200 py-1" data-testid="cup-list">
      {cups.data.map((c) => (
        <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <Link href={linkTo('/pool/cup/:cupSlug', { cupSlug: c.url_slug })} className="link font-medium">
            {c.group.name}: {c.name}
          </Link>
          <span className="text-sm text-slate-600">
            from {formatDate(c.starts_on)} · {c.entrants} players · {c.summary}
          </span>
          <button
            type="button"
            className="btn-secondary text-sm"
            onClick={() => {
              if (window.confirm(`Remove ${c.name}? Its results stay in the league.`)) remove.mutate(c.id);
            }}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

function NewCupForm() {
  const groups = useGroups();
  const create = useCreateCup();
  const id = useId();
  const [groupId, setGroupId] = useState('');
  const [name, setName] = useState('');
  const [seeding, setSeeding] = useState<'rating' | 'random'>('rating');
  const [drawSeed, setDrawSeed] = useState(() => String(freshSeed()));
  const [startsOn, setStartsOn] = useState('');
  const [races, setRaces] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<CupField, string>>>({});
  const [made, setMade] = useState<{ slug: string; name: string } | null>(null);
  const [left, setLeft] = useState<Set<number>>(new Set());
  const members = useGroupPlayers(groupId ? Number(groupId) : null);
  const field = (members.data ?? []).filter((p) => !left.has(p.id));
  const rounds = field.length >= 2 ? roundCount(bracketSize(field.length)) : 0;
  const names = roundNames(rounds);
  const raceAt = (r: number) => races[r] ?? (r === rounds - 1 ? '3' : '2');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Partial<Record<CupField, string>> = {};
    if (!groupId) local.groupId = 'Choose a group';
    else if (rounds === 0) local.playerIds = 'Choose at least 2 players';
    if (!name.trim()) local.name = 'Enter a name';
    setErrors(local);
    setMade(null);
    if (Object.keys(local).length) return;
    try {
      const cup = await create.mutateAsync({
        groupId: Number(groupId),
        name: name.trim(),
        seeding,
        ...(seeding === 'random' ? { drawSeed } : {}),
        raceTo: Array.from({ length: rounds }, (_, r) => Number(raceAt(r))),
        playerIds: field.map((p) => p.id),
        ...(startsOn ? { startsOn } : {}),
      });
      setMade({ slug: cup.url_slug, name: cup.name });
    } catch (err) {
      setErrors({ [fieldOf(err)]: err instanceof Error ? err.message : 'Something went wrong' });
    }
  }
  const aria = (k: CupField, fid: string) => ({ 'aria-invalid': errors[k] ? true : undefined, 'aria-describedby': errors[k] ? `${fid}-error` : undefined });

  return (
    <form className="card space-y-4" onSubmit={submit} noValidate aria-label="New cup" data-testid="new-cup-form">
      <h2 className="text-xl font-bold">Draw a new cup</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-groupId`} label="Group" error={errors.groupId}>
          <select
            id={`${id}-groupId`}
            className="input mt-1"
            value={groupId}
            onChange={(e) => {
              setGroupId(e.target.value);
              setLeft(new Set());
            }}
            {...aria('groupId', `${id}-groupId`)}
          >
            <option value="">Choose…</option>
            {groups.data?.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name} ({g.player_count} players)
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-name`} label="Cup name" error={errors.name ?? errors.urlSlug}>
          <input id={`${id}-name`} className="input mt-1" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} {...aria('name', `${id}-name`)} />
        </Field>
        <Field id={`${id}-startsOn`} label="First day (frames count from it)" error={errors.startsOn}>
          <input id={`${id}-startsOn`} type="date" className="input mt-1" value={startsOn} onChange={(e) => setStartsOn(e.target.value)} {...aria('startsOn', `${id}-startsOn`)} />
          <DateEcho value={startsOn} />
        </Field>
      </div>
      {members.data?.length ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-800">
            Players ({field.length} of {members.data.length})
          </legend>
          <div className="grid gap-1 sm:grid-cols-3">
            {members.data.map((p) => (
              <label key={p.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={!left.has(p.id)}
                  onChange={(e) => {
                    const next = new Set(left);
                    if (e.target.checked) next.delete(p.id);
                    else next.add(p.id);
                    setLeft(next);
                  }}
                />
                {p.name}
              </label>
            ))}
          </div>
          {errors.playerIds ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.playerIds}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">Draw</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={`${id}-seeding`} checked={seeding === 'rating'} onChange={() => setSeeding('rating')} />
          Seeded by rating (the top seeds get the byes)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={`${id}-seeding`} checked={seeding === 'random'} onChange={() => setSeeding('random')} />
          Drawn at random with a stated seed (the same seed always gives the same draw)
        </label>
        {seeding === 'random' ? (
          <Field id={`${id}-drawSeed`} label="Seed" error={errors.drawSeed}>
            <input id={`${id}-drawSeed`} className="input mt-1 max-w-xs" value={drawSeed} onChange={(e) => setDrawSeed(e.target.value)} {...aria('drawSeed', `${id}-drawSeed`)} />
          </Field>
        ) : null}
      </fieldset>
      {rounds ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-800">
            Race length per round ({field.length} players: {rounds} {rounds === 1 ? 'round' : 'rounds'}
            {bracketSize(field.length) > field.length ? `, ${bracketSize(field.length) - field.length} byes` : ''})
          </legend>
          <div className="grid gap-3 sm:grid-cols-4">
            {names.map((n, r) => (
              <Field key={n} id={`${id}-race-${r}`} label={`${n}: first to`}>
                <input
                  id={`${id}-race-${r}`}
                  type="number"
                  min={1}
                  max={25}
                  className="input mt-1"
                  value={raceAt(r)}
                  onChange={(e) => setRaces(Array.from({ length: rounds }, (_, k) => (k === r ? e.target.value : raceAt(k))))}
                  aria-invalid={errors.raceTo ? true : undefined}
                  aria-describedby={errors.raceTo ? `${id}-raceTo-error` : undefined}
                />
              </Field>
            ))}
          </div>
          {errors.raceTo ? (
            <p id={`${id}-raceTo-error`} role="alert" className="text-sm text-red-700">
              {errors.raceTo}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {errors.form || errors.seeding ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form ?? errors.seeding}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={create.isPending}>
        Draw the cup
      </button>
      {made ? (
        <p role="status" className="text-sm text-emerald-800" data-testid="cup-made">
          {made.name} is drawn.{' '}
          <Link href={linkTo('/pool/cup/:cupSlug', { cupSlug: made.slug })} className="link">
            See the bracket
          </Link>
        </p>
      ) : null}
    </form>
  );
}

function GroupStartsSwitch({ id, slug, name }: { id: number; slug: string; name: string }) {
  const starts = useGroupStarts(slug);
  const set = useSetHandicapStarts();
  const on = starts.data?.handicap_starts ?? false;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        {name}: {starts.isPending ? '…' : on ? 'fixtures carry handicap starts' : 'no starts'}
      </span>
      <button type="button" className="btn-secondary text-sm" disabled={starts.isPending || set.isPending} onClick={() => set.mutate({ id, enabled: !on })} data-testid={`starts-switch-${slug}`}>
        {on ? 'Turn starts off' : 'Turn starts on'}
      </button>
      {set.error ? <ErrorMessage error={set.error} /> : null}
    </li>
  );
}

function StartsSwitches() {
  const groups = useGroups();
  if (groups.isPending) return <Spinner label="Loading groups..." />;
  if (groups.isError) return <ErrorMessage error={groups.error} />;
  return (
    <section className="card space-y-2" aria-labelledby="starts-admin-title">
      <h2 id="starts-admin-title" className="text-xl font-bold">
        Handicap starts
      </h2>
      <p className="text-sm text-slate-700">
        With starts on, each fixture still to play carries the ball start that brings the weaker player closest to 50 % (see the group&apos;s
        predictions page for every pair).
      </p>
      <ul className="divide-y divide-slate-200">
        {groups.data.map((g) => (
          <GroupStartsSwitch key={g.id} id={g.id} slug={g.url_slug} name={g.name} />
        ))}
      </ul>
    </section>
  );
}

export default function CupsPage() {
  usePageMeta({ title: withBrand('Cups'), description: 'Knockout cups.', noindex: true });
  return (
    <RequireAuth>
      <div className="page space-y-6">
        <Link href={linkTo('/admin')} className="link text-sm">
          ← Back to admin
        </Link>
        <h1 className="text-3xl font-bold">Cups and handicap starts</h1>
        <p className="text-sm text-slate-700">
          A knockout cup of a group&apos;s players. Its ties are played as ordinary results: enter each frame as a result (Add a result), and
          a tie&apos;s frames are the two players&apos; results from the day both reached it until one reaches the round&apos;s race length.
        </p>
        <CupList />
        <NewCupForm />
        <StartsSwitches />
      </div>
    </RequireAuth>
  );
}
