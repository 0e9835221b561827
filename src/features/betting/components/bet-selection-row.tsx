import { LABEL, LabelledField } from '../../../components/labelled-field';
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
        <LabelledField id={`${fid}-o`} label="Odds" labelClassName={LABEL.plain}>
          {(control) => (
            <input {...control} className="input mt-1" type="text" {...inputClass(bad.odds)} value={s.odds} onChange={(e) => setSelection(i, { odds: e.target.value })} data-testid={`odds-${i + 1}`} />
          )}
        </LabelledField>
        <LabelledField id={`${fid}-r`} label="Result" labelClassName={LABEL.plain}>
          {(control) => (
            <select {...control} className="input mt-1" value={s.result} onChange={(e) => setSelection(i, { result: e.target.value as SelectionResult })} data-testid={`result-${i + 1}`}>
              {RESULT_CODES.map(([r, , label]) => (
                <option key={r} value={r}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        {s.result === 'deadHeat' ? (
          <>
            <LabelledField id={`${fid}-pos`} label="Tied for position" labelClassName={LABEL.plain}>
              {(control) => (
                <input {...control} className="input mt-1" type="number" min={1} max={40} step={1} {...inputClass(bad.position)} value={s.position} onChange={(e) => setSelection(i, { position: e.target.value })} />
              )}
            </LabelledField>
            <LabelledField id={`${fid}-tied`} label="Runners tied" labelClassName={LABEL.plain}>
              {(control) => (
                <input {...control} className="input mt-1" type="number" min={2} max={40} step={1} {...inputClass(bad.tied)} value={s.tied} onChange={(e) => setSelection(i, { tied: e.target.value })} />
              )}
            </LabelledField>
          </>
        ) : null}
        {eachWay ? (
          <>
            <LabelledField id={`${fid}-terms`} label="Place terms" labelClassName={LABEL.plain}>
              {(control) => (
                <select {...control} className="input mt-1" value={s.divisor} onChange={(e) => setSelection(i, { divisor: e.target.value })}>
                  <option value="4">1/4 odds</option>
                  <option value="5">1/5 odds</option>
                </select>
              )}
            </LabelledField>
            <LabelledField id={`${fid}-places`} label="Places paid" labelClassName={LABEL.plain}>
              {(control) => (
                <input {...control} className="input mt-1" type="number" min={1} max={8} step={1} {...inputClass(bad.places)} value={s.places} onChange={(e) => setSelection(i, { places: e.target.value })} />
              )}
            </LabelledField>
          </>
        ) : null}
        <LabelledField id={`${fid}-r4`} label="Rule 4 (p in the £)" labelClassName={LABEL.plain}>
          {(control) => (
            <input {...control} className="input mt-1" type="number" min={0} max={90} step={1} {...inputClass(bad.rule4)} value={s.rule4} onChange={(e) => setSelection(i, { rule4: e.target.value })} data-testid={`rule4-${i + 1}`} />
          )}
        </LabelledField>
      </div>
    </li>
  );
}
