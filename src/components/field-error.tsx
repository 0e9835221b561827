/**
 * A field's problem, shown under it; `id` is what the field's aria-describedby points at. An error that follows
 * each keystroke is `quiet` (no role="alert", so a screen reader is not interrupted while the visitor types).
 */
export function FieldError({ id, message, quiet = false, testId }: { id: string; message: string | null | undefined; quiet?: boolean; testId?: string }) {
  if (!message) return null;
  return (
    <p id={id} role={quiet ? undefined : 'alert'} className="mt-1 text-sm font-medium text-red-700" data-testid={testId}>
      {message}
    </p>
  );
}

/** A problem of a whole form, a group of fields or a row's action, shown under it. */
export function FormProblem({ message, id, className }: { message: string | null | undefined; id?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={className ? `${className} text-sm text-red-700` : 'text-sm text-red-700'}>
      {message}
    </p>
  );
}
