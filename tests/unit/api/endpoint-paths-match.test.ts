import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { matchesEndpoint, routePattern } from '../../../api/lib/endpoint-router';

// Middleware bound to one endpoint takes its path from the declaration (api/admin/admin-routes.ts: the CSV
// endpoints; api/app.ts: the records tables' worker thread), so the path stays written once.
describe("an endpoint's path matched from its declaration", () => {
  it('routePattern writes each {param} as a Hono :param', () => {
    expect(routePattern({ path: '/api/cricket/records/{table}' })).toBe('/api/cricket/records/:table');
    expect(routePattern({ path: '/api/cricket/head_to_head/{team}/{opposition}' })).toBe('/api/cricket/head_to_head/:team/:opposition');
    expect(routePattern({ path: '/api/admin/export' })).toBe('/api/admin/export');
  });

  it('middleware on routePattern runs for that endpoint only', async () => {
    const app = new Hono();
    const seen: string[] = [];
    app.use(routePattern({ path: '/api/cricket/records/{table}' }), async (c, next) => {
      seen.push(c.req.path);
      await next();
    });
    app.get('*', (c) => c.text(''));
    for (const p of ['/api/cricket/records/most-runs', '/api/cricket/records_filters', '/api/cricket/records', '/api/cricket/records/a/b']) await app.request(p);
    expect(seen).toEqual(['/api/cricket/records/most-runs']);
  });

  it('matchesEndpoint takes one path segment for each {param} and the rest literally', () => {
    const fixtures = matchesEndpoint({ path: '/api/admin/seasons/{id}/import' });
    expect(['/api/admin/seasons/3/import', '/api/admin/seasons/abc/import'].map(fixtures)).toEqual([true, true]);
    expect(['/api/admin/seasons//import', '/api/admin/seasons/3/4/import', '/api/admin/seasons/3/importx', '/x/api/admin/seasons/3/import'].map(fixtures)).toEqual([false, false, false, false]);
    // A dot in the path is a dot, not any character.
    const feed = matchesEndpoint({ path: '/api/pool/group/{groupId}/fixtures.ics' });
    expect([feed('/api/pool/group/1/fixtures.ics'), feed('/api/pool/group/1/fixturesXics')]).toEqual([true, false]);
    expect(matchesEndpoint({ path: '/api/admin/import' })('/api/admin/import')).toBe(true);
  });
});
