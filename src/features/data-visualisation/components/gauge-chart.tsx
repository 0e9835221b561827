import { useEffect, useRef } from 'react';
import * as d3 from 'd3';
import { DEFAULT_MARGIN, type GaugeGroup } from '../utils/demo-data';
import { useElementWidth } from '../../../hooks/use-element-width';
import { sharePercent } from '../../../../common/number-text';

interface ArcDatum {
  name: string;
  colour: string;
  value: number;
  inner: number;
  outer: number;
}

/**
 * A half-circle gauge with one ring per group; each ring fills to its value (0-1).
 * Values animate from the previous value with an arc tween; the chart resizes with its box.
 */
export function GaugeChart({ groups, height }: { groups: GaugeGroup[]; height: number }) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [boxRef, width] = useElementWidth<HTMLDivElement>();

  useEffect(() => {
    const m = DEFAULT_MARGIN;
    if (width === null) return;
    const svg = d3.select(svgRef.current!);
    // Centred on the box (the axis margins are uneven and a gauge has no axis), a few pixels clear of its sides.
    const innerW = Math.max(10, width - 16);
    const innerH = height - m.top - m.bottom;
    const radius = Math.max(40, Math.min(innerW / 2, innerH));
    const ring = radius / (groups.length + 1.2);
    const data: ArcDatum[] = groups.map((g, i) => ({
      ...g,
      outer: radius - i * ring,
      inner: radius - i * ring - ring * 0.72,
    }));
    const arc = d3
      .arc<{ inner: number; outer: number; end: number }>()
      .innerRadius((d) => d.inner)
      .outerRadius((d) => d.outer)
      .startAngle(-Math.PI / 2)
      .endAngle((d) => d.end)
      .cornerRadius(3);
    const angle = (v: number) => -Math.PI / 2 + Math.PI * Math.max(0, Math.min(1, v));
    const t = d3.transition().duration(800).ease(d3.easeCubicInOut);

    svg.attr('width', width).attr('viewBox', `0 0 ${width} ${height}`);
    svg.transition(t).attr('height', height);
    const root = svg
      .selectAll<SVGGElement, null>('g.root')
      .data([null])
      .join('g')
      .attr('class', 'root')
      .attr('transform', `translate(${width / 2},${m.top + innerH / 2 + radius / 2})`);

    const rows = root
      .selectAll<SVGGElement, ArcDatum>('g.ring')
      .data(data, (d) => d.name)
      .join((enter) => {
        const g = enter.append('g').attr('class', 'ring');
        g.append('path').attr('class', 'track').attr('fill', '#e2e8f0');
        g.append('path')
          .attr('class', 'value')
          .each(function () {
            (this as SVGPathElement & { _v?: number })._v = 0;
          });
        return g;
      })
      .attr('data-group', (d) => d.name)
      .attr('data-value', (d) => d.value);

    rows.select<SVGPathElement>('path.track').attr('d', (d) => arc({ inner: d.inner, outer: d.outer, end: Math.PI / 2 }));
    rows
      .select<SVGPathElement>('path.value')
      .attr('fill', (d) => d.colour)
      .attr('stroke', '#fff')
      .transition(t)
      .attrTween('d', function (d) {
        const node = this as SVGPathElement & { _v?: number };
        const i = d3.interpolateNumber(node._v ?? 0, d.value);
        node._v = d.value;
        return (k: number) => arc({ inner: d.inner, outer: d.outer, end: angle(i(k)) }) ?? '';
      });
  }, [groups, width, height]);

  return (
    <div ref={boxRef} className="w-full">
      <svg
        ref={svgRef}
        role="img"
        aria-label={`Gauge: ${groups.map((g) => `${g.name} ${sharePercent(g.value, 0)}`).join(', ')}`}
        data-testid="gauge-chart"
        data-height={height}
        className="block max-w-full"
        height={height}
      />
    </div>
  );
}
