import { Link } from 'wouter';
import { formatDate } from '../../lib/format-date';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { useSeasons } from './api/season-admin-api';
import { AdminSubpage } from './components/admin-subpage';
import { AdminList } from './components/admin-list';
import { linkTo } from '../../../contracts/route-manifest';
import { NewSeasonForm } from './components/new-season-form';

function SeasonList() {
  return (
    <AdminList query={useSeasons()} loading="Loading seasons..." empty="No seasons yet." testId="season-list">
      {(s) => (
        <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <Link href={linkTo('/admin/seasons/:seasonId', { seasonId: s.id })} className="link font-medium">
            {s.group_name}: {s.name}
          </Link>
          <span className="text-sm text-slate-600">
            from {formatDate(s.start_date)} · {s.played} of {s.fixtures} played{s.current ? ' · current' : ''}
          </span>
        </li>
      )}
    </AdminList>
  );
}

export default function SeasonListPage() {
  usePageMeta({ title: withBrand('Seasons'), description: 'League seasons and fixtures.', noindex: true });
  return (
    <AdminSubpage title="Seasons and fixtures">
      <div className="mt-6 space-y-6">
        <p className="text-sm text-slate-700">
          A group's current season is the one with the latest start date: the group page shows its table and upcoming fixtures, and the
          forecast simulates its remaining fixtures. A result recorded between two players on or after a fixture's date fulfils the
          earliest unplayed fixture of that pair.
        </p>
        <SeasonList />
        <NewSeasonForm />
      </div>
    </AdminSubpage>
  );
}
