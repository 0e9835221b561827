import { line, scaleLinear } from 'd3';
import { BottomAxis, LeftAxis, MARGIN } from '../../../components/charts/chart-axes';
import { seriesColor, seriesDash } from '../../../components/charts/chart-theme';
import { ChartTooltip, useChartTips } from '../../../components/charts/chart-tooltip';
import { roundTicks } from '../../../components/charts/round-ticks';
import { usePlotBox } from '../../../components/charts/use-plot-box';
import { fixedHalfUp } from '../../../../common/number-text';

export interface RatingSeries {
  id: number;
  name: string;
  points: { x: number; rating: number }[];
}

type Point = { x: number; rating: number };

/**
 * Ratings over time (x = game number at the end of each session the player played). One line per series, in the
 * site's palette with dashes past the fourth; a legend above when there is more than one. Plain SVG: the tooltip
 * (pointer, tap, or the arrow keys on the focused chart) lists every series' rating at the nearest game number.
 */
export function RatingHistoryChart({
  series,
  height = 300,
  xLabel = 'Game number (end of session)',
  yLabel = 'Rating',
  yRange,
  tipTitle = (gx: number) => `Game #${gx}`,
  formatValue = (v: number) => fixedHalfUp(v, 2),
}: {
  series: RatingSeries[];
  height?: number;
  xLabel?: string;
  /** Other uses of the chart (the forecast's title chances): axis label, fixed y range, tooltip texts. */
  yLabel?: string;
  yRange?: [number, number];
  tipTitle?: (x: number) => string;
  formatValue?: (v: number) => string;
}) {
  const { ref: boxRef, ready, full, w, h } = usePlotBox(height);
  // Every series' rating at each game number (the tooltip lists them all).
  const byX = new Map<number, { name: string; rating: number }[]>();
  for (const s of series) for (const p of s.points) byX.set(p.x, [...(byX.get(p.x) ?? []), { name: s.name, rating: p.rating }]);
  const xs = [...byX.keys()].sort((a, b) => a - b);
  const values = series.flatMap((s) => s.points.map((p) => p.rating));
  const lo = yRange ? yRange[0] : Math.floor(Math.min(50, ...values) / 5) * 5;
  const hi = yRange ? yRange[1] : Math.ceil(Math.max(50, ...values) / 5) * 5;
  const step = hi - lo > 40 ? 10 : 5;
  const yTicks: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi; t += step) yTicks.push(t);
  const first = xs[0] ?? 0;
  const last = xs[xs.length - 1] ?? 1;
  const legend = series.length > 1;

  const x = scaleLinear().domain([first, last > first ? last : first + 1]).range([0, w]);
  const y = scaleLinear().domain([lo, hi]).range([h, 0]);
  const path = line<Point>().x((p) => x(p.x)).y((p) => y(p.rating));
  const tipPoints = xs.map((gx) => {
    const at = byX.get(gx)!;
    return {
      x: MARGIN.left + x(gx),
      y: MARGIN.top + Math.min(...at.map((a) => y(a.rating))),
      lines: [tipTitle(gx), ...at.map((a) => `${a.name}: ${formatValue(a.rating)}`)],
      gx,
    };
  });
  const tips = useChartTips(tipPoints, 'x');
  const activeX = tips.active === null ? null : tipPoints[tips.active].gx;

  return (
    <div data-testid="rating-chart">
      {legend ? (
        <ul className="mb-1 flex flex-wrap justify-center gap-x-4 gap-y-1 text-[13px] text-slate-800" aria-label="Series">
          {series.map((s, i) => (
            <li key={s.id} className="flex items-center gap-1.5">
              <svg width="22" height="8" aria-hidden="true">
                <line x1="1" x2="21" y1="4" y2="4" stroke={seriesColor(i)} strokeWidth="2.5" strokeDasharray={seriesDash(i)} />
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={boxRef} className="relative w-full" style={{ height }}>
        {ready ? (
          <svg
            width={full}
            height={height}
            role="img"
            aria-label={`${yLabel === 'Rating' ? 'Rating by game number' : `${yLabel} by ${xLabel.toLowerCase()}`} for ${series.map((s) => s.name).join(', ')}`}
            {...tips.svgProps}
            data-chart="rating-history"
          >
            <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
              <LeftAxis scale={y} length={h} label={yLabel} gridWidth={w} values={yTicks} />
              <g transform={`translate(0,${h})`}>
                <BottomAxis scale={x} length={w} label={xLabel} values={roundTicks(first, last, 6)} />
              </g>
              {activeX !== null && <line x1={x(activeX)} x2={x(activeX)} y1={0} y2={h} stroke="#94a3b8" strokeDasharray="3 3" />}
              {series.map((s, i) => (
                <path
                  key={s.id}
                  className="rating-line"
                  d={path([...s.points].sort((a, b) => a.x - b.x)) ?? ''}
                  fill="none"
                  stroke={seriesColor(i)}
                  strokeDasharray={seriesDash(i)}
                  strokeWidth={2}
                />
              ))}
              {activeX !== null &&
                series.map((s, i) => {
                  const p = s.points.find((q) => q.x === activeX);
                  return p ? <circle key={s.id} cx={x(p.x)} cy={y(p.rating)} r={4.5} fill={seriesColor(i)} stroke="white" strokeWidth={1.5} /> : null;
                })}
            </g>
          </svg>
        ) : null}
        <ChartTooltip point={tips.point} width={full} testId="rating-tooltip" />
      </div>
    </div>
  );
}
