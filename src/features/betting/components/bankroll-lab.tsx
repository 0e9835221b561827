import { lazy, startTransition, Suspense, useId, useState } from 'react';
import { RunStatus } from '../../../components/run-status';
import { ReplayCode } from '../../../components/seed-control';
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
} from '../../../../workers/betting/bankroll';
import { NO_VALUE } from '../tools/tool-input';
import { parseOdds } from '../../../../workers/betting/odds-format';
import { formatNumber, sharePercent } from '../../../../common/number-text';
import { HowItWorks } from '../../../components/how-it-works';

const BankrollChart = lazy(() => import('./bankroll-chart'));

/** Address-bar names (prefixed so they never meet the article's other parameters) and defaults. */
const P = { odds: 'lab_odds', prob: 'lab_p', fractions: 'lab_f', fixed: 'lab_fixed', commission: 'lab_c', bets: 'lab_bets', bettors: 'lab_n', seed: 'lab_seed' } as const;
const D = { odds: '2.2', prob: '50', fractions: '1,0.5,0.25', fixed: '', commission: '0', bets: String(L.bets.default), bettors: String(L.bettors.default) };
const list = (t: string) => (t.trim() === '' ? [] : t.split(',').map(num));

const num = (t: string) => (/^\s*\d+(\.\d+)?\s*$/.test(t) ? Number(t) : NaN);
const int = (t: string) => (/^\s*\d+\s*$/.test(t) ? Number(t) : NaN);

/**
 * The bankroll lab: N seeded bettors × B bets at the visitor's odds and probability, staking fractions of
 * Kelly, simulated on the simulation workers (workers/betting/bankroll.ts). The whole state, the seed
 * included, is in the address bar; a link with a seed runs the same simulation and shows the same figures as
 * `npm run sim -- bankroll` with those settings.
 */
