import { memo } from 'react';
import type { LeagueSummaryRow, LeagueTableRow } from '../../../../../workers/league-sim/league';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import { fixedHalfUp, percent, signed } from '../../../../../common/number-text';


const tableColumns: DataColumn<LeagueTableRow>[] = [
  { id: 'pos', header: 'Pos', label: 'Position', numeric: true, render: (r) => r.position },
  { id: 'player', header: 'Player', rowHeader: true, nowrap: true, render: (r) => `Player ${r.playerId}` },
  { id: 'played', header: 'Played', numeric: true, render: (r) => r.played },
  { id: 'wins', header: 'Wins', numeric: true, render: (r) => r.wins },
  { id: 'for', header: 'For', numeric: true, render: (r) => r.scoreFor },
  { id: 'against', header: 'Against', numeric: true, render: (r) => r.scoreAgainst },
  { id: 'diff', header: 'Diff', numeric: true, render: (r) => signed(r.scoreDifference) },
  { id: 'points', header: 'Points', numeric: true, className: 'font-semibold', render: (r) => r.points },
];

/** One simulated league's final table (a ranking: not re-sortable; on phones Points follows Pos and Player). */
export const LeagueTable = memo(function LeagueTable({ rows }: { rows: LeagueTableRow[] }) {
  return (
    <DataTable
      rows={rows}
      columns={tableColumns}
      rowKey={(r) => r.playerId}
      label="Final league table"
      sortable={false}
      stickyColumns={2}
      rankedBy="points"
      testId="league-table"
    />
  );
});

const f1 = (v: number) => fixedHalfUp(v, 1);

const byPoints = (a: LeagueSummaryRow, b: LeagueSummaryRow) =>
  a.averagePoints - b.averagePoints || a.averageScoreDifference - b.averageScoreDifference;

const summaryColumns: DataColumn<LeagueSummaryRow>[] = [
  { id: 'player', header: 'Player', rowHeader: true, nowrap: true, value: (r) => r.playerId, render: (r) => `Player ${r.playerId}` },
  { id: 'played', header: 'Avg played', numeric: true, value: (r) => r.averageGamesPlayed, render: (r) => f1(r.averageGamesPlayed) },
  { id: 'wins', header: 'Avg wins', numeric: true, value: (r) => r.averageWins, render: (r) => f1(r.averageWins) },
  { id: 'points', header: 'Avg points', numeric: true, className: 'font-semibold', compare: byPoints, render: (r) => f1(r.averagePoints) },
  {
    id: 'diff',
    header: 'Avg diff',
    numeric: true,
    value: (r) => r.averageScoreDifference,
    render: (r) => `${r.averageScoreDifference > 0 ? '+' : ''}${f1(r.averageScoreDifference)}`,
  },
  { id: 'first', header: '1st', label: '1st place', numeric: true, value: (r) => r.firstPlaceChance, render: (r) => percent(r.firstPlaceChance, 1) },
  { id: 'last', header: 'Last', label: 'Last place', numeric: true, value: (r) => r.lastPlaceChance, render: (r) => percent(r.lastPlaceChance, 1) },
];

/** Averages over many simulated leagues, ordered by average points (then average difference); every column sorts. */
export const LeagueSummaryTable = memo(function LeagueSummaryTable({ rows, simulations }: { rows: LeagueSummaryRow[]; simulations: number }) {
  return (
    <DataTable
      rows={rows}
      columns={summaryColumns}
      rowKey={(r) => r.playerId}
      label={`Averages over ${simulations} simulated leagues`}
      showCaption
      defaultSort={{ column: 'points', direction: 'descending' }}
      rankedBy="points"
      testId="league-summary"
    />
  );
});
