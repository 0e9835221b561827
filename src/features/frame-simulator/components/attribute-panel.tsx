import { memo, useState } from 'react';
import { Accordion } from './accordion';
import { PencilIcon } from './pool-icons';
import type { AttributePair, PlayerAttributes, Stage } from '../types';
import { PLAYER_KEYS, PLAYER_LABEL } from '../types';
import {
  GROUP_TITLE,
  cryptoPick,
  fieldsForStage,
  formatOption,
  getField,
  randomiseAttributes,
  setField,
  type AttributeField,
  type FieldGroup,
} from '../utils/attribute-fields';

function groupsOf(fields: AttributeField[]): [FieldGroup, AttributeField[]][] {
  const out = new Map<FieldGroup, AttributeField[]>();
  for (const f of fields) out.set(f.group, [...(out.get(f.group) ?? []), f]);
  return [...out.entries()];
}

/** A group of attributes: each value, or its choice while editing (the draft's value). */
function AttributeList({
  list,
  player,
  editing,
  shown,
  setDraft,
}: {
  list: AttributeField[];
  player: string;
  editing: boolean;
  /** The draft while editing, else the value in use. */
  shown: PlayerAttributes;
  setDraft: (update: (d: PlayerAttributes) => PlayerAttributes) => void;
}) {
  return (
  <dl className="grid grid-cols-1 gap-3">
    {list.map((f) => {
      const id = `${player}-${f.group}-${f.key}`;
      return (
        <div key={id} className="flex items-center justify-between gap-3">
          <dt>
            <label htmlFor={editing ? id : undefined} className="text-sm text-slate-700">
              {f.label}
            </label>
          </dt>
          <dd>
            {editing ? (
              <select
                id={id}
                className="input !w-28 !py-1"
                value={String(getField(shown, f))}
                onChange={(e) => setDraft((d) => setField(d, f, Number(e.target.value)))}
              >
                {f.options.map((o) => (
                  <option key={o} value={String(o)}>
                    {formatOption(o, f.unit)}
                  </option>
                ))}
              </select>
            ) : (
              <span className="font-semibold tabular-nums text-slate-900" data-testid={`attr-${id}`}>
                {formatOption(getField(shown, f), f.unit)}
              </span>
            )}
          </dd>
        </div>
      );
    })}
  </dl>
  );
}

/** One player's attributes: pencil toggles edit mode; Randomise, Revert and Update Attributes while editing. */
export function PlayerAttributePanel({
  player,
  label,
  stage,
  value,
  defaultValue,
  onUpdate,
}: {
  /** Used for element ids and test ids. */
  player: string;
  label: string;
  stage: Stage;
  value: PlayerAttributes;
  /** The page's defaults for this player: "Reset to defaults" applies them at once. */
  defaultValue: PlayerAttributes;
  onUpdate: (a: PlayerAttributes) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const fields = fieldsForStage(stage);
  const shown = editing ? draft : value;
  const atDefaults = fields.every((f) => getField(value, f) === getField(defaultValue, f));

  const toggle = () => {
    if (!editing) setDraft(value);
    setEditing((e) => !e);
  };

  const body = (list: AttributeField[]) => <AttributeList list={list} player={player} editing={editing} shown={shown} setDraft={setDraft} />;

  const groups = groupsOf(fields);
  return (
    <section className="card !p-4" aria-label={`${label} attributes`} data-testid={`panel-${player}`}>
      <div className="flex items-center justify-between">
        <h3 className="text-lg font-bold">{label}</h3>
        <button
          type="button"
          onClick={toggle}
          aria-pressed={editing}
          aria-label={editing ? `Stop editing ${label}` : `Edit ${label}`}
          className={`rounded-md p-2 ${editing ? 'bg-emerald-100 text-emerald-900' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          <PencilIcon width={18} height={18} />
        </button>
      </div>
      <div className="mt-3 grid grid-cols-1 gap-3">
        {groups.length === 1
          ? body(groups[0][1])
          : groups.map(([g, list]) => (
              <Accordion key={g} title={GROUP_TITLE[g]} headingLevel={4}>
                {body(list)}
              </Accordion>
            ))}
      </div>
      {editing ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => setDraft(randomiseAttributes(draft, fields, cryptoPick))}>
            Randomise
          </button>
          <button type="button" className="btn-secondary" onClick={() => setDraft(value)}>
            Revert
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              onUpdate(draft);
              setEditing(false);
            }}
          >
            Update Attributes
          </button>
        </div>
      ) : null}
      <div className="mt-3">
        <button
          type="button"
          className="link text-sm disabled:cursor-default disabled:text-slate-500 disabled:no-underline"
          disabled={atDefaults && !editing}
          onClick={() => {
            setEditing(false);
            setDraft(defaultValue);
            if (!atDefaults) onUpdate(defaultValue);
          }}
          aria-label={`Reset ${label} to defaults`}
        >
          Reset to defaults
        </button>
      </div>
    </section>
  );
}

/** Two player panels: pencil for edit mode, Randomise, Revert and Update Attributes. */
export const AttributePanels = memo(function AttributePanels({
  stage,
  value,
  defaults,
  onChange,
}: {
  stage: Stage;
  value: AttributePair;
  defaults: AttributePair;
  onChange: (next: AttributePair) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {PLAYER_KEYS.map((p) => (
        <PlayerAttributePanel key={p} player={p} label={PLAYER_LABEL[p]} stage={stage} value={value[p]} defaultValue={defaults[p]} onUpdate={(a) => onChange({ ...value, [p]: a })} />
      ))}
    </div>
  );
});
