import { area, scaleLinear } from 'd3';
import { sharePercent } from '../../../../../common/number-text';
import { useEffect } from 'react';
import { BottomAxis, LeftAxis, MARGIN } from '../../../../components/charts/chart-axes';
import { useChartTips } from '../../../../components/charts/chart-tooltip';
import { TipChart } from '../../../../components/charts/tip-chart';
import type { MatchWinProbability, WinProbabilityPoint } from '../../api/cricket-types';
import { ballLabel } from '../../utils/playout-choices';
import { ordinal } from '../../utils/scorecard-text';
import { chance, chanceText, chaseText, projectedText } from '../../utils/win-probability-text';

/** The batting-first side, the draw and the other side (the worm's team colours, grey for the draw). */
export const WP_COLOURS = ['#047857', '#94a3b8', '#7c3aed'];

/**
 * Where each innings starts on the deliveries axis: [innings, seq of the point before its first delivery]. The points
 * may be thinned (utils/thin-points.ts keeps the last point of every innings), so the start is the seq of the point
 * kept before the innings' first kept point.
 */
export function inningsStarts(points: readonly WinProbabilityPoint[]): [number, number][] {
  const starts: [number, number][] = [];
  let last = 0;
  points.forEach((p, i) => {
    if (p.seq > 0 && p.inns !== last) {
      starts.push([p.inns, i > 0 ? points[i - 1].seq : p.seq - 1]);
      last = p.inns;
    }
  });
  return starts;
}

/**
 * The readout of one point: the ball, then each side's chance and the draw's; in an ODI or T20I (no draw) the chase's
 * needs or the first innings' projected total instead of the draw.
 */
export function pointReadout(wp: Pick<MatchWinProbability, 'batting_first' | 'other' | 'limited'>, p: WinProbabilityPoint): string[] {
  if (wp.limited) {
    const extra = chaseText(wp, p) ?? projectedText(p);
    return [ballLabel(p), `${wp.batting_first} ${chance(p.first_win)}`, `${wp.other} ${chance(p.other_win)}`, ...(extra ? [extra] : [])];
  }
  return [ballLabel(p), `${wp.batting_first} ${chance(p.first_win)}`, `Draw ${chance(p.draw)}`, `${wp.other} ${chance(p.other_win)}`];
}

/**
 * An ODI or T20I's powerplays on the deliveries axis: [first seq, last seq] of the kept points in each powerplay's
 * overs (1-based, inclusive) of its innings.
 */
export function powerplaySpans(wp: Pick<MatchWinProbability, 'limited' | 'points'>): { key: string; from: number; to: number }[] {
  const out: { key: string; from: number; to: number }[] = [];
  for (const pp of wp.limited?.powerplays ?? []) {
    const inside = wp.points.filter((p) => {
      const over = Number(p.over.split('.')[0]) + 1;
      return p.seq > 0 && p.inns === pp.inns && over >= pp.from && over <= pp.to;
    });
    if (inside.length) out.push({ key: `${pp.inns}-${pp.from}-${pp.to}`, from: Math.max(0, inside[0].seq - 1), to: inside[inside.length - 1].seq });
  }
  return out;
}

/**
 * The win/draw/loss chart: three stacked bands across every delivery of the match (the batting-first side's win at
 * the bottom, the draw, the other side's win at the top), a rule where each innings starts and numbered marks at the
 * turning points. Hover, tap or the arrow keys read out the chances after any ball kept; the ball last read out is
 * passed to `onPick` (the section offers "Play it out from here" from it), and `picked` is marked.
 */
export function WinProbabilityChart({
  wp,
  width,
  height = 260,
  picked = null,
  onPick,
}: {
  wp: MatchWinProbability;
  width: number;
  height?: number;
  picked?: number | null;
  onPick?: (seq: number) => void;
}) {
  const pts = wp.points;
  const w = Math.max(240, width) - MARGIN.left - MARGIN.right;
  const h = height - MARGIN.top - MARGIN.bottom;
  // The axis counts deliveries (seq), not points: the page's points are thinned on a long Test.
  const x = scaleLinear().domain([0, Math.max(1, pts[pts.length - 1].seq)]).range([0, w]);
  const y = scaleLinear().domain([0, 1]).range([h, 0]);
  const band = (lo: (p: WinProbabilityPoint) => number, hi: (p: WinProbabilityPoint) => number) =>
    area<WinProbabilityPoint>()
      .x((p) => x(p.seq))
      .y0((p) => y(lo(p)))
      .y1((p) => y(hi(p)))(pts) ?? '';
  const first = (p: WinProbabilityPoint) => p.first_win;
  const firstAndDraw = (p: WinProbabilityPoint) => p.first_win + p.draw;
  const starts = inningsStarts(pts);
  const start = pts[0];
  const end = pts[pts.length - 1];
  const tips = useChartTips(
    pts.map((p) => ({ x: MARGIN.left + x(p.seq), y: MARGIN.top + y(p.first_win + p.draw / 2), lines: pointReadout(wp, p) })),
    'x',
  );
  const activeSeq = tips.active === null ? null : pts[tips.active].seq;
  useEffect(() => {
    if (activeSeq !== null) onPick?.(activeSeq);
  }, [activeSeq, onPick]);
  const mark = activeSeq ?? picked;
  return (
    <TipChart
      tips={tips}
      plotWidth={w}
      height={height}
      label={`Chances across the match. Before the first ball: ${chanceText(wp, start)}. After the last ball: ${chanceText(wp, end)}. Arrow keys read out each ball.`}
      svgData={{ 'data-testid': 'wp-chart', 'data-chart': 'win-probability' }}
    >
        <path d={band(() => 0, first)} fill={WP_COLOURS[0]} fillOpacity={0.85} />
        <path d={band(first, firstAndDraw)} fill={WP_COLOURS[1]} fillOpacity={0.6} />
        <path d={band(firstAndDraw, () => 1)} fill={WP_COLOURS[2]} fillOpacity={0.85} />
        <LeftAxis scale={y} length={h} label="Chance" values={[0, 0.25, 0.5, 0.75, 1]} format={(t) => sharePercent(t, 0)} />
        <g transform={`translate(0,${h})`}>
          <BottomAxis scale={x} length={w} label="Deliveries" integer ticks={w < 320 ? 3 : 6} />
        </g>
        {powerplaySpans(wp).map((pp) => (
          <rect key={pp.key} x={x(pp.from)} width={Math.max(1, x(pp.to) - x(pp.from))} y={0} height={6} fill="#f59e0b" data-testid="wp-powerplay" />
        ))}
        {starts.map(([inns, seq]) => (
          <g key={inns} transform={`translate(${x(seq)},0)`}>
            <line y1={0} y2={h} stroke="white" strokeWidth={1.5} />
            <text x={3} y={h - 5} fontSize={11} fill="white" fontWeight={600}>
              {ordinal(inns)}
            </text>
          </g>
        ))}
        {wp.turning_points.map((t, i) => (
          <g key={t.seq} transform={`translate(${x(t.seq)},${h})`} data-testid="wp-turning-mark">
            <line y1={0} y2={-h} stroke="#0f172a" strokeWidth={1} strokeDasharray="2 3" />
            <circle cy={-h + 8} r={8} fill="white" stroke="#0f172a" />
            <text y={-h + 12} textAnchor="middle" fontSize={11} fill="#0f172a">
              {i + 1}
            </text>
          </g>
        ))}
        {mark !== null ? <line x1={x(mark)} x2={x(mark)} y1={0} y2={h} stroke="#0f172a" strokeWidth={2} data-testid="wp-picked" /> : null}
    </TipChart>
  );
}
