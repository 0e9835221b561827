import { useId } from 'react';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import { useOddsFormat } from '../../lib/odds-format-preference';
import { parseOdds } from '../../../workers/betting/odds-format';
import { expectedValue } from '../../../workers/betting/expected-value';
import { fairOdds, MARGIN_METHODS, METHOD_CODE, METHOD_LABEL, type MarginMethod } from '../../../workers/betting/fair-odds';
import { fromNumber, parsePercent, parsePounds } from '../../../workers/betting/exact-money';
import { OddsInput, TextField } from './tools/odds-input';
import { ToolNotes, ToolPage } from './tools/tool-page';
import { NO_VALUE } from './tools/tool-input';
import { useToolParams } from './utils/tool-params';
import { money, ratPercent, roundedFrom, signedMoney } from './utils/money-text';
import { showOdds } from './utils/show-odds';
import { LABEL, LabelledField } from '../../components/labelled-field';

const DEFAULTS = { price: '5/2', prob: '30', stake: '10', src: 'own', market: '2.10 3.40 3.80', pick: '1', method: 'shin' };

/** A probability from the visitor's own estimate or from the fair price of one outcome of a market. */
function readProbability(v: typeof DEFAULTS) {
  if (v.src === 'own') {
    const p = parsePercent(v.prob);
    if (!p || p.n === 0n || p.n >= p.d) return { p: null, error: 'A probability above 0 and below 100 %.' };
    return { p, error: null };
  }
  const prices = v.market.trim().split(/[\s,;]+/).map(parseOdds);
  if (prices.length < 2 || prices.length > 10) return { p: null, error: 'List the prices of every outcome of the market (2 to 10), separated by spaces.' };
  const bad = prices.findIndex((x) => !x.ok);
  if (bad >= 0) {
    const r = prices[bad];
    return { p: null, error: `Price ${bad + 1}: ${r.ok ? '' : r.message}` };
  }
  const pick = Number(v.pick) - 1;
  if (!(pick >= 0 && pick < prices.length)) return { p: null, error: `Pick an outcome from 1 to ${prices.length}.` };
  const method = (MARGIN_METHODS.find((m) => METHOD_CODE[m] === v.method) ?? 'shin') as MarginMethod;
  const res = fairOdds(prices.map((x) => (x.ok ? x.value : 0))).methods.find((m) => m.method === method)!;
  if (!res.ok) return { p: null, error: `${METHOD_LABEL[method]} fails here: ${res.reason}.` };
  return { p: fromNumber(res.probabilities[pick]), error: null };
}

/** How the calculator works, with a worked example. */
function ExpectedValueNotes() {
  return (
    <ToolNotes>
      <h2>How it works</h2>
      <p>
        With decimal odds D and a win probability p, a £1 bet returns D with chance p and nothing otherwise, so on average
        it returns p × D. The edge is p × D − 1: the expected profit per pound. The expected profit of a stake S is S × (p ×
        D − 1), worked out exactly and then rounded half up to the penny. The price breaks even at a probability of 1 / D,
        and the fair price of your probability is 1 / p.
      </p>
      <p>
        Your probability can be your own estimate, or the fair probability of a sharp market (an exchange, or a
        bookmaker known for accurate prices) after its margin is removed by one of the eight methods of the{' '}
        <a href={linkTo('/betting/fair-odds-calculator')} className="link">
          fair odds calculator
        </a>
        : the usual way to find a soft bookmaker&apos;s price that beats the market.
      </p>
      <h3>Worked example</h3>
      <p>
        5/2 is D = 3.5. At a 30 % chance the edge is 0.30 × 3.5 − 1 = +5 %: £10 staked is worth +£0.50 on average. A win
        pays £35.00 (£25.00 profit). The price breaks even at 1 / 3.5 = 28.57 %, and 30 % is a fair price of 3.33 (7/3).
        An expected value is an average over many bets: any one bet still wins or loses in full.
      </p>
    </ToolNotes>
  );
}

