import { useId, useMemo, useState, type FormEvent } from 'react';
import type { PlayerGroup, ResultSubmission } from '../../../../contracts/player';
import { FieldError, FormProblem } from '../../../components/field-error';
import { LABEL, LabelledField } from '../../../components/labelled-field';
import { ApiClientError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { SCORE_OPTIONS, SCORE_RULE_SENTENCE } from '../../../../common/match-rules';
import { useSubmitResult } from '../api/player-api';

/** The browser's local time as a datetime-local value ("2026-11-27T21:05"). */
function localNow(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const scoreOptions = SCORE_OPTIONS.map((s) => (
  <option key={s} value={s}>
    {s}
  </option>
));

/**
 * Both players' frames side by side; their errors under the pair (each select is described by its own). The
 * opponent's label takes their name once chosen.
 */
function FramesFields({
  opponentName,
  mine,
  theirs,
  setMine,
  setTheirs,
  errors,
}: {
  opponentName: string | undefined;
  mine: string;
  theirs: string;
  setMine: (v: string) => void;
  setTheirs: (v: string) => void;
  errors: { mine: string | null; theirs: string | null };
}) {
  const id = useId();
  const described = (error: string | null, errorId: string) => (error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});
  return (
    <>
      <div className="grid grid-cols-2 items-end gap-3">
        <LabelledField label="Your frames">
          {(control) => (
            <select {...control} {...described(errors.mine, `${id}-mine-error`)} className="input mt-1" value={mine} onChange={(e) => setMine(e.target.value)}>
              <option value="">–</option>
              {scoreOptions}
            </select>
          )}
        </LabelledField>
        <LabelledField label={opponentName ? `${opponentName}'s frames` : "Opponent's frames"} labelClassName={`${LABEL.bold} [overflow-wrap:anywhere]`}>
          {(control) => (
            <select {...control} {...described(errors.theirs, `${id}-theirs-error`)} className="input mt-1" value={theirs} onChange={(e) => setTheirs(e.target.value)}>
              <option value="">–</option>
              {scoreOptions}
            </select>
          )}
        </LabelledField>
      </div>
      <FieldError id={`${id}-mine-error`} message={errors.mine} />
      <FieldError id={`${id}-theirs-error`} message={errors.theirs} />
    </>
  );
}

type Field = 'groupId' | 'opponentId' | 'myScore' | 'opponentScore' | 'playedAt' | 'fixtureId';

/**
 * Enter a result you played: the group (when you are in more than one), the opponent, both players' frames and
 * when (now unless changed). A fixture due between you two is filled in. Every refusal of the server is shown
 * under its field.
 */
export function SubmitResultForm({ groups, onSubmitted }: { groups: PlayerGroup[]; onSubmitted: (s: ResultSubmission) => void }) {
  const id = useId();
  const submit = useSubmitResult();
  const [groupId, setGroupId] = useState(String(groups[0]?.id ?? ''));
  const [opponentId, setOpponentId] = useState('');
  const [myScore, setMyScore] = useState('');
  const [opponentScore, setOpponentScore] = useState('');
  const [playedAt, setPlayedAt] = useState(localNow);
  const [timeChanged, setTimeChanged] = useState(false);
  const [useFixture, setUseFixture] = useState(true);
  const [problem, setProblem] = useState<{ field?: Field; message: string } | null>(null);

  const group = groups.find((g) => String(g.id) === groupId);
  const opponent = group?.opponents.find((o) => String(o.id) === opponentId);
  const fixture = useMemo(() => group?.due_fixtures.find((f) => String(f.opponent_id) === opponentId), [group, opponentId]);

  const errorOf = (f: Field) => (problem?.field === f ? problem.message : null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    if (!opponentId) return setProblem({ field: 'opponentId', message: 'Choose your opponent' });
    if (myScore === '') return setProblem({ field: 'myScore', message: 'Choose your frames' });
    if (opponentScore === '') return setProblem({ field: 'opponentScore', message: "Choose your opponent's frames" });
    try {
      const created = await submit.mutateAsync({
        groupId: Number(groupId),
        opponentId: Number(opponentId),
        myScore: Number(myScore),
        opponentScore: Number(opponentScore),
        ...(timeChanged && playedAt ? { playedAt: new Date(playedAt).toISOString() } : {}),
        ...(fixture && useFixture ? { fixtureId: fixture.id } : {}),
      });
      setOpponentId('');
      setMyScore('');
      setOpponentScore('');
      setTimeChanged(false);
      setPlayedAt(localNow());
      onSubmitted(created);
    } catch (err) {
      if (err instanceof ApiClientError) setProblem({ field: err.field as Field | undefined, message: err.message });
      else setProblem({ message: 'The result could not be sent. Check your connection and try again.' });
    }
  }

  return (
    <form className="card space-y-4" onSubmit={onSubmit} noValidate data-testid="submit-result-form">
      {groups.length > 1 ? (
        <LabelledField label="Group" error={errorOf('groupId')}>
          {(control) => (
            <select {...control} className="input mt-1" value={groupId} onChange={(e) => (setGroupId(e.target.value), setOpponentId(''))}>
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
      ) : null}
      <LabelledField label="Opponent" error={errorOf('opponentId')}>
        {(control) => (
          <select {...control} className="input mt-1" value={opponentId} onChange={(e) => setOpponentId(e.target.value)}>
            <option value="">Choose your opponent</option>
            {group?.opponents.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <FramesFields
        opponentName={opponent?.name}
        mine={myScore}
        theirs={opponentScore}
        setMine={setMyScore}
        setTheirs={setOpponentScore}
        errors={{ mine: errorOf('myScore'), theirs: errorOf('opponentScore') }}
      />
      <p className="text-sm text-slate-600">{SCORE_RULE_SENTENCE}</p>
      <LabelledField label="Played (your local time; now unless you change it)" error={errorOf('playedAt')}>
        {(control) => <input {...control} type="datetime-local" className="input mt-1" value={playedAt} onChange={(e) => (setPlayedAt(e.target.value), setTimeChanged(true))} />}
      </LabelledField>
      {fixture ? (
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-1" checked={useFixture} onChange={(e) => setUseFixture(e.target.checked)} />
            <span>This is your fixture of {formatDate(fixture.date)}</span>
          </label>
          <FieldError id={`${id}-fixtureId-error`} message={errorOf('fixtureId')} />
        </div>
      ) : null}
      {opponent && (!fixture || !useFixture) ? (
        <p className="text-sm text-amber-900" data-testid="friendly-warning">
          {fixture
            ? 'Not marked as your fixture: this result counts as a friendly.'
            : `No fixture between you and ${opponent.name} is due (a fixture can be entered from a week before its date): this result counts as a friendly.`}
        </p>
      ) : null}
      <FormProblem className="font-medium" message={problem && !problem.field ? problem.message : null} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? 'Sending...' : 'Send for confirmation'}
      </button>
      {group ? (
        <p className="text-sm text-slate-600">
          {opponent ? opponent.name : 'Your opponent'} confirms or disputes it; if nobody answers within {group.confirm_window_hours} hours it counts
          automatically. Until then it counts nowhere.
        </p>
      ) : null}
    </form>
  );
}
