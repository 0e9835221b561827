/**
 * The API's own description: GET /api/openapi.json (OpenAPI 3.1, generated from the endpoints declared in
 * contracts/endpoints.ts) and GET /api/docs, a readable reference (Redoc's standalone bundle, served from this
 * server: the page makes no request to another origin).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import { endpoints } from '../../contracts/endpoints';
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
        '`{ error: { code, message, field? } }`. Read answers carry an ETag: send it back as If-None-Match for a 304.',
    },
    servers: [{ url: '/' }],
  });
  document = built;
  return built;
}

let redocBundle: string | null = null;
function redoc(): string {
  redocBundle ??= readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
  return redocBundle;
}

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<style>body { margin: 0; font-family: system-ui, sans-serif; }</style>
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/redoc.standalone.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>`;

/** Starts Redoc on the document, with the system fonts (no web font is fetched). */
const start = `Redoc.init('/api/openapi.json', {
  hideDownloadButton: false,
  theme: { typography: { fontFamily: 'system-ui, sans-serif', headings: { fontFamily: 'system-ui, sans-serif' }, code: { fontFamily: 'ui-monospace, monospace' } } },
}, document.getElementById('reference'));`;

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
    return c.body(redoc(), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  })
  .get('/docs/start.js', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(start, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
