import { ApiClientError } from '../../../lib/api-client';

export type FieldErrors = Partial<Record<'groupId' | 'name' | 'startDate' | 'meetings' | 'everyDays' | 'seed' | 'form', string>>;

/** The API names the field it refuses (`generate.meetings` -> meetings). */
export function fieldOf(err: unknown): keyof FieldErrors {
  const f = err instanceof ApiClientError ? (err.field ?? '') : '';
  const last = f.split('.').pop() ?? '';
  return (['groupId', 'name', 'startDate', 'meetings', 'everyDays', 'seed'] as const).find((k) => k === last) ?? 'form';
}

export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
