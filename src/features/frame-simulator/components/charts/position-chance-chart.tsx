import { memo, useId, useState, type KeyboardEvent } from 'react';
import { useElementWidth } from '../../../../hooks/use-element-width';
import { AXIS_COLOR, GRID_COLOR, SERIES_COLORS } from '../../../../components/charts/chart-theme';
import type { LeagueSummaryRow } from '../../../../../workers/league-sim/league';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import { fixedHalfUp, percent } from '../../../../../common/number-text';

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

const ROW = 30;
const LEFT = 72;
const RIGHT = 24;
const TOP = 8;
const AXIS = 44;
/** Segments at least this wide carry their position as text. */
const LABEL_MIN_WIDTH = 30;

/** Position i's fill pattern: plain, stripes or dots in turn, so neighbours differ by more than hue. */
type PatternKind = 'plain' | 'stripes' | 'dots';
const patternOf = (pos: number): PatternKind => (['plain', 'stripes', 'dots'] as const)[pos % 3];
const colorOf = (pos: number) => SERIES_COLORS[pos % SERIES_COLORS.length];

function Patterns({ prefix, positions }: { prefix: string; positions: number }) {
  return (
    <defs>
      {Array.from({ length: positions }, (_, pos) => {
        const kind = patternOf(pos);
        if (kind === 'plain') return null;
        return (
          <pattern key={pos} id={`${prefix}-p${pos}`} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform={kind === 'stripes' ? 'rotate(45)' : undefined}>
            <rect width={6} height={6} fill={colorOf(pos)} />
            {kind === 'stripes' ? <rect width={2} height={6} fill="#ffffff" fillOpacity={0.55} /> : <circle cx={3} cy={3} r={1.3} fill="#ffffff" fillOpacity={0.7} />}
          </pattern>
        );
      })}
    </defs>
  );
}

const fillOf = (prefix: string, pos: number) => (patternOf(pos) === 'plain' ? colorOf(pos) : `url(#${prefix}-p${pos})`);

/** Every player's chance of every position as a table (the chart's figures, for reading or copying); every column sorts. */
function PositionTable({ rows }: { rows: LeagueSummaryRow[] }) {
  const positions = rows.length;
  const columns: DataColumn<LeagueSummaryRow>[] = [
    { id: 'player', header: 'Player', rowHeader: true, nowrap: true, value: (r) => r.playerId, firstDirection: 'ascending', render: (r) => `Player ${r.playerId}` },
    ...Array.from({ length: positions }, (_, i) => ({
      id: `p${i + 1}`,
      header: ordinal(i + 1),
      label: `${ordinal(i + 1)} place`,
      numeric: true,
      value: (r: LeagueSummaryRow) => r.positionChances[i],
      render: (r: LeagueSummaryRow) => fixedHalfUp(r.positionChances[i], 1),
    })),
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.playerId}
      label="Chance of each finishing position (%)"
      showCaption
      testId="position-table"
    />
  );
}

/** The positions' key: each position's colour and pattern. */
function PositionLegend({ positions, prefix }: { positions: number; prefix: string }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-800" aria-label="Positions">
      {Array.from({ length: positions }, (_, i) => (
        <li key={i} className="flex items-center gap-1">
          <svg width={12} height={12} aria-hidden="true" className="rounded-sm">
            <Patterns prefix={`${prefix}-l${i}`} positions={positions} />
            <rect width={12} height={12} fill={fillOf(`${prefix}-l${i}`, i)} />
          </svg>
          {ordinal(i + 1)}
        </li>
      ))}
    </ul>
  );
}

