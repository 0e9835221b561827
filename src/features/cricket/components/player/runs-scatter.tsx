import { max, scaleLinear } from 'd3';
import { useMemo } from 'react';
import type { InningsRecord } from '../../api/cricket-types';
import { fmtDate } from '../../utils/summarise';
import { BottomAxis, LeftAxis, MARGIN } from '../../../../components/charts/chart-axes';
import { useChartTips } from '../../../../components/charts/chart-tooltip';
import { TipChart } from '../../../../components/charts/tip-chart';

/** Balls faced (x) against runs (y), one dot per innings, dashed line at 100 runs. */
export function RunsScatter({ innings, width, height = 300 }: { innings: readonly InningsRecord[]; width: number; height?: number }) {
  const batted = useMemo(() => innings.filter((r) => r.did_bat), [innings]);
  const w = Math.max(width, 260) - MARGIN.left - MARGIN.right;
  const h = height - MARGIN.top - MARGIN.bottom;
  const x = scaleLinear().domain([0, Math.max(max(batted, (r) => r.balls_faced) ?? 0, 50)]).nice().range([0, w]);
  const y = scaleLinear().domain([0, Math.max(max(batted, (r) => r.runs) ?? 0, 110)]).nice().range([h, 0]);
  const points = batted.map((r) => ({
    x: MARGIN.left + x(r.balls_faced),
    y: MARGIN.top + y(r.runs),
    lines: [`${r.runs}${r.is_out ? '' : '*'} off ${r.balls_faced} balls`, `v ${r.opposition}`, fmtDate(r.match_start_date)],
  }));
  const tips = useChartTips(points, 'xy');
  return (
    <TipChart tips={tips} plotWidth={w} height={height} label={`Scatter of runs against balls faced for ${batted.length} innings, with a dashed line at 100 runs. Focus and use the arrow keys to read each innings.`}>
      <LeftAxis scale={y} length={h} label="Runs" gridWidth={w} />
      <g transform={`translate(0,${h})`}>
        <BottomAxis scale={x} length={w} label="Balls faced" />
      </g>
      <line x1={0} x2={w} y1={y(100)} y2={y(100)} stroke="#b91c1c" strokeWidth={1.5} strokeDasharray="6 4" data-testid="hundred-line" />
      <text x={w - 4} y={y(100) - 5} textAnchor="end" fontSize={11} fill="#b91c1c">
        100 runs
      </text>
      {batted.map((r, i) => (
        <circle
          key={`${r.match_id}-${r.match_inns}-${i}`}
          cx={x(r.balls_faced)}
          cy={y(r.runs)}
          r={tips.active === i ? 6 : 3.5}
          fill={r.is_out ? '#059669' : 'white'}
          stroke={tips.active === i ? '#0f172a' : '#047857'}
          strokeWidth={tips.active === i ? 2 : 1.2}
          fillOpacity={0.75}
        />
      ))}
    </TipChart>
  );
}
