import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { useGroupStandings } from '../api/league-data';
import { formatRating } from '../utils/format';

/** Current standings of the selected group (top row green, bottom row red, as on the public pages). */
export function GroupRankings({ groupId, groupName }: { groupId: number; groupName: string }) {
  const standings = useGroupStandings(groupId);
  return (
    <section aria-labelledby="rankings-heading" className="card">
      <h2 id="rankings-heading" className="text-xl font-bold">
        Current rankings: {groupName}
      </h2>
      {standings.isPending ? (
        <Spinner label="Loading rankings..." />
      ) : standings.isError ? (
        <div className="mt-3">
          <ErrorMessage error={standings.error} />
        </div>
      ) : standings.data.length === 0 ? (
        <p className="mt-3 text-slate-600">No players in this group yet.</p>
      ) : (
        <div className="table-wrap relative mt-3">
          <table className="data-table">
            <thead>
              <tr>
                <th className="num">#</th>
                <th>Player</th>
                <th className="num">Games</th>
                <th className="num">Wins</th>
                <th className="num">Losses</th>
                <th className="num">Rating</th>
              </tr>
            </thead>
            <tbody>
              {standings.data.map((row, i) => (
                <tr
                  key={row.player_id}
                  className={i === 0 ? 'bg-emerald-50' : i === standings.data.length - 1 && i > 0 ? 'bg-red-50' : undefined}
                >
                  <td className="num">{row.rank}</td>
                  <td>{row.name}</td>
                  <td className="num">{row.games_played}</td>
                  <td className="num">{row.wins}</td>
                  <td className="num">{row.losses}</td>
                  <td className="num">{formatRating(row.rating)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
