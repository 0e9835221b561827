import { SERIES_COLORS } from '../../../../components/charts/chart-theme';
import { HistogramChart } from '../../../../components/charts/histogram-chart';
import { PLAYER_KEYS, PLAYER_LABEL, type PlayerKey } from '../../types';

const X_TICKS = [0, 20, 40, 60, 80, 100];

/** Per-game accuracy distribution: 50 bins of 2 % over 0-100 %, one bar series per player. */
export function AccuracyHistogram({ bins }: { bins: Record<PlayerKey, ArrayLike<number>> }) {
  const n = bins.player1.length;
  const width = 100 / n;
  const rows = Array.from({ length: n }, (_, i) => ({
    x: (i + 0.5) * width,
    label: `${(i * width).toFixed(0)}-${((i + 1) * width).toFixed(0)} %`,
    values: PLAYER_KEYS.map((p) => bins[p][i]),
  }));
  const highest = Math.max(1, ...rows.flatMap((r) => r.values));
  // Round ticks up to the tallest bar's next tick (the chart's top).
  const step = niceStep(highest / 5);
  const top = Math.ceil(highest / step) * step;
  const yTicks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  return (
    <HistogramChart
      caption="Accuracy distribution (share of shots made per game)"
      testId="accuracy-chart"
      bins={rows}
      binWidth={width}
      series={PLAYER_KEYS.map((p, i) => ({ name: PLAYER_LABEL[p], color: SERIES_COLORS[i] }))}
      xDomain={[0, 100]}
      xTicks={X_TICKS}
      yTop={top}
      yTicks={yTicks}
      xLabel="Game accuracy (%)"
      yLabel="Games"
      valueText={(v) => `${v} games`}
      legend
    />
  );
}

/** The smallest 1, 2 or 5 x 10^k at or above `raw` (at least 1: the bars count games). */
function niceStep(raw: number): number {
  if (raw <= 1) return 1;
  const p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw)!;
}
