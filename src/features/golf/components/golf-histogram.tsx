import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { AXIS_LABEL, AXIS_TICK, GRID_COLOR, MARKER_COLOR, SERIES_COLORS, TOOLTIP_STYLE } from '../../../components/charts/chart-theme';
import { roundTicks } from '../../../components/charts/round-ticks';
import type { GolfResult } from '../../../../workers/golf/round-simulator';

/** Rounds per score, with a marker at the average. */
export function GolfHistogram({ result }: { result: GolfResult }) {
  const average = result.average;
  // One score only (spread 0): recharts sizes bars from the gap between neighbouring points, so a
  // lone point draws no bar; empty neighbours on both sides give it the width of one stroke.
  const data =
    result.histogram.length > 1
      ? result.histogram
      : [{ score: result.min - 1, count: 0 }, ...result.histogram, { score: result.max + 1, count: 0 }];
  const lo = Math.min(data[0].score, Math.floor(average));
  const hi = Math.max(data[data.length - 1].score, Math.ceil(average));
  // Round ticks on both axes; the y-axis top is 1.25 x the tallest bar, as on the pool game-length chart.
  const top = Math.max(1, Math.ceil(1.25 * Math.max(0, ...data.map((d) => d.count))));
  const xTicks = roundTicks(lo, hi, 6);
  const yTicks = roundTicks(0, top, 5);
  return (
    <ChartFigure caption="Score distribution" testId="golf-histogram">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 24, right: 12, bottom: 28, left: 4 }} barCategoryGap={2}>
          <CartesianGrid stroke={GRID_COLOR} vertical={false} />
          <XAxis
            dataKey="score"
            type="number"
            domain={[lo - 0.5, hi + 0.5]}
            allowDecimals={false}
            tick={AXIS_TICK}
            ticks={xTicks}
            interval={0}
            label={{ value: 'Round score (strokes)', position: 'insideBottom', offset: -16, ...AXIS_LABEL }}
          />
          <YAxis
            tick={AXIS_TICK}
            domain={[0, top]}
            ticks={yTicks}
            interval={0}
            allowDecimals={false}
            width={44}
            label={{ value: 'Rounds', angle: -90, position: 'insideLeft', offset: 10, ...AXIS_LABEL }}
          />
          <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(l) => `Score ${l}`} formatter={(v) => [`${v} rounds`, 'Frequency']} />
          <Bar dataKey="count" name="Rounds" fill={SERIES_COLORS[0]} isAnimationActive={false} />
          <ReferenceLine
            x={average}
            stroke={MARKER_COLOR}
            strokeWidth={2}
            strokeDasharray="5 3"
            label={{ value: `average ${average}`, position: 'top', fill: MARKER_COLOR, fontSize: 12 }}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
