import { DateEcho } from './date-echo';
import { LabelledField, LABEL } from './labelled-field';

/** A labelled date input with the date echoed in words under it (and its error, if any). */
export function DateField({
  label,
  value,
  onChange,
  error,
  id,
  max,
  labelClassName = LABEL.bold,
  testId,
}: {
  label: string;
  value: string;
  onChange: (date: string) => void;
  error?: string | null;
  id?: string;
  /** The latest date the input offers (YYYY-MM-DD). */
  max?: string;
  labelClassName?: string;
  /** The input's data-testid (its error's is `${testId}-error`). */
  testId?: string;
}) {
  return (
    <LabelledField id={id} label={label} error={error} labelClassName={labelClassName} errorTestId={testId ? `${testId}-error` : undefined}>
      {(control) => (
        <>
          <input {...control} type="date" className="input mt-1" max={max} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
          <DateEcho value={value} />
        </>
      )}
    </LabelledField>
  );
}
