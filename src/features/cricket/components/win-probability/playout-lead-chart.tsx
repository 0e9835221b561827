import { scaleBand, scaleLinear } from 'd3';
import { formatNumber } from '../../../../../common/number-text';
import { BottomAxis, LeftAxis, MARGIN } from '../../../../components/charts/chart-axes';
import { leadBins } from '../../utils/playout-choices';

/** The playouts' final lead of the side that batted first, in 25-run bins (below 0: the other side ahead). */
export function PlayoutLeadChart({ hist, width, height = 220 }: { hist: readonly { from: number; count: number }[]; width: number; height?: number }) {
  const bins = leadBins(hist);
  if (!bins.length) return null;
  const w = Math.max(240, width) - MARGIN.left - MARGIN.right;
  const h = height - MARGIN.top - MARGIN.bottom;
  const x = scaleLinear().domain([bins[0].from, bins[bins.length - 1].to]).range([0, w]);
  const max = Math.max(...bins.map((b) => b.count));
  const y = scaleLinear().domain([0, max]).nice().range([h, 0]);
  const band = scaleBand<number>().domain(bins.map((b) => b.from)).range([0, w]).padding(0.1);
  const zero = bins[0].from <= 0 && bins[bins.length - 1].to >= 0 ? x(0) : null;
  const total = bins.reduce((a, b) => a + b.count, 0);
  // Ticks on bin edges: every 50 runs, or 100 / 200 on a wide range or a narrow chart.
  const span = bins[bins.length - 1].to - bins[0].from;
  const step = [50, 100, 200, 500].find((s) => span / s <= (w < 320 ? 4 : 8)) ?? 1000;
  const ticks: number[] = [];
  for (let t = Math.ceil(bins[0].from / step) * step; t <= bins[bins.length - 1].to; t += step) ticks.push(t);
  return (
    <svg width={w + MARGIN.left + MARGIN.right} height={height} role="img" aria-label={`Final lead in 25-run bins over ${formatNumber(total)} playouts`} data-testid="po-lead-chart">
      <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
        {bins.map((b) => (
          <rect key={b.from} x={band(b.from)} width={band.bandwidth()} y={y(b.count)} height={h - y(b.count)} fill="#047857" fillOpacity={0.8}>
            <title>{`${formatNumber(b.from)} to ${formatNumber(b.to)} runs: ${formatNumber(b.count)} playouts`}</title>
          </rect>
        ))}
        {zero !== null && <line x1={zero} x2={zero} y1={0} y2={h} stroke="#0f172a" strokeDasharray="3 3" />}
        <LeftAxis scale={y} length={h} label="Playouts" integer ticks={4} />
        <g transform={`translate(0,${h})`}>
          <BottomAxis scale={x} length={w} label="Final lead (runs)" values={ticks} />
        </g>
      </g>
    </svg>
  );
}
