import { memo, useState } from 'react';
import { useElementWidth } from '../../../../hooks/use-element-width';
import { AXIS_COLOR, GRID_COLOR, SERIES_COLORS } from '../../../../components/charts/chart-theme';
import type { LeagueSummaryRow } from '../../../../../workers/league/league';

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

const ROW = 30;
const LEFT = 72;
const RIGHT = 24;
const TOP = 8;
const AXIS = 44;

/**
 * Each player's chance of every finishing position, a stacked 100 % bar per
 * player. Plain SVG (a few dozen rectangles): it renders in a few
 * milliseconds, so a 750-league result never blocks the page. Hover or focus
 * a segment for its figure; a legend names the positions.
 */
export const PositionChanceChart = memo(function PositionChanceChart({ rows }: { rows: LeagueSummaryRow[] }) {
  const [hover, setHover] = useState<{ player: number; pos: number } | null>(null);
  const [boxRef, WIDTH] = useElementWidth<HTMLDivElement>();
  const sorted = [...rows].sort((a, b) => a.playerId - b.playerId);
  const positions = rows.length;
  const height = TOP + sorted.length * ROW + AXIS;
  const x = (pct: number) => LEFT + ((WIDTH - LEFT - RIGHT) * pct) / 100;
  const hovered = hover ? sorted.find((r) => r.playerId === hover.player) : null;
  return (
    <figure className="m-0" data-testid="position-chart">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">Chance of each finishing position</figcaption>
      <ul className="mb-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-800" aria-label="Positions">
        {Array.from({ length: positions }, (_, i) => (
          <li key={i} className="flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: SERIES_COLORS[i % SERIES_COLORS.length] }} aria-hidden="true" />
            {ordinal(i + 1)}
          </li>
        ))}
      </ul>
      <div ref={boxRef} className="w-full">
      <svg width={WIDTH} height={height} className="block" role="img" aria-label="Stacked bars of each player's chance of finishing in each position">
        {[0, 25, 50, 75, 100].map((t) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={TOP} y2={TOP + sorted.length * ROW} stroke={GRID_COLOR} />
            <text x={x(t)} y={TOP + sorted.length * ROW + 16} textAnchor="middle" fontSize={12} fill={AXIS_COLOR}>
              {t} %
            </text>
          </g>
        ))}
        <text x={(x(0) + x(100)) / 2} y={height - 6} textAnchor="middle" fontSize={12} fill={AXIS_COLOR}>
          Chance (%)
        </text>
        {sorted.map((r, row) => {
          let acc = 0;
          const y = TOP + row * ROW + 4;
          return (
            <g key={r.playerId}>
              <text x={LEFT - 8} y={y + (ROW - 8) / 2 + 4} textAnchor="end" fontSize={12} fill={AXIS_COLOR}>
                Player {r.playerId}
              </text>
              {r.positionChances.map((c, pos) => {
                const x0 = x(acc);
                acc += c;
                if (c <= 0) return null;
                const active = hover?.player === r.playerId && hover.pos === pos;
                return (
                  <rect
                    key={pos}
                    x={x0}
                    y={y}
                    width={Math.max(0, x(acc) - x0)}
                    height={ROW - 8}
                    fill={SERIES_COLORS[pos % SERIES_COLORS.length]}
                    stroke={active ? '#0f172a' : '#ffffff'}
                    strokeWidth={active ? 2 : 0.5}
                    onMouseEnter={() => setHover({ player: r.playerId, pos })}
                    onMouseLeave={() => setHover(null)}
                  >
                    <title>{`Player ${r.playerId}: ${ordinal(pos + 1)} ${c.toFixed(1)} %`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
      </svg>
      </div>
      <p className="mt-1 min-h-5 text-sm text-slate-800" aria-live="polite" data-testid="position-tooltip">
        {hovered && hover
          ? `Player ${hovered.playerId} finishes ${ordinal(hover.pos + 1)} in ${hovered.positionChances[hover.pos].toFixed(1)} % of leagues`
          : 'Hover a bar segment for its chance.'}
      </p>
    </figure>
  );
});
