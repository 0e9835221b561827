/**
 * The one fetch client for `/api`, built from the table of endpoints in contracts/: `api('adminAddResult',
 * { body })` finds the endpoint's method and path in contracts/endpoint-paths.ts (plain data, no zod: the schemas
 * never reach the browser) and takes its types from the declaration (`import type`): the path parameters, query
 * and body it accepts and the answer it returns.
 *
 * Every request goes out here, so what a request carries is decided once:
 * - `Accept: application/json`; a body as JSON, or as `text/csv` for an endpoint whose body is a CSV file;
 * - the signed-in admin's bearer token (src/lib/auth-token.ts) on the endpoints that need it;
 * - the anti-forgery header: the `csrf` cookie (`__Host-csrf` over HTTPS) copied into X-CSRF-Token, the cookie
 *   fetched first (GET /api/auth/csrf) before a write when the browser has none (docs/admin.md "Security").
 *
 * An answer that is not 2xx raises an ApiClientError with the server's message, code, field and body. Every
 * endpoint answers JSON (or, for the export, a file): an empty or unreadable body where JSON was expected
 * (a 204 or a bare 304 included; no endpoint sends either to this client, and the browser answers its own
 * revalidations from its cache as a 200) raises an ApiClientError `bad_json`. No timeout, as the spec says.
 */
import type { z } from 'zod';
import type { Endpoints } from '../../contracts/endpoints';
import { endpointPaths, type EndpointName } from '../../contracts/endpoint-paths';
import { useAuthStore } from './auth-token';

export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly field?: string,
    /** The parsed error answer (a refused CSV import carries its report beside the error). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

/** How a request reaches the API: the browser's fetch, or (in a server render) the server app itself. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport | null = null;

/**
 * Sends this process's API requests through `t` instead of `fetch`. The server render entry sets it so a page's
 * query functions fetch the same JSON in-process (`app.request`); there is one app per server process.
 */
