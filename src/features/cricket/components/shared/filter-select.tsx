import { LabelledField } from '../../../../components/labelled-field';

export type SelectOption = { value: string; label: string };

/** A labelled select of the cricket pages' filter bars, with the options given. */
export function OptionSelect({ label, value, options, onChange, testId }: { label: string; value: string; options: readonly SelectOption[]; onChange: (v: string) => void; testId: string }) {
  return (
    <LabelledField label={label} className="flex min-w-0 flex-col gap-1" labelClassName="text-sm font-medium text-slate-700">
      {(control) => (
        <select {...control} className="input py-1.5" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

/** A labelled select of filter values with an "Any" first option; a value not in the list is kept as an option. */
export function FilterSelect({ label, value, values, onChange, testId, any = 'Any' }: { label: string; value: string | null; values: readonly string[]; onChange: (v: string | null) => void; testId: string; any?: string }) {
  const list = value !== null && !values.includes(value) ? [...values, value] : values;
  return <OptionSelect label={label} value={value ?? ''} options={[{ value: '', label: any }, ...list.map((v) => ({ value: v, label: v }))]} onChange={(v) => onChange(v || null)} testId={testId} />;
}
