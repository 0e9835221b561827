import { useState, type FormEvent } from 'react';
import type { TeamLeagueSetup } from '../../../../../contracts/team-league-admin';
import { DateField } from '../../../../components/date-field';
import { FormProblem } from '../../../../components/field-error';
import { LabelledField } from '../../../../components/labelled-field';
import { formatDate } from '../../../../lib/format-date';
import { localToday } from '../../../../../common/date-text';
import { useAddSquadPlayer, useEditSquadPlayer } from '../../api/team-setup-api';
import { useFieldErrors } from './use-field-errors';

type SetupTeam = TeamLeagueSetup['divisions'][number]['teams'][number];
type Member = SetupTeam['squad'][number];

/** One squad member: captain or not, and the date he left (a past member shows his dates). */
function MemberRow({ member }: { member: Member }) {
  const edit = useEditSquadPlayer();
  const { errors, run } = useFieldErrors(['captain', 'leftOn'] as const);
  const [leftOn, setLeftOn] = useState('');
  const gone = member.left_on !== null;
  return (
    <li className="space-y-2 py-2" data-testid={`member-${member.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          {member.name}
          {member.captain ? ' (captain)' : ''}
        </span>
        <span className="text-sm text-slate-600">
          joined {formatDate(member.joined_on)}
          {gone ? `, left ${formatDate(member.left_on!)}` : ''}
        </span>
      </div>
      {gone ? null : (
        <div className="flex flex-wrap items-end gap-3">
          <button type="button" className="btn-secondary text-sm" disabled={edit.isPending} onClick={() => void run(() => edit.mutateAsync({ id: member.id, body: { captain: !member.captain } }))}>
            {member.captain ? 'No longer captain' : 'Make captain'}
          </button>
          <form
            className="flex flex-wrap items-end gap-2"
            noValidate
            aria-label={`${member.name} leaves`}
            onSubmit={(e) => {
              e.preventDefault();
              void run(() => edit.mutateAsync({ id: member.id, body: { leftOn } }));
            }}
          >
            <DateField label="Left on (last night he could play)" value={leftOn} onChange={setLeftOn} error={errors.leftOn} labelClassName="block text-sm text-slate-700" />
            <button type="submit" className="btn-secondary text-sm" disabled={!leftOn || edit.isPending}>
              Record leaving
            </button>
          </form>
        </div>
      )}
      <FormProblem message={errors.captain ?? errors.form} />
    </li>
  );
}

/**
 * A team's squad this season and the form that adds a player from a date. A player in another team's squad moves
 * (his old membership ends the day before: a dated transfer), which the server refuses beside the date when he
 * played for his old team on or after it.
 */
export function SquadEditor({ team, players }: { team: SetupTeam; players: { id: number; name: string; archived_at: string | null }[] }) {
  const add = useAddSquadPlayer();
  const { errors, run } = useFieldErrors(['playerId', 'joinedOn', 'captain'] as const);
  const [playerId, setPlayerId] = useState('');
  const [joinedOn, setJoinedOn] = useState(() => localToday());
  const [captain, setCaptain] = useState(false);
  const inSquad = new Set(team.squad.filter((m) => m.left_on === null).map((m) => m.player_id));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!playerId) return;
    if (!(await run(() => add.mutateAsync({ id: team.id, body: { playerId: Number(playerId), joinedOn, captain } })))) return;
    setPlayerId('');
    setCaptain(false);
  }

  return (
    <div className="space-y-2">
      <ul className="divide-y divide-slate-200" data-testid={`squad-${team.id}`}>
        {team.squad.map((m) => (
          <MemberRow key={m.id} member={m} />
        ))}
        {team.squad.length === 0 ? <li className="py-2 text-sm text-slate-600">No players yet.</li> : null}
      </ul>
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate aria-label={`Add a player to ${team.name}`} data-testid={`add-player-${team.id}`}>
        <LabelledField label="Player" error={errors.playerId}>
          {(control) => (
            <select {...control} className="input mt-1" value={playerId} onChange={(e) => setPlayerId(e.target.value)}>
              <option value="">Choose…</option>
              {players
                .filter((p) => p.archived_at === null && !inSquad.has(p.id))
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
            </select>
          )}
        </LabelledField>
        <DateField label="Joins on" value={joinedOn} onChange={setJoinedOn} error={errors.joinedOn} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={captain} onChange={(e) => setCaptain(e.target.checked)} />
          Captain
        </label>
        <button type="submit" className="btn-primary" disabled={!playerId || add.isPending}>
          Add to squad
        </button>
      </form>
      <FormProblem message={errors.captain ?? errors.form} />
    </div>
  );
}