export function BankrollLab() {
  const id = useId();
  const { search, update } = useUrlParams();
  const q = new URLSearchParams(search);
  const text = {
    odds: q.get(P.odds) ?? D.odds,
    prob: q.get(P.prob) ?? D.prob,
    fractions: q.get(P.fractions) ?? D.fractions,
    fixed: q.get(P.fixed) ?? D.fixed,
    commission: q.get(P.commission) ?? D.commission,
    bets: q.get(P.bets) ?? D.bets,
    bettors: q.get(P.bettors) ?? D.bettors,
  };
  const seed = parseSeed(q.get(P.seed));
  const set = (k: keyof typeof text) => (v: string) => update({ [P[k]]: v === D[k] ? null : v });

  const oddsRead = parseOdds(text.odds);
  const odds = oddsRead.ok ? oddsRead.value : NaN;
  const probability = num(text.prob) / 100;
  const fractions = list(text.fractions);
  const fixedStakes = list(text.fixed).map((x) => x / 100);
  const commission = num(text.commission) / 100;
  const bets = int(text.bets);
  const bettors = int(text.bettors);
  const bad = {
    odds: !(odds > 1 && odds <= 1000),
    prob: !(probability > 0 && probability < 1),
    fractions: fractions.length + fixedStakes.length < 1 || fractions.length + fixedStakes.length > L.fractions.most || fractions.some((f) => !(f >= L.fractions.min && f <= L.fractions.max)),
    fixed: fixedStakes.some((f) => !(f >= L.fixed.min && f <= L.fixed.max)) || fractions.length + fixedStakes.length > L.fractions.most,
    commission: !(commission >= 0 && commission <= L.commission.max),
    bets: !(bets >= L.bets.min && bets <= L.bets.max),
    bettors: !(bettors >= L.bettors.min && bettors <= L.bettors.max),
  };
  const options: BankrollOptions | null = Object.values(bad).some(Boolean) || seed === null ? null : { odds, probability, fractions, fixedStakes, commission, bets, bettors, seed };
  const problem = options ? validateBankroll(options) : null;
  const key = options && !problem ? JSON.stringify(options) : null;
  const run = useWorkerRun(key, (ctx) => runBankrollOnWorkers(simulationWorkers(), options!, { signal: ctx.signal, onProgress: ctx.onProgress }));
  const summary = key ? run.data : undefined;
  const rows = summary ? bankrollRows(summary) : null;
  const kelly = !bad.odds && !bad.prob && !bad.commission ? kellyStake(1 + (odds - 1) * (1 - commission), probability) : null;
  const [pair, setPair] = useState<[number, number]>([0, 1]);
  const names = summary ? summary.fractions.map((f) => f.label) : [];
  const [ai, bi] = [Math.min(pair[0], names.length - 1), Math.min(pair[1], names.length - 1)];

  const field = (k: keyof typeof text, label: string, extra: Record<string, unknown>) => (
    // A column: the label takes the free height, so the inputs of a row line up whatever their labels wrap to.
    <div className="flex flex-col justify-end">
      <label htmlFor={`${id}-${k}`} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`${id}-${k}`}
        className="input mt-1"
        inputMode="decimal"
        required={bad[k]}
        aria-invalid={bad[k]}
        value={text[k]}
        onChange={(e) => set(k)(e.target.value)}
        data-testid={`lab-${k}`}
        {...extra}
      />
    </div>
  );

  return (
    <section className="card not-prose my-6" aria-labelledby={`${id}-title`} data-testid="bankroll-lab" data-toc-skip>
      <h3 id={`${id}-title`} className="!mt-0 text-lg font-semibold">
        Bankroll lab: simulate many bettors
      </h3>
      <div className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {field('odds', 'Odds (any format)', { type: 'text', autoComplete: 'off' })}
        {field('prob', 'Your win probability (%)', { type: 'number', min: 0.1, max: 99.9, step: 'any' })}
        {field('commission', 'Exchange commission on winnings (%)', { type: 'number', min: 0, max: 50, step: 'any' })}
        {field('fractions', 'Fractions of Kelly (comma-separated)', { type: 'text' })}
        {field('fixed', 'Fixed stakes, % of the starting bank (comma-separated)', { type: 'text', placeholder: 'e.g. 2' })}
        {field('bets', 'Bets per bettor', { type: 'number', min: L.bets.min, max: L.bets.max, step: 1 })}
        {field('bettors', 'Bettors', { type: 'number', min: L.bettors.min, max: L.bettors.max, step: 1 })}
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Kelly stake at these odds (after commission): <strong data-testid="lab-kelly">{kelly === null ? NO_VALUE : kelly <= 0 ? 'no bet (no edge)' : `${sharePercent(kelly, 2)} of the bank`}</strong>. Fractions from{' '}
        {L.fractions.min} to {L.fractions.max} (1 = full, 0.5 = half, 0.25 = quarter); fixed stakes from 0.1 to 50 % of the starting bank; up to {L.fractions.most} strategies in all.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary" onClick={() => startTransition(() => update({ [P.seed]: String(freshSeed()) }, { push: true }))} data-testid="lab-run">
          {seed === null ? 'Run the simulation' : 'Run again with a new code'}
        </button>
        {seed !== null ? (
          <>
            <span className="text-sm text-slate-700">
              <ReplayCode code={seed} what="bettors and results" testId="lab-seed" />
            </span>
            {run.running ? (
              <button type="button" className="btn-secondary" onClick={() => update({ [P.seed]: null })}>
                Cancel
              </button>
            ) : null}
          </>
        ) : null}
      </div>
      {problem ? <p className="mt-2 text-sm text-red-800">{problem}.</p> : null}
      {key ? (
        <div className="mt-3">
          <RunStatus running={run.running} hasData={!!summary} progress={run.progress} error={run.error} label={`Simulating ${text.bettors} bettors × ${text.bets} bets...`} />
        </div>
      ) : null}
      {rows && summary ? (
        <div className="mt-4">
          <div className="overflow-x-auto rounded-lg border border-slate-200" role="region" aria-label="Bankroll lab results" tabIndex={0}>
            <table className="data-table tool-table" data-testid="lab-table">
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
            </table>
          </div>
          <Suspense fallback={<div style={{ height: 320 }} />}>
            <div className="mt-4">
              <BankrollChart summary={summary} />
            </div>
          </Suspense>
          <p className="mt-2 text-sm text-slate-700">
            Expected log growth per bet (closed form, then simulated): {rows.filter((r) => r.growth !== null).map((r) => `${r.fraction} ${r.growth}`).join('; ') || NO_VALUE}.
          </p>
          {names.length >= 2 ? (
            <div className="mt-4" data-testid="lab-h2h">
              <h4 className="font-semibold">Two strategies on the same wins and losses</h4>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                <label htmlFor={`${id}-a`}>Compare</label>
                <select id={`${id}-a`} className="input w-auto" value={ai} onChange={(e) => setPair([Number(e.target.value), bi])} data-testid="lab-h2h-a">
                  {names.map((n, i) => (
                    <option key={n} value={i}>
                      {n}
                    </option>
                  ))}
                </select>
                <label htmlFor={`${id}-b`}>with</label>
                <select id={`${id}-b`} className="input w-auto" value={bi} onChange={(e) => setPair([ai, Number(e.target.value)])} data-testid="lab-h2h-b">
                  {names.map((n, i) => (
                    <option key={n} value={i}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
              <p className="mt-2 text-slate-800" data-testid="lab-h2h-text">
                {ai === bi
                  ? 'Pick two different strategies.'
                  : `Of the same ${formatNumber(summary.bettors)} bettors (the same seed, the same results), ${sharePercent(summary.ahead[ai][bi], 1)} end with more under ${names[ai]}, ${sharePercent(summary.ahead[bi][ai], 1)} with more under ${names[bi]}, and ${sharePercent(Math.max(0, 1 - summary.ahead[ai][bi] - summary.ahead[bi][ai]), 1)} level.`}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
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
