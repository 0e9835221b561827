import { line, scaleLinear } from 'd3';
import { useMemo } from 'react';
import { BottomAxis, LeftAxis, MARGIN } from '../../../../components/charts/chart-axes';
import { useChartTips } from '../../../../components/charts/chart-tooltip';
import { TipChart } from '../../../../components/charts/tip-chart';
import { SERIES_COLOURS } from '../player/average-worm';
import { sharePercent } from '../../../../../common/number-text';

const BASELINE_COLOUR = '#64748b';

/**
 * Survival curves: the share of innings still going after n balls faced, the player's beside all batters'.
 * The x axis runs to the player's longest innings (at least 50 balls, at most 500).
 */
export function SurvivalChart({
  player,
  baseline,
  name,
  width,
  height = 280,
  colour = SERIES_COLOURS[0],
}: {
  player: number[];
  baseline: number[] | null;
  name: string;
  width: number;
  height?: number;
  /** The player's line (the compare view gives each player his colour). */
  colour?: string;
}) {
  const w = Math.max(width, 260) - MARGIN.left - MARGIN.right;
  const h = height - MARGIN.top - MARGIN.bottom;
  const maxBalls = Math.min(500, Math.max(50, player.length));
  const x = scaleLinear().domain([0, maxBalls]).range([0, w]);
  const y = scaleLinear().domain([0, 1]).range([h, 0]);
  // Survival after n balls; past the end of the data the curve stays at its last value (or 0).
  const at = (s: number[], n: number) => (s.length === 0 ? 0 : n < s.length ? s[n] : s[s.length - 1]);
  const step = Math.max(1, Math.ceil(maxBalls / 250));
  const ns = useMemo(() => {
    const out: number[] = [];
    for (let n = 0; n <= maxBalls; n += step) out.push(n);
    if (out[out.length - 1] !== maxBalls) out.push(maxBalls);
    return out;
  }, [maxBalls, step]);
  const path = line<number>().x((n) => x(n));
  const playerPath = path.y((n) => y(at(player, n)))(ns) ?? '';
  const basePath = baseline ? (line<number>().x((n) => x(n)).y((n) => y(at(baseline, n)))(ns) ?? '') : '';
  const points = ns.map((n) => ({
    x: MARGIN.left + x(n),
    y: MARGIN.top + y(at(player, n)),
    lines: [`After ${n} ${n === 1 ? 'ball' : 'balls'}`, `${name}: ${sharePercent(at(player, n), 0)} still batting`, ...(baseline ? [`All batters: ${sharePercent(at(baseline, n), 0)}`] : [])],
    n,
  }));
  const tips = useChartTips(points, 'x');
  const activeN = tips.active === null ? null : points[tips.active].n;
  return (
    <div>
      <TipChart tips={tips} plotWidth={w} height={height} label={`Survival curve: share of ${name}'s innings still going after each number of balls faced${baseline ? ', beside all batters in the archive' : ''}`} svgData={{ 'data-testid': 'survival-chart' }}>
        <LeftAxis scale={y} length={h} label="Still batting" gridWidth={w} format={(t) => sharePercent(t, 0)} />
        <g transform={`translate(0,${h})`}>
          <BottomAxis scale={x} length={w} label="Balls faced" integer />
        </g>
        {activeN !== null && <line x1={x(activeN)} x2={x(activeN)} y1={0} y2={h} stroke="#94a3b8" strokeDasharray="3 3" />}
        {baseline && <path d={basePath} fill="none" stroke={BASELINE_COLOUR} strokeWidth={2} strokeDasharray="6 4" />}
        <path d={playerPath} fill="none" stroke={colour} strokeWidth={2.5} />
        {activeN !== null && <circle cx={x(activeN)} cy={y(at(player, activeN))} r={4.5} fill={colour} stroke="white" strokeWidth={1.5} />}
      </TipChart>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <span className="inline-block h-1 w-5 rounded" style={{ background: colour }} aria-hidden="true" />
          {name}
        </li>
        {baseline && (
          <li className="flex items-center gap-2">
            <span className="inline-block w-5 border-t-2 border-dashed" style={{ borderColor: BASELINE_COLOUR }} aria-hidden="true" />
            All batters in the archive
          </li>
        )}
      </ul>
    </div>
  );
}
