import type { SeasonTableRow } from '../../../../contracts/season';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { signed } from '../../../../common/number-text';
import { playerColumn } from './player-column';


/** The season table: 2 points a win; points, score difference, score for, then a seeded draw (the API's order). */
export function SeasonTable({ rows, caption }: { rows: SeasonTableRow[]; caption: string }) {
  const columns: DataColumn<SeasonTableRow>[] = [
    { id: 'pos', header: '#', label: 'Position', numeric: true, render: (r) => r.position },
    playerColumn(),
    { id: 'played', header: 'P', label: 'Played', numeric: true, render: (r) => r.played },
    { id: 'won', header: 'W', label: 'Won', numeric: true, render: (r) => r.won },
    { id: 'lost', header: 'L', label: 'Lost', numeric: true, render: (r) => r.lost },
    { id: 'for', header: 'For', numeric: true, render: (r) => r.score_for },
    { id: 'against', header: 'Agst', label: 'Against', numeric: true, render: (r) => r.score_against },
    { id: 'diff', header: 'Diff', label: 'Score difference', numeric: true, render: (r) => signed(r.score_for - r.score_against) },
    { id: 'points', header: 'Pts', label: 'Points', numeric: true, className: 'font-semibold', render: (r) => r.points },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.player_id}
      label={caption}
      sortable={false}
      stickyColumns={2}
      rankedBy="points"
      testId="season-table"
    />
  );
}
