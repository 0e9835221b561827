import type { ReactNode } from 'react';

/**
 * The "Admin password" field of a confirmation (delete, archive, remove the demo league), focused on open, with the refusal under
 * it: marked invalid and described by the message while there is one.
 */
export function AdminPasswordField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-slate-800">
        Admin password
      </label>
      <input
        id={`${id}-password`}
        className="input mt-1"
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoFocus
      />
      {error ? (
        <div id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </div>
      ) : null}
    </div>
  );
}
