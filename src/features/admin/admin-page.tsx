import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { useAuthStore } from '../../lib/auth-token';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { useGroups } from '../../lib/league-queries';
import { poolKeys } from '../../lib/pool-keys';
import { adminKeys } from './api/admin-keys';
import { AuditLog } from './components/audit-log';
import { AllMatches } from './components/all-matches';
import { DeletedMatches } from './components/deleted-matches';
import { ExportButtons } from './components/export-buttons';
import { RemoveDemoLeague } from './components/remove-demo-league';
import { GroupRankings } from './components/group-rankings';
import { LatestMatches } from './components/latest-matches';
import { MatchSimulator } from './components/match-simulator';
import { PendingResults } from './components/pending-results';
import { RequireAuth } from './components/require-auth';
import { useAuthVerification, VERIFICATION_TEXT } from './components/use-auth-verification';
import { useSignOut } from './components/use-sign-out';
import { linkTo } from '../../../contracts/route-manifest';
import { LABEL, LabelledField } from '../../components/labelled-field';

function GroupPanels() {
  const groups = useGroups();
  const qc = useQueryClient();
  const [groupId, setGroupId] = useState<number | null>(null);
  const selectId = useId();

  useEffect(() => {
    if (groupId === null && groups.data?.length) setGroupId(groups.data[0].id);
  }, [groups.data, groupId]);

  if (groups.isPending) return <Spinner label="Loading groups..." />;
  if (groups.isError) return <ErrorMessage error={groups.error} />;
  if (groups.data.length === 0) {
    return (
      <div className="space-y-6">
        <p className="text-slate-600">
          There are no groups in the league yet. Start on{' '}
          <Link href={linkTo('/admin/league')} className="link">
            Players and groups
          </Link>{' '}
          or{' '}
          <Link href={linkTo('/admin/import')} className="link">
            import a season from CSV
          </Link>
          .
        </p>
        <AuditLog />
      </div>
    );
  }
  const group = groups.data.find((g) => g.id === groupId) ?? groups.data[0];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-2">
        <LabelledField id={selectId} label="Group" labelClassName={LABEL.bold}>
          {(control) => (
            <select {...control} className="input mt-1 min-w-48" value={group.id} onChange={(e) => setGroupId(Number(e.target.value))}>
              {groups.data.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            // The dashboard reads the public league queries and the admin ones.
            for (const queryKey of [poolKeys.all, adminKeys.all]) void qc.invalidateQueries({ queryKey, refetchType: 'active' });
          }}
        >
          Refresh
        </button>
      </div>
      <GroupRankings groupId={group.id} groupName={group.name} />
      <MatchSimulator key={group.id} groupId={group.id} />
      <LatestMatches groupId={group.id} />
      <AllMatches groups={groups.data} />
      <DeletedMatches />
      <AuditLog />
    </div>
  );
}

function Dashboard({ token }: { token: string }) {
  const state = useAuthVerification(token);
  const signOut = useSignOut();
  const failed = state === 'failed' || state === 'error';

  return (
    <div className="page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Admin dashboard</h1>
        <div className="flex flex-wrap gap-2">
          <Link href={linkTo('/admin/add-match')} className="btn-primary">
            Add Match
          </Link>
          <Link href={linkTo('/admin/league')} className="btn-secondary">
            Players and groups
          </Link>
          <Link href={linkTo('/admin/import')} className="btn-secondary">
            Import CSV
          </Link>
          <Link href={linkTo('/admin/seasons')} className="btn-secondary">
            Seasons
          </Link>
          <Link href={linkTo('/admin/cups')} className="btn-secondary">
            Cups
          </Link>
          <Link href={linkTo('/admin/team-leagues')} className="btn-secondary">
            Team leagues
          </Link>
          <button type="button" className="btn-secondary" onClick={() => void signOut()}>
            Logout
          </button>
        </div>
      </div>
      <p
        role="status"
        data-testid="auth-status"
        className={`mt-3 text-sm font-medium ${failed ? 'text-red-700' : state === 'authenticated' ? 'text-emerald-800' : 'text-slate-600'}`}
      >
        {VERIFICATION_TEXT[state]}
      </p>
      {failed ? <p className="mt-1 text-sm text-slate-600">Signing you out...</p> : null}
      {state === 'authenticated' ? (
        <div className="mt-6 space-y-6">
          <RemoveDemoLeague />
          <PendingResults />
          <GroupPanels />
          <section className="card space-y-2" aria-label="Export">
            <h2 className="text-xl font-bold">Export the league</h2>
            <p className="text-sm text-slate-600">Every group, player, membership and match (deleted ones flagged); the CSV imports back.</p>
            <ExportButtons />
          </section>
        </div>
      ) : null}
    </div>
  );
}

export default function AdminPage() {
  usePageMeta({ title: withBrand('Admin'), description: 'League admin dashboard.', noindex: true });
  const token = useAuthStore((s) => s.token);
  return <RequireAuth>{token ? <Dashboard key={token} token={token} /> : null}</RequireAuth>;
}
