import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * Parse a value with a zod schema; a failure becomes a 400 ApiError that names
 * the first offending field (dotted path), e.g. `score1`.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  let field = path.map(String).join('.');
  // Unknown keys are reported on the object; name the first unknown key instead.
  if (issue && issue.code === 'unrecognized_keys' && 'keys' in issue && Array.isArray(issue.keys)) {
    field = [field, String(issue.keys[0])].filter(Boolean).join('.');
  }
  const message = issue ? `${field || 'body'}: ${issue.message}` : 'Invalid request';
  throw new ApiError(400, 'validation_error', message, field || undefined);
}
