import { DataTable } from '../../../components/data-table';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { useGroupStandings } from '../../../lib/league-queries';
import { formatRating } from '../../../../workers/ratings/colley';

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
        <div className="mt-3">
          <DataTable
            rows={standings.data}
            columns={[
              { id: 'rank', header: '#', label: 'Rank', numeric: true, render: (r) => r.rank },
              { id: 'player', header: 'Player', rowHeader: true, render: (r) => r.name },
              { id: 'games', header: 'Games', numeric: true, render: (r) => r.games_played },
              { id: 'wins', header: 'Wins', numeric: true, render: (r) => r.wins },
              { id: 'losses', header: 'Losses', numeric: true, render: (r) => r.losses },
              { id: 'rating', header: 'Rating', numeric: true, className: 'font-semibold', render: (r) => formatRating(r.rating) },
            ]}
            rowKey={(r) => r.player_id}
            label={`Current rankings: ${groupName}`}
            sortable={false}
            stickyColumns={2}
            rankedBy="rating"
            rowProps={(_, i) => ({
              className: i === 0 ? 'bg-emerald-50' : i === standings.data.length - 1 && i > 0 ? 'bg-red-50' : undefined,
            })}
          />
        </div>
      )}
    </section>
  );
}
