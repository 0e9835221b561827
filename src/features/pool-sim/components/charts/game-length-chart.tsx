import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LengthStats } from '../../../../../workers/pool/batch';
import { ChartFigure } from '../../../../components/charts/chart-figure';
import { AXIS_TICK, GRID_COLOR, MARKER_COLOR, SERIES_COLORS, TOOLTIP_STYLE } from '../../../../components/charts/chart-theme';
import { lengthChartTop, lengthRows } from '../../utils/game-lengths';

/** Frequency of each game length in shots; the y-axis top is 1.25 x the highest frequency; the median marked. */
export function GameLengthChart({ lengths, caption = 'Game length distribution' }: { lengths: LengthStats; caption?: string }) {
  const data = lengthRows(lengths.counts, lengths.shortest, lengths.longest);
  const top = lengthChartTop(Math.max(0, ...data.map((d) => d.count)));
  return (
    <ChartFigure caption={caption} testId="game-length-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 20, right: 8, bottom: 28, left: 4 }} barCategoryGap={1}>
          <CartesianGrid stroke={GRID_COLOR} vertical={false} />
          <XAxis
            dataKey="length"
            type="number"
            domain={[(lengths.shortest ?? 0) - 0.5, (lengths.longest ?? 1) + 0.5]}
            allowDecimals={false}
            tick={AXIS_TICK}
            label={{ value: 'Game length (shots)', position: 'insideBottom', offset: -16, fill: '#334155', fontSize: 12 }}
          />
          <YAxis
            tick={AXIS_TICK}
            domain={[0, top]}
            allowDecimals={false}
            width={44}
            label={{ value: 'Games', angle: -90, position: 'insideLeft', offset: 10, fill: '#334155', fontSize: 12 }}
          />
          <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(l) => `${l} shots`} formatter={(v) => [`${v} games`, 'Frequency']} />
          <Bar dataKey="count" name="Games" fill={SERIES_COLORS[0]} isAnimationActive={false} />
          {lengths.median != null ? (
            <ReferenceLine
              x={lengths.median}
              stroke={MARKER_COLOR}
              strokeDasharray="4 3"
              strokeWidth={2}
              label={{ value: `median ${lengths.median}`, position: 'top', fill: MARKER_COLOR, fontSize: 12 }}
            />
          ) : null}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
