import { useId } from 'react';

/** A labelled select of filter values with an "Any" first option; a value not in the list is kept as an option. */
export function FilterSelect({ label, value, values, onChange, testId, any = 'Any' }: { label: string; value: string | null; values: readonly string[]; onChange: (v: string | null) => void; testId: string; any?: string }) {
  const id = useId();
  const list = value !== null && !values.includes(value) ? [...values, value] : values;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} className="input py-1.5" value={value ?? ''} onChange={(e) => onChange(e.target.value || null)} data-testid={testId}>
        <option value="">{any}</option>
        {list.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </div>
  );
}
