import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { servedOverHttps } from './security-headers';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { matchesEndpoint } from '../lib/endpoint-router';
import { ApiError } from '../lib/errors';

/** Largest request body the auth and admin endpoints accept. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Largest CSV a season import may send: 8 MiB, about 150,000 result lines (100,000 rows at once). */
export const MAX_CSV_BYTES = 8 * 1024 * 1024;
export const CSRF_COOKIE = 'csrf';
/** The anti-forgery cookie's name where the site is served over HTTPS: the browser then keeps it host-only, Secure, Path=/. */
export const CSRF_COOKIE_HTTPS = '__Host-csrf';

/**
 * The anti-forgery cookie's name for this request: `__Host-csrf` over HTTPS (the request's own scheme, or
 * X-Forwarded-Proto behind a trusted proxy), plain `csrf` over HTTP (localhost, the tests), where a browser
 * refuses `__Host-` cookies because they must be Secure.
 */
export const csrfCookieName = (c: Context) => (servedOverHttps(c.req.url, c.req.header('x-forwarded-proto')) ? CSRF_COOKIE_HTTPS : CSRF_COOKIE);
export const CSRF_HEADER = 'X-CSRF-Token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameBytes(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Guards for every state-changing request under /api/auth and /api/admin, in order:
 * 1. Same-site only: a `Sec-Fetch-Site` other than same-origin/none, or an
 *    `Origin` whose host is not this server's, is refused (403).
 * 2. Double-submit anti-forgery token: the `X-CSRF-Token` header must equal the
 *    `csrf` cookie (403). A cross-site page can neither read the cookie nor set
 *    the header without a CORS preflight, which this server never grants.
 * 3. JSON only (415) and a body of at most 16 KiB (413); a request with no body at all (logout, removing a
 *    member) needs no Content-Type. The endpoints in `csvEndpoints` take `text/csv` instead, up to 8 MiB.
 */
export function mutationGuards(opts: { csvEndpoints?: readonly { path: string }[] } = {}): MiddlewareHandler<AppEnv> {
  const limiter = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new ApiError(413, 'payload_too_large', `Request body is larger than ${maxSize} bytes`);
      },
    });
  const limit = limiter(MAX_BODY_BYTES);
  const csvLimit = limiter(MAX_CSV_BYTES);
  const csvPaths = (opts.csvEndpoints ?? []).map(matchesEndpoint);
  const isCsvPath = (path: string) => csvPaths.some((matches) => matches(path));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();

    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') {
      throw new ApiError(403, 'forbidden_origin', 'Cross-site requests are not allowed');
    }
    const origin = c.req.header('origin');
    if (origin) {
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      const host = c.req.header('host') ?? new URL(c.req.url).host;
      if (originHost !== host) throw new ApiError(403, 'forbidden_origin', 'Cross-site requests are not allowed');
    }

    const cookie = getCookie(c, csrfCookieName(c));
    const header = c.req.header(CSRF_HEADER);
    if (!cookie || !header || !sameBytes(cookie, header)) {
      throw new ApiError(
        403,
        'csrf_failed',
        'Missing or mismatched anti-forgery token: send the csrf cookie (__Host-csrf over HTTPS) and an equal X-CSRF-Token header (GET /api/auth/csrf sets the cookie)',
      );
    }

    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const length = c.req.header('content-length');
    const noBody = (length === undefined || length.trim() === '0') && c.req.header('transfer-encoding') === undefined;
    if (isCsvPath(c.req.path)) {
      if (type !== 'text/csv') throw new ApiError(415, 'unsupported_media_type', 'Send the file as CSV (Content-Type: text/csv)');
      return csvLimit(c, next);
    }
    if (noBody && type === '') return next();
    if (type !== 'application/json') {
      throw new ApiError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json)');
    }
    return limit(c, next);
  };
}

/** Issue (or keep) the anti-forgery cookie; returns its value. */
export function ensureCsrfCookie(c: Context): string {
  const name = csrfCookieName(c);
  const existing = getCookie(c, name);
  if (existing && /^[A-Za-z0-9_-]{32,64}$/.test(existing)) return existing;
  const value = randomBytes(32).toString('base64url');
  // The same rule as HSTS: X-Forwarded-Proto counts only behind a trusted proxy (TRUST_PROXY=1).
  const secure = name === CSRF_COOKIE_HTTPS;
  setCookie(c, name, value, { path: '/', sameSite: 'Strict', secure, httpOnly: false, maxAge: 60 * 60 * 24 * 30 });
  return value;
}

/** Pull the bearer token out of the Authorization header. */
export function bearerToken(c: Context): string | null {
  const auth = c.req.header('authorization') ?? '';
  const m = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(auth);
  return m ? m[1] : null;
}
