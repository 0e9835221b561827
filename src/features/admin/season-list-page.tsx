import { Link } from 'wouter';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { formatDate } from '../../lib/format-date';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { useSeasons } from './api/season-admin-api';
import { RequireAuth } from './components/require-auth';
import { linkTo } from '../../../contracts/route-manifest';
import { NewSeasonForm } from './components/new-season-form';

function SeasonList() {
  const seasons = useSeasons();
  if (seasons.isPending) return <Spinner label="Loading seasons..." />;
  if (seasons.isError) return <ErrorMessage error={seasons.error} />;
  if (!seasons.data.length) return <p className="text-slate-600">No seasons yet.</p>;
  return (
    <ul className="card divide-y divide-slate-200 py-1" data-testid="season-list">
      {seasons.data.map((s) => (
        <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <Link href={linkTo('/admin/seasons/:seasonId', { seasonId: s.id })} className="link font-medium">
            {s.group_name}: {s.name}
          </Link>
          <span className="text-sm text-slate-600">
            from {formatDate(s.start_date)} · {s.played} of {s.fixtures} played{s.current ? ' · current' : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function SeasonListPage() {
  usePageMeta({ title: withBrand('Seasons'), description: 'League seasons and fixtures.', noindex: true });
  return (
    <RequireAuth>
      <div className="page space-y-6">
        <Link href={linkTo('/admin')} className="link text-sm">
          ← Back to admin
        </Link>
        <h1 className="text-3xl font-bold">Seasons and fixtures</h1>
        <p className="text-sm text-slate-700">
          A group's current season is the one with the latest start date: the group page shows its table and upcoming fixtures, and the
          forecast simulates its remaining fixtures. A result recorded between two players on or after a fixture's date fulfils the
          earliest unplayed fixture of that pair.
        </p>
        <SeasonList />
        <NewSeasonForm />
      </div>
    </RequireAuth>
  );
}
