/**
 * Building blocks of an endpoint's declaration (see contracts/README.md "How to declare an endpoint"): the
 * answer helpers every area file uses, so an answer, a 304 and each error answer are written the same way.
 */
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { ErrorBody } from './errors';

export { createRoute as endpoint, z };
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

/** The answer type of an endpoint's status (`Answer<typeof cricketPlayers>` = its 200 body). */
export type Answer<R extends RouteConfig, S extends number = 200> = R['responses'][S] extends {
  content: { 'application/json': { schema: infer Z extends z.ZodType } };
}
  ? z.output<Z>
  : never;
