import type { MiddlewareHandler } from 'hono';
import { trustProxy } from './client-address';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Content-Security-Policy for the built app: scripts, workers, styles, fonts
 * and data all come from this origin. Inline styles are allowed because
 * charting libraries set style attributes; inline scripts are not.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export const HSTS = 'max-age=31536000; includeSubDomains';

const secure = () =>
  secureHeaders({
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Sent only over HTTPS, below.
    strictTransportSecurity: false,
    // Matches the CSP's frame-ancestors 'none'.
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });

/**
 * Whether the request reached the site over HTTPS: directly, or (TRUST_PROXY=1) through a proxy that says so in
 * X-Forwarded-Proto (its last entry, the one the nearest proxy wrote).
 */
export function servedOverHttps(url: string, forwardedProto: string | undefined, trustsProxy = trustProxy().kind !== 'none'): boolean {
  if (new URL(url).protocol === 'https:') return true;
  if (!trustsProxy || !forwardedProto) return false;
  return forwardedProto.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean).pop() === 'https';
}

export const securityHeaders = (): MiddlewareHandler => {
  const headers = secure();
  return async (c, next) => {
    await headers(c, next);
    // Share cards are shown by other sites (link previews): their images may be embedded from any origin.
    if (c.req.path.startsWith('/api/card/')) c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (servedOverHttps(c.req.url, c.req.header('x-forwarded-proto'))) c.header('Strict-Transport-Security', HSTS);
  };
};
