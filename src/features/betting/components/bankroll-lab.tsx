import { lazy, startTransition, Suspense, useId, useState } from 'react';
import { RunStatus } from '../../../components/run-status';
import { SeededRun } from '../../../components/seed-control';
import { LABEL, LabelledField } from '../../../components/labelled-field';
import { useUrlParams } from '../../../hooks/use-url-params';
import { useWorkerRun } from '../../../hooks/use-worker-run';
import { parseSeed } from '../../../lib/seed';
import { freshSeed } from '../../../../workers/core/rng';
import { simulationWorkers } from '../../../../workers/runtime/simulation-workers';
import { runBankrollOnWorkers } from '../../../../workers/betting/bankroll-scatter';
import {
  BANKROLL_LIMITS as L,
  bankrollRows,
  kellyStake,
  validateBankroll,
  type BankrollOptions,
  type BankrollSummary,
} from '../../../../workers/betting/bankroll';
import { NO_VALUE } from '../tools/tool-input';
import { parseOdds } from '../../../../workers/betting/odds-format';
import { formatNumber, sharePercent } from '../../../../common/number-text';
import { HowItWorks } from '../../../components/how-it-works';
import { ToolTable } from '../tools/tool-table';

const BankrollChart = lazy(() => import('./bankroll-chart'));

/** Address-bar names (prefixed so they never meet the article's other parameters) and defaults. */
const P = { odds: 'lab_odds', prob: 'lab_p', fractions: 'lab_f', fixed: 'lab_fixed', commission: 'lab_c', bets: 'lab_bets', bettors: 'lab_n', seed: 'lab_seed' } as const;
const D = { odds: '2.2', prob: '50', fractions: '1,0.5,0.25', fixed: '', commission: '0', bets: String(L.bets.default), bettors: String(L.bettors.default) };
const list = (t: string) => (t.trim() === '' ? [] : t.split(',').map(num));

const num = (t: string) => (/^\s*\d+(\.\d+)?\s*$/.test(t) ? Number(t) : NaN);
const int = (t: string) => (/^\s*\d+\s*$/.test(t) ? Number(t) : NaN);

type LabText = Record<'odds' | 'prob' | 'fractions' | 'fixed' | 'commission' | 'bets' | 'bettors', string>;

/**
 * The lab's settings as typed (from the address bar, else the defaults), which of them are refused, and the
 * simulation's options once all are fine and a seed is set.
 */
function useLabSettings() {
  const { search, update } = useUrlParams();
  const q = new URLSearchParams(search);
  const text: LabText = {
    odds: q.get(P.odds) ?? D.odds,
    prob: q.get(P.prob) ?? D.prob,
    fractions: q.get(P.fractions) ?? D.fractions,
    fixed: q.get(P.fixed) ?? D.fixed,
    commission: q.get(P.commission) ?? D.commission,
    bets: q.get(P.bets) ?? D.bets,
    bettors: q.get(P.bettors) ?? D.bettors,
  };
  const seed = parseSeed(q.get(P.seed));
  const set = (k: keyof LabText, v: string) => update({ [P[k]]: v === D[k] ? null : v });

  const oddsRead = parseOdds(text.odds);
  const odds = oddsRead.ok ? oddsRead.value : NaN;
  const probability = num(text.prob) / 100;
  const fractions = list(text.fractions);
  const fixedStakes = list(text.fixed).map((x) => x / 100);
  const commission = num(text.commission) / 100;
  const bets = int(text.bets);
  const bettors = int(text.bettors);
  const bad: Record<keyof LabText, boolean> = {
    odds: !(odds > 1 && odds <= 1000),
    prob: !(probability > 0 && probability < 1),
    fractions: fractions.length + fixedStakes.length < 1 || fractions.length + fixedStakes.length > L.fractions.most || fractions.some((f) => !(f >= L.fractions.min && f <= L.fractions.max)),
    fixed: fixedStakes.some((f) => !(f >= L.fixed.min && f <= L.fixed.max)) || fractions.length + fixedStakes.length > L.fractions.most,
    commission: !(commission >= 0 && commission <= L.commission.max),
    bets: !(bets >= L.bets.min && bets <= L.bets.max),
    bettors: !(bettors >= L.bettors.min && bettors <= L.bettors.max),
  };
  const options: BankrollOptions | null = Object.values(bad).some(Boolean) || seed === null ? null : { odds, probability, fractions, fixedStakes, commission, bets, bettors, seed };
  const kelly = !bad.odds && !bad.prob && !bad.commission ? kellyStake(1 + (odds - 1) * (1 - commission), probability) : null;
  return { text, bad, seed, set, update, options, kelly };
}

