import { useId, useMemo } from 'react';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import { useOddsFormat } from '../../lib/odds-format-preference';
import { parseOdds } from '../../../workers/betting/odds-format';
import { parsePercent, parsePounds } from '../../../workers/betting/exact-money';
import { rat } from '../../../workers/betting/bet-returns';
import { hedge, type HedgeInput } from '../../../workers/betting/hedge';
import { LABEL, LabelledField } from '../../components/labelled-field';
import { TextField } from './tools/odds-input';
import { ToolNotes, ToolPage } from './tools/tool-page';
import { NO_VALUE } from './tools/tool-input';
import { ToolTable } from './tools/tool-table';
import { joinList, splitList, useToolParams } from './utils/tool-params';
import { money, signedMoney } from './utils/money-text';
import { showOdds } from './utils/show-odds';
import { optionalOdds, OutcomeRows, PositionRows, type OutcomeText, type PositionText } from './hedge/hedge-inputs';

/** Address form: rows joined by "_", a row's fields by "~". */
const DEFAULTS = { pos: '0~back~3.0~20', mkt: 'Arsenal~~1.50_Not Arsenal~~', comm: '2', budget: '500', goal: 'equal', on: '0', lock: '5' };

const fields = (row: string, n: number) => {
  const f = row.split('~');
  return Array.from({ length: n }, (_, i) => f[i] ?? '');
};

function HedgeNotes() {
  return (
    <ToolNotes>
      <h2>How it works</h2>
      <p>
        Every bet you hold pays something on each outcome: a back of stake S at odds D makes S × (D − 1) if its outcome happens and loses S otherwise; a lay
        of a backer&apos;s stake S loses the liability S × (D − 1) if its outcome happens and keeps S, less the exchange&apos;s commission, otherwise. New backs and
        lays at today&apos;s prices add to those amounts in straight lines, so finding the stakes that make the worst outcome as good as it can be is a small
        linear programme. The calculator solves it exactly in fractions (the simplex method), then, among the stakes that reach that best worst outcome, takes
        those that put up the least money, and rounds each stake to the penny.
      </p>
      <p>
        &ldquo;Lock&rdquo; asks for at least your amount on every outcome and the most possible on the outcome you choose: a partial cash-out that lets one side
        run. If no stakes can lock that much, the page says the most that can be locked. Commission is taken from each winning lay and each winning exchange
        back on its own; an exchange that charges on the market&apos;s net winnings charges a little less.
      </p>
      <h3>Worked example</h3>
      <p>
        £20 backed on Arsenal at 3.0; Arsenal now lay at 1.50 with 2 % commission. A lay of y levels the two outcomes when 40 − 0.5y = −20 + 0.98y, so y =
        60 / 1.48 = £40.54 and either way you make £19.73. That is the lay calculator&apos;s D × S / (L − c).
      </p>
    </ToolNotes>
  );
}

