import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../../../components/charts/chart-figure';
import { AXIS_TICK, GRID_COLOR, SERIES_COLORS, TOOLTIP_STYLE } from '../../../../components/charts/chart-theme';
import type { LeagueSummaryRow } from '../../../../../workers/league/league';

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** Each player's chance of every finishing position, as a stacked 100 % bar per player. */
export function PositionChanceChart({ rows }: { rows: LeagueSummaryRow[] }) {
  const positions = rows.length;
  const data = [...rows]
    .sort((a, b) => a.playerId - b.playerId)
    .map((r) => {
      const d: Record<string, number | string> = { name: `Player ${r.playerId}` };
      r.positionChances.forEach((c, i) => (d[`p${i + 1}`] = Number(c.toFixed(1))));
      return d;
    });
  return (
    <ChartFigure caption="Chance of each finishing position" height={Math.max(240, 36 * positions + 90)} testId="position-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 12, bottom: 24, left: 4 }}>
          <CartesianGrid stroke={GRID_COLOR} horizontal={false} />
          <XAxis
            type="number"
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tick={AXIS_TICK}
            unit=" %"
            label={{ value: 'Chance (%)', position: 'insideBottom', offset: -12, fill: '#334155', fontSize: 12 }}
          />
          <YAxis type="category" dataKey="name" tick={AXIS_TICK} width={70} />
          <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(v, name) => [`${v} %`, name]} />
          <Legend verticalAlign="top" height={positions > 6 ? 44 : 28} wrapperStyle={{ fontSize: 12 }} />
          {Array.from({ length: positions }, (_, i) => (
            <Bar
              key={i}
              dataKey={`p${i + 1}`}
              name={ordinal(i + 1)}
              stackId="pos"
              fill={SERIES_COLORS[i % SERIES_COLORS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
