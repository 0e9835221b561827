import type { LengthStats } from '../../../../../workers/frame-model/batch';
import { SERIES_COLORS } from '../../../../components/charts/chart-theme';
import { HistogramChart } from '../../../../components/charts/histogram-chart';
import { roundTicks } from '../../../../components/charts/round-ticks';
import { lengthChartTop, lengthRows } from '../../utils/game-lengths';

const SERIES = [{ name: 'Frequency', color: SERIES_COLORS[0] }];

/**
 * Frequency of each game length in shots; the y-axis top is 1.25 x the highest frequency (the spec), with round
 * ticks below it; x ticks at round shot counts; the median marked.
 */
export function GameLengthChart({ lengths, caption = 'Game length distribution' }: { lengths: LengthStats; caption?: string }) {
  const data = lengthRows(lengths.counts, lengths.shortest, lengths.longest);
  const top = lengthChartTop(Math.max(0, ...data.map((d) => d.count)));
  const lo = lengths.shortest ?? 0;
  const hi = lengths.longest ?? 1;
  return (
    <HistogramChart
      caption={caption}
      testId="game-length-chart"
      bins={data.map((d) => ({ x: d.length, values: [d.count], label: `${d.length} shots` }))}
      binWidth={1}
      series={SERIES}
      xDomain={[lo - 0.5, hi + 0.5]}
      xTicks={roundTicks(lo, hi, 6)}
      yTop={top}
      yTicks={roundTicks(0, top, 5)}
      xLabel="Game length (shots)"
      yLabel="Games"
      valueText={(v) => `${v} games`}
      marker={lengths.median != null ? { x: lengths.median, label: `median ${lengths.median}` } : undefined}
    />
  );
}
