import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutComments } from './source-text';

// An endpoint's method and path are written once, in contracts/endpoint-paths.ts. The declarations in contracts/
// spread their entry (`createRoute({ ...endpointPaths.cricketPlayers, ... })`), the server registers each handler
// from its declaration under its area's mount point (api/lib/endpoint-router.ts), and the browser builds every
// address through the client (src/lib/api-client.ts `api`, `apiUrl`).

/** Tracked source files under `folder` (tests aside). */
const sources = (folder: string) =>
  execFileSync('git', ['ls-files', '-z', folder], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'));

/** Every string that starts "/api" in a source text, comments aside, up to its closing quote, `?` or space. */
const API_STRING = /["'`](\/api(?:\/[^"'`?\s]*)?)(?=["'`?\s])/g;
const apiStrings = (source: string) => [...withoutComments(source).matchAll(API_STRING)].map((m) => m[1]);

/** A method written as an endpoint's (`method: 'post'`). */
const METHOD = /\bmethod:\s*["'`](get|post|put|patch|delete|head|options)["'`]/gi;

/**
 * An area's mount point or a prefix test on it (`/api/pool`, `/api/pool/*`, `/api/card/`; the cookie scope `/api`, the
 * API's not-found answer `/api/*`):
 * one segment at most, so no endpoint's own path.
 */
const MOUNT_POINT = /^\/api(\/[a-z]+)?\/?\*?$/;

function found(files: string[], allowed: Set<string>, pick: (source: string) => string[]) {
  const hits: string[] = [];
  for (const f of files) for (const s of pick(readFileSync(f, 'utf8'))) if (!allowed.has(`${f}: ${s}`)) hits.push(`${f}: ${s}`);
  return hits;
}

describe('each API path written once', () => {
  it('the checks see paths and methods, and pass mount points', () => {
    const sample = "createRoute({ method: 'post', path: '/api/admin/add-result' }); app.route('/api/pool', r); // '/api/x/y'";
    expect(apiStrings(sample)).toEqual(['/api/admin/add-result', '/api/pool']);
    expect(apiStrings('const card = (kind) => `/api/card/${kind}.png`;')).toEqual(['/api/card/${kind}.png']);
    expect([...sample.matchAll(METHOD)].map((m) => m[1])).toEqual(['post']);
    expect(['/api', '/api/*', '/api/pool', '/api/pool/*', '/api/card/'].filter((p) => MOUNT_POINT.test(p))).toHaveLength(5);
    expect(['/api/cricket/records/*', '/api/card/site.png', '/api/card/${kind}.png'].filter((p) => MOUNT_POINT.test(p))).toEqual([]);
  });

  it('contracts/ writes an endpoint method or "/api/..." path only in endpoint-paths.ts', () => {
    const files = sources('contracts').filter((f) => f !== 'contracts/endpoint-paths.ts');
    expect(files.length).toBeGreaterThan(20);
    const pick = (source: string) => [...apiStrings(source), ...[...withoutComments(source).matchAll(METHOD)].map((m) => m[0])];
    expect(found(files, new Set(), pick)).toEqual([]);
    // The table itself holds them all (the check above is not vacuous).
    expect(pick(readFileSync('contracts/endpoint-paths.ts', 'utf8')).length).toBeGreaterThan(200);
  });

  it('api/ writes no endpoint path: handlers, middleware and card addresses take it from the declarations', () => {
    // The API reference page's own addresses are pages and files for people, not endpoints of the table.
    const allowed = new Set([
      'api/routes/api-reference.ts: /api/docs/redoc.standalone.js',
      'api/routes/api-reference.ts: /api/docs/start.js',
      'api/routes/api-reference.ts: /api/openapi.json',
    ]);
    const files = sources('api');
    expect(files.length).toBeGreaterThan(50);
    expect(found(files, allowed, (source) => apiStrings(source).filter((p) => !MOUNT_POINT.test(p)))).toEqual([]);
  });

  it('src/ writes no "/api/..." string outside comments', () => {
    // The footer's link to the API reference page, a page for people rather than an endpoint.
    const allowed = new Set(['src/app/layout/site-footer.tsx: /api/docs']);
    const files = sources('src');
    expect(files.length).toBeGreaterThan(50);
    expect(found(files, allowed, (source) => apiStrings(source).filter((p) => p !== '/api'))).toEqual([]);
  });
});
