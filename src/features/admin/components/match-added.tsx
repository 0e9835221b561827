import { Link } from 'wouter';
import type { AdminMatch } from '../../../../contracts/admin';
import { linkTo } from '../../../../contracts/route-manifest';
import { scoreText } from '../../../../common/number-text';
import { formatDate } from '../../../lib/format-date';

/** What the add form shows once a result is saved: the match, its id and the groups it counts in. */
export function MatchAdded({ match, onAnother, onDone }: { match: AdminMatch; onAnother: () => void; onDone: () => void }) {
  return (
    <div className="card space-y-3" data-testid="match-added">
      <p role="status" className="text-lg font-semibold text-emerald-800">
        Match added
      </p>
      <p>
        {match.player_1} {scoreText(match.score_1, match.score_2)} {match.player_2}, played {formatDate(match.game_datetime)}, fixture weight{' '}
        {match.fixture_weight} (match id {match.match_id}).
      </p>
      {match.groups && match.groups.length > 0 ? (
        <p>
          See it in{' '}
          {match.groups.map((g, i) => (
            <span key={g.group_id}>
              {i > 0 ? ', ' : null}
              <Link href={linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug: g.url_slug })} className="link">
                {g.group_name}
              </Link>{' '}
              (game {g.new_id})
            </span>
          ))}
          .
        </p>
      ) : (
        <p className="text-sm text-slate-600">The two players share no group, so the match shows on their player pages only.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={onAnother}>
          Add another
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Back to the dashboard
        </button>
      </div>
    </div>
  );
}
