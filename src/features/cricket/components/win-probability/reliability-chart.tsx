import { scaleLinear } from 'd3';
import { sharePercent } from '../../../../../common/number-text';
import { BottomAxis, LeftAxis, MARGIN } from '../../../../components/charts/chart-axes';
import type { ReliabilityBin } from '../../api/cricket-types';

/**
 * A reliability diagram: each decile's mean forecast (across) against how often the outcome happened (up); a
 * perfectly calibrated model sits on the diagonal. Dots are sized by the Tests (or matches) contributing; a decile with balls
 * from fewer than 100 of them is drawn hollow (too few to judge).
 */
export function ReliabilityChart({
  bins,
  colour,
  label,
  width,
  unit = 'Tests',
}: {
  bins: readonly ReliabilityBin[];
  colour: string;
  label: string;
  width: number;
  /** What a bin's `tests` counts ("Tests", "matches"). */
  unit?: string;
}) {
  const size = Math.min(Math.max(240, width), 420);
  const w = size - MARGIN.left - MARGIN.right;
  const h = w;
  const x = scaleLinear().domain([0, 1]).range([0, w]);
  const y = scaleLinear().domain([0, 1]).range([h, 0]);
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const shown = bins.filter((b) => b.points > 0);
  const r = (tests: number) => 3 + Math.sqrt(tests) / 6;
  return (
    <svg
      width={size}
      height={h + MARGIN.top + MARGIN.bottom}
      role="img"
      aria-label={`${label}: forecast against what happened, by decile. ${shown.map((b) => `${sharePercent(b.predicted, 0)} forecast, ${sharePercent(b.observed, 0)} happened (${b.tests} ${unit})`).join('; ')}`}
      data-testid="reliability-chart"
    >
      <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
        <LeftAxis scale={y} length={h} label="Happened" values={ticks} format={(t) => sharePercent(t, 0)} gridWidth={w} />
        <g transform={`translate(0,${h})`}>
          <BottomAxis scale={x} length={w} label="Forecast" values={ticks} format={(t) => sharePercent(t, 0)} />
        </g>
        <line x1={0} y1={h} x2={w} y2={0} stroke="#64748b" strokeDasharray="4 4" />
        {shown.map((b) => (
          <circle
            key={b.lo}
            cx={x(b.predicted)}
            cy={y(b.observed)}
            r={r(b.tests)}
            fill={b.tests >= 100 ? colour : 'white'}
            fillOpacity={0.8}
            stroke={colour}
            strokeWidth={2}
          />
        ))}
      </g>
    </svg>
  );
}
