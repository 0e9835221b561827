import { scaleBand, scaleLinear } from 'd3';
import { countText } from '../../../../../common/number-text';
import { BottomAxis, LeftAxis } from '../../../../components/charts/chart-axes';
import { useChartTips } from '../../../../components/charts/chart-tooltip';
import { TipChart } from '../../../../components/charts/tip-chart';

const M = { top: 14, right: 10, bottom: 40, left: 56 };

/** The readout of one over: "Over 12", "8 runs", and its wickets when any fell. */
export function overReadout(over: number, runs: number, wickets: number): string[] {
  return [`Over ${over}`, countText(runs, 'run'), ...(wickets > 0 ? [countText(wickets, 'wicket')] : [])];
}

/**
 * Runs per over of one innings (a Manhattan): a bar per over, and a red dot above it for each wicket that fell
 * in the over. `overs` rows are [over index (0-based), runs, wickets]. Hover, tap or the arrow keys read out an over.
 */
export function ManhattanChart({ overs, width, label, height = 240 }: { overs: [number, number, number][]; width: number; label: string; height?: number }) {
  const w = Math.max(200, width) - M.left - M.right;
  const h = height - M.top - M.bottom;
  const last = overs.length ? Math.max(...overs.map((o) => o[0])) + 1 : 1;
  const band = scaleBand<number>()
    .domain(Array.from({ length: last }, (_, i) => i + 1))
    .range([0, w])
    .paddingInner(0.15);
  const x = scaleLinear().domain([0.5, last + 0.5]).range([0, w]);
  const maxWk = Math.max(0, ...overs.map((o) => o[2]));
  const top = Math.max(6, ...overs.map((o) => o[1]));
  const y = scaleLinear().domain([0, top]).nice().range([h, maxWk * 9]);
  const wickets = overs.reduce((n, o) => n + o[2], 0);
  const bw = Math.max(1, band.bandwidth());
  const tips = useChartTips(
    overs.map(([o, runs, wk]) => ({ x: M.left + (band(o + 1) ?? 0) + bw / 2, y: M.top + y(runs) - wk * 9, lines: overReadout(o + 1, runs, wk) })),
    'x',
  );
  if (!overs.length) return <p className="text-sm text-slate-600">No overs recorded.</p>;
  return (
    <TipChart tips={tips} plotWidth={w} height={height} margin={M} label={`${label}: runs in each of ${last} overs, ${wickets} wickets`} svgData={{ 'data-chart': 'manhattan' }}>
      <LeftAxis scale={y} length={h} label="Runs" gridWidth={w} integer ticks={4} />
      <g transform={`translate(0,${h})`}>
        <BottomAxis scale={x} length={w} label="Over" integer ticks={Math.min(8, last)} />
      </g>
      {overs.map(([o, runs, wk], i) => {
        const bx = band(o + 1) ?? 0;
        return (
          <g key={o}>
            <rect x={bx} y={y(runs)} width={bw} height={h - y(runs)} fill={tips.active === i ? '#134e4a' : '#0f766e'} />
            {Array.from({ length: wk }, (_, k) => (
              <circle key={k} cx={bx + bw / 2} cy={y(runs) - 5 - k * 9} r={Math.min(4, Math.max(2.5, bw / 2))} fill="#dc2626" data-testid="manhattan-wicket" />
            ))}
          </g>
        );
      })}
    </TipChart>
  );
}
