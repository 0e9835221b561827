import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { useAddResult } from './api/admin-api';
import { usePlayers, type LeaguePlayer } from './api/league-data';
import { RequireAuth } from './components/require-auth';
import {
  allFilled,
  EMPTY_FIELDS,
  parseFixtureWeight,
  SCORE_OPTIONS,
  validateAddMatch,
  type AddMatchFields,
} from './utils/add-match-validation';

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

function AddMatchForm({ players }: { players: LeaguePlayer[] }) {
  const [, navigate] = useLocation();
  const add = useAddResult();
  const [fields, setFields] = useState<AddMatchFields>(EMPTY_FIELDS);
  const [weight, setWeight] = useState('');
  const [phase, setPhase] = useState<Phase>('edit');
  const [message, setMessage] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState(false);
  // Guards against a second submission before React re-renders (double clicks).
  const submitted = useRef(false);
  const weightId = useId();
  const sorted = useMemo(() => [...players].sort((a, b) => a.name.localeCompare(b.name)), [players]);
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
    const problem = validateAddMatch(fields) ?? (parseFixtureWeight(weight).ok ? null : (parseFixtureWeight(weight) as { message: string }).message);
    setMessage(problem);
    setSubmitError(false);
    if (!problem) setPhase('confirm');
  }

  function reset() {
    setFields(EMPTY_FIELDS);
    setWeight('');
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
      await add.mutateAsync({
        player1Id: Number(fields.player1Id),
        player2Id: Number(fields.player2Id),
        score1: Number(fields.score1),
        score2: Number(fields.score2),
        ...(w.value !== undefined ? { fixtureWeight: w.value } : {}),
      });
      navigate('/admin');
    } catch {
      submitted.current = false;
      setSubmitError(true);
      setPhase('edit');
    }
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
        <p className="text-sm text-slate-600">Fixture weight {weightText}</p>
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
      <div className="max-w-48">
        <label htmlFor={weightId} className="block text-sm font-semibold text-slate-800">
          Fixture weight <span className="font-normal text-slate-600">(optional, default 1)</span>
        </label>
        <input
          id={weightId}
          className="input mt-1"
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          placeholder="1"
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
        />
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
  players: LeaguePlayer[];
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
