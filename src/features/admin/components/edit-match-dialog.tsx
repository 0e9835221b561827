import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { useEditMatch } from '../api/admin-api';
import { usePlayers } from '../../../lib/league-queries';
import type { PoolMatch } from '../../../../contracts/league';
import { SCORE_OPTIONS, validateAddMatch, WEIGHT_OPTIONS } from '../utils/add-match-validation';

/** Correct a recorded result: players, scores, date played and fixture weight (the audit log keeps before and after). */
/** The fields a correction or a deletion needs: a public list row and an admin list row both have them. */
export type CorrectableMatch = Pick<
  PoolMatch,
  'match_id' | 'game_datetime' | 'player_1' | 'player_1_id' | 'player_2' | 'player_2_id' | 'score_1' | 'score_2' | 'fixture_weight'
>;

export function EditMatchDialog({ match, onClose }: { match: CorrectableMatch; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const players = usePlayers();
  const edit = useEditMatch();
  const [f, setF] = useState({
    player1Id: String(match.player_1_id),
    player2Id: String(match.player_2_id),
    score1: String(match.score_1),
    score2: String(match.score_2),
    date: match.game_datetime.slice(0, 10),
    weight: String(match.fixture_weight),
  });
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  const weights = WEIGHT_OPTIONS.includes(f.weight as (typeof WEIGHT_OPTIONS)[number]) ? WEIGHT_OPTIONS : [...WEIGHT_OPTIONS, f.weight];

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (edit.isPending) return;
    const problem = validateAddMatch(f);
    if (problem) {
      setMessage(problem);
      return;
    }
    setMessage(null);
    try {
      await edit.mutateAsync({
        matchId: match.match_id,
        player1Id: Number(f.player1Id),
        player2Id: Number(f.player2Id),
        score1: Number(f.score1),
        score2: Number(f.score2),
        fixtureWeight: Number(f.weight),
        // The stored time of day stays when the date is unchanged.
        ...(f.date !== match.game_datetime.slice(0, 10) ? { gameDate: f.date } : {}),
      });
      onClose();
    } catch (err) {
      setMessage(err instanceof ApiClientError ? err.message : 'Could not save the correction');
    }
  }

  const field = (label: string, key: keyof typeof f, options: readonly { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={`${id}-${key}`} className="input mt-1" value={f[key]} onChange={set(key)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  const playerOptions = (players.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  const scoreOptions = SCORE_OPTIONS.map((s) => ({ value: String(s), label: String(s) }));

  return (
    <dialog ref={ref} className="card m-auto w-full max-w-lg backdrop:bg-slate-900/40" aria-labelledby={`${id}-title`} onCancel={onClose}>
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`} className="text-xl font-bold">
          Correct match id {match.match_id}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('Player 1', 'player1Id', playerOptions)}
          {field('Score 1', 'score1', scoreOptions)}
          {field('Player 2', 'player2Id', playerOptions)}
          {field('Score 2', 'score2', scoreOptions)}
          <div>
            <label htmlFor={`${id}-date`} className="block text-sm font-semibold text-slate-800">
              Date played
            </label>
            <input id={`${id}-date`} className="input mt-1" type="date" value={f.date} onChange={set('date')} />
          </div>
          {field('Fixture weight', 'weight', weights.map((w) => ({ value: w, label: w })))}
        </div>
        {message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={edit.isPending}>
            {edit.isPending ? 'Saving...' : 'Save correction'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
