import { Link } from 'wouter';
import type { OpponentSummaryRow } from '../../../lib/pool-types';
import { tenMinus } from '../utils/format';

/** Head to head per opponent; on small screens Wins and Losses fold into one W/L column. */
export function HeadToHeadTable({ rows }: { rows: OpponentSummaryRow[] }) {
  return (
    <div className="table-wrap relative">
      <table className="data-table" data-testid="head-to-head">
        <caption className="sr-only">Head to head record against each opponent</caption>
        <thead>
          <tr>
            <th>Opponent</th>
            <th className="num">Matches</th>
            <th className="num hidden sm:table-cell">Wins</th>
            <th className="num hidden sm:table-cell">Losses</th>
            <th className="num sm:hidden">W/L</th>
            <th className="num">Best Streak</th>
            <th className="num">Worst Streak</th>
            <th className="num">Current Streak</th>
            <th className="num">Best Win</th>
            <th className="num">Worst Loss</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.opponent_id}>
              <td>
                <Link href={`/pool/player/${r.opponent_id}`} className="link">
                  {r.opponent}
                </Link>
              </td>
              <td className="num">{r.n_matches_played}</td>
              <td className="num hidden sm:table-cell">{r.n_wins}</td>
              <td className="num hidden sm:table-cell">{r.n_losses}</td>
              <td className="num sm:hidden">
                {r.n_wins}-{r.n_losses}
              </td>
              <td className="num">{r.max_winning_streak}</td>
              <td className="num">{r.max_losing_streak}</td>
              <td className="num whitespace-nowrap">
                <span className={r.current_streak_type === 'Winning' ? 'text-emerald-800' : 'text-red-800'}>
                  {r.current_streak_type === 'Winning' ? 'W' : 'L'}
                  {r.current_streak_length}
                </span>
                <span className="sr-only"> ({r.current_streak_type === 'Winning' ? 'winning' : 'losing'} streak)</span>
              </td>
              <td className="num">{tenMinus(r.biggest_win)}</td>
              <td className="num">{tenMinus(r.biggest_defeat)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
