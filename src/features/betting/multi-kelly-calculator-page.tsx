import { useId } from 'react';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import { useWorkerRun } from '../../hooks/use-worker-run';
import { useOddsFormat } from '../../lib/odds-format-preference';
import { simulationWorkers } from '../../../workers/runtime/simulation-workers';
import { parseOdds } from '../../../workers/betting/odds-format';
import { MAX_KELLY_BETS, validateKelly, type KellyMode, type MultiKellyInput } from '../../../workers/betting/multi-kelly';
import { fromNumber, parsePercent, parsePounds, roundHalfAway, toNumber } from '../../../workers/betting/exact-money';
import { mul, rat } from '../../../workers/betting/bet-returns';
import { fixedHalfUp, formatNumber, sharePercent } from '../../../common/number-text';
import { HowItWorks } from '../../components/how-it-works';
import { OddsInput, TextField } from './tools/odds-input';
import { LABEL, LabelledField } from '../../components/labelled-field';
import { ToolNotes, ToolPage } from './tools/tool-page';
import { NO_VALUE } from './tools/tool-input';
import { joinList, splitList, useToolParams } from './utils/tool-params';
import { money } from './utils/money-text';
import { showOdds } from './utils/show-odds';
import { RowTable } from './tools/tool-table';
import { RowCountButtons } from './tools/row-count-buttons';

/** Address form: bets joined by "_", a bet's price and probability (%) by "~". */
const DEFAULTS = { mode: 'independent', bets: '2.2~50_3.5~32_1.9~56', frac: '50', bank: '1000' };
const ROUNDS = 100;

const growthText = (g: number) => (Number.isFinite(g) ? `${sharePercent(Math.expm1(g), 3)} per round` : 'can lose the whole bank');

/** How the calculator works, with a worked example. */
function MultiKellyNotes() {
  return (
    <ToolNotes>
      <h2>How it works</h2>
      <p>
        Kelly stakes maximise the expected logarithm of the bank after the bets are settled: the growth rate a bank
        reaches in the long run. For one bet at decimal odds D = b + 1 with chance p that gives (b·p − q) / b. For several
        bets at once, the calculator lists every joint result (for n independent bets all 2ⁿ combinations of wins and
        losses, up to 32,768; for one event, which outcome happens), and finds the stakes f that maximise G = Σ chance ×
        ln(1 + Σ f × profit per pound) with every stake at least 0 and no more than the whole bank staked, by Newton&apos;s
        method; a bet without an edge gets nothing. Your share of Kelly then scales every stake.
      </p>
      <p>
        The single-bet Kellys ignore that the bets share a bank: together they overbet, and with enough bets they add up to
        more than the bank. The cost is the difference in growth at full Kelly: over {ROUNDS} rounds a typical bank ends
        e^(100 × (G single − G joint)) times the joint one. (At a fraction of Kelly both sets of stakes are below the
        best, so the larger single-bet stakes can even grow faster: the comparison is made at full Kelly.) All of this
        assumes your chances are right; errors in them argue for a fraction of Kelly.
      </p>
      <h3>Worked example</h3>
      <p>
        Three independent bets: 2.2 at 50 %, 3.5 at 32 % and 1.9 at 56 %. Alone their Kelly stakes are 8.33 %, 4.80 % and
        7.11 % of the bank; together the best stakes are each a little smaller, as the table shows, because a bad day
        can lose all three at once.
      </p>
    </ToolNotes>
  );
}

type BetText = { price: string; prob: string };

