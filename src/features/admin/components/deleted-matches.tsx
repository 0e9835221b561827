import { useState } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { useDeletedMatches, useRestoreMatch } from '../api/admin-api';
import { formatMatchDate } from '../utils/format';
import { scoreText } from '../../../../common/number-text';
import { SectionToggle, useSectionOpen } from './section-toggle';

/** Recently deleted matches (any group), each with Restore: no delete is permanent. */
export function DeletedMatches() {
  const deleted = useDeletedMatches();
  const restore = useRestoreMatch();
  const [failed, setFailed] = useState<Error | null>(null);
  const section = useSectionOpen({ collapsedOnPhone: true });

  return (
    <section aria-labelledby="deleted-heading" className="card">
      <SectionToggle id="deleted-heading" title="Recently deleted" open={section.open} onToggle={section.toggle} controls="deleted-body" />
      <div id="deleted-body" hidden={!section.open}>
      {deleted.isPending ? (
        <Spinner label="Loading deleted matches..." />
      ) : deleted.isError ? (
        <div className="mt-3">
          <ErrorMessage error={deleted.error} />
        </div>
      ) : deleted.data.length === 0 ? (
        <p className="mt-3 text-slate-600">No deleted matches.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="deleted-matches">
          {deleted.data.map((m) => (
            <li key={m.match_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-sm">
                <span className="font-medium">
                  {m.player_1} {scoreText(m.score_1, m.score_2)} {m.player_2}
                </span>
                <span className="text-slate-600">
                  {' '}
                  · played {formatMatchDate(m.game_datetime)} · deleted {m.deleted_at ? formatMatchDate(m.deleted_at) : ''}
                </span>
              </span>
              <button
                type="button"
                className="btn-secondary"
                disabled={restore.isPending}
                aria-label={`Restore ${m.player_1} ${m.score_1}-${m.score_2} ${m.player_2}`}
                onClick={() =>
                  restore.mutate(m.match_id, { onError: (e) => setFailed(e), onSuccess: () => setFailed(null) })
                }
              >
                Restore
              </button>
            </li>
          ))}
        </ul>
      )}
      {failed ? (
        <div className="mt-3">
          <ErrorMessage error={failed} />
        </div>
      ) : null}
    </div>
    </section>
  );
}