export default function ExpectedValueCalculatorPage() {
  usePageMeta({
    title: withBrand('Expected Value Calculator: the Edge of a Bet'),
    description:
      'The expected value and edge of a bet from its price in any format and your probability, or the fair probability of a market by any of eight margin-removal methods, in pence.',
    keywords: ['expected value calculator', 'betting edge', 'value bet calculator', 'EV betting'],
    canonicalPath: linkTo('/betting/expected-value-calculator'),
  });
  const id = useId();
  const [format] = useOddsFormat();
  const [v, set] = useToolParams(DEFAULTS);
  const price = parseOdds(v.price);
  const stake = parsePounds(v.stake);
  const prob = readProbability(v);
  const r = price.ok && stake !== null && prob.p ? expectedValue(price.decimal, prob.p, stake) : null;

  return (
    <ToolPage
      title="Expected value calculator"
      lead="What a bet is worth on average: its price against the chance you give it. A bet has value when the price pays more than the chance deserves; the edge says by how much, per pound staked."
    >
      <section className="card mt-6" aria-labelledby={`${id}-in`} data-testid="ev-inputs">
        <h2 id={`${id}-in`} className="text-lg font-semibold">
          The bet
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <OddsInput id={`${id}-price`} label="Price (any format)" value={v.price} parsed={price} onChange={(x) => set({ price: x })} testId="ev-price" />
          <TextField id={`${id}-stake`} label="Stake (£)" value={v.stake} onChange={(x) => set({ stake: x })} error={stake === null ? 'A stake from 1p, in pounds and pence.' : null} testId="ev-stake" />
          <LabelledField id={`${id}-src`} label="The probability" labelClassName={LABEL.medium}>
            {(control) => (
              <select {...control} className="input mt-1" value={v.src} onChange={(e) => set({ src: e.target.value })} data-testid="ev-source">
                <option value="own">My own estimate</option>
                <option value="market">A fair price from a market</option>
              </select>
            )}
          </LabelledField>
        </div>
        {v.src === 'own' ? (
          <TextField
            id={`${id}-prob`}
            className="mt-4 max-w-xs"
            label="Win probability (%)"
            value={v.prob}
            onChange={(x) => set({ prob: x })}
            error={prob.error}
            testId="ev-prob"
          />
        ) : (
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            <TextField
              id={`${id}-market`}
              className="sm:col-span-3"
              label="Every price of the market (a sharp bookmaker or the exchange), separated by spaces"
              value={v.market}
              inputMode="text"
              onChange={(x) => set({ market: x })}
              error={prob.error}
              testId="ev-market"
            />
            <TextField id={`${id}-pick`} label="Your outcome (1 = the first price)" value={v.pick} inputMode="numeric" onChange={(x) => set({ pick: x })} error={null} testId="ev-pick" />
            <LabelledField id={`${id}-method`} label="Margin removed by" labelClassName={LABEL.medium}>
              {(control) => (
                <select {...control} className="input mt-1" value={v.method} onChange={(e) => set({ method: e.target.value })} data-testid="ev-method">
                  {MARGIN_METHODS.map((m) => (
                    <option key={m} value={METHOD_CODE[m]}>
                      {METHOD_LABEL[m]}
                    </option>
                  ))}
                </select>
              )}
            </LabelledField>
          </div>
        )}
      </section>

      <section className="mt-6" aria-labelledby={`${id}-out`}>
        <h2 id={`${id}-out`} className="text-xl font-bold">
          What the bet is worth
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          <div className="card">
            <dt className="text-sm text-slate-600">Edge (expected profit per £1)</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="ev-edge">
              {r ? ratPercent(r.edge) : NO_VALUE}
            </dd>
          </div>
          <div className="card">
            <dt className="text-sm text-slate-600">Expected profit</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="ev-profit">
              {r ? signedMoney(r.profitPence) : NO_VALUE}
            </dd>
            <dd className="text-sm text-slate-600">{r ? roundedFrom(r.exactProfit) : null}</dd>
          </div>
          <div className="card">
            <dt className="text-sm text-slate-600">If it wins</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="ev-win-return">
              {r ? money(r.winReturnPence) : NO_VALUE}
            </dd>
            <dd className="text-sm text-slate-600">{r ? `profit ${signedMoney(r.winProfitPence)}` : null}</dd>
          </div>
        </dl>
        <p className="mt-3 text-slate-800" data-testid="ev-verdict">
          {r
            ? `${r.verdict === 'value' ? 'Value' : r.verdict === 'fair' ? 'A fair bet' : 'No value'}: the price needs a chance of ${ratPercent(r.breakEven)} to break even; your ${ratPercent(prob.p!)} is worth a fair price of ${showOdds(r.fairPrice, format)}.`
            : NO_VALUE}
        </p>
      </section>

      <ExpectedValueNotes />
    </ToolPage>
  );
}
