import { useCallback, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useElementWidth } from '../../hooks/use-element-width';
import { ChartFigure } from './chart-figure';
import { AXIS_COLOR, CHART_FONT, GRID_COLOR, MARKER_COLOR } from './chart-theme';

export interface HistogramSeries {
  name: string;
  color: string;
}

export interface HistogramBin {
  /** The bin's centre on the x-axis. */
  x: number;
  /** One value per series (bar heights). */
  values: number[];
  /** The tooltip's title for this bin ("31 shots", "40-42 %"). */
  label: string;
}

export interface HistogramChartProps {
  caption: string;
  testId?: string;
  height?: number;
  bins: HistogramBin[];
  /** Width of one bin in x units (bars fill it, series side by side). */
  binWidth: number;
  series: HistogramSeries[];
  xDomain: [number, number];
  xTicks: number[];
  /** The y-axis top (the spec's 1.25 x the highest bar on the length charts). */
  yTop: number;
  yTicks: number[];
  xLabel: string;
  yLabel: string;
  /** A bar's value as the tooltip writes it ("12 games"). */
  valueText: (v: number) => string;
  /** Shows the series names above the plot (charts with more than one series). */
  legend?: boolean;
  /** A dashed vertical marker (the median, the average) with its label above the plot. */
  marker?: { x: number; label: string };
}

const MARGIN = { top: 24, right: 12, bottom: 44, left: 52 };
const LEGEND_HEIGHT = 28;

