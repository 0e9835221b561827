/**
 * The one JSON error shape every endpoint answers with (api/lib/errors.ts produces it), and the error answers an
 * endpoint declares in its contract (contracts/endpoint.ts).
 */
import { z } from '@hono/zod-openapi';

export const ErrorBody = z
  .object({
    error: z.object({
      /** Machine-readable: `validation_error`, `not_found`, `unauthorized`, `csrf_failed`, ... */
      code: z.string(),
      /** A sentence for people; a validation error starts with the field's name. */
      message: z.string(),
      /** The request field at fault (body field, query or path parameter), when there is one. */
      field: z.string().optional(),
    }),
  })
  .openapi('Error', {
    description: 'Every error answer: a code, a message for people and, when one field is at fault, its name.',
    example: { error: { code: 'validation_error', message: 'score1: score1 must be 0-7 or 10', field: 'score1' } },
  });

export type ErrorBody = z.infer<typeof ErrorBody>;

/** Request text echoed in an error message, bounded: the first `max` characters, then an ellipsis. */
export const shown = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max)}…` : text);
