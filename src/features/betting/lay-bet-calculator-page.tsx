import { useId } from 'react';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import { parseOdds } from '../../../workers/betting/odds-format';
import { layBet, layRefund, type LayKind } from '../../../workers/betting/lay-bet';
import { ExtraPlaceSection } from './lay/extra-place-section';
import { parsePercent, parsePounds } from '../../../workers/betting/exact-money';
import { OddsInput, TextField } from './tools/odds-input';
import { ToolNotes, ToolPage } from './tools/tool-page';
import { NO_VALUE } from './tools/tool-input';
import { useToolParams } from './utils/tool-params';
import { money, ratPercent, roundedFrom, signedMoney } from './utils/money-text';
import { ToolTable } from './tools/tool-table';
import { LABEL, LabelledField } from '../../components/labelled-field';

const DEFAULTS = { kind: 'qualifying', stake: '10', back: '2/1', lay: '3.1', comm: '2', refund: '10', conv: '75' };
type Kind = LayKind | 'refund';
const KINDS: [Kind, string][] = [
  ['qualifying', 'Qualifying bet (your own stake)'],
  ['refund', 'Qualifying bet, refunded as a free bet if it loses'],
  ['freeSnr', 'Free bet, stake not returned (SNR)'],
  ['freeSr', 'Free bet, stake returned (SR)'],
];

/** How the calculator works, with a worked example. */
function LayBetNotes() {
  return (
    <ToolNotes>
      <h2>How it works</h2>
      <p>
        A lay at decimal odds L with stake S wins S (less the exchange&apos;s commission c) if the selection loses, and
        costs the liability S × (L − 1) if it wins. The lay stake that makes both outcomes equal is:
      </p>
      <ul>
        <li>a qualifying bet of B at back odds D: S = B × D / (L − c);</li>
        <li>a free bet, stake not returned (SNR, the usual kind): S = B × (D − 1) / (L − c), since only the winnings are paid;</li>
        <li>a free bet, stake returned (SR): S = B × D / (L − c);</li>
        <li>
          a qualifying bet refunded as a free bet of R if it loses, which you expect to turn into k × R in cash (k, the share
          you keep of a free bet): S = (B × D − k × R) / (L − c).
        </li>
      </ul>
      <p>
        The lay stake is rounded half up to the penny, then the liability and the commission are worked out from it and
        rounded half up; both outcomes come from those rounded figures, so they can differ by a penny. The smaller is what
        you are sure of: a small loss on a qualifying bet, the value kept from a free bet. Exchanges and bookmakers round
        and settle in their own ways, and bookmakers may restrict accounts that only take offers.
      </p>
      <h3>Worked example</h3>
      <p>
        Back £10 at 2/1 (3.0), lay at 3.1 with 2 % commission: S = 10 × 3 / 3.08 = £9.7403, so lay £9.74, liability 9.74 ×
        2.1 = £20.45. If it wins: +£20.00 − £20.45 = −£0.45; if it loses: −£10.00 + £9.74 − £0.19 commission = −£0.45. A
        £10 SNR free bet at 5.0 laid at 5.2 with 5 %: lay £7.77 (40 / 5.15), keeping £7.37 whatever happens (73.7 %).
      </p>
    </ToolNotes>
  );
}

function RefundFields({ v, set, refundBad, convBad }: { v: typeof DEFAULTS; set: (c: Partial<typeof DEFAULTS>) => void; refundBad: boolean; convBad: boolean }) {
  const id = useId();
  return (
    <>
      <TextField id={`${id}-refund`} label="Free bet if it loses (£)" value={v.refund} onChange={(x) => set({ refund: x })} error={refundBad ? 'An amount from £0.' : null} testId="lay-refund" />
      <TextField id={`${id}-conv`} label="You keep of a free bet (%)" value={v.conv} onChange={(x) => set({ conv: x })} error={convBad ? 'From 0 to 100 %.' : null} testId="lay-conversion" />
      <p className="text-sm text-slate-700 sm:col-span-3">
        The free bet is counted at what you expect to keep from it when you lay it off: about 70 to 80 % for a stake-not-returned free bet at 4.0 to 6.0 (the
        figure this calculator gives as &ldquo;of the free bet&rdquo; for a free bet).
      </p>
    </>
  );
}

