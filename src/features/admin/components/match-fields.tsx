import type { PoolPlayer } from '../../../../contracts/league';
import { SCORE_OPTIONS } from '../../../../common/match-rules';
import { LabelledField } from '../../../components/labelled-field';
import { DateField } from '../../../components/date-field';
import { FormProblem } from '../../../components/field-error';
import type { FieldProblem, MatchField, MatchFormValues } from '../utils/add-match-validation';

function Choice(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  problem: string | null;
  onChange: (v: string) => void;
}) {
  return (
    <LabelledField label={props.label} error={props.problem}>
      {(control) => (
        <select {...control} className="input mt-1" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

const SCORES = SCORE_OPTIONS.map((s) => ({ value: String(s), label: String(s) }));

/**
 * The fields of a match result (the add form and the correction dialog): both players with their scores, the date
 * played and the fixture weight. A problem shows under the field it concerns.
 */
export function MatchFields(props: {
  values: MatchFormValues;
  players: readonly PoolPlayer[];
  weights: readonly { value: string; label: string }[];
  problem: FieldProblem | null;
  /** The latest date the date input offers (YYYY-MM-DD). */
  maxDate?: string;
  /** Text of the "no player chosen" option; none when a player is always chosen (a correction). */
  choosePlayer?: string;
  onChange: (key: keyof MatchFormValues, value: string) => void;
}) {
  const { values, problem, onChange } = props;
  const at = (field: MatchField) => (problem?.field === field ? problem.message : null);
  const people = [
    ...(props.choosePlayer !== undefined ? [{ value: '', label: props.choosePlayer }] : []),
    ...props.players.map((p) => ({ value: String(p.id), label: p.name })),
  ];
  const scores = props.choosePlayer !== undefined ? [{ value: '', label: 'Select score' }, ...SCORES] : SCORES;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['1', '2'] as const).map((n) => (
          <div key={n} className="contents">
            <Choice label={`Player ${n}`} value={values[`player${n}Id`]} options={people} problem={at(`player${n}Id`)} onChange={(v) => onChange(`player${n}Id`, v)} />
            <Choice label={`Score ${n}`} value={values[`score${n}`]} options={scores} problem={at(`score${n}`)} onChange={(v) => onChange(`score${n}`, v)} />
          </div>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="Date played" value={values.date} max={props.maxDate} error={at('gameDate')} onChange={(v) => onChange('date', v)} />
        <div>
          <Choice label="Fixture weight" value={values.weight} options={props.weights} problem={at('fixtureWeight')} onChange={(v) => onChange('weight', v)} />
          <p className="mt-1 text-xs text-slate-600" data-testid="weight-help">
            How much this result counts in the ratings and weighted win %: 1 for a normal night, 2 for a night that counts
            double (a cup or a decider), less than 1 for a friendly.
          </p>
        </div>
      </div>
      <FormProblem message={problem && problem.field === null ? problem.message : null} />
    </>
  );
}
