import { useId, useMemo, useState } from 'react';
import { line, scaleLinear } from 'd3';
import {
  expectedLogGrowth,
  growthCurve,
  kellyAdvice,
  KELLY_MULTIPLIERS,
  validateKellyInput,
  type KellyMultiplierKey,
} from '../utils/kelly';
import { CHART_FONT, CHART_FONT_MIN, SERIES_COLORS } from '../../../components/charts/chart-theme';
import { useElementWidth } from '../../../hooks/use-element-width';

const pct = (x: number, dp = 2) => `${(x * 100).toFixed(dp)}%`;
const money = (x: number) => `£${x.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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
        <div>
          <label htmlFor={`${id}-odds`} className="block text-sm font-medium text-slate-700">
            Decimal odds
          </label>
          <input id={`${id}-odds`} className="input mt-1" type="number" inputMode="decimal" step={0.01} min={1.01} value={odds} onChange={(e) => setOdds(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-p`} className="block text-sm font-medium text-slate-700">
            Your win probability (%)
          </label>
          <input id={`${id}-p`} className="input mt-1" type="number" inputMode="decimal" step={0.5} min={0} max={100} value={prob} onChange={(e) => setProb(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-bank`} className="block text-sm font-medium text-slate-700">
            Bankroll (£)
          </label>
          <input id={`${id}-bank`} className="input mt-1" type="number" inputMode="decimal" step={10} min={1} value={bankroll} onChange={(e) => setBankroll(e.target.value)} />
        </div>
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
              Kelly fraction {pct(advice.fullFraction)}: at these odds your edge is {pct(advice.edge)} per pound staked, so
              any stake lowers your expected growth. Pass, or look for a better price.
            </p>
          </div>
        )}
        {advice && !advice.noBet && (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat label="Full Kelly" value={pct(advice.fullFraction)} />
            <Stat label={`${multiplier.label} stake`} value={`${money(advice.stake)}`} sub={pct(advice.stakeFraction)} />
            <Stat label="Edge per £1" value={pct(advice.edge)} />
            <Stat
              label="Expected log growth"
              value={advice.growth.toFixed(4)}
              sub={`≈ ${pct(Math.expm1(advice.growth), 3)} per bet`}
            />
          </dl>
        )}
      </div>
      {advice && !advice.noBet && <GrowthChart input={input} full={advice.fullFraction} chosen={advice.stakeFraction} />}
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

const H = 240;
const M = { top: 18, right: 16, bottom: 40, left: 70 };

/** Expected log growth against the stake fraction, drawn in real pixels so its text stays 11-12 px at any width. */
function GrowthChart({ input, full, chosen }: { input: { decimalOdds: number; probability: number }; full: number; chosen: number }) {
  const [ref, W] = useElementWidth<HTMLDivElement>(420);
  const maxF = Math.min(1, Math.max(0.05, full * 2.4));
  const { decimalOdds, probability } = input;
  const curve = useMemo(() => growthCurve({ decimalOdds, probability }, maxF, 120), [decimalOdds, probability, maxF]);
  const gMax = Math.max(...curve.map((p) => p.g));
  const gMin = Math.max(Math.min(...curve.map((p) => p.g)), -gMax * 1.5);
  const x = scaleLinear().domain([0, maxF]).range([M.left, W - M.right]);
  const y = scaleLinear().domain([Math.min(gMin, 0), gMax * 1.15]).range([H - M.bottom, M.top]).nice();
  const path = line<{ f: number; g: number }>()
    .x((p) => x(p.f))
    .y((p) => y(Math.max(p.g, y.domain()[0])))(curve);
  const markers = [
    { f: full, label: 'Full' },
    { f: full / 2, label: 'Half' },
    { f: full / 4, label: 'Quarter' },
  ].filter((m) => m.f <= maxF);
  const colour = SERIES_COLORS[0];
  return (
    <figure className="mt-5">
      <div ref={ref} className="w-full">
      <svg width={W} height={H} className="block" role="img" aria-label={`Expected log growth against stake fraction; it peaks at the full Kelly stake of ${(full * 100).toFixed(1)}%`}>
        <line x1={M.left} x2={W - M.right} y1={y(0)} y2={y(0)} stroke="#94a3b8" strokeDasharray="4 3" />
        {x.ticks(W < 420 ? 4 : 6).map((t) => (
          <g key={t} transform={`translate(${x(t)},${H - M.bottom})`}>
            <line y2={5} stroke="#64748b" />
            <text y={18} textAnchor="middle" fontSize={CHART_FONT_MIN} fill="#475569">{`${Math.round(t * 100)}%`}</text>
          </g>
        ))}
        {y.ticks(4).map((t) => (
          <g key={t} transform={`translate(${M.left},${y(t)})`}>
            <line x2={-5} stroke="#64748b" />
            <text x={-8} dy="0.32em" textAnchor="end" fontSize={CHART_FONT_MIN} fill="#475569">{t.toFixed(3)}</text>
          </g>
        ))}
        <line x1={M.left} x2={M.left} y1={M.top} y2={H - M.bottom} stroke="#64748b" />
        <path d={path ?? ''} fill="none" stroke={colour} strokeWidth={2.5} />
        {markers.map((m) => (
          <g key={m.label} transform={`translate(${x(m.f)},${y(expectedLogGrowth(input, m.f))})`}>
            <circle r={m.f === chosen ? 6 : 4} fill={m.f === chosen ? colour : '#fff'} stroke={colour} strokeWidth={2} />
            <text y={-10} textAnchor="middle" fontSize={CHART_FONT_MIN} fill="#0f172a">{m.label}</text>
          </g>
        ))}
        <text x={(M.left + W - M.right) / 2} y={H - 6} textAnchor="middle" fontSize={CHART_FONT} fill="#334155">Stake as a fraction of bankroll</text>
        <text
          transform={`translate(14,${(M.top + H - M.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize={CHART_FONT}
          fill="#334155"
          data-testid="kelly-y-title"
        >
          Expected log growth per bet
        </text>
      </svg>
      </div>
      <figcaption className="mt-1 text-xs text-slate-600">
        Growth peaks at the full Kelly stake and falls back to zero at about twice it; beyond that, betting more loses money over time even with an edge.
      </figcaption>
    </figure>
  );
}