export default function LayBetCalculatorPage() {
  usePageMeta({
    title: withBrand('Lay Bet and Matched Betting Calculator'),
    description:
      'The lay stake and liability that cover a back bet at an exchange with commission, the qualifying loss, and what a free bet is worth with stake not returned or returned, in pence.',
    keywords: ['lay bet calculator', 'matched betting calculator', 'lay stake', 'liability', 'free bet SNR'],
    canonicalPath: linkTo('/betting/lay-bet-calculator'),
  });
  const id = useId();
  const [v, set] = useToolParams(DEFAULTS);
  const kind = KINDS.find(([k]) => k === v.kind)?.[0] ?? 'qualifying';
  const stake = parsePounds(v.stake);
  const back = parseOdds(v.back);
  const lay = parseOdds(v.lay);
  const comm = parsePercent(v.comm, 50);
  const refund = parsePounds(v.refund, { allowZero: true });
  const conv = parsePercent(v.conv);
  const ready = stake !== null && back.ok && lay.ok && comm !== null;
  const refunded = ready && kind === 'refund' && refund !== null && conv !== null ? layRefund(stake, back.decimal, lay.decimal, comm, refund, conv) : null;
  const [r, refundValue] = !ready ? [null, null] : kind === 'refund' ? [refunded, refunded?.refundValuePence ?? null] : [layBet(kind, stake, back.decimal, lay.decimal, comm), null];
  const free = kind === 'freeSnr' || kind === 'freeSr';

  return (
    <ToolPage
      title="Lay bet calculator"
      lead="Laying a selection at an exchange bets that it will not win. Lay the right amount against a back bet and the two cancel out whatever happens: the basis of matched betting, where a bookmaker's free bet is turned into cash."
    >
      <section className="card mt-6" aria-labelledby={`${id}-in`} data-testid="lay-inputs">
        <h2 id={`${id}-in`} className="text-lg font-semibold">
          The back bet and the lay
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <LabelledField id={`${id}-kind`} label="The back bet is" className="sm:col-span-3" labelClassName={LABEL.medium}>
            {(control) => (
              <select {...control} className="input mt-1" value={kind} onChange={(e) => set({ kind: e.target.value })} data-testid="lay-kind">
                {KINDS.map(([k, label]) => (
                  <option key={k} value={k}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <TextField id={`${id}-stake`} label={free ? 'Free bet (£)' : 'Back stake (£)'} value={v.stake} onChange={(x) => set({ stake: x })} error={stake === null ? 'An amount from 1p, in pounds and pence.' : null} testId="lay-stake" />
          <OddsInput id={`${id}-back`} label="Back odds (any format)" value={v.back} parsed={back} onChange={(x) => set({ back: x })} testId="lay-back" />
          <OddsInput id={`${id}-lay`} label="Lay odds (any format)" value={v.lay} parsed={lay} onChange={(x) => set({ lay: x })} testId="lay-odds" />
          <TextField id={`${id}-comm`} label="Exchange commission (%)" value={v.comm} onChange={(x) => set({ comm: x })} error={comm === null ? 'From 0 to 50 %.' : null} testId="lay-commission" />
          {kind === 'refund' ? <RefundFields v={v} set={set} refundBad={refund === null} convBad={conv === null} /> : null}
        </div>
      </section>

      <section className="mt-6" aria-labelledby={`${id}-out`}>
        <h2 id={`${id}-out`} className="text-xl font-bold">
          Lay this
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          <div className="card">
            <dt className="text-sm text-slate-600">Lay stake</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="lay-stake-out">
              {r ? money(r.layStakePence) : NO_VALUE}
            </dd>
            <dd className="text-sm text-slate-600">{r ? roundedFrom(r.exactLayStake) : null}</dd>
          </div>
          <div className="card">
            <dt className="text-sm text-slate-600">Liability (what the lay can lose)</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="lay-liability">
              {r ? money(r.liabilityPence) : NO_VALUE}
            </dd>
          </div>
          <div className="card">
            <dt className="text-sm text-slate-600">{free ? 'Locked-in profit' : 'Qualifying loss'}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="lay-result">
              {r ? signedMoney(r.worstPence) : NO_VALUE}
            </dd>
            <dd className="text-sm text-slate-600" data-testid="lay-conversion-out">
              {r && r.retention ? `${ratPercent(r.retention, 1)} of the free bet` : refundValue !== null ? `counting the free bet at ${money(refundValue)}` : null}
            </dd>
          </div>
        </dl>
        <ToolTable label="Both outcomes" testId="lay-table" className="mt-4">
          <thead>
            <tr>
              <th scope="col">If the selection</th>
              <th scope="col" className="num" data-column="net" data-key-column="">
                Net
              </th>
              <th scope="col" className="num">Bookmaker</th>
              <th scope="col" className="num">Exchange</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">wins</th>
              <td className="num font-semibold" data-testid="lay-if-wins">
                {r ? signedMoney(r.ifWinsPence) : NO_VALUE}
              </td>
              <td className="num">{r ? signedMoney(r.ifWinsPence + r.liabilityPence) : NO_VALUE}</td>
              <td className="num">{r ? signedMoney(-r.liabilityPence) : NO_VALUE}</td>
            </tr>
            <tr>
              <th scope="row">loses</th>
              <td className="num font-semibold" data-testid="lay-if-loses">
                {r ? signedMoney(r.ifLosesPence) : NO_VALUE}
              </td>
              <td className="num">{r && stake !== null ? signedMoney(free ? 0n : -stake) : NO_VALUE}</td>
              <td className="num">{r ? `${signedMoney(r.layStakePence - r.commissionPence)} (after ${money(r.commissionPence)} commission)` : NO_VALUE}</td>
            </tr>
            {refundValue !== null ? (
              <tr>
                <th scope="row" colSpan={4} className="font-normal text-slate-700">
                  If it loses, the bookmaker&apos;s free bet (counted at {money(refundValue)}) is in the net figure.
                </th>
              </tr>
            ) : null}
          </tbody>
        </ToolTable>
      </section>

      <ExtraPlaceSection />
      <LayBetNotes />
    </ToolPage>
  );
}