/** The lab's seven settings; a refused one is marked invalid. */
function LabFields({ text, bad, set }: { text: LabText; bad: Record<keyof LabText, boolean>; set: (k: keyof LabText, v: string) => void }) {
  const id = useId();
  const field = (k: keyof LabText, label: string, extra: Record<string, unknown>) => (
    // A column: the label takes the free height, so the inputs of a row line up whatever their labels wrap to.
    <LabelledField id={`${id}-${k}`} label={label} className="flex flex-col justify-end" labelClassName={LABEL.medium}>
      {(control) => (
        <input {...control} className="input mt-1" inputMode="decimal" required={bad[k]} aria-invalid={bad[k]} value={text[k]} onChange={(e) => set(k, e.target.value)} data-testid={`lab-${k}`} {...extra} />
      )}
    </LabelledField>
  );
  return (
    <div className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {field('odds', 'Odds (any format)', { type: 'text', autoComplete: 'off' })}
      {field('prob', 'Your win probability (%)', { type: 'number', min: 0.1, max: 99.9, step: 'any' })}
      {field('commission', 'Exchange commission on winnings (%)', { type: 'number', min: 0, max: 50, step: 'any' })}
      {field('fractions', 'Fractions of Kelly (comma-separated)', { type: 'text' })}
      {field('fixed', 'Fixed stakes, % of the starting bank (comma-separated)', { type: 'text', placeholder: 'e.g. 2' })}
      {field('bets', 'Bets per bettor', { type: 'number', min: L.bets.min, max: L.bets.max, step: 1 })}
      {field('bettors', 'Bettors', { type: 'number', min: L.bettors.min, max: L.bettors.max, step: 1 })}
    </div>
  );
}

