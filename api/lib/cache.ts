import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/**
 * Answer a read endpoint with `{ data }`, an ETag over the body and a
 * Cache-Control header; a matching If-None-Match (or `*`, the resource exists) gets 304 with no body.
 */
export function cachedJson(c: Context, data: unknown, maxAgeSeconds = 30) {
  const body = JSON.stringify({ data });
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', `public, max-age=${maxAgeSeconds}, must-revalidate`);
  const inm = c.req.header('if-none-match');
  if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    return c.body(null, 304);
  }
  c.header('Content-Type', 'application/json; charset=UTF-8');
  return c.body(body, 200);
}
