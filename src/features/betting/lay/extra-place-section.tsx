import { useId } from 'react';
import { parseOdds } from '../../../../workers/betting/odds-format';
import { extraPlace } from '../../../../workers/betting/lay-bet';
import { parsePercent, parsePounds } from '../../../../workers/betting/exact-money';
import { LABEL, LabelledField } from '../../../components/labelled-field';
import { OddsInput, TextField } from '../tools/odds-input';
import { NO_VALUE } from '../tools/tool-input';
import { ToolTable } from '../tools/tool-table';
import { useToolParams } from '../utils/tool-params';
import { money, signedMoney } from '../utils/money-text';

const DEFAULTS = { ew: '5', ewodds: '10/1', terms: '5', wlay: '12', play: '3.2', ewcomm: '2' };
const TERMS = [4, 5, 6, 8];

/** An extra-place each-way offer: the win and place lays, and all four finishes. */
export function ExtraPlaceSection() {
  const id = useId();
  const [v, set] = useToolParams(DEFAULTS);
  const stake = parsePounds(v.ew);
  const odds = parseOdds(v.ewodds);
  const wl = parseOdds(v.wlay);
  const pl = parseOdds(v.play);
  const comm = parsePercent(v.ewcomm, 50);
  const terms = TERMS.includes(Number(v.terms)) ? Number(v.terms) : 5;
  const r = stake !== null && odds.ok && wl.ok && pl.ok && comm !== null ? extraPlace(stake, odds.decimal, terms, wl.decimal, pl.decimal, comm) : null;
  const rows: [string, string, bigint | undefined][] = [
    ['wins', 'Wins', r?.outcomes.wins],
    ['placed', 'Places (a place the exchange pays too)', r?.outcomes.placed],
    ['extra', 'Finishes in the extra place', r?.outcomes.extraPlace],
    ['unplaced', 'Unplaced', r?.outcomes.unplaced],
  ];
  return (
    <section className="mt-10" aria-labelledby={`${id}-h`} data-testid="ep-section">
      <h2 id={`${id}-h`} className="text-xl font-bold">
        Extra-place each-way offers
      </h2>
      <p className="mt-2 max-w-3xl text-slate-800">
        A bookmaker paying one place more than usual on a race: back each way there, lay the win at the exchange&apos;s win market and the place at its place
        market (which pays the usual places). Most finishes cost a little; a horse finishing in the extra place wins both lays and the bookmaker&apos;s place part.
      </p>
      <div className="card mt-4 grid gap-4 sm:grid-cols-3">
        <TextField id={`${id}-ew`} label="Stake each way (£)" value={v.ew} onChange={(x) => set({ ew: x })} error={stake === null ? 'An amount from 1p.' : null} testId="ep-stake" />
        <OddsInput id={`${id}-odds`} label="Back odds" value={v.ewodds} parsed={odds} onChange={(x) => set({ ewodds: x })} testId="ep-odds" />
        <LabelledField id={`${id}-terms`} label="Place terms" labelClassName={LABEL.medium}>
          {(control) => (
            <select {...control} className="input mt-1" value={String(terms)} onChange={(e) => set({ terms: e.target.value })} data-testid="ep-terms">
              {TERMS.map((t) => (
                <option key={t} value={String(t)}>
                  1/{t} the odds
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <OddsInput id={`${id}-wl`} label="Win lay odds" value={v.wlay} parsed={wl} onChange={(x) => set({ wlay: x })} testId="ep-win-lay" />
        <OddsInput id={`${id}-pl`} label="Place lay odds" value={v.play} parsed={pl} onChange={(x) => set({ play: x })} testId="ep-place-lay" />
        <TextField id={`${id}-comm`} label="Exchange commission (%)" value={v.ewcomm} onChange={(x) => set({ ewcomm: x })} error={comm === null ? 'From 0 to 50 %.' : null} testId="ep-commission" />
      </div>
      <p className="mt-3 text-slate-800" data-testid="ep-lays">
        {r
          ? `Lay the win for ${money(r.winLayPence)} (liability ${money(r.winLiabilityPence)}) and the place for ${money(r.placeLayPence)} (liability ${money(r.placeLiabilityPence)}).`
          : NO_VALUE}
      </p>
      <ToolTable label="Every finish" testId="ep-table">
        <thead>
          <tr>
            <th scope="col">If the horse</th>
            <th scope="col" className="num" data-column="net" data-key-column="">
              Net
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([k, label, p]) => (
            <tr key={k}>
              <th scope="row">{label}</th>
              <td className="num font-semibold" data-testid={`ep-${k}`}>
                {p === undefined ? NO_VALUE : signedMoney(p)}
              </td>
            </tr>
          ))}
        </tbody>
      </ToolTable>
      <p className="mt-2 text-sm text-slate-700">
        Lay stakes: stake × odds / (lay odds − commission), for the place part at the place odds 1 + (odds − 1) × the place terms; each rounded to the penny.
        Worked example (the figures above at first): £5 each way at 10/1, 1/5 the odds, lays at 12.0 and 3.2 with 2 %: −£0.87, −£0.88, +£14.13, −£0.87.
      </p>
    </section>
  );
}
