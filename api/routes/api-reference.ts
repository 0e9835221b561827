/**
 * The API's own description: GET /api/openapi.json (OpenAPI 3.1, generated from the endpoints declared in
 * contracts/endpoints.ts) and GET /api/docs, a readable reference (Redoc's standalone bundle, served from this
 * server: the page makes no request to another origin).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressSync, negotiateEncoding } from '../http/compression';
import { patchedRedocBundle, REDOC_BUILT_PATH } from './redoc-patch.mjs';
import { Hono } from 'hono';
import { endpoints } from '../../contracts/endpoints';
import { flattenAllOf } from './flatten-all-of';
import type { AppEnv } from '../app-env';

let document: unknown = null;

/** The OpenAPI 3.1 document of every declared endpoint (built once per process). */
export function openApiDocument() {
  if (document) return document as ReturnType<OpenAPIHono['getOpenAPI31Document']>;
  const registry = new OpenAPIHono();
  // Two ways in: the admin's bearer token (`signedIn` endpoints) and a player's session cookie (`player` endpoints).
  registry.openAPIRegistry.registerComponent('securitySchemes', 'admin', {
    type: 'http',
    scheme: 'bearer',
    description: 'The admin\'s token from POST /api/auth/token. A player session is refused (403 `player_session`) on every admin endpoint.',
  });
  registry.openAPIRegistry.registerComponent('securitySchemes', 'player', {
    type: 'apiKey',
    in: 'cookie',
    name: 'player_session',
    description: 'A player session: set by POST /api/player/invite or /api/player/passkeys/login (HttpOnly, SameSite=Lax, Secure over HTTPS).',
  });
  for (const route of Object.values(endpoints)) {
    const flags = route as { signedIn?: boolean; player?: boolean };
    const security = flags.signedIn ? [{ admin: [] }] : flags.player ? [{ player: [] }] : undefined;
    registry.openAPIRegistry.registerPath(security ? { ...route, security } : route);
  }
  const built = registry.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Sports analytics site API',
      version: '1',
      description:
        'Read the cricket Test archive and the pool league as JSON. Every answer is `{ data }`; every error is ' +
        '`{ error: { code, message, field? } }`. Read answers carry an ETag: send it back as If-None-Match for a 304. ' +
        'This reference as an OpenAPI 3.1 document: [/api/openapi.json](/api/openapi.json).',
    },
    servers: [{ url: '/' }],
  });
  // Redoc warns on every allOf it merges: written out as plain object schemas (flatten-all-of.ts).
  document = flattenAllOf(built);
  return document as typeof built;
}

/**
 * The Redoc bundle's bodies (1.1 MB as it is): written precompressed at build time (scripts/precompress.mjs writes
 * `{STATIC_ROOT}/api-docs/redoc.standalone.js` with .br and .gz beside it), read once; without a build (tests,
 * development) compressed once here at the first request and kept. Never compressed per request (under
 * concurrency the compression middleware's cap sent most clients the 1.1 MB uncompressed).
 */
let redocBodies: Partial<Record<'identity' | 'br' | 'gzip', Buffer>> | null = null;
function redoc(): Partial<Record<'identity' | 'br' | 'gzip', Buffer>> {
  if (redocBodies) return redocBodies;
  const built = join(process.env.STATIC_ROOT || 'dist', REDOC_BUILT_PATH);
  const read = (f: string) => (existsSync(f) ? readFileSync(f) : undefined);
  const identity = read(built);
  const body = identity ?? Buffer.from(patchedRedocBundle());
  // A build without one of the compressed copies (or a build still being written) costs one compression here.
  redocBodies = { identity: body, br: (identity && read(`${built}.br`)) || compressSync(body, 'br'), gzip: (identity && read(`${built}.gz`)) || compressSync(body, 'gzip') };
  return redocBodies;
}

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference | Sportalytics</title>
<link rel="icon" href="/favicon.ico" sizes="48x48">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body { margin: 0; font-family: system-ui, sans-serif; }
.site-bar { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; align-items: center; padding: 0.75rem 1rem; border-bottom: 1px solid #e2e8f0; background: #fff; }
.site-bar a { color: #0f172a; font-weight: 700; text-decoration: none; }
.site-bar a:hover, .site-bar a:focus { text-decoration: underline; }
.site-bar p { margin: 0; color: #334155; font-size: 0.875rem; }
</style>
</head>
<body>
<header class="site-bar" data-testid="api-reference-bar">
<a href="/">← Sportalytics home</a>
<p>API reference: the cricket archive and the pool league as JSON, for anyone who wants the figures behind the pages.</p>
</header>
<main id="reference"></main>
<script src="/api/docs/redoc.standalone.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>`;

/**
 * Starts Redoc on the document, with the system fonts (no web font is fetched). Redoc prints the document's version
 * after its title ("Sports analytics site API (1)"), which reads as a stray count: the page shows the title alone;
 * the JSON document keeps its version.
 */
const start = `fetch('/api/openapi.json').then((res) => res.json()).then((spec) => {
  Redoc.init({ ...spec, info: { ...spec.info, version: '' } }, {
    hideDownloadButton: true,
    theme: { typography: { fontFamily: 'system-ui, sans-serif', headings: { fontFamily: 'system-ui, sans-serif' }, code: { fontFamily: 'ui-monospace, monospace' } } },
  }, document.getElementById('reference'));
});`;

export const apiReference = new Hono<AppEnv>()
  .get('/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(openApiDocument());
  })
  .get('/docs', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.html(page);
  })
  .get('/docs/redoc.standalone.js', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Vary', 'Accept-Encoding');
    const bodies = redoc();
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    const body = (encoding && bodies[encoding]) || bodies.identity!;
    const headers: Record<string, string> = { 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Length': String(body.byteLength) };
    if (body !== bodies.identity) headers['Content-Encoding'] = encoding!;
    return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), 200, headers);
  })
  .get('/docs/start.js', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(start, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
