import { ApiClientError } from '../../../lib/api-client';

/** The sentence to show for a failed request. */
export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : 'Something went wrong');

/**
 * The form field the server named for a failed request, else `form` (the message then goes under the form). Given
 * the form's fields, the server's path (`raceTo.0`, `generate.meetings`) names the first of its parts that is one.
 */
export function errorField(err: unknown): string;
export function errorField<F extends string>(err: unknown, fields: readonly F[]): F | 'form';
export function errorField(err: unknown, fields?: readonly string[]): string {
  const path = err instanceof ApiClientError ? (err.field ?? '') : '';
  if (!fields) return path || 'form';
  return path.split('.').find((part) => fields.includes(part)) ?? 'form';
}
