import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LengthStats } from '../../../../../workers/pool/batch';
import { ChartFigure } from '../../../../components/charts/chart-figure';
import { AXIS_LABEL, AXIS_TICK, GRID_COLOR, MARKER_COLOR, SERIES_COLORS, TOOLTIP_STYLE } from '../../../../components/charts/chart-theme';
import { roundTicks } from '../../../../components/charts/round-ticks';
import { lengthChartTop, lengthRows } from '../../utils/game-lengths';

/**
 * Frequency of each game length in shots; the y-axis top is 1.25 x the highest frequency (the spec), with round
 * ticks below it; x ticks at round shot counts; the median marked.
 */
export function GameLengthChart({ lengths, caption = 'Game length distribution' }: { lengths: LengthStats; caption?: string }) {
  const data = lengthRows(lengths.counts, lengths.shortest, lengths.longest);
  const top = lengthChartTop(Math.max(0, ...data.map((d) => d.count)));
  const yTicks = roundTicks(0, top, 5);
  const xTicks = roundTicks(lengths.shortest ?? 0, lengths.longest ?? 1, 6);
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
            ticks={xTicks}
            interval={0}
            tick={AXIS_TICK}
            label={{ value: 'Game length (shots)', position: 'insideBottom', offset: -16, ...AXIS_LABEL }}
          />
          <YAxis
            tick={AXIS_TICK}
            domain={[0, top]}
            ticks={yTicks}
            interval={0}
            allowDecimals={false}
            width={44}
            label={{ value: 'Games', angle: -90, position: 'insideLeft', offset: 10, ...AXIS_LABEL }}
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
