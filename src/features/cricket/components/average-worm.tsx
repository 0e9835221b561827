import { line, max, scaleLinear } from 'd3';
import type { InningsRecord } from '../api/cricket-types';
import { averageWorm } from '../utils/summarise';
import { BottomAxis, LeftAxis, MARGIN } from './chart-axes';

export const SERIES_COLOURS = ['#047857', '#7c3aed'];

/** Career batting average after each innings (the "worm"); one line per player. */
export function AverageWorm({ series, width, height = 280 }: { series: { name: string; innings: InningsRecord[] }[]; width: number; height?: number }) {
  const worms = series.map((s) => ({ name: s.name, points: averageWorm(s.innings).filter((p) => p.average !== null) as { innings: number; average: number }[] }));
  const w = Math.max(width, 260) - MARGIN.left - MARGIN.right;
  const h = height - MARGIN.top - MARGIN.bottom;
  const x = scaleLinear().domain([1, Math.max(2, ...worms.map((s) => max(s.points, (p) => p.innings) ?? 1))]).nice().range([0, w]);
  const y = scaleLinear().domain([0, Math.max(10, ...worms.map((s) => max(s.points, (p) => p.average) ?? 0))]).nice().range([h, 0]);
  const path = line<{ innings: number; average: number }>().x((p) => x(p.innings)).y((p) => y(p.average));
  return (
    <div>
      <svg width={w + MARGIN.left + MARGIN.right} height={height} role="img" aria-label={`Cumulative batting average by innings for ${series.map((s) => s.name).join(' and ')}`}>
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          <LeftAxis scale={y} length={h} label="Batting average" gridWidth={w} />
          <g transform={`translate(0,${h})`}>
            <BottomAxis scale={x} length={w} label="Innings number" integer />
          </g>
          {worms.map((s, i) => (
            <path key={s.name} d={path(s.points) ?? ''} fill="none" stroke={SERIES_COLOURS[i % 2]} strokeWidth={2} data-testid="worm-line" />
          ))}
        </g>
      </svg>
      {series.length > 1 && (
        <ul className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
          {worms.map((s, i) => (
            <li key={s.name} className="flex items-center gap-2">
              <span className="inline-block h-1 w-5 rounded" style={{ background: SERIES_COLOURS[i % 2] }} aria-hidden="true" />
              {s.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
