import type { SelectionResult } from '../../../../workers/betting/bet-returns';
import { RESULT_CODES, type ParsedSelection, type SelectionText } from '../utils/bet-returns-form';

const inputClass = (bad: boolean) => ({ required: bad, 'aria-invalid': bad });

/** One selection of the bet calculator: odds, result, and the dead-heat, each-way and Rule 4 fields it needs. */
export function BetSelectionRow({
  i,
  s,
  bad,
  fid,
  eachWay,
  setSelection,
}: {
  i: number;
  s: SelectionText;
  bad: ParsedSelection['invalid'];
  fid: string;
  eachWay: boolean;
  setSelection: (i: number, patch: Partial<SelectionText>) => void;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid={`selection-${i + 1}`}>
      <p className="text-sm font-semibold text-slate-900">Selection {i + 1}</p>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        <div>
          <label htmlFor={`${fid}-o`} className="block text-sm text-slate-700">
            Odds
          </label>
          <input id={`${fid}-o`} className="input mt-1" type="text" {...inputClass(bad.odds)} value={s.odds} onChange={(e) => setSelection(i, { odds: e.target.value })} data-testid={`odds-${i + 1}`} />
        </div>
        <div>
          <label htmlFor={`${fid}-r`} className="block text-sm text-slate-700">
            Result
          </label>
          <select id={`${fid}-r`} className="input mt-1" value={s.result} onChange={(e) => setSelection(i, { result: e.target.value as SelectionResult })} data-testid={`result-${i + 1}`}>
            {RESULT_CODES.map(([r, , label]) => (
              <option key={r} value={r}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {s.result === 'deadHeat' ? (
          <>
            <div>
              <label htmlFor={`${fid}-pos`} className="block text-sm text-slate-700">
                Tied for position
              </label>
              <input id={`${fid}-pos`} className="input mt-1" type="number" min={1} max={40} step={1} {...inputClass(bad.position)} value={s.position} onChange={(e) => setSelection(i, { position: e.target.value })} />
            </div>
            <div>
              <label htmlFor={`${fid}-tied`} className="block text-sm text-slate-700">
                Runners tied
              </label>
              <input id={`${fid}-tied`} className="input mt-1" type="number" min={2} max={40} step={1} {...inputClass(bad.tied)} value={s.tied} onChange={(e) => setSelection(i, { tied: e.target.value })} />
            </div>
          </>
        ) : null}
        {eachWay ? (
          <>
            <div>
              <label htmlFor={`${fid}-terms`} className="block text-sm text-slate-700">
                Place terms
              </label>
              <select id={`${fid}-terms`} className="input mt-1" value={s.divisor} onChange={(e) => setSelection(i, { divisor: e.target.value })}>
                <option value="4">1/4 odds</option>
                <option value="5">1/5 odds</option>
              </select>
            </div>
            <div>
              <label htmlFor={`${fid}-places`} className="block text-sm text-slate-700">
                Places paid
              </label>
              <input id={`${fid}-places`} className="input mt-1" type="number" min={1} max={8} step={1} {...inputClass(bad.places)} value={s.places} onChange={(e) => setSelection(i, { places: e.target.value })} />
            </div>
          </>
        ) : null}
        <div>
          <label htmlFor={`${fid}-r4`} className="block text-sm text-slate-700">
            Rule 4 (p in the £)
          </label>
          <input id={`${fid}-r4`} className="input mt-1" type="number" min={0} max={90} step={1} {...inputClass(bad.rule4)} value={s.rule4} onChange={(e) => setSelection(i, { rule4: e.target.value })} data-testid={`rule4-${i + 1}`} />
        </div>
      </div>
    </li>
  );
}
