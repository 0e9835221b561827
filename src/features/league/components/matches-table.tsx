import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format-date';
import type { PoolMatch } from '../../../../contracts/league';
import { formatWeight } from '../utils/format';
import { linkTo } from '../../../../contracts/route-manifest';

interface Props {
  matches: PoolMatch[];
  /** Rows per page; omit to show all rows. */
  pageSize?: number;
  showFixtureWeight?: boolean;
  caption: string;
  /**
   * Server-paged lists: the rows arrive sorted by Game Date (newest first when true); only Game Date sorts,
   * and its header calls onSortChange instead of reordering the page.
   */
  sortDesc?: boolean;
  onSortChange?: (desc: boolean) => void;
}

const byDate = (a: PoolMatch, b: PoolMatch) =>
  a.game_datetime < b.game_datetime ? -1 : a.game_datetime > b.game_datetime ? 1 : a.new_id - b.new_id;

const score = (m: PoolMatch, which: 1 | 2) => {
  const s = which === 1 ? m.score_1 : m.score_2;
  const won = m.winner_player_id === (which === 1 ? m.player_1_id : m.player_2_id);
  return won ? <span className="rounded bg-emerald-100 px-1.5 py-0.5">{s}</span> : s;
};
const scoreCell = (which: 1 | 2) => (m: PoolMatch) => {
  const won = m.winner_player_id === (which === 1 ? m.player_1_id : m.player_2_id);
  return { className: won ? 'font-bold text-emerald-800' : undefined, 'data-winner': won ? 'true' : undefined };
};
const player = (id: number, name: string) => (
  <Link href={linkTo('/pool/player/:playerId', { playerId: id })} className="link">
    {name}
  </Link>
);

/**
 * Matches, sorted by Game Date (newest first; ties by match number in the same direction); every column sorts.
 * Player names link to their pages; the winner's score is highlighted; the last column is the match id (the
 * number the admin area finds a match by). Paging scrolls the section into view. On a phone each match is a compact
 * card (the date on top, the two players side by side, their scores under them), so no column is lost off-screen.
 */
export function MatchesTable({ matches, pageSize, showFixtureWeight = false, caption, sortDesc, onSortChange }: Props) {
  const serverSorted = sortDesc !== undefined;
  const columns: DataColumn<PoolMatch>[] = [
    { id: 'game', header: 'Game #', numeric: true, plainDigits: true, stackOrder: 5, value: (m) => m.new_id },
    { id: 'player-1', header: 'Player 1', nowrap: true, stackOrder: 1, value: (m) => m.player_1, render: (m) => player(m.player_1_id, m.player_1) },
    { id: 'score-1', header: 'Score 1', numeric: true, stackOrder: 3, value: (m) => m.score_1, render: (m) => score(m, 1), cellProps: scoreCell(1) },
    { id: 'score-2', header: 'Score 2', numeric: true, stackOrder: 4, value: (m) => m.score_2, render: (m) => score(m, 2), cellProps: scoreCell(2) },
    { id: 'player-2', header: 'Player 2', nowrap: true, stackOrder: 2, value: (m) => m.player_2, render: (m) => player(m.player_2_id, m.player_2) },
    {
      id: 'date',
      header: 'Game Date',
      compare: byDate,
      firstDirection: 'descending',
      nowrap: true,
      cardTitle: true,
      stackOrder: 0,
      render: (m) => <time dateTime={m.game_datetime}>{formatDate(m.game_datetime)}</time>,
      cellProps: () => ({ 'data-testid': 'match-date' }),
    },
    ...(showFixtureWeight
      ? [{ id: 'weight', header: 'Fixture Weight', numeric: true, stackOrder: 6, value: (m: PoolMatch) => m.fixture_weight, render: (m: PoolMatch) => formatWeight(m.fixture_weight) }]
      : []),
    // The match's identity, as the admin area and the audit log show it: a visitor reporting a wrong result can
    // quote it and the admin finds the match by it.
    {
      id: 'match-id',
      header: 'Match id',
      numeric: true,
      plainDigits: true,
      stackOrder: 7,
      value: (m) => m.match_id,
      render: (m) => <span className="text-slate-500">{m.match_id}</span>,
      cellProps: () => ({ 'data-testid': 'match-id' }),
    },
  ];
  // A server-paged list can only sort by date (the server orders the pages).
  const shown = serverSorted ? columns.map((c) => (c.id === 'date' ? c : { ...c, sortable: false })) : columns;
  return (
    <DataTable
      rows={matches}
      columns={shown}
      rowKey={(m) => m.match_id}
      label={caption}
      defaultSort={{ column: 'date', direction: 'descending' }}
      sort={serverSorted ? { column: 'date', direction: sortDesc ? 'descending' : 'ascending' } : undefined}
      onSortChange={serverSorted ? (next) => onSortChange?.(next.direction === 'descending') : undefined}
      manualSort={serverSorted}
      pageSize={pageSize}
      pagerLabel="Matches pages"
      testId="matches-table"
      narrow="stacked"
      rowProps={() => ({ 'data-testid': 'match-row' })}
    />
  );
}
