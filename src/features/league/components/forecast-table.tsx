import { DataTable, type DataColumn } from '../../../components/data-table';
import type { ForecastPlayer, ForecastSummary } from '../../../../workers/season-forecast/types';
import { chanceText } from '../utils/forecast-format';
import { fixedHalfUp } from '../../../../workers/core/number-text';

const ordinal = (k: number) => `${k}${k % 10 === 1 && k !== 11 ? 'st' : k % 10 === 2 && k !== 12 ? 'nd' : k % 10 === 3 && k !== 13 ? 'rd' : 'th'}`;

function titleStatus(p: ForecastPlayer): string {
  return p.status.champion ? 'Champions' : p.status.can_win ? 'Can still win' : 'Cannot win the title';
}

/**
 * Position chances: one row per player (ordered by title chance, then expected points), title and bottom chance
 * with the exact status beside them, expected points, then every position. The table scrolls inside its own
 * region on a phone.
 */
export function ForecastTable({ summary, possible, caption }: { summary: ForecastSummary; possible: (boolean | null)[][]; caption: string }) {
  const n = summary.players.length;
  const indexed = summary.players.map((p, i) => ({ p, i }));
  const rows = [...indexed].sort((a, b) => b.p.title - a.p.title || b.p.expected_points - a.p.expected_points || a.p.name.localeCompare(b.p.name));
  type Row = (typeof rows)[number];
  const onlyPossible = (r: Row, k: number) => possible[r.i].every((x, j) => (j === k ? x === true : x === false));
  const columns: DataColumn<Row>[] = [
    { id: 'player', header: 'Player', rowHeader: true, nowrap: true, render: (r) => r.p.name },
    {
      id: 'title',
      header: 'Title',
      numeric: true,
      nowrap: true,
      render: (r) => chanceText(r.p.title, possible[r.i][0], r.p.status.champion),
      cellProps: (r) => ({ 'data-testid': `title-${r.p.player_id}` }),
    },
    {
      id: 'title-status',
      header: 'Title status (exact)',
      nowrap: true,
      render: (r) => titleStatus(r.p),
      cellProps: (r) => ({ className: r.p.status.champion ? 'font-semibold text-emerald-800' : r.p.status.can_win ? undefined : 'text-slate-500' }),
    },
    {
      id: 'bottom',
      header: 'Bottom',
      numeric: true,
      nowrap: true,
      render: (r) => chanceText(r.p.bottom, possible[r.i][n - 1], onlyPossible(r, n - 1)),
      cellProps: (r) => ({ 'data-testid': `bottom-${r.p.player_id}` }),
    },
    {
      id: 'bottom-status',
      header: 'Bottom status (exact)',
      nowrap: true,
      render: (r) => (r.p.status.can_finish_bottom ? 'Can still finish bottom' : 'Safe from bottom'),
    },
    { id: 'points', header: 'Expected points', numeric: true, render: (r) => fixedHalfUp(r.p.expected_points, 2) },
    ...Array.from({ length: n }, (_, k): DataColumn<Row> => ({
      id: `pos-${k + 1}`,
      header: ordinal(k + 1),
      numeric: true,
      nowrap: true,
      render: (r) => chanceText(r.p.positions[k], possible[r.i][k], onlyPossible(r, k)),
    })),
  ];
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
}

const PENDING = '…';

/**
 * The table before the first result: the same columns and one row per player (in table order), each chance a
 * dot, so the result takes exactly its place. Marked busy for assistive technology.
 */
export function PendingForecastTable({ players, caption }: { players: { player_id: number; name: string }[]; caption: string }) {
  const n = players.length;
  type Row = (typeof players)[number];
  const pending = (id: string, header: string): DataColumn<Row> => ({ id, header, numeric: true, nowrap: true, render: () => PENDING });
  const columns: DataColumn<Row>[] = [
    { id: 'player', header: 'Player', rowHeader: true, nowrap: true, render: (r) => r.name },
    pending('title', 'Title'),
    { id: 'title-status', header: 'Title status (exact)', nowrap: true, render: () => PENDING },
    pending('bottom', 'Bottom'),
    { id: 'bottom-status', header: 'Bottom status (exact)', nowrap: true, render: () => PENDING },
    pending('points', 'Expected points'),
    ...Array.from({ length: n }, (_, k) => pending(`pos-${k + 1}`, ordinal(k + 1))),
  ];
  return (
    <div aria-busy="true">
      <DataTable rows={players} columns={columns} rowKey={(r) => r.player_id} label={caption} showCaption sortable={false} stickyColumns={1} testId="forecast-table-pending" />
    </div>
  );
}