/** One segment of a player's bar: a position's chance, focusable, announced, labelled inside when wide enough. */
function Segment({
  x: x0,
  y,
  width: w,
  pos,
  label,
  fill,
  active,
  tabbable,
  segment,
  onHover,
  onFocus,
}: {
  x: number;
  y: number;
  width: number;
  pos: number;
  label: string;
  fill: string;
  active: boolean;
  tabbable: boolean;
  segment: string;
  onHover: (on: boolean) => void;
  onFocus: () => void;
}) {
  return (
    <g
      tabIndex={tabbable ? 0 : -1}
      role="img"
      aria-label={label}
      data-segment={segment}
      className="cursor-default outline-none"
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onFocus={onFocus}
      onBlur={() => onHover(false)}
    >
      <rect x={x0} y={y} width={w} height={ROW - 8} fill={fill} stroke={active ? '#0f172a' : '#ffffff'} strokeWidth={active ? 2 : 0.5} />
      {w >= LABEL_MIN_WIDTH ? (
        <text
          x={x0 + w / 2}
          y={y + (ROW - 8) / 2 + 4}
          textAnchor="middle"
          fontSize={11}
          fontWeight={700}
          fill="#ffffff"
          stroke={colorOf(pos)}
          strokeWidth={3}
          paintOrder="stroke"
          aria-hidden="true"
          pointerEvents="none"
        >
          {ordinal(pos + 1)}
        </text>
      ) : null}
      <title>{label}</title>
    </g>
  );
}

type SegmentAt = { player: number; pos: number };

/**
 * The chart's roving tab stop: one segment is in the Tab order (the last focused, else the first), and the arrow
 * keys move focus between segments.
 */
function useSegmentKeys(sorted: LeagueSummaryRow[], hover: SegmentAt | null) {
  const [cursor, setCursor] = useState<SegmentAt | null>(null);
  const positions = sorted.length;
  const firstStop = (() => {
    const r = sorted[0];
    const pos = r ? r.positionChances.findIndex((c) => c > 0) : -1;
    return r && pos >= 0 ? { player: r.playerId, pos } : null;
  })();
  const stopValid = cursor !== null && (sorted.find((r) => r.playerId === cursor.player)?.positionChances[cursor.pos] ?? 0) > 0;
  const tabStop = stopValid ? cursor : firstStop;

  // Arrow keys move between segments: left/right along a bar, up/down between players.
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const keys: Record<string, [number, number]> = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    const move = keys[e.key];
    const from = hover ?? cursor;
    if (!move || !from) return;
    e.preventDefault();
    const row = sorted.findIndex((r) => r.playerId === from.player);
    const nextRow = Math.max(0, Math.min(sorted.length - 1, row + move[0]));
    const chances = sorted[nextRow].positionChances;
    // skip positions the player never reached (no segment to land on): along a bar keep going
    // the same way; between bars take the nearest reached position
    const candidates =
      move[1] !== 0
        ? Array.from({ length: positions }, (_, k) => from.pos + move[1] * (k + 1))
        : Array.from({ length: 2 * positions }, (_, k) => from.pos + (k % 2 === 0 ? k / 2 : -(k + 1) / 2));
    const pos = candidates.find((p) => p >= 0 && p < positions && chances[p] > 0);
    if (pos === undefined) return;
    const el = e.currentTarget.querySelector<SVGElement>(`[data-segment="${sorted[nextRow].playerId}-${pos}"]`);
    el?.focus();
  };

  return { tabStop, setCursor, onKeyDown };
}

/**
 * Each player's chance of every finishing position, a stacked 100 % bar per
 * player. Plain SVG (a few dozen rectangles): it renders in a few
 * milliseconds, so a 750-league result never blocks the page. Every segment is
 * reachable by keyboard (Tab into the chart, then the arrow keys) and announces
 * its figure; positions differ by colour, pattern and, where wide enough, a
 * label; "Show as table" lists every chance.
 */
