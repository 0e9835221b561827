import { memo } from 'react';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { ForecastPlayer, ForecastSummary } from '../../../../workers/season-forecast/types';
import { chanceText } from '../utils/forecast-format';
import { fixedHalfUp } from '../../../../common/number-text';

const ordinal = (k: number) => `${k}${k % 10 === 1 && k !== 11 ? 'st' : k % 10 === 2 && k !== 12 ? 'nd' : k % 10 === 3 && k !== 13 ? 'rd' : 'th'}`;

type Head = Pick<DataColumn<unknown>, 'id' | 'header' | 'numeric' | 'nowrap' | 'rowHeader'>;

/** The table's columns for n players, without their cells: shared by the result and the pending table. */
function columnHeads(n: number): Head[] {
  return [
    { id: 'player', header: 'Player', rowHeader: true, nowrap: true },
    { id: 'title', header: 'Title', numeric: true, nowrap: true },
    { id: 'title-status', header: 'Title still possible?', nowrap: true },
    { id: 'bottom', header: 'Bottom', numeric: true, nowrap: true },
    { id: 'bottom-status', header: 'Bottom still possible?', nowrap: true },
    { id: 'points', header: 'Expected points', numeric: true },
    ...Array.from({ length: n }, (_, k): Head => ({ id: `pos-${k + 1}`, header: ordinal(k + 1), numeric: true, nowrap: true })),
  ];
}

function titleStatus(p: ForecastPlayer): string {
  return p.status.champion ? 'Champions' : p.status.can_win ? 'Can still win' : 'Cannot win the title';
}

/**
 * Position chances: one row per player (ordered by title chance, then expected points), title and bottom chance
 * with the exact status beside them, expected points, then every position. The table scrolls inside its own
 * region on a phone. Memoized (as the pending table): a progress tick of a run beside it does not render it again.
 */
export const ForecastTable = memo(function ForecastTable({ summary, possible, caption }: { summary: ForecastSummary; possible: (boolean | null)[][]; caption: string }) {
  const n = summary.players.length;
  const indexed = summary.players.map((p, i) => ({ p, i }));
  const rows = [...indexed].sort((a, b) => b.p.title - a.p.title || b.p.expected_points - a.p.expected_points || a.p.name.localeCompare(b.p.name));
  type Row = (typeof rows)[number];
  const onlyPossible = (r: Row, k: number) => possible[r.i].every((x, j) => (j === k ? x === true : x === false));
  const cells: Record<string, Pick<DataColumn<Row>, 'render' | 'cellProps'>> = {
    player: { render: (r) => r.p.name },
    title: { render: (r) => chanceText(r.p.title, possible[r.i][0], r.p.status.champion), cellProps: (r) => ({ 'data-testid': `title-${r.p.player_id}` }) },
    'title-status': {
      render: (r) => titleStatus(r.p),
      cellProps: (r) => ({ className: r.p.status.champion ? 'font-semibold text-emerald-800' : r.p.status.can_win ? undefined : 'text-slate-500' }),
    },
    bottom: {
      render: (r) => chanceText(r.p.bottom, possible[r.i][n - 1], onlyPossible(r, n - 1)),
      cellProps: (r) => ({ 'data-testid': `bottom-${r.p.player_id}` }),
    },
    'bottom-status': { render: (r) => (r.p.status.can_finish_bottom ? 'Can still finish bottom' : 'Safe from bottom') },
    points: { render: (r) => fixedHalfUp(r.p.expected_points, 2) },
  };
  const position = (k: number): Pick<DataColumn<Row>, 'render'> => ({ render: (r) => chanceText(r.p.positions[k], possible[r.i][k], onlyPossible(r, k)) });
  // The position columns are pos-1 .. pos-n.
  const columns = columnHeads(n).map((h): DataColumn<Row> => ({ ...h, ...(cells[h.id] ?? position(Number(h.id.slice('pos-'.length)) - 1)) }));
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.p.player_id}
      label={caption}
      showCaption
      sortable={false}
      stickyColumns={1}
      testId="forecast-table"
    />
  );
});

const PENDING = '…';

/**
 * The table before the first result: the same columns and one row per player (in table order), each chance a
 * dot, so the result takes exactly its place. Marked busy for assistive technology.
 */
export const PendingForecastTable = memo(function PendingForecastTable({ players, caption }: { players: { player_id: number; name: string }[]; caption: string }) {
  const n = players.length;
  type Row = (typeof players)[number];
  const columns = columnHeads(n).map((h): DataColumn<Row> => ({ ...h, render: (r) => (h.id === 'player' ? r.name : PENDING) }));
  return (
    <div aria-busy="true">
      <DataTable rows={players} columns={columns} rowKey={(r) => r.player_id} label={caption} showCaption sortable={false} stickyColumns={1} testId="forecast-table-pending" />
    </div>
  );
});
