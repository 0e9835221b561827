/**
 * Building blocks of an endpoint's declaration (see contracts/README.md "How to declare an endpoint"): the
 * answer helpers every area file uses, so an answer, a 304 and each error answer are written the same way.
 */
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { ErrorBody, shown } from './errors';

export { createRoute, z };
export type Endpoint = RouteConfig;

/** A JSON answer with its schema. */
export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The usual answer wrapper: `{ data }`. */
export const dataOf = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

/** A `{ data }` answer. */
export const data = <S extends z.ZodType>(schema: S, description: string) => json(dataOf(schema), description);

/**
 * 304 for an answer prepared once per data version (api/lib/answer-cache.ts): sent for a matching If-None-Match.
 * Declared with every such GET so the reference says how to revalidate.
 */
export const notModified = {
  304: { description: 'Not modified: the If-None-Match tag is still current (the answer carries an ETag).' },
} as const;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 423 | 429 | 503;

/** Error answers in the JSON error shape, each with what it means for this endpoint. */
export function errors<const T extends Partial<Record<ErrorStatus, string>>>(described: T) {
  const out = {} as { [K in keyof T]: { description: string; content: { 'application/json': { schema: typeof ErrorBody } } } };
  for (const [status, description] of Object.entries(described)) {
    (out as Record<string, unknown>)[status] = json(ErrorBody, description as string);
  }
  return out;
}

/** A JSON request body; `optional`: an empty body stands for `{}` (api/lib/endpoint-router.ts reads it). */
export const jsonBody = <S extends z.ZodType>(schema: S, opts: { optional?: boolean; description?: string } = {}) => ({
  description: opts.description,
  required: !opts.optional,
  content: { 'application/json': { schema } },
});

/** A CSV request body (Content-Type: text/csv), read as text by the handler. */
export const csvBody = (description: string) => ({
  description,
  required: true,
  content: { 'text/csv': { schema: z.string().openapi({ example: 'date,player1,player2\n2025-09-01,Ada Stone,Bea Munro' }) } },
});

const ID_RE = /^[1-9][0-9]{0,14}$/;

/**
 * A path parameter holding a positive whole number, as a number. A malformed one is a 400 `bad_request` whose
 * message names the parameter: `id must be a positive whole number (got "abc")`.
 */
export const idParam = (name: string) =>
  z
    .string()
    .refine((raw) => ID_RE.test(raw), {
      error: (iss) => `${name} must be a positive whole number (got "${shown(String(iss.input))}")`,
      params: { code: 'bad_request', whole: true },
    })
    .transform(Number)
    .openapi({ param: { name, in: 'path' }, pattern: ID_RE.source, example: '1' });

/** The answer type of an endpoint's status (`Answer<typeof cricketPlayers>` = its 200 body). */
export type Answer<R extends RouteConfig, S extends number = 200> = R['responses'][S] extends {
  content: { 'application/json': { schema: infer Z extends z.ZodType } };
}
  ? z.output<Z>
  : never;
