import { Link } from 'wouter';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { usePlayers } from '../../lib/league-queries';
import { useCreateGroup, useCreatePlayer, useLeague } from './api/league-admin-api';
import { ArchivedList } from './components/archived-list';
import { ExportButtons } from './components/export-buttons';
import { GroupCard } from './components/group-card';
import { NameForm } from './components/name-form';
import { PlayerRow } from './components/player-row';
import { RequireAuth } from './components/require-auth';
import { linkTo } from '../../../contracts/route-manifest';

function LeagueContent() {
  const league = useLeague();
  const players = usePlayers();
  const createPlayer = useCreatePlayer();
  const createGroup = useCreateGroup();
  if (league.isPending || players.isPending) return <Spinner label="Loading the league..." />;
  if (league.isError) return <ErrorMessage error={league.error} />;
  if (players.isError) return <ErrorMessage error={players.error} />;
  const live = league.data.players.filter((p) => !p.archived_at);
  const liveGroups = league.data.groups.filter((g) => !g.archived_at);
  return (
    <div className="mt-6 space-y-8">
      <section className="space-y-3">
        <h2 className="text-2xl font-bold">Players</h2>
        <NameForm label="New player" button="Add player" onSubmit={(name) => createPlayer.mutateAsync(name)} />
        {live.length === 0 ? (
          <p className="text-slate-600">No players yet.</p>
        ) : (
          <ul className="card divide-y divide-slate-200 py-1">
            {live.map((p) => (
              <PlayerRow key={p.id} player={p} />
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-3">
        <h2 className="text-2xl font-bold">Groups</h2>
        <NameForm label="New group" button="Add group" onSubmit={(name) => createGroup.mutateAsync(name)} />
        {liveGroups.length === 0 ? <p className="text-slate-600">No groups yet.</p> : null}
        {liveGroups.map((g) => (
          <GroupCard key={g.id} group={g} players={players.data} />
        ))}
      </section>
      <ArchivedList players={league.data.players} groups={league.data.groups} />
      <section className="space-y-3">
        <h2 className="text-2xl font-bold">Import and export</h2>
        <p>
          <Link href={linkTo('/admin/import')} className="link">
            Import results from CSV
          </Link>
        </p>
        <ExportButtons />
      </section>
    </div>
  );
}

export default function LeaguePage() {
  usePageMeta({ title: withBrand('Players and groups'), description: 'Manage the league: players, groups and membership.', noindex: true });
  return (
    <RequireAuth>
      <div className="page">
        <Link href={linkTo('/admin')} className="link text-sm">
          ← Back to admin
        </Link>
        <h1 className="mt-3 text-3xl font-bold">Players and groups</h1>
        <LeagueContent />
      </div>
    </RequireAuth>
  );
}
