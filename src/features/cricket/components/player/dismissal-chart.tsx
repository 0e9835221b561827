import { max, scaleBand, scaleLinear } from 'd3';
import type { InningsRecord } from '../../api/cricket-types';
import { dismissalCounts } from '../../utils/summarise';
import { percentText } from '../../../../../common/cricket/exact-round';

/** Horizontal bars: how the player's innings ended (not out included). */
export function DismissalChart({ innings, width }: { innings: readonly InningsRecord[]; width: number }) {
  return <KindBars data={dismissalCounts(innings)} width={width} unit="Innings" label="Dismissal types, count of innings" />;
}

/** Horizontal bars of counts by kind, each with its share ("not out" in grey): dismissals, or a bowler's wickets. */
export function KindBars({ data, width, unit, label }: { data: readonly { kind: string; count: number }[]; width: number; unit: string; label: string }) {
  const total = data.reduce((s, d) => s + d.count, 0);
  const labelW = 132;
  const right = 70;
  const w = Math.max(width, 260) - labelW - right;
  const rowH = 26;
  const h = data.length * rowH;
  const x = scaleLinear().domain([0, Math.max(max(data, (d) => d.count) ?? 0, 1)]).range([0, w]);
  const y = scaleBand().domain(data.map((d) => d.kind)).range([0, h]).padding(0.2);
  return (
    <svg width={w + labelW + right} height={h + 24} role="img" aria-label={label}>
      <g transform={`translate(${labelW},4)`}>
        {data.map((d) => (
          <g key={d.kind} transform={`translate(0,${y(d.kind) ?? 0})`}>
            <text x={-8} y={y.bandwidth() / 2} dy="0.32em" textAnchor="end" fontSize={11} fill="#334155">
              {d.kind}
            </text>
            <rect width={x(d.count)} height={y.bandwidth()} fill={d.kind === 'not out' ? '#94a3b8' : '#0f766e'} rx={2} />
            <text x={x(d.count) + 6} y={y.bandwidth() / 2} dy="0.32em" fontSize={11} fill="#334155">
              {d.count} ({total ? percentText(d.count, total, 0) : '0 %'})
            </text>
          </g>
        ))}
        <text x={w / 2} y={h + 16} textAnchor="middle" fontSize={12} fill="#334155" fontWeight={600}>
          {unit}
        </text>
      </g>
    </svg>
  );
}