export const PositionChanceChart = memo(function PositionChanceChart({ rows }: { rows: LeagueSummaryRow[] }) {
  const [hover, setHover] = useState<{ player: number; pos: number } | null>(null);
  const [asTable, setAsTable] = useState(false);
  // Drawn once the width is known, in a transition: not in the same task as the summary table it arrives with.
  const [boxRef, measured] = useElementWidth<HTMLDivElement>({ transition: true });
  const WIDTH = measured ?? 0;
  const prefix = useId().replace(/:/g, '');
  const sorted = [...rows].sort((a, b) => a.playerId - b.playerId);
  const positions = rows.length;
  const height = TOP + sorted.length * ROW + AXIS;
  const x = (pct: number) => LEFT + ((WIDTH - LEFT - RIGHT) * pct) / 100;
  const hovered = hover ? sorted.find((r) => r.playerId === hover.player) : null;
  const { tabStop, setCursor, onKeyDown } = useSegmentKeys(sorted, hover);

  return (
    <figure className="m-0" data-testid="position-chart">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <figcaption className="text-sm font-semibold text-slate-800">Chance of each finishing position</figcaption>
        <button type="button" className="btn-secondary !px-3 !py-1 text-sm" aria-pressed={asTable} onClick={() => setAsTable((t) => !t)}>
          {asTable ? 'Show as chart' : 'Show as table'}
        </button>
      </div>
      {asTable ? (
        <PositionTable rows={sorted} />
      ) : (
        <>
          <PositionLegend positions={positions} prefix={prefix} />
          <div ref={boxRef} className="w-full" style={{ height }}>
            {measured !== null && (
            <svg
              width={WIDTH}
              height={height}
              className="block"
              role="group"
              aria-label="Stacked bars of each player's chance of finishing in each position; Tab to a segment, the arrow keys move between segments"
              onKeyDown={onKeyDown}
            >
              <Patterns prefix={prefix} positions={positions} />
              {[0, 25, 50, 75, 100].map((t) => (
                <g key={t} aria-hidden="true">
                  <line x1={x(t)} x2={x(t)} y1={TOP} y2={TOP + sorted.length * ROW} stroke={GRID_COLOR} />
                  <text x={x(t)} y={TOP + sorted.length * ROW + 16} textAnchor="middle" fontSize={12} fill={AXIS_COLOR}>
                    {t} %
                  </text>
                </g>
              ))}
              <text x={(x(0) + x(100)) / 2} y={height - 6} textAnchor="middle" fontSize={12} fill={AXIS_COLOR} aria-hidden="true">
                Chance (%)
              </text>
              {sorted.map((r, row) => {
                let acc = 0;
                const y = TOP + row * ROW + 4;
                return (
                  <g key={r.playerId}>
                    <text x={LEFT - 8} y={y + (ROW - 8) / 2 + 4} textAnchor="end" fontSize={12} fill={AXIS_COLOR} aria-hidden="true">
                      Player {r.playerId}
                    </text>
                    {r.positionChances.map((c, pos) => {
                      const x0 = x(acc);
                      acc += c;
                      if (c <= 0) return null;
                      const w = Math.max(0, x(acc) - x0);
                      const active = hover?.player === r.playerId && hover.pos === pos;
                      const label = `Player ${r.playerId}: ${ordinal(pos + 1)} in ${percent(c, 1)} of leagues`;
                      return (
                        <Segment
                          key={pos}
                          x={x0}
                          y={y}
                          width={w}
                          pos={pos}
                          label={label}
                          fill={fillOf(prefix, pos)}
                          active={active}
                          tabbable={tabStop?.player === r.playerId && tabStop.pos === pos}
                          segment={`${r.playerId}-${pos}`}
                          onHover={(on) => setHover(on ? { player: r.playerId, pos } : null)}
                          onFocus={() => {
                            setHover({ player: r.playerId, pos });
                            setCursor({ player: r.playerId, pos });
                          }}
                        />
                      );
                    })}
                  </g>
                );
              })}
            </svg>
            )}
          </div>
          <p className="mt-1 min-h-5 text-sm text-slate-800" aria-live="polite" data-testid="position-tooltip">
            {hovered && hover
              ? `Player ${hovered.playerId} finishes ${ordinal(hover.pos + 1)} in ${percent(hovered.positionChances[hover.pos], 1)} of leagues`
              : 'Hover or focus (Tab) a bar segment for its chance.'}
          </p>
        </>
      )}
    </figure>
  );
});
