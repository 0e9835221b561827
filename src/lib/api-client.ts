/**
 * The one fetch client for `/api`: asks for JSON, sends the anti-forgery
 * header (double-submit of the `csrf` cookie, see README "Security"), reads
 * the `data` field, and raises an ApiClientError carrying the server's message.
 * No timeout, as the spec says.
 */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
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
export function csrfCookieValue(): string | undefined {
  return readCookie('__Host-csrf') ?? readCookie('csrf');
}

/** Full response: status plus parsed JSON body (or null for 204/304). */
export async function apiRequest<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const csrf = csrfCookieValue();
  if (csrf) headers['X-CSRF-Token'] = csrf;

  const url = path.startsWith('/api') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  let res: Response;
  try {
    res = await (transport ?? fetch)(url, {
      method: opts.method ?? (opts.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: opts.signal,
      credentials: 'same-origin',
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiClientError('Network error: the server could not be reached', 0, 'network');
  }

  const text = await res.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  if (!res.ok) {
    const err = (json as { error?: { message?: string; code?: string; field?: string } } | null)?.error;
    throw new ApiClientError(
      err?.message || `Request failed with status ${res.status}`,
      res.status,
      err?.code,
      err?.field,
    );
  }
  if (json === null) throw new ApiClientError('The server sent an unreadable response', res.status, 'bad_json');
  return json as T;
}

/** GET/POST an endpoint and return its `data` field. */
export async function apiData<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const json = await apiRequest<{ data: T }>(path, opts);
  return json.data;
}
