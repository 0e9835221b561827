import { line, scaleLinear } from 'd3';
import { BottomAxis, LeftAxis, MARGIN } from '../../../../components/charts/chart-axes';
import { useChartTips } from '../../../../components/charts/chart-tooltip';
import { TipChart } from '../../../../components/charts/tip-chart';
import type { ScorecardInnings } from '../../api/cricket-types';
import { ordinal } from '../../utils/scorecard-text';

/** One colour per team (the team that batted first, then the other); a team's second innings is dashed. */
const TEAM_COLOURS = ['#047857', '#7c3aed'];

interface WormPoint {
  over: number;
  runs: number;
  wickets: number;
}

/** Cumulative runs at the end of each over (over 0 = the start), with the wickets that fell in it. */
export function wormPoints(overs: readonly [number, number, number][]): WormPoint[] {
  const points: WormPoint[] = [{ over: 0, runs: 0, wickets: 0 }];
  let runs = 0;
  for (const [o, r, w] of overs) {
    runs += r;
    points.push({ over: o + 1, runs, wickets: w });
  }
  return points;
}

/**
 * The worm: cumulative runs by over for every innings of the match, a dot where wickets fell. A team's second
 * innings is dashed, so the legend and the lines agree without relying on colour alone. Hover, tap or the arrow keys
 * read out the score at the end of any over (innings by innings).
 */
export function MatchWorm({ innings, width, height = 300 }: { innings: readonly ScorecardInnings[]; width: number; height?: number }) {
  const first = innings[0]?.team;
  const series = innings
    .filter((i) => !i.forfeited)
    .map((i) => ({
      i,
      points: wormPoints(i.by_over),
      colour: TEAM_COLOURS[i.team === first ? 0 : 1],
      dash: innings.some((o) => o.team === i.team && o.inning < i.inning) ? '6 4' : undefined,
    }));
  const w = Math.max(240, width) - MARGIN.left - MARGIN.right;
  const h = height - MARGIN.top - MARGIN.bottom;
  const maxOver = Math.max(1, ...series.map((s) => s.points[s.points.length - 1].over));
  const maxRuns = Math.max(10, ...series.map((s) => s.points[s.points.length - 1].runs));
  const x = scaleLinear().domain([0, maxOver]).nice().range([0, w]);
  const y = scaleLinear().domain([0, maxRuns]).nice().range([h, 0]);
  const path = line<WormPoint>()
    .x((p) => x(p.over))
    .y((p) => y(p.runs));
  const label = (i: ScorecardInnings) => `${i.team} ${ordinal(i.inning)} inns`;
  const tips = useChartTips(
    series.flatMap(({ i, points }) => {
      let down = 0;
      return points.map((p) => {
        down += p.wickets;
        return { x: MARGIN.left + x(p.over), y: MARGIN.top + y(p.runs), lines: [`${label(i)}, ${p.over === 0 ? 'start' : `after over ${p.over}`}`, `${p.runs}/${down}`] };
      });
    }),
    'xy',
  );
  return (
    <div>
      <TipChart
        tips={tips}
        plotWidth={w}
        height={height}
        label={`Cumulative runs by over: ${series.map((s) => `${label(s.i)} ${s.i.runs} in ${s.i.overs} overs`).join('; ')}`}
        svgData={{ 'data-chart': 'worm' }}
      >
        <LeftAxis scale={y} length={h} label="Runs" gridWidth={w} integer />
        <g transform={`translate(0,${h})`}>
          <BottomAxis scale={x} length={w} label="Overs" integer />
        </g>
        {series.map(({ i, points, colour, dash }) => (
          <g key={i.inning} data-testid="worm-innings">
            <path d={path(points) ?? ''} fill="none" stroke={colour} strokeWidth={2} strokeDasharray={dash} />
            {points
              .filter((p) => p.wickets > 0)
              .map((p) => (
                <circle key={p.over} cx={x(p.over)} cy={y(p.runs)} r={3.5} fill="white" stroke={colour} strokeWidth={2} />
              ))}
          </g>
        ))}
        {tips.point ? <circle cx={tips.point.x - MARGIN.left} cy={tips.point.y - MARGIN.top} r={5} fill="#0f172a" stroke="white" strokeWidth={1.5} /> : null}
      </TipChart>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {series.map(({ i, colour, dash }) => (
          <li key={i.inning} className="flex items-center gap-2">
            <svg width={22} height={6} aria-hidden="true">
              <line x1={0} x2={22} y1={3} y2={3} stroke={colour} strokeWidth={3} strokeDasharray={dash} />
            </svg>
            {label(i)}: {i.runs}/{i.wickets}
          </li>
        ))}
      </ul>
    </div>
  );
}
