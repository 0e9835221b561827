import { useMemo } from 'react';
// From the d3 package (d3-scale and d3-shape are not direct dependencies); the build's chunk groups keep this to
// the scale and shape chunks (vite.config.ts).
import { line, scaleLinear } from 'd3';
import { expectedLogGrowth, growthCurve } from '../utils/kelly';
import { CHART_FONT, CHART_FONT_MIN, SERIES_COLORS } from '../../../components/charts/chart-theme';
import { useElementWidth } from '../../../hooks/use-element-width';
import { GROWTH_CHART_HEIGHT } from './kelly-growth-chart-size';
import { sharePercent, fixedHalfUp } from '../../../../common/number-text';

const H = GROWTH_CHART_HEIGHT;
const M = { top: 18, right: 16, bottom: 40, left: 70 };

/** Expected log growth against the stake fraction, drawn in real pixels so its text stays 11-12 px at any width. */
export default function KellyGrowthChart({ input, full, chosen }: { input: { decimalOdds: number; probability: number }; full: number; chosen: number }) {
  const [ref, measured] = useElementWidth<HTMLDivElement>();
  const W = measured ?? 0;
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
    <div ref={ref} className="w-full" style={{ height: GROWTH_CHART_HEIGHT }}>
      {measured !== null && (
<svg width={W} height={H} className="block max-w-full" role="img" aria-label={`Expected log growth against stake fraction; it peaks at the full Kelly stake of ${sharePercent(full, 1)}`}>
        <line x1={M.left} x2={W - M.right} y1={y(0)} y2={y(0)} stroke="#94a3b8" strokeDasharray="4 3" />
        {x.ticks(W < 420 ? 4 : 6).map((t) => (
          <g key={t} transform={`translate(${x(t)},${H - M.bottom})`}>
            <line y2={5} stroke="#64748b" />
            <text y={18} textAnchor="middle" fontSize={CHART_FONT_MIN} fill="#475569">{sharePercent(t, 0)}</text>
          </g>
        ))}
        {y.ticks(4).map((t) => (
          <g key={t} transform={`translate(${M.left},${y(t)})`}>
            <line x2={-5} stroke="#64748b" />
            <text x={-8} dy="0.32em" textAnchor="end" fontSize={CHART_FONT_MIN} fill="#475569">{fixedHalfUp(t, 3)}</text>
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
)}
    </div>
  );
}
