import { formatDate } from '../lib/format-date';

/**
 * The date a date field holds, written as the rest of the site writes dates ("4 Mar 2025"): a browser shows a
 * date input in its own locale's form (03/04/2025, 04.03.2025...), which the page cannot change, so the form
 * says the date it will record beside it. Nothing for an empty or incomplete value.
 */
export function DateEcho({ value, testId }: { value: string; testId?: string }) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return (
    <span className="mt-1 block text-xs text-slate-600" aria-live="polite" data-testid={testId ?? 'date-echo'}>
      {formatDate(value)}
    </span>
  );
}
