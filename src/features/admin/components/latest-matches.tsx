import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { useGroupMatches } from '../../../lib/league-queries';
import type { PoolMatch } from '../../../../contracts/league';
import { formatMatchDate } from '../utils/format';
import { DeleteMatchDialog } from './delete-match-dialog';
import { EditMatchDialog } from './edit-match-dialog';
import { TrashIcon } from './trash-icon';
import { scoreText } from '../../../../common/number-text';

export const LATEST_MATCHES_SHOWN = 15;

/** The group's latest matches by game number, newest first, each with a delete button. */
export function LatestMatches({ groupId }: { groupId: number }) {
  const matches = useGroupMatches(groupId);
  const [deleting, setDeleting] = useState<PoolMatch | null>(null);
  const [editing, setEditing] = useState<PoolMatch | null>(null);
  // What the last correction saved, confirmed under the list.
  const [saved, setSaved] = useState<string | null>(null);
  const latest = useMemo(
    () => [...(matches.data ?? [])].sort((x, y) => y.new_id - x.new_id).slice(0, LATEST_MATCHES_SHOWN),
    [matches.data],
  );

  return (
    <section aria-labelledby="latest-heading" className="card">
      <h2 id="latest-heading" className="text-xl font-bold">
        Latest matches
      </h2>
      {matches.isPending ? (
        <Spinner label="Loading matches..." />
      ) : matches.isError ? (
        <div className="mt-3">
          <ErrorMessage error={matches.error} prefix="Error loading matches: " />
        </div>
      ) : latest.length === 0 ? (
        <p className="mt-3 text-slate-600">No matches recorded in this group yet.</p>
      ) : (
        <div className="mt-3">
          <DataTable
            rows={latest}
            columns={[
              // The match id: the number the edit and delete dialogs, the search and the audit log use.
              { id: 'id', header: 'Match id', numeric: true, render: (m) => m.match_id },
              { id: 'date', header: 'Date', nowrap: true, render: (m) => formatMatchDate(m.game_datetime) },
              {
                id: 'player-1',
                header: 'Player 1',
                render: (m) => m.player_1,
                cellProps: (m) => ({ className: m.winner_player_id === m.player_1_id ? 'font-semibold' : undefined }),
              },
              { id: 'score', header: 'Score', numeric: true, nowrap: true, render: (m) => scoreText(m.score_1, m.score_2) },
              {
                id: 'player-2',
                header: 'Player 2',
                render: (m) => m.player_2,
                cellProps: (m) => ({ className: m.winner_player_id === m.player_2_id ? 'font-semibold' : undefined }),
              },
              {
                id: 'actions',
                header: <span className="sr-only">Edit or delete</span>,
                // No label on a phone's card: the buttons say what they do.
                label: '',
                className: 'text-right',
                render: (m) => (
                  <span className="inline-flex items-center gap-1">
                    <button
                      type="button"
                      className="rounded-md px-2 py-1 text-sm text-slate-700 underline hover:bg-slate-100"
                      aria-label={`Edit match id ${m.match_id}: ${m.player_1} ${scoreText(m.score_1, m.score_2)} ${m.player_2}`}
                      onClick={() => setEditing(m)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="rounded-md p-2 text-red-700 hover:bg-red-50"
                      aria-label={`Delete match id ${m.match_id}: ${m.player_1} ${scoreText(m.score_1, m.score_2)} ${m.player_2}`}
                      onClick={() => setDeleting(m)}
                    >
                      <TrashIcon width={18} height={18} />
                    </button>
                  </span>
                ),
              },
            ]}
            rowKey={(m) => m.match_id}
            label="Latest matches, newest first"
            sortable={false}
            narrow="cards"
            testId="latest-matches"
          />
        </div>
      )}
      {deleting ? <DeleteMatchDialog match={deleting} onClose={() => setDeleting(null)} /> : null}
      {saved ? (
        <p role="status" className="mt-3 text-sm text-emerald-800" data-testid="correction-saved">
          {saved}
        </p>
      ) : null}
      {editing ? <EditMatchDialog match={editing} onClose={() => setEditing(null)} onSaved={setSaved} /> : null}
    </section>
  );
}
