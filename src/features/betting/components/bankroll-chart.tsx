import { line, area, scaleLinear, scaleLog } from 'd3';
import type { BankrollSummary } from '../../../../workers/betting/bankroll';
import { CHART_FONT, CHART_FONT_MIN, seriesColor, seriesDash } from '../../../components/charts/chart-theme';
import { ChartTooltip, useChartTips } from '../../../components/charts/chart-tooltip';
import { useElementWidth } from '../../../hooks/use-element-width';
import { formatNumber } from '../../../../common/number-text';

/** A bank as a multiple of the start: "1.23×", "0.0041×", "1,250×". */
export function bankText(v: number): string {
  return v >= 100 ? `${formatNumber(v)}×` : v >= 0.01 || v === 0 ? `${formatNumber(v, 2, 2)}×` : `${formatNumber(v, 4, 2)}×`;
}

const H = 320;
const M = { top: 16, right: 16, bottom: 42, left: 58 };

/**
 * Median bank (line) and the 5th-95th percentile band (shaded) at each checkpoint, one colour per fraction,
 * on a log scale (start = 1). Drawn in real pixels so its text stays 11-12 px at any width. Hover, tap or the arrow
 * keys read out every strategy's median and band at a checkpoint.
 */
export default function BankrollChart({ summary }: { summary: BankrollSummary }) {
  const [ref, measured] = useElementWidth<HTMLDivElement>();
  const W = measured ?? 0;
  const cps = Array.from(summary.checkpoints);
  let lo = 1;
  let hi = 1;
  for (const f of summary.fractions) {
    for (let i = 0; i < cps.length; i++) {
      if (f.p5[i] > 0) lo = Math.min(lo, f.p5[i]); // a ruined fixed-stake bank (0) is drawn at the bottom edge
      hi = Math.max(hi, f.p95[i]);
    }
  }
  lo = Math.max(lo, 1e-6);
  const x = scaleLinear().domain([0, summary.bets]).range([M.left, W - M.right]);
  const y = scaleLog().domain([lo / 1.2, hi * 1.2]).range([H - M.bottom, M.top]);
  const ticks = y.ticks(5).filter((t) => String(t)[0] === '1' || y.ticks(5).length <= 6);
  const tips = useChartTips(
    measured === null
      ? []
      : cps.map((c, i) => ({
          x: x(c),
          y: y(Math.max(lo, summary.fractions[0]?.p50[i] ?? 1)),
          lines: [`After ${formatNumber(c)} bets`, ...summary.fractions.map((f) => `${f.label}: ${bankText(f.p50[i])} (${bankText(f.p5[i])} to ${bankText(f.p95[i])})`)],
        })),
    'x',
  );
  return (
    <div className="w-full">
      <div ref={ref} className="relative w-full" style={{ height: H }}>
      {measured !== null && (
<svg
        width={W}
        height={H}
        {...tips.svgProps}
        className={`block max-w-full ${tips.svgProps.className}`}
        role="img"
        aria-label={`Bank over ${summary.bets} bets by staking strategy: median and 5th to 95th percentile band, log scale. Arrow keys read out each checkpoint.`}
        data-chart="bankroll"
      >
        {ticks.map((t) => (
          <g key={t} transform={`translate(${M.left},${y(t)})`}>
            <line x2={W - M.left - M.right} stroke={t === 1 ? '#94a3b8' : '#e2e8f0'} strokeDasharray={t === 1 ? '4 3' : undefined} />
            <text x={-6} dy="0.32em" textAnchor="end" fontSize={CHART_FONT_MIN} fill="#475569">
              {t >= 1 ? `${formatNumber(t)}×` : `${t}×`}
            </text>
          </g>
        ))}
        {x.ticks(W < 420 ? 4 : 6).map((t) => (
          <g key={t} transform={`translate(${x(t)},${H - M.bottom})`}>
            <line y2={5} stroke="#64748b" />
            <text y={18} textAnchor="middle" fontSize={CHART_FONT_MIN} fill="#475569">
              {t}
            </text>
          </g>
        ))}
        {summary.fractions.map((f, k) => {
          const band = area<number>()
            .x((i) => x(cps[i]))
            .y0((i) => y(Math.max(lo, f.p5[i])))
            .y1((i) => y(f.p95[i]))(cps.map((_, i) => i));
          const mid = line<number>()
            .x((i) => x(cps[i]))
            .y((i) => y(Math.max(lo, f.p50[i])))(cps.map((_, i) => i));
          return (
            <g key={f.label}>
              <path d={band ?? ''} fill={seriesColor(k)} opacity={0.12} />
              <path d={mid ?? ''} fill="none" stroke={seriesColor(k)} strokeWidth={2.5} strokeDasharray={seriesDash(k)} />
            </g>
          );
        })}
        {tips.point ? <line x1={tips.point.x} x2={tips.point.x} y1={M.top} y2={H - M.bottom} stroke="#0f172a" strokeDasharray="3 3" /> : null}
        <text x={(M.left + W - M.right) / 2} y={H - 6} textAnchor="middle" fontSize={CHART_FONT} fill="#334155">
          Bets placed
        </text>
        <text transform={`translate(13,${(M.top + H - M.bottom) / 2}) rotate(-90)`} textAnchor="middle" fontSize={CHART_FONT} fill="#334155">
          Bank (× start, log scale)
        </text>
      </svg>
)}
      {measured !== null ? <ChartTooltip point={tips.point} width={W} /> : null}
      </div>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800" aria-hidden="true">
        {summary.fractions.map((f, k) => (
          <li key={f.label} className="flex items-center gap-1">
            <span className="inline-block h-1 w-5" style={{ background: seriesColor(k) }} /> {f.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
