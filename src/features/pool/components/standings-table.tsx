import { Link } from 'wouter';
import type { StandingsRow } from '../../../lib/pool-types';
import { formatPct, formatRating } from '../utils/format';

interface Props {
  rows: StandingsRow[];
  /** full: every column; compact: #, Player, Games, Rating. */
  variant?: 'full' | 'compact';
  highlightPlayerId?: number;
  caption?: string;
}

/** Standings with the top row green and the bottom row red; an optional player is highlighted. */
export function StandingsTable({ rows, variant = 'full', highlightPlayerId, caption }: Props) {
  const full = variant === 'full';
  return (
    <div className="table-wrap relative">
      <table className="data-table" data-testid="standings-table">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr>
            <th className="num">#</th>
            <th>Player</th>
            <th className="num">Games</th>
            {full ? (
              <>
                <th className="num">Wins</th>
                <th className="num">Losses</th>
                <th className="num">Win %</th>
                <th className="num">Weighted Win %</th>
              </>
            ) : null}
            <th className="num">Rating</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => {
            const tone =
              rows.length > 1 && i === 0 ? 'bg-emerald-100' : rows.length > 1 && i === rows.length - 1 ? 'bg-red-100' : '';
            const me = r.player_id === highlightPlayerId;
            return (
              <tr
                key={r.player_id}
                className={`${tone} ${me ? 'font-semibold' : ''}`}
                data-position={i === 0 ? 'top' : i === rows.length - 1 ? 'bottom' : undefined}
                data-highlighted={me ? 'true' : undefined}
                aria-current={me ? 'true' : undefined}
              >
                <td className={`num ${me ? 'border-l-4 border-amber-500' : ''}`}>{r.rank}</td>
                <td>
                  <Link href={`/pool/player/${r.player_id}`} className="link">
                    {r.name}
                  </Link>
                  {me ? <span className="sr-only"> (this player)</span> : null}
                </td>
                <td className="num">{r.games_played}</td>
                {full ? (
                  <>
                    <td className="num">{r.wins}</td>
                    <td className="num">{r.losses}</td>
                    <td className="num">{formatPct(r.win_percentage)}</td>
                    <td className="num">{formatPct(r.weighted_win_percentage)}</td>
                  </>
                ) : null}
                <td className="num">{formatRating(r.rating)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
