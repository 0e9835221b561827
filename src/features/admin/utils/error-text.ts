import { ApiClientError } from '../../../lib/api-client';

/** The sentence to show for a failed request. */
export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : 'Something went wrong');

/** The form field the server named for a failed request, else `form` (the message then goes under the form). */
export const errorField = (err: unknown): string => (err instanceof ApiClientError ? (err.field ?? 'form') : 'form');
