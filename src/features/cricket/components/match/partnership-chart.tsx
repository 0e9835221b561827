import { scaleLinear } from 'd3';
import type { MatchScorecard, ScorecardInnings } from '../../api/cricket-types';
import { ordinal } from '../../utils/scorecard-text';

const ROW = 40;

/**
 * An innings' partnerships as horizontal bars, one row per wicket: the wicket and the batters above the bar, the
 * runs (balls) at its end; an unbroken stand is marked * and drawn lighter. Text is 12 px.
 */
export function PartnershipChart({ partnerships, players, width }: { partnerships: ScorecardInnings['partnerships']; players: MatchScorecard['players']; width: number }) {
  if (!partnerships.length) return <p className="text-sm text-slate-600">No partnership in this innings.</p>;
  const labelRoom = 64;
  const x = scaleLinear()
    .domain([0, Math.max(10, ...partnerships.map((p) => p.runs))])
    .range([0, Math.max(40, width - labelRoom)]);
  const names = (ids: string[]) => ids.map((id) => (players[id]?.name ?? id).split(' ').pop()).join(' & ');
  const height = partnerships.length * ROW;
  return (
    <svg width={width} height={height} role="img" aria-label={`Partnerships: ${partnerships.map((p) => `${ordinal(p.wicket)} wicket ${p.runs}${p.unbroken ? ' unbroken' : ''} (${names(p.batters)})`).join('; ')}`}>
      {partnerships.map((p, k) => (
        <g key={p.wicket} transform={`translate(0,${k * ROW})`} data-testid="partnership-bar">
          <text y={13} fontSize={12} fill="#334155">
            <tspan fontWeight={600}>{ordinal(p.wicket)}</tspan> {names(p.batters)}
          </text>
          <rect y={19} height={14} width={Math.max(1, x(p.runs))} rx={2} fill={p.unbroken ? '#6ee7b7' : '#047857'} />
          <text x={Math.max(1, x(p.runs)) + 6} y={31} fontSize={12} fill="#0f172a" className="tabular-nums">
            {p.runs}
            {p.unbroken ? '*' : ''} ({p.balls})
          </text>
        </g>
      ))}
    </svg>
  );
}
