import { useId, useState, type FormEvent } from 'react';
import { useEditMatch } from '../api/admin-api';
import { usePlayers } from '../../../lib/league-queries';
import type { PoolMatch } from '../../../../contracts/league';
import { checkMatchForm, refusalProblem, WEIGHT_OPTIONS, type FieldProblem, type MatchFormValues } from '../utils/add-match-validation';
import { MatchFields } from './match-fields';
import { NoSharedGroupWarning } from './no-shared-group-warning';
import { ModalDialog } from './modal-dialog';
import { scoreText } from '../../../../common/number-text';
import { formatDate } from '../../../lib/format-date';

/** The fields a correction or a deletion needs: a public list row and an admin list row both have them. */
export type CorrectableMatch = Pick<
  PoolMatch,
  'match_id' | 'game_datetime' | 'player_1' | 'player_1_id' | 'player_2' | 'player_2_id' | 'score_1' | 'score_2' | 'fixture_weight'
>;

/**
 * Correct a recorded result: players, scores, date played and fixture weight (the audit log keeps before and after).
 * Checked with the API's rules before saving; a refusal shows the API's message next to the field it names.
 */
export function EditMatchDialog({ match, onClose, onSaved }: { match: CorrectableMatch; onClose: () => void; onSaved?: (message: string) => void }) {
  const id = useId();
  const players = usePlayers();
  const edit = useEditMatch();
  const storedDate = match.game_datetime.slice(0, 10);
  const [values, setValues] = useState<MatchFormValues>({
    player1Id: String(match.player_1_id),
    player2Id: String(match.player_2_id),
    score1: String(match.score_1),
    score2: String(match.score_2),
    date: storedDate,
    weight: String(match.fixture_weight),
  });
  const [problem, setProblem] = useState<FieldProblem | null>(null);

  const weights = (WEIGHT_OPTIONS.includes(values.weight as (typeof WEIGHT_OPTIONS)[number]) ? WEIGHT_OPTIONS : [...WEIGHT_OPTIONS, values.weight]).map(
    (w) => ({ value: w, label: w }),
  );

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (edit.isPending) return;
    const found = checkMatchForm(values, { dateUnchanged: values.date === storedDate });
    setProblem(found);
    if (found) return;
    try {
      await edit.mutateAsync({
        matchId: match.match_id,
        player1Id: Number(values.player1Id),
        player2Id: Number(values.player2Id),
        score1: Number(values.score1),
        score2: Number(values.score2),
        fixtureWeight: Number(values.weight),
        // The stored time of day stays when the date is unchanged.
        ...(values.date !== storedDate ? { gameDate: values.date } : {}),
      });
      const name = (pid: string) => players.data?.find((p) => String(p.id) === pid)?.name ?? `player ${pid}`;
      onSaved?.(
        `Saved: match id ${match.match_id} is now ${name(values.player1Id)} ${scoreText(Number(values.score1), Number(values.score2))} ${name(values.player2Id)}, played ${formatDate(values.date)}, fixture weight ${values.weight}.`,
      );
      onClose();
    } catch (err) {
      setProblem(refusalProblem(err) ?? { field: null, message: 'Could not save the correction' });
    }
  }

  return (
    <ModalDialog labelledBy={`${id}-title`} className="card m-auto w-full max-w-lg backdrop:bg-slate-900/40" onClose={onClose}>
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`} className="text-xl font-bold">
          Correct match id {match.match_id}
        </h2>
        <MatchFields
          values={values}
          players={players.data ?? []}
          weights={weights}
          problem={problem}
          onChange={(key, value) => setValues({ ...values, [key]: value })}
        />
        <NoSharedGroupWarning player1Id={values.player1Id} player2Id={values.player2Id} />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={edit.isPending}>
            {edit.isPending ? 'Saving...' : 'Save correction'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