/** The bets: each one's price and win chance, with a bet added or taken away. */
function KellyBets({ rows, parsed, write }: { rows: BetText[]; parsed: { price: ReturnType<typeof parseOdds>; prob: ReturnType<typeof parsePercent> }[]; write: (next: BetText[]) => void }) {
  const id = useId();
  return (
    <>
    <ol className="mt-4 grid gap-3">
      {rows.map((row, i) => (
        <li key={i} className="grid grid-cols-2 gap-3">
          <OddsInput id={`${id}-p${i}`} label={`Bet ${i + 1} price`} value={row.price} parsed={parsed[i].price} onChange={(x) => write(rows.map((y, j) => (j === i ? { ...y, price: x } : y)))} testId={`mk-price-${i + 1}`} />
          <TextField
            id={`${id}-q${i}`}
            label="Win chance (%)"
            value={row.prob}
            onChange={(x) => write(rows.map((y, j) => (j === i ? { ...y, prob: x } : y)))}
            error={parsed[i].prob === null || parsed[i].prob!.n === 0n || parsed[i].prob!.n >= parsed[i].prob!.d ? 'Above 0 and below 100 %.' : null}
            testId={`mk-prob-${i + 1}`}
          />
        </li>
      ))}
    </ol>
    <RowCountButtons rows={rows} min={1} max={MAX_KELLY_BETS} blank={() => ({ price: '2.0', prob: '50' })} onChange={write} add="Add a bet" remove="Remove the last bet" />
    </>
  );
}

