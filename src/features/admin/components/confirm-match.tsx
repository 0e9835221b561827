import { localToday } from '../../../../common/date-text';
import type { MatchFormValues } from '../utils/add-match-validation';
import { NoSharedGroupWarning } from './no-shared-group-warning';
import { scoreText } from '../../../../common/number-text';
import { formatDate } from '../../../lib/format-date';

/** The add form's confirm step: the result as it will be saved, and a warning when the players share no group. */
export function ConfirmMatch(props: {
  values: MatchFormValues;
  nameOf: (id: string) => string;
  saving: boolean;
  onEdit: () => void;
  onReset: () => void;
  onConfirm: () => void;
}) {
  const { values: v, nameOf, saving } = props;
  const weightText = v.weight.trim() === '' ? '1' : v.weight.trim();
  return (
    <div className="card space-y-4" data-testid="confirm-match">
      <h2 className="text-xl font-bold">Please confirm the match result</h2>
      <p className="text-lg">
        <span className={v.score1 === '10' ? 'font-bold' : undefined}>{nameOf(v.player1Id)}</span>{' '}
        <span className="tabular-nums">
          {scoreText(Number(v.score1), Number(v.score2))}
        </span>{' '}
        <span className={v.score2 === '10' ? 'font-bold' : undefined}>{nameOf(v.player2Id)}</span>
      </p>
      <p className="text-sm text-slate-600">
        Played {v.date === localToday() ? 'today' : formatDate(v.date)}, fixture weight {weightText}
      </p>
      <NoSharedGroupWarning player1Id={v.player1Id} player2Id={v.player2Id} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={props.onEdit} disabled={saving}>
          Edit
        </button>
        <button type="button" className="btn-secondary" onClick={props.onReset} disabled={saving}>
          Reset
        </button>
        <button type="button" className="btn-primary" onClick={props.onConfirm} disabled={saving}>
          {saving ? 'Saving...' : 'Confirm'}
        </button>
      </div>
    </div>
  );
}
