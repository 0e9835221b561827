import { useEffect, useMemo, useRef } from 'react';
import * as d3 from 'd3';
import { SCATTER_MARGIN, type ScatterPoint } from '../utils/demo-data';
import { useElementWidth } from '../../../hooks/use-element-width';

/** The colour of a value: a three-stop scale with the breakpoint as its middle stop. */
export function breakpointScale(colours: readonly string[], breakpoint: number) {
  return d3
    .scaleLinear<string>()
    .domain([0, breakpoint, 100])
    .range(colours as string[])
    .interpolate(d3.interpolateRgb)
    .clamp(true);
}

/**
 * Scatter of the demo points, coloured by their y value on a scale whose middle colour
 * sits at the breakpoint. Drawn with d3 (joins, axes, transitions); resizes with its box.
 */
export function ScatterChart({
  points,
  height,
  breakpoint,
  colours,
}: {
  points: ScatterPoint[];
  height: number;
  breakpoint: number;
  colours: readonly string[];
}) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [boxRef, width] = useElementWidth<HTMLDivElement>();
  const colour = useMemo(() => breakpointScale(colours, breakpoint), [colours, breakpoint]);

  useEffect(() => {
    if (width === null) return;
    const svg = d3.select(svgRef.current!);
    const m = SCATTER_MARGIN;
    const innerW = Math.max(10, width - m.left - m.right);
    const innerH = height - m.top - m.bottom;
    const x = d3.scaleLinear().domain([0, 100]).range([0, innerW]);
    const y = d3.scaleLinear().domain([0, 100]).range([innerH, 0]);
    const t = d3.transition().duration(600).ease(d3.easeCubicOut);

    svg.attr('width', width).attr('viewBox', `0 0 ${width} ${height}`);
    svg.transition(t).attr('height', height);

    const root = svg
      .selectAll<SVGGElement, null>('g.root')
      .data([null])
      .join((enter) => {
        const g = enter.append('g').attr('class', 'root');
        g.append('g').attr('class', 'x-axis');
        g.append('g').attr('class', 'y-axis');
        g.append('g').attr('class', 'points');
        g.append('line').attr('class', 'breakpoint').attr('stroke', '#334155').attr('stroke-dasharray', '5 4');
        return g;
      })
      .attr('transform', `translate(${m.left},${m.top})`);

    root.select<SVGGElement>('g.x-axis').attr('transform', `translate(0,${innerH})`).transition(t).call(d3.axisBottom(x).ticks(Math.max(2, Math.floor(innerW / 80))));
    root.select<SVGGElement>('g.y-axis').transition(t).call(d3.axisLeft(y).ticks(5));
    root
      .select('line.breakpoint')
      .attr('x1', 0)
      .attr('x2', innerW)
      .transition(t)
      .attr('y1', y(breakpoint))
      .attr('y2', y(breakpoint));

    root
      .select('g.points')
      .selectAll<SVGCircleElement, ScatterPoint>('circle')
      .data(points, (d) => d.id)
      .join((enter) =>
        enter
          .append('circle')
          .attr('r', 0)
          .attr('cx', (d) => x(d.x))
          .attr('cy', (d) => y(d.y))
          .attr('stroke', '#1e293b')
          .attr('stroke-width', 0.6),
      )
      .attr('data-colour', (d) => colour(d.y))
      .transition(t)
      .attr('r', 4.5)
      .attr('cx', (d) => x(d.x))
      .attr('cy', (d) => y(d.y))
      .attr('fill', (d) => colour(d.y));
  }, [points, width, height, breakpoint, colour]);

  return (
    <div ref={boxRef} className="w-full">
      <svg
        ref={svgRef}
        role="img"
        aria-label={`Scatter of ${points.length} random points from 0 to 100, coloured by value with the colour breakpoint at ${breakpoint}`}
        data-testid="scatter-chart"
        data-height={height}
        data-breakpoint={breakpoint}
        className="block max-w-full overflow-visible"
        height={height}
      />
    </div>
  );
}
