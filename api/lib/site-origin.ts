import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/** PUBLIC_ORIGIN as written (trailing slashes dropped), or undefined when it is unset or blank. */
export function configuredOrigin(configured?: string): string | undefined {
  return configured?.trim().replace(/\/+$/, '') || undefined;
}

/**
 * The one origin a server without PUBLIC_ORIGIN (development, tests) writes into pages, cards, the sitemap and
 * feeds, and keys their caches by: `http://localhost` with the port this server listens on, whatever the request's
 * Host header says. So no Host name or port (`a.localhost`, `127.0.0.1:80`, `[::1]`) makes a
 * page, card, sitemap or feed render again. Production refuses to start without PUBLIC_ORIGIN (api/server.ts).
 */
export function developmentOrigin(c: Context): string {
  const local = (c.env as { incoming?: { socket?: { localPort?: number } } } | undefined)?.incoming?.socket?.localPort;
  return local === undefined || local === 80 ? 'http://localhost' : `http://localhost:${local}`;
}

/** The public origin for absolute URLs: the configured one (PUBLIC_ORIGIN, e.g. https://example.com), else the development origin. */
export function originOf(c: Context, configured?: string): string {
  return configuredOrigin(configured) ?? developmentOrigin(c);
}

/** The site's origin for a request: PUBLIC_ORIGIN (as createApp was given it) or the development origin. */
export const siteOrigin = (c: Context<AppEnv>) => originOf(c, c.get('publicOrigin'));

/**
 * Why this server may not start, or null: in production (NODE_ENV unset or `production`; the server runs as
 * production unless told otherwise) PUBLIC_ORIGIN must be set to an http(s) origin. `npm start` sets
 * http://localhost:<PORT> when it is missing and says so (scripts/start.mjs).
 */
export function productionOriginProblem(env: NodeJS.ProcessEnv): string | null {
  const production = (env.NODE_ENV ?? 'production') === 'production';
  const value = env.PUBLIC_ORIGIN?.trim();
  if (!value) {
    return production
      ? 'PUBLIC_ORIGIN is not set. In production the server needs the address visitors use, for example ' +
          'PUBLIC_ORIGIN=https://league.example.org (pages, share cards, the sitemap and calendar feeds print it and are cached under it). ' +
          'Set it, or NODE_ENV=development for a local development server.'
      : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `PUBLIC_ORIGIN must be a URL such as https://league.example.org (got "${value.slice(0, 200)}")`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `PUBLIC_ORIGIN must start with https:// or http:// (got "${value.slice(0, 200)}")`;
  return null;
}
