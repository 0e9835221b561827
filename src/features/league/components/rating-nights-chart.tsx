import { line, scaleLinear } from 'd3';
import { BottomAxis, LeftAxis, MARGIN } from '../../../components/charts/chart-axes';
import { MARKER_COLOR, seriesColor } from '../../../components/charts/chart-theme';
import { ChartTooltip, useChartTips } from '../../../components/charts/chart-tooltip';
import { usePlotBox } from '../../../components/charts/use-plot-box';
import { fixedHalfUp } from '../../../../common/number-text';
import { formatDate } from '../../../lib/format-date';

export interface NightPoint {
  date: string;
  rating: number;
  played: boolean;
}

const DAY = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;
/** "5 Jan" (the axis); the tooltip writes the full date. */
const shortDate = (day: number) => formatDate(day * DAY).replace(/ \d{4}$/, '');

/**
 * A player's rating at the end of every night his group played (x = date), each of his own nights marked with a
 * dot and the chosen night ringed. Plain SVG on the shared axes; tooltips by pointer, tap or arrow keys.
 */
export function RatingNightsChart({ nights, name, selected, height = 240 }: { nights: NightPoint[]; name: string; selected?: string; height?: number }) {
  const { ref, ready, full, w, h } = usePlotBox(height);
  const pts = nights.map((n) => ({ ...n, x: dayOf(n.date) }));
  const first = pts[0]?.x ?? 0;
  const last = pts[pts.length - 1]?.x ?? first + 1;
  const values = pts.map((p) => p.rating);
  const lo = Math.floor(Math.min(50, ...values) / 5) * 5;
  const hi = Math.ceil(Math.max(50, ...values) / 5) * 5;
  const x = scaleLinear().domain([first, last > first ? last : first + 1]).range([0, w]);
  const y = scaleLinear().domain([lo, hi]).range([h, 0]);
  const path = line<(typeof pts)[number]>().x((p) => x(p.x)).y((p) => y(p.rating));
  const tickCount = w < 300 ? 3 : 5;
  const xTicks = x.ticks(tickCount).map(Math.round).filter((t, i, a) => t >= first && t <= last && a.indexOf(t) === i);
  const yStep = hi - lo > 40 ? 10 : 5;
  const yTicks: number[] = [];
  for (let t = lo; t <= hi; t += yStep) yTicks.push(t);
  const tips = useChartTips(
    pts.map((p) => ({
      x: MARGIN.left + x(p.x),
      y: MARGIN.top + y(p.rating),
      lines: [formatDate(p.date), `${name}: ${fixedHalfUp(p.rating, 2)}`, p.played ? 'Played that night' : 'Did not play that night'],
    })),
    'x',
  );
  const played = pts.filter((p) => p.played).length;
  return (
    <div data-testid="rating-nights-chart">
      <div ref={ref} className="relative w-full" style={{ height }}>
        {ready ? (
          <svg
            width={full}
            height={height}
            role="img"
            aria-label={`${name}'s rating at the end of each league night, ${played} of ${pts.length} nights played and marked`}
            {...tips.svgProps}
          >
            <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
              <LeftAxis scale={y} length={h} label="Rating" gridWidth={w} values={yTicks} />
              <g transform={`translate(0,${h})`}>
                <BottomAxis scale={x} length={w} label="League night" values={xTicks} format={shortDate} />
              </g>
              <path d={path(pts) ?? ''} fill="none" stroke={seriesColor(0)} strokeWidth={2} />
              {pts.map((p) =>
                p.played ? (
                  <circle
                    key={p.date}
                    data-testid="night-marker"
                    cx={x(p.x)}
                    cy={y(p.rating)}
                    r={p.date === selected ? 6 : 3.5}
                    fill={p.date === selected ? MARKER_COLOR : seriesColor(0)}
                    stroke="white"
                    strokeWidth={1.5}
                  />
                ) : null,
              )}
            </g>
          </svg>
        ) : null}
        <ChartTooltip point={tips.point} width={full} testId="rating-nights-tooltip" />
      </div>
      <p className="mt-1 text-[13px] text-slate-700">
        Dots: nights {name} played{selected ? '; the larger red dot is the night explained above' : ''}. The line moves on other nights too,
        as other players&apos; results change what earlier results are worth.
      </p>
    </div>
  );
}
