import { line, max, scaleLinear } from 'd3';
import { useMemo } from 'react';
import type { InningsRecord } from '../../api/cricket-types';
import { averageWorm, fmtAverage, fmtDate } from '../../utils/summarise';
import { BottomAxis, LeftAxis, MARGIN } from '../../../../components/charts/chart-axes';
import { useChartTips } from '../../../../components/charts/chart-tooltip';
import { TipChart } from '../../../../components/charts/tip-chart';

export const SERIES_COLOURS = ['#047857', '#7c3aed'];

type WormPoint = { innings: number; average: number; date: string };

/** Career batting average after each innings (the "worm"); one line per player. */
export function AverageWorm({ series, width, height = 280 }: { series: { name: string; innings: readonly InningsRecord[] }[]; width: number; height?: number }) {
  const worms = useMemo(
    () =>
      series.map((s) => {
        const batted = s.innings.filter((r) => r.did_bat);
        const points = averageWorm(s.innings)
          .map((p, i) => ({ innings: p.innings, average: p.average, date: batted[i].match_start_date }))
          .filter((p): p is WormPoint => p.average !== null);
        return { name: s.name, points };
      }),
    [series],
  );
  const w = Math.max(width, 260) - MARGIN.left - MARGIN.right;
  const h = height - MARGIN.top - MARGIN.bottom;
  const x = scaleLinear().domain([1, Math.max(2, ...worms.map((s) => max(s.points, (p) => p.innings) ?? 1))]).nice().range([0, w]);
  const y = scaleLinear().domain([0, Math.max(10, ...worms.map((s) => max(s.points, (p) => p.average) ?? 0))]).nice().range([h, 0]);
  const path = line<WormPoint>().x((p) => x(p.innings)).y((p) => y(p.average));
  // One tooltip per innings number, listing every player's average after it.
  const tipPoints = useMemo(() => {
    const byInnings = new Map<number, { ys: number[]; lines: string[] }>();
    worms.forEach((s) =>
      s.points.forEach((p) => {
        const e = byInnings.get(p.innings) ?? { ys: [], lines: [`After innings ${p.innings}`] };
        e.ys.push(y(p.average));
        e.lines.push(worms.length > 1 ? `${s.name}: ${fmtAverage(p.average)} (${fmtDate(p.date)})` : `Average ${fmtAverage(p.average)}`);
        if (worms.length === 1) e.lines.push(fmtDate(p.date));
        byInnings.set(p.innings, e);
      }),
    );
    return [...byInnings]
      .sort((a, b) => a[0] - b[0])
      .map(([n, e]) => ({ x: MARGIN.left + x(n), y: MARGIN.top + Math.min(...e.ys), lines: e.lines, innings: n }));
  }, [worms, x, y]);
  const tips = useChartTips(tipPoints, 'x');
  const activeInnings = tips.active === null ? null : tipPoints[tips.active].innings;
  return (
    <div>
      <TipChart tips={tips} plotWidth={w} height={height} label={`Cumulative batting average by innings for ${series.map((s) => s.name).join(' and ')}`}>
        <LeftAxis scale={y} length={h} label="Batting average" gridWidth={w} />
        <g transform={`translate(0,${h})`}>
          <BottomAxis scale={x} length={w} label="Innings number" integer />
        </g>
        {activeInnings !== null && <line x1={x(activeInnings)} x2={x(activeInnings)} y1={0} y2={h} stroke="#94a3b8" strokeDasharray="3 3" />}
        {worms.map((s, i) => (
          <path key={s.name + i} d={path(s.points) ?? ''} fill="none" stroke={SERIES_COLOURS[i % 2]} strokeWidth={2} data-testid="worm-line" />
        ))}
        {activeInnings !== null &&
          worms.map((s, i) => {
            const p = s.points.find((q) => q.innings === activeInnings);
            return p ? <circle key={i} cx={x(p.innings)} cy={y(p.average)} r={4.5} fill={SERIES_COLOURS[i % 2]} stroke="white" strokeWidth={1.5} /> : null;
          })}
      </TipChart>
      {series.length > 1 && (
        <ul className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
          {worms.map((s, i) => (
            <li key={s.name + i} className="flex items-center gap-2">
              <span className="inline-block h-1 w-5 rounded" style={{ background: SERIES_COLOURS[i % 2] }} aria-hidden="true" />
              {s.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
