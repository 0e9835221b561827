import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';

/** What a field's control spreads on itself: its id, and the invalid mark and description its label block gives it. */
export type FieldControl = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/** The label styles the site's forms use: the admin and player forms' bold label, and the tools' lighter ones. */
export const LABEL = {
  bold: 'block text-sm font-semibold text-slate-800',
  medium: 'block text-sm font-medium text-slate-700',
  plain: 'block text-sm text-slate-700',
} as const;

/**
 * One labelled field: the label, the control, an optional hint and the field's error under it. The control is
 * drawn by `children` with the props it must carry (`{...control}`): its id (the given one, else one from useId),
 * `aria-invalid` (true while there is an error), and `aria-describedby` naming the hint and the error. Every raw
 * `<input>`, `<select>` or `<textarea>` with a label of its own goes through here (tests/unit/repo/raw-fields.test.ts).
 */
export function LabelledField({
  label,
  error,
  hint,
  id: givenId,
  className,
  labelClassName = LABEL.bold,
  errorTestId,
  quiet = false,
  children,
}: {
  label: ReactNode;
  /** The reason the entry is refused; nothing while it is fine. */
  error?: string | null;
  /** A line under the control that helps fill it in. */
  hint?: ReactNode;
  id?: string;
  /** The wrapper's class. */
  className?: string;
  labelClassName?: string;
  errorTestId?: string;
  /** An error that follows each keystroke is shown without interrupting a screen reader (no role="alert"). */
  quiet?: boolean;
  children: (control: FieldControl) => ReactNode;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} quiet={quiet} testId={errorTestId} />
    </div>
  );
}