export default function MultiKellyCalculatorPage() {
  usePageMeta({
    title: withBrand('Kelly Calculator for Several Bets at Once'),
    description:
      'Kelly stakes for up to 15 simultaneous independent bets or the outcomes of one event, maximising expected log growth numerically, beside the single-bet Kelly stakes and what the difference costs.',
    keywords: ['kelly calculator multiple bets', 'simultaneous kelly', 'kelly criterion portfolio', 'fractional kelly'],
    canonicalPath: linkTo('/betting/multi-kelly-calculator'),
  });
  const id = useId();
  const [format] = useOddsFormat();
  const [v, set] = useToolParams(DEFAULTS);
  const mode: KellyMode = v.mode === 'exclusive' ? 'exclusive' : 'independent';
  const rows = splitList(v.bets).map((b) => {
    const [price = '', prob = ''] = b.split('~');
    return { price, prob };
  });
  const parsed = rows.map((r) => ({ price: parseOdds(r.price), prob: parsePercent(r.prob) }));
  const frac = parsePercent(v.frac);
  const bank = parsePounds(v.bank);
  const write = (next: BetText[]) => set({ bets: joinList(next.map((r) => `${r.price}~${r.prob}`)) });

  const fieldsOk = parsed.every((p) => p.price.ok && p.prob !== null && p.prob.n > 0n && p.prob.n < p.prob.d) && frac !== null && frac.n > 0n;
  const input: MultiKellyInput | null = fieldsOk
    ? { mode, bets: parsed.map((p) => ({ odds: p.price.ok ? p.price.value : 0, probability: toNumber(p.prob!) })), fraction: toNumber(frac!) }
    : null;
  const problem = input ? validateKelly(input) : null;
  const key = input && !problem ? JSON.stringify(input) : null;
  const run = useWorkerRun(key, (ctx) => simulationWorkers().onIdleWorker(ctx.signal, (h) => h.api.multiKelly(input!)));
  const r = key ? run.data : undefined;
  const amountText = (share: number | undefined) => (share === undefined || bank === null ? NO_VALUE : money(roundHalfAway(mul(rat(bank), fromNumber(share)))));
  // The cost of sizing each bet alone, compared at full Kelly (at a fraction, larger naive stakes can look better).
  const cost = r ? (Number.isFinite(r.naiveFullGrowth) ? 1 - Math.exp(ROUNDS * (r.naiveFullGrowth - r.fullGrowth)) : 1) : null;

  return (
    <ToolPage
      title="Kelly for several bets"
      lead="The Kelly criterion sizes one bet at a time. With several bets running at once they share one bank, and the stakes that grow it fastest are smaller than each bet's own Kelly stake. This calculator finds them."
    >
      <section className="card mt-6" aria-labelledby={`${id}-in`} data-testid="mk-inputs">
        <h2 id={`${id}-in`} className="text-lg font-semibold">
          The bets
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <LabelledField id={`${id}-mode`} label="The bets are" labelClassName={LABEL.medium}>
            {(control) => (
              <select {...control} className="input mt-1" value={mode} onChange={(e) => set({ mode: e.target.value })} data-testid="mk-mode">
                <option value="independent">Independent (different events)</option>
                <option value="exclusive">Outcomes of one event (only one can win)</option>
              </select>
            )}
          </LabelledField>
          <TextField id={`${id}-frac`} label="Share of Kelly staked (%)" value={v.frac} onChange={(x) => set({ frac: x })} error={frac === null || frac.n === 0n ? 'From above 0 to 100 % (50 = half Kelly).' : null} testId="mk-fraction" />
          <TextField id={`${id}-bank`} label="Bank (£)" value={v.bank} onChange={(x) => set({ bank: x })} error={bank === null ? 'An amount from 1p, in pounds and pence.' : null} testId="mk-bank" />
        </div>
        <KellyBets rows={rows} parsed={parsed} write={write} />
        {problem ? (
          <p className="mt-3 text-sm text-red-800" data-testid="mk-problem">
            {problem[0].toUpperCase() + problem.slice(1)}.
          </p>
        ) : null}
      </section>

      <section className="mt-6" aria-labelledby={`${id}-out`} data-testid="mk-results">
        <h2 id={`${id}-out`} className="text-xl font-bold">
          Stakes
        </h2>
        <p className="mt-2 text-slate-800" data-testid="mk-summary">
          {r
            ? `At full Kelly, staked together the bank grows by ${growthText(r.fullGrowth)} (typical growth, e^G − 1); the single-bet Kelly stakes ${Number.isFinite(r.naiveFullGrowth) ? `grow it by ${growthText(r.naiveFullGrowth)}` : 'add up to the whole bank or more and can lose all of it'}. At your share of Kelly the joint stakes grow it by ${growthText(r.growth)}.`
            : run.running && key
              ? 'Working it out…'
              : NO_VALUE}
        </p>
        <p className="mt-1 text-slate-800" data-testid="mk-cost">
          {r && cost !== null
            ? `Over ${ROUNDS} rounds at full Kelly, the single-bet stakes leave the typical bank ${cost >= 1 ? 'ruined or nearly so' : cost > 0 ? `${sharePercent(cost, 2)} smaller` : 'no smaller'} than the joint stakes.`
            : null}
        </p>
        <RowTable
          label="Kelly stakes"
          testId="mk-table"
          rowHeader="Bet"
          rows={rows.length}
          columns={[
            { header: 'Joint stake', key: 'joint-stake', numeric: true, cellClassName: 'font-semibold', cellTestId: (i) => `mk-joint-${i + 1}`, cell: (i) => (r ? sharePercent(r.staked[i], 2) : NO_VALUE) },
            { header: 'Amount', numeric: true, cell: (i) => amountText(r?.staked[i]) },
            { header: 'Price', numeric: true, cell: (i) => (parsed[i].price.ok ? showOdds(parsed[i].price.decimal, format) : NO_VALUE) },
            { header: 'Chance', numeric: true, cell: (i) => (parsed[i].prob ? `${fixedHalfUp(toNumber(parsed[i].prob!) * 100, 2)} %` : NO_VALUE) },
            { header: 'Single-bet Kelly', numeric: true, cell: (i) => (r ? sharePercent(r.naive[i], 2) : NO_VALUE) },
            { header: 'Amount', numeric: true, cell: (i) => amountText(r?.naive[i]) },
          ]}
        />
        <p className="mt-2 text-sm text-slate-700">
          Stakes as shares of the bank to 2 decimals; amounts rounded half up to the penny.
        </p>
        <HowItWorks testId="mk-how-it-works">
          <p>
            Worked out in your browser, away from the page itself so it stays responsive
            {r ? `, over ${formatNumber(r.results)} joint results in ${formatNumber(r.iterations)} Newton steps` : ''}: each step
            solves for the stakes where the slope of G is zero (a Cholesky solve of the curvature), then backs off until G
            rises, holds a stake that would go below zero at zero, and stops when no slope is above 10<sup>−12</sup>.
          </p>
        </HowItWorks>
      </section>

      <MultiKellyNotes />
    </ToolPage>
  );
}
