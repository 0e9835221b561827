import { SERIES_COLORS } from '../../../components/charts/chart-theme';
import { HistogramChart } from '../../../components/charts/histogram-chart';
import { roundTicks } from '../../../components/charts/round-ticks';
import type { GolfResult } from '../../../../workers/golf/round-simulator';

const SERIES = [{ name: 'Frequency', color: SERIES_COLORS[0] }];

/** Rounds per score, with a marker at the average. */
export function GolfHistogram({ result }: { result: GolfResult }) {
  const average = result.average;
  const data = result.histogram;
  const lo = Math.min(data[0]?.score ?? result.min, Math.floor(average));
  const hi = Math.max(data[data.length - 1]?.score ?? result.max, Math.ceil(average));
  // Round ticks on both axes; the y-axis top is 1.25 x the tallest bar, as on the pool game-length chart. A single
  // score (spread 0) still gets a bar one stroke wide: the x-axis always spans at least one score either side.
  const top = Math.max(1, Math.ceil(1.25 * Math.max(0, ...data.map((d) => d.count))));
  const x0 = lo === hi ? lo - 1 : lo;
  const x1 = lo === hi ? hi + 1 : hi;
  return (
    <HistogramChart
      caption="Score distribution"
      testId="golf-histogram"
      bins={data.map((d) => ({ x: d.score, values: [d.count], label: `Score ${d.score}` }))}
      binWidth={1}
      series={SERIES}
      xDomain={[x0 - 0.5, x1 + 0.5]}
      xTicks={roundTicks(x0, x1, 6)}
      yTop={top}
      yTicks={roundTicks(0, top, 5)}
      xLabel="Round score (strokes)"
      yLabel="Rounds"
      valueText={(v) => `${v} rounds`}
      marker={{ x: average, label: `average ${average}` }}
    />
  );
}
