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
}: {
  label: string;
  value: string;
  onChange: (date: string) => void;
  error?: string | null;
  id?: string;
  /** The latest date the input offers (YYYY-MM-DD). */
  max?: string;
  labelClassName?: string;
}) {
  return (
    <LabelledField id={id} label={label} error={error} labelClassName={labelClassName}>
      {(control) => (
        <>
          <input {...control} type="date" className="input mt-1" max={max} value={value} onChange={(e) => onChange(e.target.value)} />
          <DateEcho value={value} />
        </>
      )}
    </LabelledField>
  );
}
