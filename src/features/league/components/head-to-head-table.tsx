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

/** The handicap start against an opponent: who takes how many balls off, from a group both play in. */
export interface H2HStart {
  /** Balls off before the break (0: no start). */
  balls: number;
  /** Name of the player who takes them. */
  taker: string;
  /** Positive when the page's player takes them. */
  sign: 1 | -1;
  text: string;
}

/** Head to head per opponent; every column sorts; on phones Opponent stays in view while the rest scrolls. */
export function HeadToHeadTable({ rows, starts }: { rows: OpponentSummaryRow[]; starts?: Map<number, H2HStart> }) {
  const withStarts: DataColumn<OpponentSummaryRow>[] = starts
    ? [
        ...columns,
        {
          id: 'start',
          header: 'Handicap Start',
          numeric: true,
          nowrap: true,
          value: (r) => {
            const s = starts.get(r.opponent_id);
            return s ? s.sign * s.balls : null;
          },
          render: (r) => {
            const s = starts.get(r.opponent_id);
            if (!s) return '–';
            return <span title={s.text}>{s.balls === 0 ? 'none' : `${s.taker} ${s.balls}`}</span>;
          },
        },
      ]
    : columns;
  return (
    <DataTable
      rows={rows}
      columns={withStarts}
      rowKey={(r) => r.opponent_id}
      label="Head to head record against each opponent"
      testId="head-to-head"
    />
  );
}
