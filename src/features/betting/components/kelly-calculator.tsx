import { lazy, Suspense, useId, useState } from 'react';
import {
  kellyAdvice,
  KELLY_MULTIPLIERS,
  validateKellyInput,
  type KellyMultiplierKey,
} from '../utils/kelly';
import { GROWTH_CHART_HEIGHT } from './kelly-growth-chart-size';
import { formatMoney as money, fixedHalfUp } from '../../../../common/number-text';
import { sharePercent } from '../../../../common/number-text';
import { LABEL, LabelledField } from '../../../components/labelled-field';

const KellyGrowthChart = lazy(() => import('./kelly-growth-chart'));

export function KellyCalculator() {
  const id = useId();
  const [odds, setOdds] = useState('2.2');
  const [prob, setProb] = useState('50');
  const [bankroll, setBankroll] = useState('1000');
  const [mult, setMult] = useState<KellyMultiplierKey>('half');

  const input = { decimalOdds: Number(odds), probability: Number(prob) / 100 };
  const bankrollValue = Number(bankroll);
  const error =
    odds.trim() === '' || prob.trim() === ''
      ? 'Enter the decimal odds and your win probability.'
      : validateKellyInput(input) ??
        (bankroll.trim() === '' || !Number.isFinite(bankrollValue) || bankrollValue <= 0
          ? 'Bankroll must be a positive amount.'
          : null);
  const multiplier = KELLY_MULTIPLIERS.find((m) => m.key === mult)!;
  const advice = error ? null : kellyAdvice(input, multiplier.multiplier, bankrollValue);

  return (
    <section className="card not-prose my-6" aria-labelledby={`${id}-title`} data-testid="kelly-calculator" data-toc-skip>
      <h3 id={`${id}-title`} className="!mt-0 text-lg font-semibold">
        Kelly stake calculator
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <LabelledField id={`${id}-odds`} label="Decimal odds" labelClassName={LABEL.medium}>
          {(control) => (
            <input {...control} className="input mt-1" type="number" inputMode="decimal" step={0.01} min={1.01} value={odds} onChange={(e) => setOdds(e.target.value)} />
          )}
        </LabelledField>
        <LabelledField id={`${id}-p`} label="Your win probability (%)" labelClassName={LABEL.medium}>
          {(control) => (
            <input {...control} className="input mt-1" type="number" inputMode="decimal" step={0.5} min={0} max={100} value={prob} onChange={(e) => setProb(e.target.value)} />
          )}
        </LabelledField>
        <LabelledField id={`${id}-bank`} label="Bankroll (£)" labelClassName={LABEL.medium}>
          {(control) => (
            <input {...control} className="input mt-1" type="number" inputMode="decimal" step={10} min={1} value={bankroll} onChange={(e) => setBankroll(e.target.value)} />
          )}
        </LabelledField>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-700">Fraction of Kelly to stake</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {KELLY_MULTIPLIERS.map((m) => (
            <label
              key={m.key}
              className={`cursor-pointer rounded-full border px-3 py-1 text-sm font-medium has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600 ${
                mult === m.key ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-300 bg-white text-slate-800'
              }`}
            >
              <input type="radio" name={`${id}-mult`} value={m.key} checked={mult === m.key} onChange={() => setMult(m.key)} className="sr-only" />
              {m.label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-5" aria-live="polite" data-testid="kelly-result">
        {error && <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">{error}</p>}
        {advice && advice.noBet && (
          <div className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-900">
            <p className="text-lg font-bold">No bet</p>
            <p className="mt-1 text-sm">
              Kelly fraction {sharePercent(advice.fullFraction, 2)}: at these odds your edge is {sharePercent(advice.edge, 2)} per pound staked, so
              any stake lowers your expected growth. Pass, or look for a better price.
            </p>
          </div>
        )}
        {advice && !advice.noBet && (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat label="Full Kelly" value={sharePercent(advice.fullFraction, 2)} />
            <Stat label={`${multiplier.label} stake`} value={`${money(advice.stake)}`} sub={sharePercent(advice.stakeFraction, 2)} />
            <Stat label="Edge per £1" value={sharePercent(advice.edge, 2)} />
            <Stat
              label="Expected log growth"
              value={fixedHalfUp(advice.growth, 4)}
              sub={`≈ ${sharePercent(Math.expm1(advice.growth), 3)} per bet`}
            />
          </dl>
        )}
      </div>
      {advice && !advice.noBet && (
        <figure className="mt-5">
          {/* The chart's d3 code loads on its own so the article never waits for it; the placeholder keeps the
              chart's exact height, so nothing moves when it arrives. */}
          <Suspense fallback={<div className="w-full" style={{ height: GROWTH_CHART_HEIGHT }} />}>
            <KellyGrowthChart input={input} full={advice.fullFraction} chosen={advice.stakeFraction} />
          </Suspense>
          <figcaption className="mt-1 text-xs text-slate-600">
            Growth peaks at the full Kelly stake and falls back to zero at about twice it; beyond that, betting more loses money over time even with an edge.
          </figcaption>
        </figure>
      )}
    </section>
  );
}

function Stat({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">{value}</dd>
      {sub && <dd className="text-xs text-slate-600">{sub}</dd>}
    </div>
  );
}

