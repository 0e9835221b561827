import { useId } from 'react';
import { parseOdds } from '../../../../workers/betting/odds-format';
import { parsePounds } from '../../../../workers/betting/exact-money';
import { MAX_HEDGE_OUTCOMES, MAX_POSITIONS } from '../../../../workers/betting/hedge';
import { LABEL, LabelledField } from '../../../components/labelled-field';
import { OddsInput, TextField } from '../tools/odds-input';
import { RowCountButtons } from '../tools/row-count-buttons';

export type PositionText = { outcome: string; side: string; odds: string; stake: string };
export type OutcomeText = { name: string; back: string; lay: string };

/** A price that may be left blank (not offered): null when blank. */
export const optionalOdds = (t: string) => (t.trim() === '' ? null : parseOdds(t));

/** The bets held: each one's outcome, back or lay, odds and stake. */
export function PositionRows({ rows, outcomes, write }: { rows: PositionText[]; outcomes: OutcomeText[]; write: (next: PositionText[]) => void }) {
  const id = useId();
  const edit = (i: number, c: Partial<PositionText>) => write(rows.map((y, j) => (j === i ? { ...y, ...c } : y)));
  return (
    <>
      <ol className="mt-3 grid gap-3">
        {rows.map((row, i) => (
          <li key={i} className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid={`hedge-position-${i + 1}`}>
            <LabelledField id={`${id}-o${i}`} label={`Bet ${i + 1} on`} labelClassName={LABEL.medium}>
              {(control) => (
                <select {...control} className="input mt-1" value={row.outcome} onChange={(e) => edit(i, { outcome: e.target.value })} data-testid={`hedge-position-outcome-${i + 1}`}>
                  {outcomes.map((o, k) => (
                    <option key={k} value={String(k)}>
                      {o.name || `Outcome ${k + 1}`}
                    </option>
                  ))}
                </select>
              )}
            </LabelledField>
            <LabelledField id={`${id}-s${i}`} label="Back or lay" labelClassName={LABEL.medium}>
              {(control) => (
                <select {...control} className="input mt-1" value={row.side} onChange={(e) => edit(i, { side: e.target.value })} data-testid={`hedge-position-side-${i + 1}`}>
                  <option value="back">Backed</option>
                  <option value="lay">Laid</option>
                </select>
              )}
            </LabelledField>
            <OddsInput id={`${id}-d${i}`} label="At odds" value={row.odds} onChange={(x) => edit(i, { odds: x })} testId={`hedge-position-odds-${i + 1}`} />
            <TextField id={`${id}-k${i}`} label={row.side === 'lay' ? "Backer's stake (£)" : 'Stake (£)'} value={row.stake} onChange={(x) => edit(i, { stake: x })} error={parsePounds(row.stake) === null ? 'A stake from 1p.' : null} testId={`hedge-position-stake-${i + 1}`} />
          </li>
        ))}
      </ol>
      <RowCountButtons rows={rows} min={1} max={MAX_POSITIONS} blank={() => ({ outcome: '0', side: 'back', odds: '2.0', stake: '10' })} onChange={write} add="Add a bet" remove="Remove the last bet" />
    </>
  );
}

/** The market's outcomes with today's back and lay prices (either may be blank: not offered). */
export function OutcomeRows({ rows, write }: { rows: OutcomeText[]; write: (next: OutcomeText[]) => void }) {
  const id = useId();
  const edit = (i: number, c: Partial<OutcomeText>) => write(rows.map((y, j) => (j === i ? { ...y, ...c } : y)));
  const priceError = (t: string) => {
    const p = optionalOdds(t);
    return p === null || p.ok ? null : p.message;
  };
  return (
    <>
      <ol className="mt-3 grid gap-3">
        {rows.map((row, i) => (
          <li key={i} className="grid grid-cols-3 gap-3" data-testid={`hedge-outcome-${i + 1}`}>
            <TextField id={`${id}-n${i}`} label={`Outcome ${i + 1}`} inputMode="text" value={row.name} onChange={(x) => edit(i, { name: x })} error={row.name.length > 40 ? 'At most 40 characters.' : null} testId={`hedge-name-${i + 1}`} />
            <TextField id={`${id}-b${i}`} label="Back now" inputMode="text" value={row.back} onChange={(x) => edit(i, { back: x })} error={priceError(row.back)} testId={`hedge-back-${i + 1}`} />
            <TextField id={`${id}-l${i}`} label="Lay now" inputMode="text" value={row.lay} onChange={(x) => edit(i, { lay: x })} error={priceError(row.lay)} testId={`hedge-lay-${i + 1}`} />
          </li>
        ))}
      </ol>
      <RowCountButtons rows={rows} min={2} max={MAX_HEDGE_OUTCOMES} blank={() => ({ name: '', back: '', lay: '' })} onChange={write} add="Add an outcome" remove="Remove the last outcome" />
    </>
  );
}
