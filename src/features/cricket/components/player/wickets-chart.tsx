import { scaleLinear } from 'd3';
import type { BowlingInnings } from '../../api/cricket-types';
import { fmtDate } from '../../utils/summarise';
import { overText } from '../../../../../common/cricket/over-text';
import { BottomAxis, LeftAxis, MARGIN } from '../../../../components/charts/chart-axes';
import { useChartTips } from '../../../../components/charts/chart-tooltip';
import { TipChart } from '../../../../components/charts/tip-chart';

const FIVE = '#b45309';
const BAR = '#0f766e';

/** Wickets in each innings he bowled, in order (one bar per innings; five or more in amber). */
export function WicketsChart({ innings, width, height = 280 }: { innings: readonly BowlingInnings[]; width: number; height?: number }) {
  const w = Math.max(width, 260) - MARGIN.left - MARGIN.right;
  const h = height - MARGIN.top - MARGIN.bottom;
  const n = innings.length;
  const x = scaleLinear().domain([0.5, Math.max(n, 1) + 0.5]).range([0, w]);
  const top = Math.max(5, ...innings.map((r) => r.wickets));
  const y = scaleLinear().domain([0, top]).range([h, 0]);
  const barW = Math.max(1, Math.min(18, (w / Math.max(n, 1)) * 0.8));
  const points = innings.map((r, i) => ({
    x: MARGIN.left + x(i + 1),
    y: MARGIN.top + y(r.wickets),
    lines: [`${r.wickets}/${r.runs} off ${overText(r.balls)} overs`, `v ${r.opposition}, ${r.ground}`, fmtDate(r.match_start_date)],
  }));
  const tips = useChartTips(points, 'x');
  return (
    <TipChart tips={tips} plotWidth={w} height={height} label={`Bar chart of wickets in each of ${n} bowling innings, in order; innings of five or more wickets in amber. Focus and use the arrow keys to read each innings.`}>
      <LeftAxis scale={y} length={h} label="Wickets" gridWidth={w} integer />
      <g transform={`translate(0,${h})`}>
        <BottomAxis scale={x} length={w} label="Bowling innings" integer />
      </g>
      {innings.map((r, i) => (
        <rect
          key={`${r.match_id}-${r.match_inns}`}
          x={x(i + 1) - barW / 2}
          y={y(r.wickets)}
          width={barW}
          height={Math.max(0, h - y(r.wickets))}
          fill={r.wickets >= 5 ? FIVE : BAR}
          opacity={tips.active === null || tips.active === i ? 1 : 0.5}
        />
      ))}
    </TipChart>
  );
}
