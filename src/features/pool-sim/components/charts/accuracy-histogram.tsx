import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../../../components/charts/chart-figure';
import { AXIS_TICK, GRID_COLOR, SERIES_COLORS, TOOLTIP_STYLE } from '../../../../components/charts/chart-theme';
import { PLAYER_KEYS, PLAYER_LABEL, type PlayerKey } from '../../types';

/** Per-game accuracy distribution: 50 bins of 2 % over 0-100 %, one bar series per player. */
export function AccuracyHistogram({ bins }: { bins: Record<PlayerKey, ArrayLike<number>> }) {
  const n = bins.player1.length;
  const width = 100 / n;
  const data = Array.from({ length: n }, (_, i) => ({
    bin: (i + 0.5) * width,
    label: `${(i * width).toFixed(0)}-${((i + 1) * width).toFixed(0)} %`,
    player1: bins.player1[i],
    player2: bins.player2[i],
  }));
  return (
    <ChartFigure caption="Accuracy distribution (share of shots made per game)" testId="accuracy-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 28, left: 4 }} barCategoryGap={0} barGap={0}>
          <CartesianGrid stroke={GRID_COLOR} vertical={false} />
          <XAxis
            dataKey="bin"
            type="number"
            domain={[0, 100]}
            tick={AXIS_TICK}
            ticks={[0, 20, 40, 60, 80, 100]}
            label={{ value: 'Game accuracy (%)', position: 'insideBottom', offset: -16, fill: '#334155', fontSize: 12 }}
          />
          <YAxis tick={AXIS_TICK} allowDecimals={false} width={44} label={{ value: 'Games', angle: -90, position: 'insideLeft', offset: 10, fill: '#334155', fontSize: 12 }} />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            labelFormatter={(_, payload) => (payload?.[0]?.payload as { label?: string } | undefined)?.label ?? ''}
            formatter={(v, name) => [`${v} games`, name]}
          />
          <Legend verticalAlign="top" height={28} wrapperStyle={{ fontSize: 13 }} />
          {PLAYER_KEYS.map((p, i) => (
            <Bar key={p} dataKey={p} name={PLAYER_LABEL[p]} fill={SERIES_COLORS[i]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
