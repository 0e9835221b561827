import { useId } from 'react';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import { useOddsFormat } from '../../lib/odds-format-preference';
import { parseOdds } from '../../../workers/betting/odds-format';
import { dutch, MAX_DUTCH } from '../../../workers/betting/dutching';
import { parsePounds } from '../../../workers/betting/exact-money';
import { OddsInput, TextField } from './tools/odds-input';
import { LABEL, LabelledField } from '../../components/labelled-field';
import { ToolNotes, ToolPage } from './tools/tool-page';
import { NO_VALUE } from './tools/tool-input';
import { joinList, splitList, useToolParams } from './utils/tool-params';
import { money, ratPercent, signedMoney, unroundedPounds } from './utils/money-text';
import { showOdds } from './utils/show-odds';
import { RowTable } from './tools/tool-table';
import { RowCountButtons } from './tools/row-count-buttons';

const DEFAULTS = { odds: '2/1_3/1_5/1', mode: 'total', amount: '10' };

export default function DutchingCalculatorPage() {
  usePageMeta({
    title: withBrand('Dutching Calculator: Equal Profit Whichever Wins'),
    description:
      'Stakes across several selections so that any winner pays the same, by total stake or by target profit, in any odds format, with each stake rounded to the penny and the profit after rounding.',
    keywords: ['dutching calculator', 'dutch betting', 'equal profit stakes', 'dutching'],
    canonicalPath: linkTo('/betting/dutching-calculator'),
  });
  const id = useId();
  const [format] = useOddsFormat();
  const [v, set] = useToolParams(DEFAULTS);
  const texts = splitList(v.odds);
  const parsed = texts.map(parseOdds);
  const amount = parsePounds(v.amount);
  const ok = parsed.every((p) => p.ok) && amount !== null && texts.length >= 2;
  const r = ok ? dutch(parsed.map((p) => (p.ok ? p.decimal : null!)), v.mode === 'profit' ? 'profit' : 'total', amount!) : null;
  const write = (next: string[]) => set({ odds: joinList(next) });
  const line = (i: number) => (r && r.ok ? r.lines[i] : null);

  return (
    <ToolPage
      title="Dutching calculator"
      lead="Back several selections in one event so that whichever of them wins, you make the same profit. Give the prices and either the total you want to stake or the profit you want."
    >
      <section className="card mt-6" aria-labelledby={`${id}-in`} data-testid="dutch-inputs">
        <h2 id={`${id}-in`} className="text-lg font-semibold">
          Selections
        </h2>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {texts.map((t, i) => (
            <OddsInput key={i} id={`${id}-o${i}`} label={`Selection ${i + 1}`} value={t} parsed={parsed[i]} onChange={(x) => write(texts.map((y, j) => (j === i ? x : y)))} testId={`dutch-odds-${i + 1}`} />
          ))}
        </div>
        <RowCountButtons rows={texts} min={2} max={MAX_DUTCH} blank={() => ''} onChange={write} add="Add a selection" remove="Remove the last selection" />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <LabelledField id={`${id}-mode`} label="Stake by" labelClassName={LABEL.medium}>
            {(control) => (
              <select {...control} className="input mt-1" value={v.mode} onChange={(e) => set({ mode: e.target.value })} data-testid="dutch-mode">
                <option value="total">Total stake</option>
                <option value="profit">Target profit</option>
              </select>
            )}
          </LabelledField>
          <TextField
            id={`${id}-amount`}
            label={v.mode === 'profit' ? 'Profit wanted (£)' : 'Total stake (£)'}
            value={v.amount}
            onChange={(x) => set({ amount: x })}
            error={amount === null ? 'An amount from 1p, in pounds and pence.' : null}
            testId="dutch-amount"
          />
        </div>
      </section>

      <section className="mt-6" aria-labelledby={`${id}-out`}>
        <h2 id={`${id}-out`} className="text-xl font-bold">
          Stakes
        </h2>
        {r && !r.ok ? (
          <p className="mt-3 text-slate-800" data-testid="dutch-verdict">
            No stakes work: {r.reason}.
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-800" data-testid="dutch-verdict">
              {r && r.ok
                ? `Stake ${money(r.totalStakePence)} in all; whichever wins, the profit is ${r.minProfitPence === r.maxProfitPence ? signedMoney(r.minProfitPence) : `${signedMoney(r.minProfitPence)} to ${signedMoney(r.maxProfitPence)}`} after rounding the stakes to the penny. The prices add up to ${ratPercent(r.booksum)}.`
                : NO_VALUE}
            </p>
            <RowTable
              label="Dutching stakes"
              testId="dutch-table"
              rowHeader="Selection"
              rows={texts.length}
              columns={[
                { header: 'Stake', key: 'stake', numeric: true, cellClassName: 'font-semibold', cell: (i) => (line(i) ? money(line(i)!.stakePence) : NO_VALUE) },
                { header: 'Price', numeric: true, cell: (i) => (parsed[i].ok ? showOdds(parsed[i].decimal, format) : NO_VALUE) },
                { header: 'Before rounding to the penny', numeric: true, cellClassName: 'text-slate-600', cell: (i) => (line(i) ? unroundedPounds(line(i)!.exactStake) : NO_VALUE) },
                { header: 'Returns if it wins', numeric: true, cell: (i) => (line(i) ? money(line(i)!.returnPence) : NO_VALUE) },
                { header: 'Profit', numeric: true, cell: (i) => (line(i) ? signedMoney(line(i)!.profitPence) : NO_VALUE) },
              ]}
            />
          </>
        )}
      </section>

      <ToolNotes>
        <h2>How it works</h2>
        <p>
          Dutching stakes each selection in proportion to 1 / D, its implied probability, so every winner returns the same
          amount. With Σ = the sum of 1 / D over the selections: by total stake T, stake i is T × (1 / Dᵢ) / Σ and any winner
          returns T / Σ; by target profit P, every winner must return R = P / (1 − Σ), so stake i is R / Dᵢ. That needs Σ
          below 100 %: the selections must leave out enough of the field for their prices to add up to less than a whole.
        </p>
        <p>
          Each stake is rounded half up to the penny, and each winner&apos;s return is worked out from the rounded stake
          (rounded half up once), so the profits after rounding can differ by a few pence: the table shows them all. The
          profit is made only if one of your selections wins; otherwise every stake is lost.
        </p>
        <h3>Worked example</h3>
        <p>
          Prices 2/1, 3/1 and 5/1 (D = 3, 4, 6) add up to 1/3 + 1/4 + 1/6 = 75 %. A £10 total gives stakes of £4.44, £3.33
          and £2.22 (rounded to the penny from £4.4444…, £3.3333… and £2.2222…), £9.99 in all; each winner returns £13.32 and the profit is £3.33. To
          make £5: R = £5 / 0.25 = £20, stakes £6.67, £5.00 and £3.33, profits £5.01, £5.00 and £4.98 after rounding.
        </p>
      </ToolNotes>
    </ToolPage>
  );
}
