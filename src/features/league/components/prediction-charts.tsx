import { scaleLinear } from 'd3';
import type { DiffBin } from '../../../../workers/ratings/prediction-tables';
import type { CalibrationBin } from '../../../../workers/ratings/win-probability';
import { BottomAxis, LeftAxis, MARGIN } from '../../../components/charts/chart-axes';
import { SERIES_COLORS } from '../../../components/charts/chart-theme';
import { ChartTooltip, useChartTips } from '../../../components/charts/chart-tooltip';
import { roundTicks } from '../../../components/charts/round-ticks';
import { usePlotBox } from '../../../components/charts/use-plot-box';
import { percent, sharePercent, fixedHalfUp, formatNumber } from '../../../../common/number-text';

/** Favourite wins and upsets: the palette's blue and vermillion (told apart with colour-vision deficiencies). */
export const FAVOURITE_WON = SERIES_COLORS[0];
export const UNDERDOG_WON = SERIES_COLORS[1];
const EVEN = '#6B7280';

/** Histogram of the winner's pre-match rating minus the loser's; bars right of 0 are favourite wins. */
export function DiffHistogram({ bins }: { bins: DiffBin[] }) {
  const height = 280;
  const { ref, ready, full, w, h } = usePlotBox(height);
  const lo = bins.length ? bins[0].from : -1;
  const hi = bins.length ? bins[bins.length - 1].to : 1;
  const top = Math.max(1, ...bins.map((b) => b.count));
  const x = scaleLinear().domain([lo, hi]).range([0, w]);
  const y = scaleLinear().domain([0, top * 1.1]).nice().range([h, 0]);
  const yTicks = roundTicks(0, y.domain()[1], 5);
  const total = bins.reduce((s, b) => s + b.count, 0);
  const points = bins.map((b) => ({
    x: MARGIN.left + x((b.from + b.to) / 2),
    y: MARGIN.top + y(b.count),
    lines: [`${fixedHalfUp(b.from, 1)} to ${fixedHalfUp(b.to, 1)}`, `${b.count} match${b.count === 1 ? '' : 'es'}${total ? ` (${sharePercent(b.count / total, 0)})` : ''}`],
  }));
  const tips = useChartTips(points, 'x');
  const fill = (b: DiffBin) => {
    const mid = (b.from + b.to) / 2;
    return mid > 0 ? FAVOURITE_WON : mid < 0 ? UNDERDOG_WON : EVEN;
  };
  return (
    <div ref={ref} className="relative w-full" style={{ height }} data-testid="diff-histogram">
      {ready ? (
        <svg width={full} height={height} role="img" aria-label="Histogram of the winner's pre-match rating minus the loser's" {...tips.svgProps}>
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            <LeftAxis scale={y} length={h} label="Matches" gridWidth={w} values={yTicks} />
            <g transform={`translate(0,${h})`}>
              <BottomAxis
                scale={x}
                length={w}
                label="Winner's pre-match rating minus loser's"
                values={roundTicks(lo, hi, 6, false)}
                format={(v) => formatNumber(v, 1)}
              />
            </g>
            {bins.map((b, i) =>
              b.count > 0 ? (
                <rect
                  key={b.from}
                  className="chart-bar"
                  x={x(b.from) + 0.5}
                  y={y(b.count)}
                  width={Math.max(1, x(b.to) - x(b.from) - 1)}
                  height={h - y(b.count)}
                  fill={fill(b)}
                  opacity={tips.active === null || tips.active === i ? 1 : 0.55}
                />
              ) : null,
            )}
          </g>
        </svg>
      ) : null}
      <ChartTooltip point={tips.point} width={full} />
    </div>
  );
}

/** Calibration: predicted chance of the favourite against how often favourites won, per 5-point bin. */
export function CalibrationChart({ bins }: { bins: CalibrationBin[] }) {
  const height = 300;
  const { ref, ready, full, w, h } = usePlotBox(height);
  const data = bins
    .filter((b) => b.count > 0)
    .map((b) => ({ predicted: Math.round(b.predicted! * 10) / 10, observed: Math.round(b.observed! * 10) / 10, count: b.count }));
  const x = scaleLinear().domain([50, 100]).range([0, w]);
  const y = scaleLinear().domain([0, 100]).range([h, 0]);
  const points = data.map((d) => ({
    x: MARGIN.left + x(d.predicted),
    y: MARGIN.top + y(d.observed),
    lines: [`Predicted ${percent(d.predicted, 1)}`, `Favourites won ${percent(d.observed, 1)}`, `${d.count} match${d.count === 1 ? '' : 'es'}`],
  }));
  const tips = useChartTips(points, 'xy');
  return (
    <div ref={ref} className="relative w-full" style={{ height }} data-testid="calibration-chart">
      {ready ? (
        <svg width={full} height={height} role="img" aria-label="Calibration: predicted chance of the favourite against how often favourites won" {...tips.svgProps}>
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            <LeftAxis scale={y} length={h} label="Favourites won (%)" gridWidth={w} values={[0, 20, 40, 60, 80, 100]} />
            <g transform={`translate(0,${h})`}>
              <BottomAxis scale={x} length={w} label="Predicted chance of the favourite (%)" values={[50, 60, 70, 80, 90, 100]} />
            </g>
            <line x1={0} x2={w} y1={y(50)} y2={y(50)} stroke="#cbd5e1" />
            <line x1={x(50)} x2={x(100)} y1={y(50)} y2={y(100)} stroke="#94a3b8" strokeDasharray="5 5" strokeWidth={1.5} />
            {data.map((d, i) => (
              <circle
                key={d.predicted}
                className="calibration-dot"
                cx={x(d.predicted)}
                cy={y(d.observed)}
                r={tips.active === i ? 6.5 : 5}
                fill={FAVOURITE_WON}
                stroke="white"
                strokeWidth={1.5}
              />
            ))}
          </g>
        </svg>
      ) : null}
      <ChartTooltip point={tips.point} width={full} />
    </div>
  );
}
