import { useState, type FormEvent } from 'react';
import { NIGHTS, type DivisionFormat } from '../../../../../common/pool-teams/division-format';
import { FormProblem } from '../../../../components/field-error';
import { LabelledField } from '../../../../components/labelled-field';
import { useCreateDivision, useEditDivision } from '../../api/team-setup-api';
import { numberOrUnset, useFieldErrors } from './use-field-errors';


const FORMAT_FIELDS = [
  ['frames', 'Frames a match'],
  ['doublesFrames', 'Doubles frames (the last ones)'],
  ['maxFramesPerPlayer', 'Most frames a player'],
  ['framePoints', 'Points a frame won'],
  ['winPoints', 'Points a match won'],
  ['drawPoints', 'Points a match drawn'],
  ['promote', 'Go up at the end'],
  ['relegate', 'Go down at the end'],
] as const satisfies readonly (readonly [keyof DivisionFormat, string])[];
const FIELDS = ['name', 'night', ...FORMAT_FIELDS.map(([k]) => k)] as const;


interface DivisionValues {
  name: string;
  night: number;
  format: DivisionFormat;
}

/**
 * A division's name, match night and format: a new division (below the others) when `division` is absent, else
 * the edit of that one. The server checks the format whole and names the field it refuses (beside it here).
 */
export function DivisionForm({ leagueId, division, onDone }: { leagueId: number; division?: DivisionValues & { id: number; cards: number }; onDone?: () => void }) {
  const create = useCreateDivision();
  const edit = useEditDivision();
  const { errors, run } = useFieldErrors(FIELDS);
  const [name, setName] = useState(division?.name ?? '');
  const [night, setNight] = useState(String(division?.night ?? 2));
  const [format, setFormat] = useState<Record<keyof DivisionFormat, string>>(() =>
    Object.fromEntries(FORMAT_FIELDS.map(([k]) => [k, division ? String(division.format[k]) : ''])) as Record<keyof DivisionFormat, string>,
  );
  const [saved, setSaved] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const body = { name: name.trim(), night: Number(night), ...Object.fromEntries(FORMAT_FIELDS.map(([k]) => [k, numberOrUnset(format[k])])) };
    const ok = await run(() => (division ? edit.mutateAsync({ id: division.id, body }) : create.mutateAsync({ id: leagueId, body })));
    if (!ok) return;
    setSaved(true);
    if (!division) {
      setName('');
      setFormat(Object.fromEntries(FORMAT_FIELDS.map(([k]) => [k, ''])) as Record<keyof DivisionFormat, string>);
    }
    onDone?.();
  }

  const label = division ? `Edit ${division.name}` : 'New division';
  return (
    <form className="space-y-3" onSubmit={submit} noValidate aria-label={label} data-testid={division ? `division-form-${division.id}` : 'new-division-form'}>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledField label="Division name" error={errors.name}>
          {(control) => <input {...control} className="input mt-1" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />}
        </LabelledField>
        <LabelledField label="Match night" error={errors.night}>
          {(control) => (
            <select {...control} className="input mt-1" value={night} onChange={(e) => setNight(e.target.value)}>
              {NIGHTS.map((n, k) => (
                <option key={n} value={k}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
      </div>
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          Format{division ? '' : ' (left empty: ten singles frames, two a player, a point a frame, two for a win, one for a draw, two up and two down)'}
        </legend>
        {FORMAT_FIELDS.map(([k, text]) => (
          <LabelledField key={k} label={text} error={errors[k]} labelClassName="block text-sm text-slate-700">
            {(control) => (
              <input {...control} type="number" inputMode="numeric" min={0} max={25} className="input mt-1" value={format[k]} onChange={(e) => setFormat({ ...format, [k]: e.target.value })} />
            )}
          </LabelledField>
        ))}
      </fieldset>
      {division && division.cards > 0 ? (
        <p className="text-sm text-slate-600">This season has {division.cards} cards in this division: its frames, doubles and frames a player stay as they are until the season ends.</p>
      ) : null}
      <FormProblem message={errors.form} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={create.isPending || edit.isPending}>
          {division ? 'Save division' : 'Add division'}
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

