import { useState } from 'react';
import { Link } from 'wouter';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { usePlayers } from '../../lib/league-queries';
import type { PoolPlayer } from '../../../contracts/league';
import {
  useCreateGroup,
  useCreatePlayer,
  useLeague,
  useRenameGroup,
  useRenamePlayer,
  useSetMember,
  type AdminGroup,
} from './api/league-admin-api';
import { ExportButtons } from './components/export-buttons';
import { NameForm } from './components/name-form';
import { RequireAuth } from './components/require-auth';

function PlayerRow({ player }: { player: PoolPlayer }) {
  const rename = useRenamePlayer();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className="py-2">
        <NameForm
          label={`New name for ${player.name}`}
          button="Save"
          initial={player.name}
          onSubmit={(name) => rename.mutateAsync({ id: player.id, name })}
          onDone={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="flex items-center justify-between gap-2 py-2">
      <Link href={`/pool/player/${player.id}`} className="link">
        {player.name}
      </Link>
      <button type="button" className="btn-secondary" onClick={() => setEditing(true)} aria-label={`Rename ${player.name}`}>
        Rename
      </button>
    </li>
  );
}

function GroupCard({ group, players }: { group: AdminGroup; players: PoolPlayer[] }) {
  const rename = useRenameGroup();
  const setMember = useSetMember();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const members = new Set(group.member_ids);

  async function toggle(playerId: number, member: boolean) {
    setError(null);
    try {
      await setMember.mutateAsync({ groupId: group.id, playerId, member });
    } catch (e) {
      setError((e as Error).message);
    }
  }

  return (
    <section className="card space-y-3" aria-label={`Group ${group.name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold">
          <Link href={`/pool/group/${group.url_slug}`} className="link">
            {group.name}
          </Link>{' '}
          <span className="text-sm font-normal text-slate-600">/pool/group/{group.url_slug}</span>
        </h3>
        {!editing ? (
          <button type="button" className="btn-secondary" onClick={() => setEditing(true)} aria-label={`Rename group ${group.name}`}>
            Rename
          </button>
        ) : null}
      </div>
      {editing ? (
        <NameForm
          label={`New name for ${group.name}`}
          button="Save"
          initial={group.name}
          onSubmit={(name) => rename.mutateAsync({ id: group.id, name })}
          onDone={() => setEditing(false)}
        />
      ) : null}
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Members ({members.size})</legend>
        {players.length === 0 ? <p className="text-sm text-slate-600">Add players first.</p> : null}
        <div className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {players.map((p) => (
            <label key={p.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={members.has(p.id)}
                disabled={setMember.isPending}
                onChange={(e) => void toggle(p.id, e.target.checked)}
              />
              {p.name}
            </label>
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-600">Removing a member keeps their past matches in the data.</p>
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function LeagueContent() {
  const league = useLeague();
  const players = usePlayers();
  const createPlayer = useCreatePlayer();
  const createGroup = useCreateGroup();
  if (league.isPending || players.isPending) return <Spinner label="Loading the league..." />;
  if (league.isError) return <ErrorMessage error={league.error} />;
  if (players.isError) return <ErrorMessage error={players.error} />;
  return (
    <div className="mt-6 space-y-8">
      <section className="space-y-3">
        <h2 className="text-2xl font-bold">Players</h2>
        <NameForm label="New player" button="Add player" onSubmit={(name) => createPlayer.mutateAsync(name)} />
        {players.data.length === 0 ? (
          <p className="text-slate-600">No players yet.</p>
        ) : (
          <ul className="card divide-y divide-slate-200 py-1">
            {players.data.map((p) => (
              <PlayerRow key={p.id} player={p} />
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-3">
        <h2 className="text-2xl font-bold">Groups</h2>
        <NameForm label="New group" button="Add group" onSubmit={(name) => createGroup.mutateAsync(name)} />
        {league.data.groups.length === 0 ? <p className="text-slate-600">No groups yet.</p> : null}
        {league.data.groups.map((g) => (
          <GroupCard key={g.id} group={g} players={players.data} />
        ))}
      </section>
      <section className="space-y-3">
        <h2 className="text-2xl font-bold">Import and export</h2>
        <p>
          <Link href="/admin/import" className="link">
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
        <Link href="/admin" className="link text-sm">
          ← Back to admin
        </Link>
        <h1 className="mt-3 text-3xl font-bold">Players and groups</h1>
        <LeagueContent />
      </div>
    </RequireAuth>
  );
}