export default function HedgeCalculatorPage() {
  usePageMeta({
    title: withBrand('Hedge Calculator: Lock In a Profit on Any Bets'),
    description:
      'Hedge any open bets, backs and lays on one market, with today’s prices: the stakes that make the worst outcome as good as possible, or lock an amount and let one side run, exchange commission included.',
    keywords: ['hedge calculator', 'hedge bet calculator', 'green up calculator', 'lock in profit betting', 'cash out calculator'],
    canonicalPath: linkTo('/betting/hedge-calculator'),
  });
  const id = useId();
  const [format] = useOddsFormat();
  const [v, set] = useToolParams(DEFAULTS);
  const outcomes: OutcomeText[] = splitList(v.mkt).map((r) => {
    const [name, back, lay] = fields(r, 3);
    return { name, back, lay };
  });
  const positions: PositionText[] = splitList(v.pos).map((r) => {
    const [outcome, side, odds, stake] = fields(r, 4);
    return { outcome, side: side === 'lay' ? 'lay' : 'back', odds, stake };
  });
  const clean = (t: string) => t.replace(/[_~]/g, ' ');
  const writeOutcomes = (next: OutcomeText[]) => set({ mkt: joinList(next.map((o) => [clean(o.name), clean(o.back), clean(o.lay)].join('~'))) });
  const writePositions = (next: PositionText[]) => set({ pos: joinList(next.map((p) => [p.outcome, p.side, clean(p.odds), clean(p.stake)].join('~'))) });
  const comm = parsePercent(v.comm, 50);
  const budget = parsePounds(v.budget, { allowZero: true });
  const lock = parsePounds(v.lock, { allowZero: true });
  const on = Math.min(Math.max(Number(v.on) || 0, 0), outcomes.length - 1);
  const names = outcomes.map((o, i) => o.name.trim() || `Outcome ${i + 1}`);

  const input: HedgeInput | null = useMemo(() => {
    const pos = positions.map((p) => ({ odds: parseOdds(p.odds), stake: parsePounds(p.stake), outcome: Number(p.outcome) }));
    const prices = outcomes.map((o) => ({ back: optionalOdds(o.back), lay: optionalOdds(o.lay) }));
    if (pos.some((p) => !p.odds.ok || p.stake === null) || prices.some((p) => (p.back && !p.back.ok) || (p.lay && !p.lay.ok)) || comm === null || budget === null) return null;
    if (v.goal === 'lock' && lock === null) return null;
    return {
      outcomes: outcomes.length,
      positions: pos.map((p) => ({ outcome: p.outcome, side: 'back' as const, odds: p.odds.ok ? p.odds.decimal : rat(2), stakePence: p.stake! })).map((p, i) => ({ ...p, side: positions[i].side === 'lay' ? ('lay' as const) : ('back' as const) })),
      prices: prices.map((p) => ({ back: p.back && p.back.ok ? p.back.decimal : null, lay: p.lay && p.lay.ok ? p.lay.decimal : null })),
      commission: comm,
      budgetPence: budget,
      goal: v.goal === 'lock' ? { kind: 'lock', outcome: on, lockPence: lock! } : { kind: 'equal' },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [v.pos, v.mkt, v.comm, v.budget, v.goal, v.on, v.lock]);
  const r = input ? hedge(input) : null;

  return (
    <ToolPage
      title="Hedge calculator"
      lead="Ahead on a bet and want to keep some of it whatever happens? Enter the bets you hold on one market and today's prices: the calculator finds the backs and lays that make your worst outcome as good as it can be, or lock an amount and let one side run."
    >
      <section className="card mt-6" aria-labelledby={`${id}-pos`} data-testid="hedge-positions">
        <h2 id={`${id}-pos`} className="text-lg font-semibold">
          The bets you hold
        </h2>
        <PositionRows rows={positions} outcomes={outcomes} write={writePositions} />
      </section>
      <section className="card mt-4" aria-labelledby={`${id}-mkt`} data-testid="hedge-market">
        <h2 id={`${id}-mkt`} className="text-lg font-semibold">
          The market now
        </h2>
        <p className="mt-1 text-sm text-slate-700">Every outcome of the market (one must happen), with the prices you can back or lay at now; leave a price blank if it is not offered.</p>
        <OutcomeRows rows={outcomes} write={writeOutcomes} />
        <div className="mt-4 grid grid-cols-2 gap-3">
          <TextField id={`${id}-comm`} label="Exchange commission (%)" value={v.comm} onChange={(x) => set({ comm: x })} error={comm === null ? 'From 0 to 50 %.' : r && !r.ok && r.field === 'commission' ? r.message : null} testId="hedge-commission" />
          <TextField id={`${id}-budget`} label="Most to put up (£)" value={v.budget} onChange={(x) => set({ budget: x })} error={budget === null ? 'An amount from £0: new stakes plus lay liabilities.' : null} testId="hedge-budget" />
        </div>
      </section>
      <GoalInputs v={v} set={set} names={names} on={on} lockError={lock === null ? 'An amount from £0.' : r && !r.ok && r.field === 'goal' ? r.message : null} problem={r && !r.ok && (r.field === 'positions' || r.field === 'prices') ? r.message : null} />
      <section className="mt-6" aria-labelledby={`${id}-out`} data-testid="hedge-results">
        <h2 id={`${id}-out`} className="text-xl font-bold">
          The hedge
        </h2>
        <p className="mt-2 text-slate-800" data-testid="hedge-summary">
          {!r || !r.ok
            ? NO_VALUE
            : r.bets.length === 0
              ? 'No bet at today’s prices does better than what you hold: leave it as it is.'
              : r.bets.map((b) => `${b.side === 'back' ? 'Back' : 'Lay'} ${names[b.outcome]} at ${showOdds(b.odds, format)} for ${money(b.stakePence)}${b.side === 'lay' ? ` (liability ${money(b.riskPence)})` : ''}`).join('; ') + '.'}
        </p>
        {r && r.ok && r.budgetBinding ? <p className="mt-1 text-sm text-amber-900">That uses all the money you allowed: a larger amount would do better.</p> : null}
        <ToolTable label="Profit by outcome" testId="hedge-table">
          <thead>
            <tr>
              <th scope="col">If this happens</th>
              <th scope="col" className="num" data-column="after" data-key-column="">
                After the hedge
              </th>
              <th scope="col" className="num">Now</th>
            </tr>
          </thead>
          <tbody>
            {names.map((n, i) => (
              <tr key={i} data-testid={`hedge-row-${i + 1}`}>
                <th scope="row">{n}</th>
                <td className="num font-semibold">{r && r.ok ? signedMoney(r.afterPence[i]) : NO_VALUE}</td>
                <td className="num">{r && r.ok ? signedMoney(r.beforePence[i]) : NO_VALUE}</td>
              </tr>
            ))}
          </tbody>
        </ToolTable>
        <p className="mt-2 text-sm text-slate-700">Profit of all your bets together, from the stakes rounded to the penny; commission taken off winning lays.</p>
      </section>
      <HedgeNotes />
    </ToolPage>
  );
}

type Values = Record<keyof typeof DEFAULTS, string>;

/** The goal: the best worst outcome, or an amount locked on all and the rest on one. */
function GoalInputs({ v, set, names, on, lockError, problem }: { v: Values; set: (c: Partial<Values>) => void; names: string[]; on: number; lockError: string | null; problem: string | null }) {
  const id = useId();
  return (
    <section className="card mt-4" aria-labelledby={`${id}-goal`} data-testid="hedge-goal">
      <h2 id={`${id}-goal`} className="text-lg font-semibold">
        What you want
      </h2>
      <div className="mt-2 grid gap-2 text-sm">
        <label className="flex items-center gap-2">
          <input type="radio" name={`${id}-g`} checked={v.goal !== 'lock'} onChange={() => set({ goal: 'equal' })} data-testid="hedge-goal-equal" />
          The worst outcome as good as it can be
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name={`${id}-g`} checked={v.goal === 'lock'} onChange={() => set({ goal: 'lock' })} data-testid="hedge-goal-lock" />
          Lock an amount on every outcome, the rest on one
        </label>
      </div>
      {v.goal === 'lock' ? (
        <div className="mt-3 grid grid-cols-2 gap-3">
          <TextField id={`${id}-lock`} label="Lock (£)" value={v.lock} onChange={(x) => set({ lock: x })} error={lockError} testId="hedge-lock" />
          <LabelledField id={`${id}-on`} label="The rest on" labelClassName={LABEL.medium}>
            {(control) => (
              <select {...control} className="input mt-1" value={String(on)} onChange={(e) => set({ on: e.target.value })} data-testid="hedge-on">
                {names.map((n, i) => (
                  <option key={i} value={String(i)}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
        </div>
      ) : null}
      {problem ? (
        <p className="mt-3 text-sm text-red-800" data-testid="hedge-problem">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
