import { LabelledField } from '../../../components/labelled-field';

/** The "Group" choice of the season and cup forms. */
export function GroupSelect({
  groups,
  value,
  onChange,
  error,
  optionText = (g) => g.name,
}: {
  groups: { id: number; name: string; player_count: number }[] | undefined;
  value: string;
  onChange: (groupId: string) => void;
  error?: string;
  optionText?: (g: { name: string; player_count: number }) => string;
}) {
  return (
    <LabelledField label="Group" error={error}>
      {(control) => (
        <select {...control} className="input mt-1" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Choose…</option>
          {groups?.map((g) => (
            <option key={g.id} value={g.id}>
              {optionText(g)}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
