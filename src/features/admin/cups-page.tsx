import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { formatDate } from '../../lib/format-date';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { useCups, useGroupPlayers, useGroups, useGroupStarts } from '../../lib/league-queries';
import { AdminSubpage } from './components/admin-subpage';
import { AdminList } from './components/admin-list';
import { GroupSelect } from './components/admin-form';
import { FormProblem } from '../../components/field-error';
import { errorField, errorMessage } from './utils/error-text';
import { LabelledField } from '../../components/labelled-field';
import { DateField } from '../../components/date-field';
import { linkTo } from '../../../contracts/route-manifest';
import { freshSeed } from '../../../workers/core/rng';
import { bracketSize, roundCount, roundNames } from '../../../workers/cups/bracket';
import { useCreateCup, useRemoveCup, useSetHandicapStarts } from './api/cup-admin-api';

const FIELDS = ['groupId', 'name', 'urlSlug', 'seeding', 'drawSeed', 'raceTo', 'playerIds', 'startsOn'] as const;
type CupErrors = Partial<Record<(typeof FIELDS)[number] | 'form', string>>;

function CupList() {
  const remove = useRemoveCup();
  return (
    <AdminList query={useCups()} loading="Loading cups..." empty="No cups yet." testId="cup-list">
      {(c) => (
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
      )}
    </AdminList>
  );
}

type Member = { id: number; name: string };

/** The group's players, each ticked to enter the cup. */
function PlayerChecklist({ members, left, setLeft, entered, error }: { members: Member[]; left: Set<number>; setLeft: (s: Set<number>) => void; entered: number; error?: string }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">
        Players ({entered} of {members.length})
      </legend>
      <div className="grid gap-1 sm:grid-cols-3">
        {members.map((p) => (
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
      <FormProblem message={error} />
    </fieldset>
  );
}

/** How the draw is made: by rating, or at random from a stated seed. */
function DrawChoice({ seeding, setSeeding, drawSeed, setDrawSeed, error }: {
  seeding: 'rating' | 'random';
  setSeeding: (s: 'rating' | 'random') => void;
  drawSeed: string;
  setDrawSeed: (s: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
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
        <LabelledField label="Seed" error={error}>
          {(control) => <input {...control} className="input mt-1 max-w-xs" value={drawSeed} onChange={(e) => setDrawSeed(e.target.value)} />}
        </LabelledField>
      ) : null}
    </fieldset>
  );
}

/** The race length of each round, one field a round; one error for them all. */
function RaceLengths({ entrants, raceAt, setRace, error }: { entrants: number; raceAt: (round: number) => string; setRace: (round: number, race: string) => void; error?: string }) {
  const id = useId();
  const rounds = roundCount(bracketSize(entrants));
  const byes = bracketSize(entrants) - entrants;
  const errorProps = error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-raceTo-error` } : {};
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">
        Race length per round ({entrants} players: {rounds} {rounds === 1 ? 'round' : 'rounds'}
        {byes > 0 ? `, ${byes} byes` : ''})
      </legend>
      <div className="grid gap-3 sm:grid-cols-4">
        {roundNames(rounds).map((n, r) => (
          <LabelledField key={n} label={`${n}: first to`}>
            {(control) => <input {...control} {...errorProps} type="number" min={1} max={25} className="input mt-1" value={raceAt(r)} onChange={(e) => setRace(r, e.target.value)} />}
          </LabelledField>
        ))}
      </div>
      <FormProblem id={`${id}-raceTo-error`} message={error} />
    </fieldset>
  );
}

function NewCupForm() {
  const groups = useGroups();
  const create = useCreateCup();
  const [groupId, setGroupId] = useState('');
  const [name, setName] = useState('');
  const [seeding, setSeeding] = useState<'rating' | 'random'>('rating');
  const [drawSeed, setDrawSeed] = useState(() => String(freshSeed()));
  const [startsOn, setStartsOn] = useState('');
  const [races, setRaces] = useState<string[]>([]);
  const [errors, setErrors] = useState<CupErrors>({});
  const [made, setMade] = useState<{ slug: string; name: string } | null>(null);
  const [left, setLeft] = useState<Set<number>>(new Set());
  const members = useGroupPlayers(groupId ? Number(groupId) : null);
  const field = (members.data ?? []).filter((p) => !left.has(p.id));
  const rounds = field.length >= 2 ? roundCount(bracketSize(field.length)) : 0;
  const raceAt = (r: number) => races[r] ?? (r === rounds - 1 ? '3' : '2');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: CupErrors = {};
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
      setErrors({ [errorField(err, FIELDS)]: errorMessage(err) });
    }
  }

  return (
    <form className="card space-y-4" onSubmit={submit} noValidate aria-label="New cup" data-testid="new-cup-form">
      <h2 className="text-xl font-bold">Draw a new cup</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <GroupSelect
          groups={groups.data}
          value={groupId}
          onChange={(g) => (setGroupId(g), setLeft(new Set()))}
          error={errors.groupId}
          optionText={(g) => `${g.name} (${g.player_count} players)`}
        />
        <LabelledField label="Cup name" error={errors.name ?? errors.urlSlug}>
          {(control) => <input {...control} className="input mt-1" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />}
        </LabelledField>
        <DateField label="First day (frames count from it)" value={startsOn} onChange={setStartsOn} error={errors.startsOn} />
      </div>
      {members.data?.length ? <PlayerChecklist members={members.data} left={left} setLeft={setLeft} entered={field.length} error={errors.playerIds} /> : null}
      <DrawChoice seeding={seeding} setSeeding={setSeeding} drawSeed={drawSeed} setDrawSeed={setDrawSeed} error={errors.drawSeed} />
      {rounds ? (
        <RaceLengths entrants={field.length} raceAt={raceAt} setRace={(r, v) => setRaces(Array.from({ length: rounds }, (_, k) => (k === r ? v : raceAt(k))))} error={errors.raceTo} />
      ) : null}
      <FormProblem message={errors.form ?? errors.seeding} />
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
    <AdminSubpage title="Cups and handicap starts">
      <div className="mt-6 space-y-6">
        <p className="text-sm text-slate-700">
          A knockout cup of a group&apos;s players. Its ties are played as ordinary results: enter each frame as a result (Add a result), and
          a tie&apos;s frames are the two players&apos; results from the day both reached it until one reaches the round&apos;s race length.
        </p>
        <CupList />
        <NewCupForm />
        <StartsSwitches />
      </div>
    </AdminSubpage>
  );
}
