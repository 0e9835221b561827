import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * Options a schema's custom issue may carry (`params` of a refinement): `code` replaces `validation_error`, and
 * `whole: true` sends the message as it is (it already names the field) instead of prefixing `{field}: `.
 */
export interface IssueParams {
  code?: string;
  whole?: boolean;
}

/**
 * The 400 ApiError for a failed parse, naming the first offending field (dotted path), e.g. `score1`; an unknown
 * key is reported by its own name.
 */
export function validationError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  let field = path.map(String).join('.');
  // Unknown keys are reported on the object; name the first unknown key instead.
  if (issue && issue.code === 'unrecognized_keys' && 'keys' in issue && Array.isArray(issue.keys)) {
    field = [field, String(issue.keys[0])].filter(Boolean).join('.');
  }
  const params = (issue && 'params' in issue ? issue.params : undefined) as IssueParams | undefined;
  const message = !issue ? 'Invalid request' : params?.whole ? issue.message : `${field || 'body'}: ${issue.message}`;
  return new ApiError(400, params?.code ?? 'validation_error', message, field || undefined);
}

/**
 * Parse a value with a zod schema; a failure becomes a 400 ApiError that names
 * the first offending field (dotted path), e.g. `score1`.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(result.error);
}
