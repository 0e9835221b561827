import { Link, useParams } from 'wouter';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { formatDate } from '../../lib/format-date';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { useSeason } from './api/season-admin-api';
import { RequireAuth } from './components/require-auth';
import { linkTo } from '../../../contracts/route-manifest';
import { AddFixtureForm } from './components/add-fixture-form';
import { FixtureRow } from './components/fixture-row';
import { ImportFixtures } from './components/import-fixtures';

function SeasonContent({ id }: { id: number }) {
  const season = useSeason(id);
  if (season.isPending) return <Spinner label="Loading the season..." />;
  if (season.isError) return <ErrorMessage error={season.error} />;
  const d = season.data;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold">
          {d.season.group_name}: {d.season.name}
        </h1>
        <p className="text-slate-700">
          From {formatDate(d.season.start_date)} · {d.season.played} of {d.season.fixtures} fixtures played, {d.season.remaining} to play
          {d.season.current ? ' · the current season' : ''} ·{' '}
          <Link href={linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug: d.season.url_slug })} className="link">
            group page
          </Link>
        </p>
      </header>
      <section className="space-y-2">
        <h2 className="text-xl font-bold">Fixtures</h2>
        {d.fixtures.length ? (
          <ul className="card divide-y divide-slate-200 py-1" data-testid="admin-fixtures">
            {d.fixtures.map((f) => (
              <FixtureRow key={f.id} fixture={f} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No fixtures yet.</p>
        )}
      </section>
      <AddFixtureForm detail={d} />
      <ImportFixtures seasonId={d.season.id} />
    </div>
  );
}

export default function SeasonPage() {
  const { seasonId = '' } = useParams<{ seasonId: string }>();
  usePageMeta({ title: withBrand('Season'), description: 'A league season: fixtures, results and import.', noindex: true });
  return (
    <RequireAuth>
      <div className="page space-y-4">
        <Link href={linkTo('/admin/seasons')} className="link text-sm">
          ← All seasons
        </Link>
        {/^[1-9][0-9]{0,14}$/.test(seasonId) ? <SeasonContent id={Number(seasonId)} /> : <p>No such season.</p>}
      </div>
    </RequireAuth>
  );
}
