import { useId, useState } from 'react';
import {
  applyOddsEdit,
  commitOddsField,
  initialOddsState,
  isInvalidField,
  NO_VALUE,
  ODDS_MIN,
  ODDS_STEP,
  PERCENT_MAX,
  PERCENT_MIN,
  PERCENT_STEP,
  type OddsCalculatorState,
  type OddsField,
} from '../utils/odds-calculator';

/**
 * A field's value and marks: a derived field waiting for a valid entry is empty with "–" shown in its place;
 * an invalid entry is required (so an empty one also fails the browser's constraints) and aria-invalid.
 */
function fieldProps(state: OddsCalculatorState, field: keyof OddsCalculatorState) {
  const text = state[field];
  const invalid = isInvalidField(state, field);
  return text === NO_VALUE
    ? { value: '', placeholder: NO_VALUE, 'aria-invalid': false }
    : { value: text, required: invalid, 'aria-invalid': invalid };
}

/**
 * Two-provider odds calculator. The rules live in utils/odds-calculator; this component
 * only renders the four fields (the second provider's percentage is read-only).
 */
export function OddsCalculator() {
  const [state, setState] = useState(initialOddsState);
  const id = useId();
  const edit = (field: OddsField) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setState((s) => applyOddsEdit(s, field, e.target.value));
  const commit = (field: OddsField) => () => setState((s) => commitOddsField(s, field));

  const oddsProps = { type: 'number', inputMode: 'decimal', step: ODDS_STEP, min: ODDS_MIN } as const;
  const pctProps = { type: 'number', inputMode: 'decimal', step: PERCENT_STEP, min: PERCENT_MIN, max: PERCENT_MAX } as const;

  return (
    <section className="card not-prose my-6" aria-labelledby={`${id}-title`} data-testid="odds-calculator" data-toc-skip>
      <h3 id={`${id}-title`} className="!mt-0 text-lg font-semibold">
        Odds calculator: compare two providers
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Decimal odds and the implied probability (100 / odds). The second provider is priced 0.2 above the first. While
        an entry is empty or out of range, the fields worked out from it show &ldquo;&ndash;&rdquo;.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Provider 1</legend>
          <label className="block text-sm font-medium text-slate-700" htmlFor={`${id}-o1`}>
            Decimal odds
          </label>
          <input id={`${id}-o1`} className="input mt-1" {...oddsProps} {...fieldProps(state, 'firstOdds')} onChange={edit('firstOdds')} onBlur={commit('firstOdds')} data-testid="first-odds" />
          <label className="mt-3 block text-sm font-medium text-slate-700" htmlFor={`${id}-p1`}>
            Implied probability (%)
          </label>
          <input id={`${id}-p1`} className="input mt-1" {...pctProps} {...fieldProps(state, 'firstPercent')} onChange={edit('firstPercent')} onBlur={commit('firstPercent')} data-testid="first-percent" />
        </fieldset>
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Provider 2</legend>
          <label className="block text-sm font-medium text-slate-700" htmlFor={`${id}-o2`}>
            Decimal odds
          </label>
          <input id={`${id}-o2`} className="input mt-1" {...oddsProps} {...fieldProps(state, 'secondOdds')} onChange={edit('secondOdds')} onBlur={commit('secondOdds')} data-testid="second-odds" />
          <label className="mt-3 block text-sm font-medium text-slate-700" htmlFor={`${id}-p2`}>
            Implied probability (%)
          </label>
          <input
            id={`${id}-p2`}
            className="input mt-1 disabled:bg-slate-100 disabled:text-slate-700"
            {...pctProps}
            {...fieldProps(state, 'secondPercent')}
            disabled
            readOnly
            data-testid="second-percent"
          />
        </fieldset>
      </div>
    </section>
  );
}