/** The series' names and colours, above the plot. */
function SeriesLegend({ series }: { series: HistogramSeries[] }) {
  return (
    <ul className="flex h-7 flex-wrap items-center justify-center gap-x-4 text-[13px] text-slate-800" aria-label="Series">
      {series.map((s) => (
        <li key={s.name} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: s.color }} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

/** The tooltip of the bin under the pointer or the keyboard's cursor: its title and each series' value. */
function BinTooltip({ bin, series, left, valueText }: { bin: HistogramBin; series: HistogramSeries[]; left: number; valueText: (v: number) => string }) {
  return (
    <div
      className="chart-tooltip pointer-events-none absolute top-1 z-10 -translate-x-1/2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-[13px] whitespace-nowrap text-slate-900 shadow"
      style={{ left }}
      aria-live="polite"
    >
      <p className="font-semibold">{bin.label}</p>
      {series.map((s, i) => (
        <p key={s.name} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: s.color }} />
          {s.name}: {valueText(bin.values[i] ?? 0)}
        </p>
      ))}
    </div>
  );
}

/** The axes' ticks and titles, and the optional dashed marker with its label. */
function Axes({
  xTicks,
  yTicks,
  sx,
  sy,
  plotW,
  plotH,
  svgHeight,
  xLabel,
  yLabel,
  marker,
}: Pick<HistogramChartProps, 'xTicks' | 'yTicks' | 'xLabel' | 'yLabel' | 'marker'> & {
  sx: (x: number) => number;
  sy: (v: number) => number;
  plotW: number;
  plotH: number;
  svgHeight: number;
}) {
  return (
    <>
      <g fontSize={CHART_FONT} fill={AXIS_COLOR}>
        {xTicks.map((t) => (
          <text key={t} className="chart-x-tick" x={sx(t)} y={MARGIN.top + plotH + 16} textAnchor="middle">
            {t}
          </text>
        ))}
        {yTicks.map((t) => (
          <text key={t} className="chart-y-tick" x={MARGIN.left - 6} y={sy(t) + 4} textAnchor="end">
            {t}
          </text>
        ))}
        <text x={MARGIN.left + plotW / 2} y={svgHeight - 6} textAnchor="middle">
          {xLabel}
        </text>
        <text transform={`translate(14 ${MARGIN.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
          {yLabel}
        </text>
      </g>
      {marker ? (
        <g>
          <line
            x1={sx(marker.x)}
            x2={sx(marker.x)}
            y1={MARGIN.top}
            y2={MARGIN.top + plotH}
            stroke={MARKER_COLOR}
            strokeWidth={2}
            strokeDasharray="4 3"
          />
          <text x={sx(marker.x)} y={MARGIN.top - 6} textAnchor="middle" fontSize={CHART_FONT} fill={MARKER_COLOR}>
            {marker.label}
          </text>
        </g>
      ) : null}
    </>
  );
}

/**
 * A bar histogram drawn as plain SVG: grid, round ticks, axis titles, an optional marker line and legend, and a
 * tooltip that follows the pointer, a tap or the arrow keys (the chart is focusable). A few hundred elements at
 * most, rendered in one short task; text stays at a fixed size at every width.
 */
export function HistogramChart({
  caption,
  testId,
  height = 288,
  bins,
  binWidth,
  series,
  xDomain,
  xTicks,
  yTop,
  yTicks,
  xLabel,
  yLabel,
  valueText,
  legend = false,
  marker,
}: HistogramChartProps) {
  // The bars are drawn once the width is known, in a transition: a simulator's result (table, summary and chart) then
  // commits in short tasks instead of one long one (the box keeps its height meanwhile).
  const [boxRef, width] = useElementWidth<HTMLDivElement>({ transition: true });
  const [active, setActive] = useState<number | null>(null);
  const svgHeight = height - (legend ? LEGEND_HEIGHT : 0);
  const plotW = Math.max(1, (width ?? 0) - MARGIN.left - MARGIN.right);
  const plotH = Math.max(1, svgHeight - MARGIN.top - MARGIN.bottom);
  const [x0, x1] = xDomain;
  const sx = (x: number) => MARGIN.left + ((x - x0) / (x1 - x0 || 1)) * plotW;
  const sy = (v: number) => MARGIN.top + plotH - (Math.max(0, v) / (yTop || 1)) * plotH;
  const binPx = (binWidth / (x1 - x0 || 1)) * plotW;
  const gap = binPx > 6 ? 1 : 0;
  const barW = Math.max(1, (binPx - gap) / Math.max(1, series.length));

  const binAt = useCallback(
    (clientX: number, svg: SVGSVGElement) => {
      if (!bins.length) return null;
      const x = x0 + ((clientX - svg.getBoundingClientRect().left - MARGIN.left) / plotW) * (x1 - x0);
      let best = 0;
      for (let i = 1; i < bins.length; i++) if (Math.abs(bins[i].x - x) < Math.abs(bins[best].x - x)) best = i;
      return Math.abs(bins[best].x - x) <= binWidth ? best : null;
    },
    [bins, x0, x1, plotW, binWidth],
  );
  const onPointer = (e: PointerEvent<SVGSVGElement>) => setActive(binAt(e.clientX, e.currentTarget));
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!bins.length) return;
    const last = bins.length - 1;
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    if (e.key in moves) {
      e.preventDefault();
      setActive((a) => Math.max(0, Math.min(last, a === null ? 0 : a + moves[e.key])));
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      setActive(e.key === 'Home' ? 0 : last);
    } else if (e.key === 'Escape') setActive(null);
  };
  const shown = active !== null && active < bins.length ? bins[active] : null;
  const tipLeft = shown ? Math.min(Math.max(sx(shown.x), 90), Math.max(90, (width ?? 0) - 90)) : 0;

  return (
    <ChartFigure caption={caption} testId={testId} height={height}>
      {legend ? (
        <SeriesLegend series={series} />
      ) : null}
      <div
        ref={boxRef}
        className="relative w-full outline-offset-2"
        style={{ height: svgHeight }}
        tabIndex={0}
        role="group"
        aria-label={`${caption}: the left and right arrow keys read each bar`}
        onKeyDown={onKey}
        onBlur={() => setActive(null)}
      >
        {width ? (
          <svg
            width={width}
            height={svgHeight}
            role="img"
            aria-label={`${caption}: ${yLabel} by ${xLabel}`}
            className="touch-pan-y select-none"
            onPointerMove={onPointer}
            onPointerDown={onPointer}
            onPointerLeave={(e) => (e.pointerType === 'mouse' ? setActive(null) : undefined)}
          >
            {yTicks.map((t) => (
              <line key={t} x1={MARGIN.left} x2={MARGIN.left + plotW} y1={sy(t)} y2={sy(t)} stroke={GRID_COLOR} />
            ))}
            {shown ? (
              <rect x={sx(shown.x) - binPx / 2} y={MARGIN.top} width={binPx} height={plotH} fill="#f1f5f9" />
            ) : null}
            {bins.map((b) =>
              b.values.map((v, s) =>
                v > 0 ? (
                  <rect
                    key={`${b.x}:${s}`}
                    className="chart-bar"
                    x={sx(b.x) - binPx / 2 + gap / 2 + s * barW}
                    y={sy(v)}
                    width={barW}
                    height={MARGIN.top + plotH - sy(v)}
                    fill={series[s]?.color}
                  />
                ) : null,
              ),
            )}
            <line x1={MARGIN.left} x2={MARGIN.left + plotW} y1={MARGIN.top + plotH} y2={MARGIN.top + plotH} stroke={AXIS_COLOR} />
            <Axes xTicks={xTicks} yTicks={yTicks} sx={sx} sy={sy} plotW={plotW} plotH={plotH} svgHeight={svgHeight} xLabel={xLabel} yLabel={yLabel} marker={marker} />
          </svg>
        ) : null}
        {shown ? <BinTooltip bin={shown} series={series} left={tipLeft} valueText={valueText} /> : null}
      </div>
    </ChartFigure>
  );
}
