import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { StandingsRow } from '../../../../contracts/league';
import { formatPct } from '../utils/format';
import { formatRating } from '../../../../workers/ratings/colley';

interface Props {
  rows: StandingsRow[];
  /** full: every column; compact: #, Player, Games, Rating. */
  variant?: 'full' | 'compact';
  highlightPlayerId?: number;
  caption?: string;
}

/**
 * Standings with the top row green and the bottom row red; an optional player is highlighted. The ranking is the
 * point, so the table does not re-sort; on phones # and Player stay in view and Rating (what it ranks by) comes
 * right after them.
 */
export function StandingsTable({ rows, variant = 'full', highlightPlayerId, caption }: Props) {
  const full = variant === 'full';
  const columns: DataColumn<StandingsRow>[] = [
    {
      id: 'rank',
      header: '#',
      label: 'Rank',
      numeric: true,
      render: (r) => r.rank,
      cellProps: (r) => ({ className: r.player_id === highlightPlayerId ? 'border-l-4 border-amber-500' : undefined }),
    },
    {
      id: 'player',
      header: 'Player',
      rowHeader: true,
      nowrap: true,
      render: (r) => (
        <>
          <Link href={`/pool/player/${r.player_id}`} className="link">
            {r.name}
          </Link>
          {r.player_id === highlightPlayerId ? <span className="sr-only"> (this player)</span> : null}
        </>
      ),
    },
    { id: 'games', header: 'Games', numeric: true, render: (r) => r.games_played },
    ...(full
      ? ([
          { id: 'wins', header: 'Wins', numeric: true, render: (r) => r.wins },
          { id: 'losses', header: 'Losses', numeric: true, render: (r) => r.losses },
          { id: 'win-pct', header: 'Win %', numeric: true, render: (r) => formatPct(r.win_percentage) },
          { id: 'weighted-win-pct', header: 'Weighted Win %', numeric: true, render: (r) => formatPct(r.weighted_win_percentage) },
        ] satisfies DataColumn<StandingsRow>[])
      : []),
    { id: 'rating', header: 'Rating', numeric: true, className: 'font-semibold', render: (r) => formatRating(r.rating) },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.player_id}
      label={caption ?? 'Standings'}
      sortable={false}
      stickyColumns={2}
      rankedBy="rating"
      testId="standings-table"
      rowProps={(r, i) => {
        const me = r.player_id === highlightPlayerId;
        const tone = rows.length > 1 && i === 0 ? 'bg-emerald-100' : rows.length > 1 && i === rows.length - 1 ? 'bg-red-100' : '';
        return {
          className: `${tone} ${me ? 'font-semibold' : ''}`,
          'data-position': i === 0 ? 'top' : i === rows.length - 1 ? 'bottom' : undefined,
          'data-highlighted': me ? 'true' : undefined,
          'aria-current': me ? 'true' : undefined,
        };
      }}
    />
  );
}
