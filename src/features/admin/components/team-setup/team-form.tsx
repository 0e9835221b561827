import { useState, type FormEvent } from 'react';
import type { TeamLeagueSetup } from '../../../../../contracts/team-league-admin';
import { FormProblem } from '../../../../components/field-error';
import { LabelledField } from '../../../../components/labelled-field';
import { useCreateTeam, useEditTeam } from '../../api/team-setup-api';
import { useFieldErrors } from './use-field-errors';

const FIELDS = ['name', 'venue', 'divisionId'] as const;

type SetupTeam = TeamLeagueSetup['divisions'][number]['teams'][number];

/**
 * A team's name, home venue and division this season: a new team when `team` is absent, else the edit of that one
 * (its division is fixed once its fixtures are drawn; the server says so beside the field).
 */
export function TeamForm({ setup, team, divisionId, onDone }: { setup: TeamLeagueSetup; team?: SetupTeam; divisionId?: number; onDone?: () => void }) {
  const create = useCreateTeam();
  const edit = useEditTeam();
  const { errors, setErrors, run } = useFieldErrors(FIELDS);
  const [name, setName] = useState(team?.name ?? '');
  const [venue, setVenue] = useState(team?.venue ?? '');
  const [division, setDivision] = useState(divisionId ? String(divisionId) : '');
  const [saved, setSaved] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (!team && !division) return setErrors({ divisionId: 'Choose the division the team plays in' });
    const body = { name: name.trim(), venue: venue.trim(), ...(division ? { divisionId: Number(division) } : {}) };
    const ok = await run(() => (team ? edit.mutateAsync({ id: team.id, body }) : create.mutateAsync({ id: setup.league.id, body: { ...body, divisionId: Number(division) } })));
    if (!ok) return;
    setSaved(true);
    if (!team) {
      setName('');
      setVenue('');
    }
    onDone?.();
  }

  return (
    <form className="space-y-3" onSubmit={submit} noValidate aria-label={team ? `Edit ${team.name}` : 'New team'} data-testid={team ? `team-form-${team.id}` : 'new-team-form'}>
      <div className="grid gap-3 sm:grid-cols-3">
        <LabelledField label="Team name" error={errors.name}>
          {(control) => <input {...control} className="input mt-1" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />}
        </LabelledField>
        <LabelledField label="Home venue" error={errors.venue}>
          {(control) => <input {...control} className="input mt-1" maxLength={120} value={venue} onChange={(e) => setVenue(e.target.value)} />}
        </LabelledField>
        <LabelledField label="Division this season" error={errors.divisionId}>
          {(control) => (
            <select {...control} className="input mt-1" value={division} onChange={(e) => setDivision(e.target.value)}>
              <option value="">Choose…</option>
              {setup.divisions.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
      </div>
      <FormProblem message={errors.form} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={create.isPending || edit.isPending}>
          {team ? 'Save team' : 'Add team'}
        </button>
        {saved ? (
          <span role="status" className="text-sm text-emerald-800">
            Saved.
          </span>
        ) : null}
      </div>
    </form>
  );
}
