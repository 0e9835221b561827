import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { StandingsRow } from '../../../../contracts/league';
import { formatInterval, formatPct } from '../utils/format';
import { PROVISIONAL_GAMES } from '../../../../workers/ratings/rating-interval';
import { formatRating } from '../../../../workers/ratings/colley';
import { linkTo } from '../../../../contracts/route-manifest';

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
          <Link href={linkTo('/pool/player/:playerId', { playerId: r.player_id })} className="link">
            {r.name}
          </Link>
          {r.player_id === highlightPlayerId ? <span className="sr-only"> (this player)</span> : null}
        </>
      ),
    },
    {
      id: 'games',
      header: 'Games',
      numeric: true,
      render: (r) => (
        <>
          {r.games_played}
          {r.provisional ? <ProvisionalMark /> : null}
        </>
      ),
    },
    ...(full
      ? ([
          { id: 'wins', header: 'Wins', numeric: true, render: (r) => r.wins },
          { id: 'losses', header: 'Losses', numeric: true, render: (r) => r.losses },
          { id: 'win-pct', header: 'Win %', numeric: true, render: (r) => formatPct(r.win_percentage) },
          { id: 'weighted-win-pct', header: 'Weighted Win %', numeric: true, render: (r) => formatPct(r.weighted_win_percentage) },
        ] satisfies DataColumn<StandingsRow>[])
      : []),
    {
      id: 'rating',
      header: 'Rating',
      numeric: true,
      className: 'font-semibold',
      render: (r) => (
        <>
          {formatRating(r.rating)}
          <span className="block whitespace-nowrap text-xs font-normal text-slate-600" data-testid="rating-interval">
            <span className="sr-only">90 % range </span>
            {formatInterval(r.rating_interval)}
          </span>
        </>
      ),
    },
  ];
  return (
    <div className="space-y-2">
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
      <RatingSurenessNote />
    </div>
  );
}

/** The mark beside the games of a rating that rests on fewer than PROVISIONAL_GAMES games. */
export function ProvisionalMark() {
  return (
    <span className="ml-1 rounded bg-amber-100 px-1 text-xs font-medium text-amber-900" data-testid="provisional">
      provisional
    </span>
  );
}

/** What the range under a rating and the provisional mark mean, in a line under a standings table. */
export function RatingSurenessNote({ before = 'Under each rating' }: { before?: string }) {
  return (
    <p className="text-sm text-slate-600" data-testid="rating-sureness-note">
      {before}: the rating&apos;s 90 % range, where it lands in 9 of 10 reshuffles of the group&apos;s matches.
      &quot;provisional&quot;: fewer than {PROVISIONAL_GAMES} games, so the rating can still move a lot.
    </p>
  );
}
