import { Link } from 'wouter';
import { useGroup, useGroupStandings } from '../../../lib/league-queries';
import { formatRating } from '../../../../workers/ratings/colley';
import { QueryState } from './query-state';
import { formatInterval } from '../utils/format';
import { ProvisionalMark, RatingSurenessNote } from './standings-table';
import { linkTo } from '../../../../contracts/route-manifest';

/** A group's name, its ranked players with ratings, and a "See group >" link (the matches page). */
export function GroupStandingsCard({ slug }: { slug: string }) {
  const group = useGroup(slug);
  const standings = useGroupStandings(slug);
  return (
    <section className="card" aria-labelledby={`group-${slug}-title`} data-testid={`group-card-${slug}`}>
      <QueryState queries={[group, standings]} label="Loading standings...">
        {() => (
          <>
            <div className="mb-3 flex items-baseline justify-between gap-3">
              <h3 id={`group-${slug}-title`} className="text-lg font-semibold text-slate-900">
                {group.data!.name}
              </h3>
              <Link href={linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug: group.data!.url_slug })} className="link whitespace-nowrap text-sm font-medium">
                See group &gt;
              </Link>
            </div>
            <ol className="divide-y divide-slate-100" data-first-data="">
              {standings.data!.map((r, i, all) => (
                <li
                  key={r.player_id}
                  className={`flex items-center justify-between gap-3 px-2 py-1.5 ${
                    i === 0 ? 'bg-emerald-100' : i === all.length - 1 ? 'bg-red-100' : ''
                  }`}
                >
                  <span className="flex items-start gap-2">
                    <span className="w-6 shrink-0 text-right tabular-nums text-slate-600">{r.rank}.</span>
                    <span className="flex flex-col">
                      <Link href={linkTo('/pool/player/:playerId', { playerId: r.player_id })} className="link">
                        {r.name}
                      </Link>
                      <span className="text-xs text-slate-600">
                        {r.games} {r.games === 1 ? 'game' : 'games'}
                        {r.provisional ? <ProvisionalMark /> : null}
                        <span aria-hidden="true"> · </span>
                        <span className="tabular-nums" data-testid="rating-interval">
                          <span className="sr-only">, 90 % range </span>
                          <span aria-hidden="true">90 % </span>
                          {formatInterval(r.rating_interval)}
                        </span>
                      </span>
                    </span>
                  </span>
                  <span className="tabular-nums font-medium text-slate-900">{formatRating(r.rating)}</span>
                </li>
              ))}
            </ol>
            <div className="mt-2">
              <RatingSurenessNote before="Under each name" />
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
