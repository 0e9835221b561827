import type { ReactNode } from 'react';
import { MARGIN } from './chart-axes';
import { ChartTooltip, type useChartTips } from './chart-tooltip';

/**
 * An SVG chart with tooltips (`useChartTips`): the `relative` wrapper the tooltip box needs, the svg (a labelled
 * image carrying the tooltip handlers), the plot area inside `MARGIN` holding `children`, and the tooltip box.
 * `plotWidth` is the plot area's width; `svgData` adds `data-*` attributes to the svg.
 */
export function TipChart({
  tips,
  plotWidth,
  height,
  label,
  svgData,
  margin = MARGIN,
  children,
}: {
  tips: ReturnType<typeof useChartTips>;
  plotWidth: number;
  height: number;
  label: string;
  svgData?: Record<`data-${string}`, string>;
  /** The plot area's margins (default the shared `MARGIN`). */
  margin?: { top: number; right: number; bottom: number; left: number };
  children: ReactNode;
}) {
  const width = plotWidth + margin.left + margin.right;
  return (
    <div className="relative">
      <svg width={width} height={height} role="img" aria-label={label} {...svgData} {...tips.svgProps}>
        <g transform={`translate(${margin.left},${margin.top})`}>{children}</g>
      </svg>
      <ChartTooltip point={tips.point} width={width} />
    </div>
  );
}
