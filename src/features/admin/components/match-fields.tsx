import { useId, type ReactNode } from 'react';
import type { PoolPlayer } from '../../../../contracts/league';
import { SCORE_OPTIONS } from '../../../../common/match-rules';
import { FieldError } from './field-error';
import type { FieldProblem, MatchField, MatchFormValues } from '../utils/add-match-validation';
import { DateEcho } from '../../../components/date-echo';

/** One labelled input of the match form, with its problem (if any) under it. */
function Field({ label, problem, children }: { label: string; problem: string | null; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children(id, problem ? `${id}-problem` : undefined)}
      <FieldError id={`${id}-problem`} message={problem} />
    </div>
  );
}

function Choice(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  problem: string | null;
  onChange: (v: string) => void;
}) {
  return (
    <Field label={props.label} problem={props.problem}>
      {(id, describedBy) => (
        <select
          id={id}
          className="input mt-1"
          value={props.value}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
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
        <Field label="Date played" problem={at('gameDate')}>
          {(id, describedBy) => (
            <>
              <input
                id={id}
                className="input mt-1"
                type="date"
                max={props.maxDate}
                value={values.date}
                aria-invalid={at('gameDate') ? true : undefined}
                aria-describedby={describedBy}
                onChange={(e) => onChange('date', e.target.value)}
              />
              <DateEcho value={values.date} />
            </>
          )}
        </Field>
        <div>
          <Choice label="Fixture weight" value={values.weight} options={props.weights} problem={at('fixtureWeight')} onChange={(v) => onChange('weight', v)} />
          <p className="mt-1 text-xs text-slate-600" data-testid="weight-help">
            How much this result counts in the ratings and weighted win %: 1 for a normal night, 2 for a night that counts
            double (a cup or a decider), less than 1 for a friendly.
          </p>
        </div>
      </div>
      {problem && problem.field === null ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem.message}
        </p>
      ) : null}
    </>
  );
}
