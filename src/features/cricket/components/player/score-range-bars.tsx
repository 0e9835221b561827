import { max, scaleBand, scaleLinear } from 'd3';
import type { InningsRecord } from '../../api/cricket-types';
import { binCounts } from '../../utils/summarise';
import { percentText } from '../../../../../common/cricket/exact-round';
import { LeftAxis, MARGIN } from '../../../../components/charts/chart-axes';
import { CHART_FONT_MIN } from '../../../../components/charts/chart-theme';
import { useChartTips } from '../../../../components/charts/chart-tooltip';
import { TipChart } from '../../../../components/charts/tip-chart';

/** The y axis top for score-range bars: 1.1 x the largest count (at least 1.1). */
export const scoreRangeTop = (innings: readonly InningsRecord[]) => 1.1 * Math.max(max(binCounts(innings), (d) => d.count) ?? 0, 1);

/**
 * Innings per score range (0-9 ... 90-99, 100+); the y axis tops out at 1.1 x the largest count, or at `yTop`
 * when given (two players' charts share one scale).
 */
export function ScoreRangeBars({
  innings,
  width,
  height = 280,
  color = '#059669',
  yTop,
}: {
  innings: readonly InningsRecord[];
  width: number;
  height?: number;
  color?: string;
  yTop?: number;
}) {
  const data = binCounts(innings);
  const total = data.reduce((s, d) => s + d.count, 0);
  const w = Math.max(width, 260) - MARGIN.left - MARGIN.right;
  const h = height - MARGIN.top - MARGIN.bottom;
  const top = yTop ?? scoreRangeTop(innings);
  const x = scaleBand().domain(data.map((d) => d.bin)).range([0, w]).padding(0.15);
  const y = scaleLinear().domain([0, top]).range([h, 0]);
  const narrow = w < 420;
  const points = data.map((d) => ({
    x: MARGIN.left + (x(d.bin) ?? 0) + x.bandwidth() / 2,
    y: MARGIN.top + y(d.count),
    lines: [`${d.bin} runs`, `${d.count} innings${total ? ` (${percentText(d.count, total, 0)})` : ''}`],
  }));
  const tips = useChartTips(points, 'x');
  return (
    <TipChart tips={tips} plotWidth={w} height={height} label="Bar chart of innings per score range" svgData={{ 'data-y-top': top.toFixed(2) }}>
      <LeftAxis scale={y} length={h} label="Innings" gridWidth={w} integer />
      <line x1={0} x2={w} y1={h} y2={h} stroke="#475569" />
      {data.map((d, i) => (
        <g key={d.bin} transform={`translate(${x(d.bin) ?? 0},0)`}>
          <rect y={y(d.count)} width={x.bandwidth()} height={h - y(d.count)} fill={color} rx={2} opacity={tips.active === null || tips.active === i ? 1 : 0.55} />
          {d.count > 0 && (
            <text x={x.bandwidth() / 2} y={y(d.count) - 4} textAnchor="middle" fontSize={CHART_FONT_MIN} fill="#334155">
              {d.count}
            </text>
          )}
          <text
            transform={narrow ? `translate(${x.bandwidth() / 2},${h + 8}) rotate(45)` : `translate(${x.bandwidth() / 2},${h + 16})`}
            textAnchor={narrow ? 'start' : 'middle'}
            fontSize={CHART_FONT_MIN}
            fill="#475569"
          >
            {d.bin}
          </text>
        </g>
      ))}
      <text x={w / 2} y={h + 40} textAnchor="middle" fontSize={12} fill="#334155" fontWeight={600}>
        {narrow ? '' : 'Score range'}
      </text>
    </TipChart>
  );
}