export function setApiTransport(t: ApiTransport | null) {
  transport = t;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** The anti-forgery cookie's value: `__Host-csrf` where the site is served over HTTPS, `csrf` over plain HTTP. */
const csrfCookieValue = (): string | undefined => readCookie('__Host-csrf') ?? readCookie('csrf');

// ---- Types, from the declarations -------------------------------------------------------------------------

type Route<N extends EndpointName> = Endpoints[N];
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Request<N extends EndpointName> = Route<N> extends { request: infer R } ? R : Record<never, never>;

/** Path parameters: each declared `{name}`, as text or a number. */
type ParamsOf<N extends EndpointName> = Request<N> extends { params: infer P } ? { [K in keyof InputOf<P>]: string | number } : never;
/** Query: the declared parameters; numbers are sent as text. */
type QueryOf<N extends EndpointName> = Request<N> extends { query: infer Q } ? { [K in keyof InputOf<Q>]?: InputOf<Q>[K] | number } : never;
/** Body: the declared JSON body's input, or the text of a CSV file. */
type BodyOf<N extends EndpointName> = Request<N> extends { body: { content: infer C } }
  ? C extends { 'application/json': { schema: infer S } }
    ? InputOf<S>
    : C extends { 'text/csv': unknown }
      ? string
      : never
  : never;

type Part<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : Record<never, never> extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a call to endpoint `N` takes: its path parameters, query and body, each where it declares one. */
export type CallInput<N extends EndpointName> = Part<'params', ParamsOf<N>> & Part<'query', QueryOf<N>> & Part<'body', BodyOf<N>>;

type JsonOf<D> = D extends { content: { 'application/json': { schema: infer S extends z.ZodType } } } ? z.output<S> : never;
/** The JSON of endpoint `N`'s success (200, or 201 for a write that creates). */
export type AnswerOf<N extends EndpointName> = Route<N>['responses'] extends { 200: infer D } ? JsonOf<D> : Route<N>['responses'] extends { 201: infer D } ? JsonOf<D> : never;
/** The `data` of endpoint `N`'s success. */
export type DataOf<N extends EndpointName> = AnswerOf<N> extends { data: infer T } ? T : never;

/** Options of one call: abort it, or send another bearer token than the stored one (checking or revoking it). */
export interface CallOptions {
  signal?: AbortSignal;
  token?: string | null;
}

// ---- Calls --------------------------------------------------------------------------------------------------

/** The address of endpoint `name` with its path parameters and query filled in. */
export function apiUrl<N extends EndpointName>(name: N, input: CallInput<N> = {} as CallInput<N>): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  const path = endpointPaths[name].path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Fetches the anti-forgery cookie when the browser has none (before a write). */
async function ensureCsrfCookie(): Promise<void> {
  if (csrfCookieValue() === undefined) await apiCall('authCsrf');
}

interface Outgoing {
  method: string;
  url: string;
  signedIn?: boolean;
  csv?: boolean;
  body?: unknown;
}

/** The one place a request is put together and sent; an answer that is not 2xx becomes an ApiClientError. */
async function send(out: Outgoing, opts: CallOptions): Promise<Response> {
  if (out.method !== 'GET') await ensureCsrfCookie();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (out.body !== undefined) headers['Content-Type'] = out.csv ? 'text/csv' : 'application/json';
  const token = opts.token === undefined ? useAuthStore.getState().token : opts.token;
  if (out.signedIn && token) headers.Authorization = `Bearer ${token}`;
  const csrf = csrfCookieValue();
  if (csrf) headers['X-CSRF-Token'] = csrf;

  let res: Response;
  try {
    res = await (transport ?? fetch)(out.url, {
      method: out.method,
      headers,
      body: out.body === undefined ? undefined : typeof out.body === 'string' ? out.body : JSON.stringify(out.body),
      signal: opts.signal,
      credentials: 'same-origin',
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiClientError('Network error: the server could not be reached', 0, 'network');
  }
  if (!res.ok) {
    const json = await readJson(res);
    const err = (json as { error?: { message?: string; code?: string; field?: string } } | null)?.error;
    throw new ApiClientError(err?.message || `Request failed with status ${res.status}`, res.status, err?.code, err?.field, json ?? undefined);
  }
  return res;
}

/** Sends a request to endpoint `name` and returns its answer when it is 2xx, else raises an ApiClientError. */
export function apiResponse<N extends EndpointName>(name: N, input: CallInput<N> = {} as CallInput<N>, opts: CallOptions = {}): Promise<Response> {
  const route: { method: string; signedIn?: boolean; body?: string } = endpointPaths[name];
  const { body } = input as { body?: unknown };
  return send({ method: route.method.toUpperCase(), url: apiUrl(name, input), signedIn: route.signedIn, csv: route.body === 'text/csv', body }, opts);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function jsonOf<T>(res: Response): Promise<T> {
  const json = await readJson(res);
  if (json === null) throw new ApiClientError('The server sent an unreadable response', res.status, 'bad_json');
  return json as T;
}

/** Calls endpoint `name` and returns its whole JSON answer. */
export async function apiCall<N extends EndpointName>(name: N, input: CallInput<N> = {} as CallInput<N>, opts: CallOptions = {}): Promise<AnswerOf<N>> {
  return jsonOf<AnswerOf<N>>(await apiResponse(name, input, opts));
}

/** One page of a paged list endpoint's answer (contracts/paging.ts `pagedList`): the rows with the total. */
export type PageOf<N extends EndpointName> = Extract<AnswerOf<N>, { total: number }>;
const isPage = <A>(answer: A): answer is Extract<A, { total: number }> => typeof answer === 'object' && answer !== null && 'total' in answer;

/**
 * Calls a paged list endpoint for one page (`limit` and `offset` given, so the answer is a page with its total, not
 * the whole list) and returns that page.
 */
export async function apiPage<N extends EndpointName>(
  name: N,
  input: CallInput<N> & { query: { limit: number; offset: number } },
  opts: CallOptions = {},
): Promise<PageOf<N>> {
  const answer = await apiCall(name, input, opts);
  if (!isPage(answer)) throw new ApiClientError(`${name} answered the whole list where a page was asked`, 502);
  return answer;
}

/** Calls endpoint `name` and returns the `data` of its answer. */
export async function api<N extends EndpointName>(name: N, input: CallInput<N> = {} as CallInput<N>, opts: CallOptions = {}): Promise<DataOf<N>> {
  return ((await apiCall(name, input, opts)) as { data: DataOf<N> }).data;
}
