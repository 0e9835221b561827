import { countText, fixedHalfUp, formatNumber } from '../../../../../common/number-text';
import { HistogramChart } from '../../../../components/charts/histogram-chart';
import { roundTicks } from '../../../../components/charts/round-ticks';
import { leadBins } from '../../utils/playout-choices';

/**
 * The playouts' fourth-innings target (the runs the side batting last needed to win), in 25-run bins, over the
 * playouts that reached a fourth innings (the shared histogram chart).
 */
export function PlayoutTargetChart({ hist }: { hist: readonly { from: number; count: number }[] }) {
  const bins = leadBins(hist);
  if (!bins.length) return null;
  const total = bins.reduce((a, b) => a + b.count, 0);
  // Bars in percent of these playouts (tick labels stay short).
  const pct = (n: number) => (100 * n) / total;
  const top = 1.15 * pct(Math.max(...bins.map((b) => b.count)));
  const yTicks = roundTicks(0, top, 4);
  const lo = bins[0].from;
  const hi = bins[bins.length - 1].to;
  const step = [50, 100, 200, 500].find((s) => (hi - lo) / s <= 6) ?? 1000;
  const xTicks: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi; t += step) xTicks.push(t);
  return (
    <HistogramChart
      caption={`Fourth-innings target in 25-run bins over ${countText(total, 'playout')} that reached a fourth innings`}
      testId="po-target-chart"
      height={240}
      bins={bins.map((b) => ({ x: b.from + 12.5, values: [pct(b.count)], label: `${formatNumber(b.from)} to ${formatNumber(b.to - 1)} runs to win: ${countText(b.count, 'playout')}` }))}
      binWidth={25}
      series={[{ name: 'Playouts', color: '#1d4ed8' }]}
      xDomain={[lo, hi]}
      xTicks={xTicks}
      yTop={top}
      yTicks={yTicks}
      xLabel="Target (runs)"
      yLabel="% of playouts"
      valueText={(v) => `${fixedHalfUp(v, 1)} %`}
    />
  );
}
