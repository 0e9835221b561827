import { Bar, BarChart, CartesianGrid, Cell, Line, ComposedChart, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis, ReferenceLine } from 'recharts';
import type { DiffBin } from '../../../../workers/ratings/prediction-tables';
import type { CalibrationBin } from '../../../../workers/ratings/win-probability';
import { AXIS_LABEL, AXIS_TICK, GRID_COLOR, SERIES_COLORS, TOOLTIP_STYLE } from '../../../components/charts/chart-theme';
import { roundTicks } from '../../../components/charts/round-ticks';

const tick = AXIS_TICK;
/** Favourite wins and upsets: the palette's blue and vermillion (told apart with colour-vision deficiencies). */
export const FAVOURITE_WON = SERIES_COLORS[0];
export const UNDERDOG_WON = SERIES_COLORS[1];

/** Histogram of the winner's pre-match rating minus the loser's; bars right of 0 are favourite wins. */
export function DiffHistogram({ bins }: { bins: DiffBin[] }) {
  const data = bins.map((b) => ({ mid: (b.from + b.to) / 2, label: `${b.from.toFixed(1)} to ${b.to.toFixed(1)}`, count: b.count }));
  const lo = bins.length ? bins[0].from : -1;
  const hi = bins.length ? bins[bins.length - 1].to : 1;
  return (
    <div style={{ width: '100%', height: 280 }} data-testid="diff-histogram">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 10, right: 16, bottom: 28, left: 8 }} barCategoryGap={1}>
          <CartesianGrid stroke={GRID_COLOR} vertical={false} />
          <XAxis
            dataKey="mid"
            type="number"
            domain={[lo, hi]}
            ticks={roundTicks(lo, hi, 6, false)}
            interval={0}
            tick={tick}
            tickFormatter={(v: number) => String(Math.round(v * 10) / 10)}
            label={{ value: "Winner's pre-match rating minus loser's", position: 'insideBottom', offset: -16, ...AXIS_LABEL }}
          />
          <YAxis tick={tick} width={40} allowDecimals={false} label={{ value: 'Matches', angle: -90, position: 'insideLeft', offset: 10, ...AXIS_LABEL }} />
          <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(_, p) => (p?.[0]?.payload as { label?: string } | undefined)?.label ?? ''} />
          <Bar dataKey="count" name="Matches" isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.mid} fill={d.mid > 0 ? FAVOURITE_WON : d.mid < 0 ? UNDERDOG_WON : '#6B7280'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Calibration: predicted chance of the favourite against how often favourites won, per 5-point bin. */
export function CalibrationChart({ bins }: { bins: CalibrationBin[] }) {
  const data = bins
    .filter((b) => b.count > 0)
    .map((b) => ({ predicted: Math.round(b.predicted! * 10) / 10, observed: Math.round(b.observed! * 10) / 10, count: b.count }));
  const diagonal = [
    { predicted: 50, ideal: 50 },
    { predicted: 100, ideal: 100 },
  ];
  return (
    <div style={{ width: '100%', height: 300 }} data-testid="calibration-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart margin={{ top: 10, right: 16, bottom: 28, left: 8 }}>
          <CartesianGrid stroke={GRID_COLOR} />
          <XAxis
            dataKey="predicted"
            type="number"
            domain={[50, 100]}
            ticks={[50, 60, 70, 80, 90, 100]}
            tick={tick}
            label={{ value: 'Predicted chance of the favourite (%)', position: 'insideBottom', offset: -16, ...AXIS_LABEL }}
          />
          <YAxis
            type="number"
            domain={[0, 100]}
            ticks={[0, 20, 40, 60, 80, 100]}
            tick={tick}
            width={44}
            label={{ value: 'Favourites won (%)', angle: -90, position: 'insideLeft', offset: 10, ...AXIS_LABEL }}
          />
          <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(v, n) => [`${v}%`, n]} labelFormatter={() => ''} />
          <ReferenceLine y={50} stroke="#cbd5e1" />
          <Line data={diagonal} dataKey="ideal" name="Perfect calibration" stroke="#94a3b8" strokeDasharray="5 5" dot={false} isAnimationActive={false} />
          <Scatter data={data} dataKey="observed" name="Observed" fill={FAVOURITE_WON} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
