import { Link } from 'wouter';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { usePlayers } from '../../lib/league-queries';
import { AddMatchForm } from './components/add-match-form';
import { RequireAuth } from './components/require-auth';
import { linkTo } from '../../../contracts/route-manifest';

function AddMatchContent() {
  const players = usePlayers();
  return (
    <div className="page-narrow">
      <Link href={linkTo('/admin')} className="link text-sm">
        ← Back to admin
      </Link>
      <h1 className="mt-3 text-3xl font-bold">Add match result</h1>
      <div className="mt-6">
        {players.isPending ? (
          <Spinner label="Loading players..." />
        ) : players.isError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            Error loading players
          </p>
        ) : (
          <AddMatchForm players={players.data} />
        )}
      </div>
    </div>
  );
}

export default function AddMatchPage() {
  usePageMeta({ title: withBrand('Add match'), description: 'Record a pool match result.', noindex: true });
  return (
    <RequireAuth>
      <AddMatchContent />
    </RequireAuth>
  );
}
