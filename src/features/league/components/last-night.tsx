import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { linkTo } from '../../../../contracts/route-manifest';
import { biggestMovers, lastNight } from '../../../../common/pool-daily';
import { fixedHalfUp, scoreText, signed } from '../../../../common/number-text';
import { formatDate } from '../../../lib/format-date';
import { lastNightQueries } from '../api/page-queries';

/** One group's last night: its results, and whose title chance the forecast moved most since the night before. */
function GroupNight({ slug, name }: { slug: string; name: string }) {
  const q = lastNightQueries(slug);
  const season = useQuery(q.season);
  const history = useQuery(q.history);
  const night = season.data ? lastNight(season.data.fixtures) : null;
  if (!night) return null;
  const snaps = history.data?.snapshots ?? [];
  const names = new Map((history.data?.players ?? []).map((p) => [p.player_id, p.name]));
  const movers = snaps.length >= 2 ? biggestMovers(snaps[snaps.length - 2].players, snaps[snaps.length - 1].players, names) : [];
  return (
    <div className="card min-w-0" data-testid={`last-night-${slug}`}>
      <h3 className="text-lg font-semibold text-slate-900">
        <Link href={linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug: slug })} className="link">
          {name}
        </Link>
        , {formatDate(night.date)}
      </h3>
      <ul className="mt-1 text-slate-800">
        {night.results.map((f) => (
          <li key={f.id}>
            {f.player_1} {scoreText(f.result!.player_1_score, f.result!.player_2_score)} {f.player_2}
          </li>
        ))}
      </ul>
      {movers.length > 0 ? (
        <p className="mt-2 text-sm text-slate-700" data-testid={`movers-${slug}`}>
          Title chances that moved most since the forecast before ({snaps[snaps.length - 2].label} to {snaps[snaps.length - 1].label}):{' '}
          {movers.map((m, i) => (
            <span key={m.player_id}>
              {i > 0 ? '; ' : ''}
              {m.name} {fixedHalfUp(m.before, 0)} % to {fixedHalfUp(m.after, 0)} % ({signed(m.after - m.before, 0)} points)
            </span>
          ))}
          .
        </p>
      ) : null}
    </div>
  );
}

/**
 * Something new each day on the league page: each group's latest night of season results and the forecast's
 * biggest movers in title chance since the forecast before it (rendered on the server with the page).
 */
export function LastNight({ groups }: { groups: readonly { url_slug: string; name: string }[] }) {
  if (!groups.length) return null;
  return (
    <section aria-labelledby="last-night-title" data-testid="last-night">
      <h2 id="last-night-title" className="mb-4 text-2xl font-semibold text-slate-900">
        The latest night in each group
      </h2>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {groups.map((g) => (
          <GroupNight key={g.url_slug} slug={g.url_slug} name={g.name} />
        ))}
      </div>
    </section>
  );
}
