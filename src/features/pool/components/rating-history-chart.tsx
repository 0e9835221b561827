import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_LABEL, AXIS_TICK, GRID_COLOR, TOOLTIP_STYLE, seriesColor, seriesDash } from '../../../components/charts/chart-theme';
import { roundTicks } from '../../../components/charts/round-ticks';

export interface RatingSeries {
  id: number;
  name: string;
  points: { x: number; rating: number }[];
}


/**
 * Ratings over time (x = game number at the end of each session the player played). One line per series.
 */
export function RatingHistoryChart({ series, height = 300, xLabel = 'Game number (end of session)' }: { series: RatingSeries[]; height?: number; xLabel?: string }) {
  const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
  const byX = new Map(xs.map((x) => [x, { x } as Record<string, number>]));
  for (const s of series) for (const p of s.points) byX.get(p.x)![`p${s.id}`] = Math.round(p.rating * 100) / 100;
  const data = [...byX.values()];
  const values = series.flatMap((s) => s.points.map((p) => p.rating));
  const lo = Math.floor(Math.min(50, ...values) / 5) * 5;
  const hi = Math.ceil(Math.max(50, ...values) / 5) * 5;
  const step = hi - lo > 40 ? 10 : 5;
  const ticks: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi; t += step) ticks.push(t);
  return (
    <div style={{ width: '100%', height }} data-testid="rating-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 10, right: 16, bottom: 28, left: 8 }}>
          <CartesianGrid stroke={GRID_COLOR} />
          <XAxis
            dataKey="x"
            type="number"
            domain={['dataMin', 'dataMax']}
            ticks={roundTicks(xs[0] ?? 0, xs[xs.length - 1] ?? 1, 6)}
            interval={0}
            tick={AXIS_TICK}
            label={{ value: xLabel, position: 'insideBottom', offset: -16, ...AXIS_LABEL }}
          />
          <YAxis
            domain={[lo, hi]}
            ticks={ticks}
            tick={AXIS_TICK}
            width={44}
            label={{ value: 'Rating', angle: -90, position: 'insideLeft', offset: 10, ...AXIS_LABEL }}
          />
          <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(v) => (typeof v === 'number' ? v.toFixed(2) : String(v))} labelFormatter={(x) => `Game #${x}`} />
          {series.length > 1 ? <Legend verticalAlign="top" wrapperStyle={{ fontSize: 12 }} /> : null}
          {series.map((s, i) => (
            <Line
              key={s.id}
              dataKey={`p${s.id}`}
              name={s.name}
              stroke={seriesColor(i)}
              strokeDasharray={seriesDash(i)}
              strokeWidth={2}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
