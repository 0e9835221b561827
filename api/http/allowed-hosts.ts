import type { MiddlewareHandler } from 'hono';
import { isIP } from 'node:net';
import { errorBody } from '../lib/errors';

/**
 * Host header allow-list: a DNS-rebinding page points its own name at this server and then talks to
 * it as same-origin; its requests carry its own name in Host. Allowed are always `localhost` (and `*.localhost`)
 * and IP literals (a rebinding name is never an IP), plus the host of PUBLIC_ORIGIN and every name in
 * ALLOWED_HOSTS (comma-separated host names, `*.example.org` for any subdomain). Anything else gets 421.
 * Ports are not compared.
 */
export function allowedHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const hosts: string[] = [];
  if (env.PUBLIC_ORIGIN) {
    try {
      hosts.push(new URL(env.PUBLIC_ORIGIN).hostname);
    } catch {
      throw new Error(`PUBLIC_ORIGIN must be a URL such as https://league.example.org (got "${env.PUBLIC_ORIGIN}")`);
    }
  }
  for (const h of (env.ALLOWED_HOSTS ?? '').split(',')) if (h.trim()) hosts.push(h.trim());
  return hosts.map((h) => h.toLowerCase());
}

/** The host name of a Host header without the port ("[::1]:3000" -> "::1"). */
export function hostName(header: string): string {
  const h = header.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') > 0 ? h.indexOf(']') : undefined);
  const colon = h.lastIndexOf(':');
  return colon >= 0 && h.indexOf(':') === colon ? h.slice(0, colon) : h;
}

export function hostAllowed(name: string, extra: readonly string[]): boolean {
  const n = name.replace(/\.$/, '');
  if (n === 'localhost' || n.endsWith('.localhost') || isIP(n) !== 0) return true;
  return extra.some((h) => (h.startsWith('*.') ? n.endsWith(h.slice(1)) : n === h));
}

export function allowedHosts(extra: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('host') ?? new URL(c.req.url).host;
    // An absolute-form request (`GET http://evil.example/x HTTP/1.1`) names its authority in the request target,
    // which then becomes the request URL: it must be allowed too.
    const target = new URL(c.req.url).hostname.replace(/^\[|\]$/g, '');
    if (!hostAllowed(target, extra)) {
      return c.json(errorBody('host_not_allowed', `This server does not answer for host "${target.slice(0, 100)}"; set PUBLIC_ORIGIN or ALLOWED_HOSTS`), 421);
    }
    if (!hostAllowed(hostName(header), extra)) {
      return c.json(
        errorBody('host_not_allowed', `This server does not answer for host "${header.slice(0, 100)}"; set PUBLIC_ORIGIN or ALLOWED_HOSTS`),
        421,
      );
    }
    await next();
  };
}
