import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The public origin for absolute URLs: the configured one (PUBLIC_ORIGIN, e.g. https://example.com) when set,
 * else the origin the request came in on.
 */
export function originOf(requestUrl: string, configured?: string): string {
  const fromConfig = configured?.trim().replace(/\/+$/, '');
  if (fromConfig) return fromConfig;
  return new URL(requestUrl).origin;
}

/** The site's origin for a request: PUBLIC_ORIGIN (as createApp was given it) or the request's. */
export const siteOrigin = (c: Context<AppEnv>) => originOf(c.req.url, c.get('publicOrigin'));
