import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { OpponentSummaryRow } from '../../../../contracts/league';
import { bestWinText, worstLossText } from '../utils/format';
import { linkTo } from '../../../../contracts/route-manifest';

const columns: DataColumn<OpponentSummaryRow>[] = [
  {
    id: 'opponent',
    header: 'Opponent',
    rowHeader: true,
    value: (r) => r.opponent,
    render: (r) => (
      <Link href={linkTo('/pool/player/:playerId', { playerId: r.opponent_id })} className="link">
        {r.opponent}
      </Link>
    ),
  },
  { id: 'matches', header: 'Matches', numeric: true, value: (r) => r.n_matches_played },
  { id: 'wins', header: 'Wins', numeric: true, value: (r) => r.n_wins },
  { id: 'losses', header: 'Losses', numeric: true, value: (r) => r.n_losses },
  { id: 'best-streak', header: 'Best Streak', numeric: true, value: (r) => r.max_winning_streak },
  { id: 'worst-streak', header: 'Worst Streak', numeric: true, value: (r) => r.max_losing_streak },
  {
    id: 'current-streak',
    header: 'Current Streak',
    numeric: true,
    nowrap: true,
    // Winning streaks above losing ones, longer first within each.
    value: (r) => (r.current_streak_type === 'Winning' ? 1 : -1) * r.current_streak_length,
    render: (r) => (
      <>
        <span className={r.current_streak_type === 'Winning' ? 'text-emerald-800' : 'text-red-800'}>
          {r.current_streak_type === 'Winning' ? 'W' : 'L'}
          {r.current_streak_length}
        </span>
        <span className="sr-only"> ({r.current_streak_type === 'Winning' ? 'winning' : 'losing'} streak)</span>
      </>
    ),
  },
  // "10–v" and "v–10" (the player's score first): the smaller v, the bigger the margin, so margins sort on -v
  // (high to low = biggest first).
  { id: 'best-win', header: 'Best Win', numeric: true, value: (r) => (r.biggest_win === null ? null : -r.biggest_win), render: (r) => bestWinText(r.biggest_win) },
  { id: 'worst-loss', header: 'Worst Loss', numeric: true, value: (r) => (r.biggest_defeat === null ? null : -r.biggest_defeat), render: (r) => worstLossText(r.biggest_defeat) },
];

/** Head to head per opponent; every column sorts; on phones Opponent stays in view while the rest scrolls. */
export function HeadToHeadTable({ rows }: { rows: OpponentSummaryRow[] }) {
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.opponent_id}
      label="Head to head record against each opponent"
      testId="head-to-head"
    />
  );
}