/** Two strategies compared on the same simulated wins and losses: the share of bettors ahead under each. */
function HeadToHead({ summary }: { summary: BankrollSummary }) {
  const [pair, setPair] = useState<[number, number]>([0, 1]);
  const names = summary.fractions.map((f) => f.label);
  const [ai, bi] = [Math.min(pair[0], names.length - 1), Math.min(pair[1], names.length - 1)];
  if (names.length < 2) return null;
  const choice = (label: string, value: number, onChange: (i: number) => void, testId: string) => (
    <LabelledField label={label} className="contents" labelClassName="">
      {(control) => (
        <select {...control} className="input w-auto" value={value} onChange={(e) => onChange(Number(e.target.value))} data-testid={testId}>
          {names.map((n, i) => (
            <option key={n} value={i}>
              {n}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
  return (
    <div className="mt-4" data-testid="lab-h2h">
      <h4 className="font-semibold">Two strategies on the same wins and losses</h4>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        {choice('Compare', ai, (i) => setPair([i, bi]), 'lab-h2h-a')}
        {choice('with', bi, (i) => setPair([ai, i]), 'lab-h2h-b')}
      </div>
      <p className="mt-2 text-slate-800" data-testid="lab-h2h-text">
        {ai === bi
          ? 'Pick two different strategies.'
          : `Of the same ${formatNumber(summary.bettors)} bettors (the same seed, the same results), ${sharePercent(summary.ahead[ai][bi], 1)} end with more under ${names[ai]}, ${sharePercent(summary.ahead[bi][ai], 1)} with more under ${names[bi]}, and ${sharePercent(Math.max(0, 1 - summary.ahead[ai][bi] - summary.ahead[bi][ai]), 1)} level.`}
      </p>
    </div>
  );
}

/** A run's figures: the table by strategy, the chart, the expected growth and the head-to-head. */
function LabResults({ summary }: { summary: BankrollSummary }) {
  const rows = bankrollRows(summary);
  return (
    <div className="mt-4">
      <ToolTable label="Bankroll lab results" testId="lab-table" className="">
        <caption className="sr-only">Final bank and risks by fraction of Kelly</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left">Staking</th>
            <th scope="col" className="num" data-column="median-final" data-key-column="">
              Median final bank
            </th>
            <th scope="col" className="num">Stake</th>
            <th scope="col" className="num">5th–95th percentile</th>
            <th scope="col" className="num">Ever halved</th>
            <th scope="col" className="num">Ends below start</th>
            <th scope="col" className="num">Ruined</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.fraction}>
              <th scope="row" className="whitespace-nowrap text-left font-semibold">{r.fraction}</th>
              <td className="num font-semibold">{r.medianFinal}</td>
              <td className="num">{r.stake}</td>
              <td className="num whitespace-nowrap">{r.band}</td>
              <td className="num">{r.everHalved}</td>
              <td className="num">{r.endBelowStart}</td>
              <td className="num">{r.ruined}</td>
            </tr>
          ))}
        </tbody>
      </ToolTable>
      <Suspense fallback={<div style={{ height: 320 }} />}>
        <div className="mt-4">
          <BankrollChart summary={summary} />
        </div>
      </Suspense>
      <p className="mt-2 text-sm text-slate-700">
        Expected log growth per bet (closed form, then simulated): {rows.filter((r) => r.growth !== null).map((r) => `${r.fraction} ${r.growth}`).join('; ') || NO_VALUE}.
      </p>
      <HeadToHead summary={summary} />
    </div>
  );
}

/**
 * The bankroll lab: N seeded bettors × B bets at the visitor's odds and probability, staking fractions of
 * Kelly, simulated on the simulation workers (workers/betting/bankroll.ts). The whole state, the seed
 * included, is in the address bar; a link with a seed runs the same simulation and shows the same figures as
 * `npm run sim -- bankroll` with those settings.
 */
export function BankrollLab() {
  const id = useId();
  const { text, bad, seed, set, update, options, kelly } = useLabSettings();
  const problem = options ? validateBankroll(options) : null;
  const key = options && !problem ? JSON.stringify(options) : null;
  const run = useWorkerRun(key, (ctx) => runBankrollOnWorkers(simulationWorkers(), options!, { signal: ctx.signal, onProgress: ctx.onProgress }));
  const summary = key ? run.data : undefined;

  return (
    <section className="card not-prose my-6" aria-labelledby={`${id}-title`} data-testid="bankroll-lab" data-toc-skip>
      <h3 id={`${id}-title`} className="!mt-0 text-lg font-semibold">
        Bankroll lab: simulate many bettors
      </h3>
      <LabFields text={text} bad={bad} set={set} />
      <p className="mt-2 text-sm text-slate-700">
        Kelly stake at these odds (after commission): <strong data-testid="lab-kelly">{kelly === null ? NO_VALUE : kelly <= 0 ? 'no bet (no edge)' : `${sharePercent(kelly, 2)} of the bank`}</strong>. Fractions from{' '}
        {L.fractions.min} to {L.fractions.max} (1 = full, 0.5 = half, 0.25 = quarter); fixed stakes from 0.1 to 50 % of the starting bank; up to {L.fractions.most} strategies in all.
      </p>
      <SeededRun
        seed={seed === null ? null : String(seed)}
        label="Run the simulation"
        againLabel="Run again with a new code"
        what="bettors and results"
        testId="lab"
        running={run.running}
        onRun={() => startTransition(() => update({ [P.seed]: String(freshSeed()) }, { push: true }))}
        onCancel={() => update({ [P.seed]: null })}
      />
      {problem ? <p className="mt-2 text-sm text-red-800">{problem}.</p> : null}
      {key ? (
        <div className="mt-3">
          <RunStatus running={run.running} hasData={!!summary} progress={run.progress} error={run.error} label={`Simulating ${text.bettors} bettors × ${text.bets} bets...`} />
        </div>
      ) : null}
      {summary ? <LabResults summary={summary} /> : null}
      <p className="mt-3 text-sm text-slate-700">
        Every bettor starts with a bank of 1 and stakes the same fraction of the current bank on each bet; a win
        multiplies the bank by 1 + stake × (odds − 1) × (1 − commission), a loss by 1 − stake. A fixed stake is the same
        amount on every bet (a share of the starting bank) until the bank can no longer cover it: that bettor is ruined
        and stops. All strategies see the same wins and losses, so they differ only by the stake. The same settings and
        seed always give the same figures, so a run can be repeated exactly (the address bar keeps them: share the link).
      </p>
      <HowItWorks testId="bankroll-how-it-works">
        <p>
          Bettor i draws from stream i of the seed, so the numbers do not depend on how many workers share the run.
          Percentiles are exact for the simulated bettors (the ⌈q × N⌉-th smallest bank at each of about 50 checkpoints,
          read from the count of bettors with each number of wins); &ldquo;ever halved&rdquo; checks every bet.
        </p>
      </HowItWorks>
    </section>
  );
}
