import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminPlayerRow } from '../../../../contracts/admin';
import { useRenamePlayer } from '../api/league-admin-api';
import { NameForm } from './name-form';
import { PlayerAccess } from './player-access';
import { RemoveButton } from './remove-button';
import { RemoveDialog } from './remove-dialog';
import { linkTo } from '../../../../contracts/route-manifest';

/** A player of the league page: a link to their page, Rename, and Delete (no matches) or Archive. */
export function PlayerRow({ player }: { player: AdminPlayerRow }) {
  const rename = useRenamePlayer();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [access, setAccess] = useState(false);
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
    <li className="py-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <Link href={linkTo('/pool/player/:playerId', { playerId: player.id })} className="link [overflow-wrap:anywhere]">
        {player.name}
      </Link>
      <span className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={() => setAccess((v) => !v)} aria-expanded={access} aria-label={`Invite and sign-ins of ${player.name}`}>
          Invite
        </button>
        <button type="button" className="btn-secondary" onClick={() => setEditing(true)} aria-label={`Rename ${player.name}`}>
          Rename
        </button>
        <RemoveButton name={player.name} matchCount={player.match_count} onClick={() => setRemoving(true)} />
      </span>
      </div>
      {access ? <PlayerAccess playerId={player.id} name={player.name} /> : null}
      {removing ? <RemoveDialog kind="player" id={player.id} name={player.name} matchCount={player.match_count} onClose={() => setRemoving(false)} /> : null}
    </li>
  );
}
