import { useId } from 'react';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import { parseOdds } from '../../../workers/betting/odds-format';
import { AH_LINES_QUARTERS, asianHandicap, lineText, splitLine, type AhOutcome } from '../../../workers/betting/asian-handicap';
import { parsePounds } from '../../../workers/betting/exact-money';
import { scoreText } from '../../../common/number-text';
import { OddsInput, TextField } from './tools/odds-input';
import { ToolNotes, ToolPage } from './tools/tool-page';
import { NO_VALUE } from './tools/tool-input';
import { useToolParams } from './utils/tool-params';
import { money, signedMoney } from './utils/money-text';
import { ToolTable } from './tools/tool-table';
import { LABEL, LabelledField } from '../../components/labelled-field';

const DEFAULTS = { line: '-3', odds: '1.90', stake: '10' };
const OUTCOME_TEXT: Record<AhOutcome, string> = { win: 'Win', 'half-win': 'Half win', push: 'Push (stake back)', 'half-loss': 'Half loss', loss: 'Loss' };
const gdText = (g: number) => (g === -4 ? 'lose by 4 or more' : g === 4 ? 'win by 4 or more' : g === 0 ? 'draw' : g > 0 ? `win by ${g}` : `lose by ${-g}`);
const example = (g: number) => (g >= 0 ? scoreText(g + 1, 1) : scoreText(0, -g));

export default function AsianHandicapCalculatorPage() {
  usePageMeta({
    title: withBrand('Asian Handicap Calculator: Every Line, Every Result'),
    description:
      'What an Asian handicap bet returns for every goal difference, on lines from 0 to ±3 in quarter goals, with quarter lines split into their two half stakes, in pence.',
    keywords: ['asian handicap calculator', 'asian handicap explained', 'quarter ball handicap', 'handicap -0.75'],
    canonicalPath: linkTo('/betting/asian-handicap-calculator'),
  });
  const id = useId();
  const [v, set] = useToolParams(DEFAULTS);
  const q = Number(v.line);
  const line = AH_LINES_QUARTERS.includes(q) ? q : -3;
  const price = parseOdds(v.odds);
  const stake = parsePounds(v.stake);
  const rows = price.ok && stake !== null ? asianHandicap(line, price.decimal, stake) : null;
  const parts = splitLine(line);

  return (
    <ToolPage
      title="Asian handicap calculator"
      lead="An Asian handicap gives one team a head start or a deficit in goals, so the draw disappears or the stake comes back. Pick a line, a price and a stake to see what the bet returns for every result."
    >
      <section className="card mt-6" aria-labelledby={`${id}-in`} data-testid="ah-inputs">
        <h2 id={`${id}-in`} className="text-lg font-semibold">
          Your bet
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <LabelledField id={`${id}-line`} label="Handicap on your team" labelClassName={LABEL.medium}>
            {(control) => (
              <select {...control} className="input mt-1" value={String(line)} onChange={(e) => set({ line: e.target.value })} data-testid="ah-line">
                {AH_LINES_QUARTERS.map((x) => (
                  <option key={x} value={String(x)}>
                    {lineText(x)}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <OddsInput id={`${id}-odds`} label="Price (any format)" value={v.odds} parsed={price} onChange={(x) => set({ odds: x })} testId="ah-odds" />
          <TextField id={`${id}-stake`} label="Stake (£)" value={v.stake} onChange={(x) => set({ stake: x })} error={stake === null ? 'A stake from 1p, in pounds and pence.' : null} testId="ah-stake" />
        </div>
        <p className="mt-3 text-sm text-slate-700" data-testid="ah-split">
          {parts.length === 2
            ? `${lineText(line)} is a quarter line: half the stake on ${lineText(parts[0])} and half on ${lineText(parts[1])}.`
            : `${lineText(line)} is a single line: the whole stake on it.`}
        </p>
      </section>

      <section className="mt-6" aria-labelledby={`${id}-out`}>
        <h2 id={`${id}-out`} className="text-xl font-bold">
          Every result
        </h2>
        <ToolTable label="Returns by goal difference" testId="ah-table">
          <thead>
            <tr>
              <th scope="col">Your team</th>
              <th scope="col" className="num" data-column="returns" data-key-column="">
                Returns
              </th>
              <th scope="col" className="num">Profit</th>
              <th scope="col">Outcome</th>
              <th scope="col">For example</th>
            </tr>
          </thead>
          <tbody>
            {[-4, -3, -2, -1, 0, 1, 2, 3, 4].map((g, i) => {
              const r = rows ? rows[i] : null;
              return (
                <tr key={g} data-testid={`ah-gd-${g}`}>
                  <th scope="row" className="whitespace-nowrap">
                    {gdText(g)}
                  </th>
                  <td className="num font-semibold">{r ? money(r.returnPence) : NO_VALUE}</td>
                  <td className="num">{r ? signedMoney(r.profitPence) : NO_VALUE}</td>
                  <td className="whitespace-nowrap">{r ? OUTCOME_TEXT[r.outcome] : NO_VALUE}</td>
                  <td className="whitespace-nowrap">{example(g)}</td>
                </tr>
              );
            })}
          </tbody>
        </ToolTable>
        <p className="mt-2 text-sm text-slate-700">Returns include the stake, worked out exactly and rounded half up to the penny once.</p>
      </section>

      <ToolNotes>
        <h2>How it works</h2>
        <p>
          Add the handicap to your team&apos;s goal difference at full time. Above zero the bet wins (stake × price), exactly
          zero is a push (the stake comes back), below zero it loses. Whole lines (0, ±1, ±2, ±3) can push; half lines
          (±0.5, ±1.5, …) cannot. A quarter line (±0.25, ±0.75, …) is two bets of half the stake on the lines a quarter
          either side: −0.75 is half on −0.5 and half on −1, so a one-goal win wins one half and pushes the other (a
          half win), and +0.25 after a draw pushes half on 0 and wins half on +0.5.
        </p>
        <h3>Worked example</h3>
        <p>
          £10 on −0.75 at 1.90: a two-goal win wins both halves (£19.00 back); a one-goal win returns £5 × 1.90 + £5 =
          £14.50 (a half win); a draw or a defeat loses both halves. The other side at +0.75 after a one-goal defeat loses its +0.5 half
          (−1 + 0.5 &lt; 0) and pushes its +1 half: £5.00 back (a half loss).
        </p>
      </ToolNotes>
    </ToolPage>
  );
}
