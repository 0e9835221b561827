/**
 * Registers handlers from the endpoints declared in contracts/ (see contracts/README.md): each handler is bound to
 * its declaration, so its path parameters, query and JSON body are validated with the declared schemas before it
 * runs (a failure is the usual 400 naming the field, api/lib/validate.ts) and its answer must have the declared
 * type (TypeScript checks the handler's return against the 200/201 schema). Answers are not re-validated per
 * request: the API tests check every answer against its schema (tests/unit/api/contract-helpers.ts).
 *
 * The OpenAPI document is generated from the same declarations (api/routes/api-reference.ts), not from this router.
 */
import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Env, Handler, MiddlewareHandler, TypedResponse } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { z } from 'zod';
import { readJson } from '../http/request-body';
import { parseOrThrow, validationError } from './validate';

function rejectInvalid(result: { success: true } | { success: false; error: z.ZodError }) {
  if (!result.success) throw validationError(result.error);
}

/** The zod schema of an endpoint's JSON body, if it declares one. */
function jsonBody(route: RouteConfig): z.ZodType | undefined {
  const media = route.request?.body?.content?.['application/json'] as { schema?: unknown } | undefined;
  const schema = media?.schema;
  return schema && typeof schema === 'object' && 'safeParse' in schema ? (schema as z.ZodType) : undefined;
}

/**
 * The JSON body, read as the admin endpoints always have (api/http/request-guards.ts `readJson`: an empty or
 * unparsable body is a 400 `invalid_json`; an optional body stands for `{}` when empty), then parsed. It runs after
 * the path parameters and the query are validated, so a malformed id is reported before the body.
 */
function withBody(schema: z.ZodType, optional: boolean, handler: Handler): Handler {
  return async (c, next) => {
    const value = parseOrThrow(schema, await readJson(c, optional ? {} : undefined));
    c.req.addValidatedData('json', value as object);
    return handler(c, next);
  };
}

/**
 * What a handler of `R` may return: for each declared status, the JSON of its schema (or, for an answer without a
 * JSON body such as 304 or a CSV file, any typed body). A bare `Response` or an undeclared shape does not compile.
 */
type StatusOf<K> = K extends StatusCode ? K : K extends `${infer N extends StatusCode}` ? N : never;
/** A declared answer: typed JSON for its `application/json` schema, any typed body for its other media types. */
type AnswerOf<D, S extends StatusCode> = D extends { content: infer C }
  ?
      | (C extends { 'application/json': { schema: infer Z extends z.ZodType } } ? TypedResponse<JSONParsed<z.output<Z>>, S, 'json'> : never)
      | ([Exclude<keyof C, 'application/json'>] extends [never] ? never : TypedResponse<unknown, S, string>)
  : TypedResponse<unknown, S, string>;
type DeclaredResponse<R extends RouteConfig> = {
  [K in keyof R['responses']]: AnswerOf<R['responses'][K], StatusOf<K>>;
}[keyof R['responses']];

export type EndpointHandler<R extends RouteConfig, E extends Env> =
  RouteHandler<R, E> extends Handler<infer E2, infer P, infer I, infer _>
    ? Handler<E2, P, I, DeclaredResponse<R> | Promise<DeclaredResponse<R>>>
    : never;

/** A router for the endpoints under `prefix` (mounted with `app.route(prefix, ...)`). */
export class EndpointRouter<E extends Env> {
  readonly app: OpenAPIHono<E>;

  constructor(readonly prefix: string) {
    this.app = new OpenAPIHono<E>({ defaultHook: rejectInvalid });
  }

  /** Middleware for every endpoint of this router registered after it. */
  use(...handlers: MiddlewareHandler<E>[]): this {
    this.app.use('*', ...handlers);
    return this;
  }

  /** Registers `handler` for the declared endpoint `route`. */
  handle<R extends RouteConfig>(route: R, handler: EndpointHandler<R, E>): this {
    if (!route.path.startsWith(this.prefix)) throw new Error(`${route.path} is not under ${this.prefix}`);
    const path = route.path.slice(this.prefix.length) || '/';
    const body = jsonBody(route);
    const request = body ? { ...route.request, body: undefined } : route.request;
    const run = body ? withBody(body, route.request?.body?.required === false, handler as Handler) : handler;
    this.app.openapi({ ...route, path, request, hide: true } as R, run as never);
    return this;
  }
}

/**
 * A declared endpoint's path as a Hono route pattern (`/api/cricket/records/{table}` → `/api/cricket/records/:table`),
 * for middleware bound to one endpoint: the path stays written once, in contracts/endpoint-paths.ts.
 */
export const routePattern = (route: { path: string }): string => route.path.replace(/\{(\w+)\}/g, ':$1');

/** Whether a request path is an address of the declared endpoint `route` (each `{param}` is one path segment). */
export function matchesEndpoint(route: { path: string }): (path: string) => boolean {
  const source = route.path
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  const re = new RegExp(`^${source}$`);
  return (path) => re.test(path);
}
