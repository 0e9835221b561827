import { useId, useState } from 'react';
import {
  applyOddsEdit,
  commitOddsField,
  initialOddsState,
  ODDS_MIN,
  ODDS_STEP,
  PERCENT_MAX,
  PERCENT_MIN,
  PERCENT_STEP,
  type OddsField,
} from '../utils/odds-calculator';

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
        Decimal odds and the implied probability (100 / odds). The second provider is priced 0.2 above the first.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Provider 1</legend>
          <label className="block text-sm font-medium text-slate-700" htmlFor={`${id}-o1`}>
            Decimal odds
          </label>
          <input id={`${id}-o1`} className="input mt-1" {...oddsProps} value={state.firstOdds} onChange={edit('firstOdds')} onBlur={commit('firstOdds')} data-testid="first-odds" />
          <label className="mt-3 block text-sm font-medium text-slate-700" htmlFor={`${id}-p1`}>
            Implied probability (%)
          </label>
          <input id={`${id}-p1`} className="input mt-1" {...pctProps} value={state.firstPercent} onChange={edit('firstPercent')} onBlur={commit('firstPercent')} data-testid="first-percent" />
        </fieldset>
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Provider 2</legend>
          <label className="block text-sm font-medium text-slate-700" htmlFor={`${id}-o2`}>
            Decimal odds
          </label>
          <input id={`${id}-o2`} className="input mt-1" {...oddsProps} value={state.secondOdds} onChange={edit('secondOdds')} onBlur={commit('secondOdds')} data-testid="second-odds" />
          <label className="mt-3 block text-sm font-medium text-slate-700" htmlFor={`${id}-p2`}>
            Implied probability (%)
          </label>
          <input
            id={`${id}-p2`}
            className="input mt-1 disabled:bg-slate-100 disabled:text-slate-700"
            {...pctProps}
            value={state.secondPercent}
            disabled
            readOnly
            data-testid="second-percent"
          />
        </fieldset>
      </div>
    </section>
  );
}
