import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { useAddResult, type AdminMatch } from './api/admin-api';
import { usePlayers } from '../../lib/league-queries';
import type { PoolPlayer } from '../../../contracts/league';
import { RequireAuth } from './components/require-auth';
import {
  allFilled,
  EMPTY_FIELDS,
  localToday,
  parseFixtureWeight,
  SCORE_OPTIONS,
  validateAddMatch,
  WEIGHT_OPTIONS,
  type AddMatchFields,
} from './utils/add-match-validation';
import { compareText } from '../../../workers/core/compare-text';

type Phase = 'edit' | 'confirm' | 'submitting';

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} className="input mt-1" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

function AddMatchForm({ players }: { players: PoolPlayer[] }) {
  const [, navigate] = useLocation();
  const add = useAddResult();
  const [fields, setFields] = useState<AddMatchFields>(EMPTY_FIELDS);
  const [weight, setWeight] = useState('1');
  const [date, setDate] = useState(localToday);
  const [added, setAdded] = useState<AdminMatch | null>(null);
  const [phase, setPhase] = useState<Phase>('edit');
  const [message, setMessage] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState(false);
  // Guards against a second submission before React re-renders (double clicks).
  const submitted = useRef(false);
  const weightId = useId();
  const dateId = useId();
  const sorted = useMemo(() => [...players].sort((a, b) => compareText(a.name, b.name)), [players]);
  const name = (id: string) => players.find((p) => String(p.id) === id)?.name ?? '';

  function update(key: keyof AddMatchFields, value: string) {
    const next = { ...fields, [key]: value };
    setFields(next);
    setSubmitError(false);
    // Once all four fields are filled the rules re-run on every change.
    if (allFilled(next)) setMessage(validateAddMatch(next));
    else if (message !== 'All fields are required') setMessage(null);
  }

  function onReview(e: FormEvent) {
    e.preventDefault();
    const problem =
      validateAddMatch(fields) ??
      (parseFixtureWeight(weight).ok ? null : (parseFixtureWeight(weight) as { message: string }).message) ??
      (/^\d{4}-\d{2}-\d{2}$/.test(date) ? null : 'Enter the date the match was played');
    setMessage(problem);
    setSubmitError(false);
    if (!problem) setPhase('confirm');
  }

  function reset() {
    setFields(EMPTY_FIELDS);
    setWeight('1');
    setDate(localToday());
    setAdded(null);
    setMessage(null);
    setSubmitError(false);
    setPhase('edit');
  }

  async function confirm() {
    if (submitted.current) return;
    const w = parseFixtureWeight(weight);
    if (!w.ok) return;
    submitted.current = true;
    setPhase('submitting');
    try {
      const match = await add.mutateAsync({
        player1Id: Number(fields.player1Id),
        player2Id: Number(fields.player2Id),
        score1: Number(fields.score1),
        score2: Number(fields.score2),
        ...(w.value !== undefined ? { fixtureWeight: w.value } : {}),
        // Today's results are stamped with the time they are entered; another day's with that date.
        ...(date !== localToday() ? { gameDate: date } : {}),
      });
      submitted.current = false;
      setAdded(match);
      setFields(EMPTY_FIELDS);
      setMessage(null);
      setPhase('edit');
    } catch {
      submitted.current = false;
      setSubmitError(true);
      setPhase('edit');
    }
  }

  if (added && phase === 'edit') {
    return (
      <div className="card space-y-3" data-testid="match-added">
        <p role="status" className="text-lg font-semibold text-emerald-800">
          Match added
        </p>
        <p>
          {added.player_1} {added.score_1} - {added.score_2} {added.player_2}, played {added.game_datetime.slice(0, 10)}, fixture weight{' '}
          {added.fixture_weight}.
        </p>
        {added.groups && added.groups.length > 0 ? (
          <p>
            See it in{' '}
            {added.groups.map((g, i) => (
              <span key={g.group_id}>
                {i > 0 ? ', ' : null}
                <Link href={`/pool/group/${g.url_slug}`} className="link">
                  {g.group_name}
                </Link>{' '}
                (game {g.new_id})
              </span>
            ))}
            .
          </p>
        ) : (
          <p className="text-sm text-slate-600">The two players share no group, so the match shows on their player pages only.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={() => setAdded(null)}>
            Add another
          </button>
          <button type="button" className="btn-secondary" onClick={() => navigate('/admin')}>
            Back to the dashboard
          </button>
        </div>
      </div>
    );
  }

  if (phase !== 'edit') {
    const weightText = weight.trim() === '' ? '1' : weight.trim();
    return (
      <div className="card space-y-4" data-testid="confirm-match">
        <h2 className="text-xl font-bold">Please confirm the match result</h2>
        <p className="text-lg">
          <span className={fields.score1 === '10' ? 'font-bold' : undefined}>{name(fields.player1Id)}</span>{' '}
          <span className="tabular-nums">
            {fields.score1} - {fields.score2}
          </span>{' '}
          <span className={fields.score2 === '10' ? 'font-bold' : undefined}>{name(fields.player2Id)}</span>
        </p>
        <p className="text-sm text-slate-600">
          Played {date === localToday() ? 'today' : date}, fixture weight {weightText}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => setPhase('edit')} disabled={phase === 'submitting'}>
            Edit
          </button>
          <button type="button" className="btn-secondary" onClick={reset} disabled={phase === 'submitting'}>
            Reset
          </button>
          <button type="button" className="btn-primary" onClick={() => void confirm()} disabled={phase === 'submitting'}>
            {phase === 'submitting' ? 'Saving...' : 'Confirm'}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="card space-y-4" onSubmit={onReview} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['1', '2'] as const).map((n) => (
          <PlayerAndScore
            key={n}
            n={n}
            players={sorted}
            playerId={fields[`player${n}Id`]}
            score={fields[`score${n}`]}
            onPlayer={(v) => update(`player${n}Id`, v)}
            onScore={(v) => update(`score${n}`, v)}
          />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={dateId} className="block text-sm font-semibold text-slate-800">
            Date played
          </label>
          <input
            id={dateId}
            className="input mt-1"
            type="date"
            max={localToday(new Date(Date.now() + 86_400_000))}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={weightId} className="block text-sm font-semibold text-slate-800">
            Fixture weight
          </label>
          <select id={weightId} className="input mt-1" value={weight} onChange={(e) => setWeight(e.target.value)}>
            {WEIGHT_OPTIONS.map((w) => (
              <option key={w} value={w}>
                {w === '1' ? '1 (normal)' : w}
              </option>
            ))}
          </select>
        </div>
      </div>
      {message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
      {submitError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Error adding match result
        </p>
      ) : null}
      <button type="submit" className="btn-primary">
        Add Match
      </button>
    </form>
  );
}

function AddMatchContent() {
  const players = usePlayers();
  return (
    <div className="page-narrow">
      <Link href="/admin" className="link text-sm">
        ← Back to admin
      </Link>
      <h1 className="mt-3 text-3xl font-bold">Add match result</h1>
      <div className="mt-6">
        {players.isPending ? (
          <Spinner label="Loading players..." />
        ) : players.isError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            Error loading players
          </p>
        ) : (
          <AddMatchForm players={players.data} />
        )}
      </div>
    </div>
  );
}

export default function AddMatchPage() {
  usePageMeta({ title: withBrand('Add match'), description: 'Record a pool match result.', noindex: true });
  return (
    <RequireAuth>
      <AddMatchContent />
    </RequireAuth>
  );
}

/** The player select and score select of one side of the result. */
function PlayerAndScore(props: {
  n: '1' | '2';
  players: PoolPlayer[];
  playerId: string;
  score: string;
  onPlayer: (v: string) => void;
  onScore: (v: string) => void;
}) {
  return (
    <>
      <Select label={`Player ${props.n}`} value={props.playerId} onChange={props.onPlayer}>
        <option value="">Select player</option>
        {props.players.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </Select>
      <Select label={`Score ${props.n}`} value={props.score} onChange={props.onScore}>
        <option value="">Select score</option>
        {SCORE_OPTIONS.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </Select>
    </>
  );
}
