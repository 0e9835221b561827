/**
 * The API and its OpenAPI document agree: every route the app answers under /api is documented (or on the short
 * list of routes still to be declared, which must match exactly), every documented route answers, and every
 * documented GET, asked with sample parameters, answers what its schema says (errors included).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { importCricsheet } from '../../../api/cricket/import';
import { endpoints } from '../../../contracts/endpoints';
import { fixtureDb } from '../league/fixture-league';
import { expectDocumented } from './contract-helpers';

const db = fixtureDb();
const app = createApp({ db });

/** Routes answered but not yet declared in contracts/ (to be migrated). The test fails when this list is stale. */
const NOT_YET_DECLARED = [
  'GET /api/health',
  'GET /api/pool/group/{id}/standings',
  'GET /api/pool/player/{id}/opponent_summary',
  'GET /api/pool/player/{id}/recent_form',
  'GET /api/pool/group/{id}/season',
  'GET /api/pool/forecast/{groupSlug}',
  'GET /api/pool/forecast/{groupSlug}/history',
  'GET /api/pool/group/{id}/fixtures.ics',
  'GET /api/pool/player/{id}/fixtures.ics',
  'GET /api/cricket/match/{match_id}',
  'GET /api/cricket/match_filters',
  'GET /api/cricket/matches',
  'GET /api/cricket/player_bowling/{slug}',
  'GET /api/cricket/player_bowling_matchups/{slug}',
  'GET /api/cricket/player_fielding/{slug}',
  'GET /api/cricket/player_partnerships/{slug}',
  'GET /api/cricket/players_bowling',
  'GET /api/cricket/players_fielding',
  'GET /api/cricket/records/{table}',
  'GET /api/cricket/records_filters',
];
/** The document and the reference page themselves. */
const SELF = ['GET /api/openapi.json', 'GET /api/docs', 'GET /api/docs/redoc.standalone.js', 'GET /api/docs/start.js'];

const ADMIN_OR_AUTH = /^(GET|POST|PUT|PATCH|DELETE) \/api\/(admin|auth)\//;

/** Every method and path the app's router answers under /api, in the document's `{param}` spelling. */
function answeredRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/')) continue;
    seen.add(`${r.method} ${r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/$/, '')}`);
  }
  return [...seen].sort();
}

let document: { openapi: string; paths: Record<string, Record<string, unknown>>; components?: { schemas?: Record<string, unknown> } };
beforeAll(async () => {
  await importCricsheet(db, 'tests/fixtures/cricsheet');
  const res = await app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  document = await res.json();
});

const documentedRoutes = () =>
  Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)).sort();

describe('OpenAPI document', () => {
  it('is an OpenAPI 3.1 document listing every declared endpoint with its answers and error answers', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const route of Object.values(endpoints)) {
      const op = document.paths[route.path]?.[route.method] as { responses: Record<string, unknown> } | undefined;
      expect(op, `${route.method} ${route.path}`).toBeTruthy();
      expect(Object.keys(op!.responses).sort()).toEqual(Object.keys(route.responses).sort());
    }
    expect(document.components?.schemas).toHaveProperty('Error');
    expect(document.components?.schemas).toHaveProperty('PoolMatch');
  });

  it('documents every route the app answers, and nothing it does not', () => {
    const documented = new Set(documentedRoutes());
    const answered = answeredRoutes().filter((r) => !SELF.includes(r) && !ADMIN_OR_AUTH.test(r));
    const undocumented = answered.filter((r) => !documented.has(r));
    expect(undocumented.sort()).toEqual([...NOT_YET_DECLARED].sort());
    for (const r of documented) expect(answeredRoutes(), r).toContain(r);
  });
});

describe('every documented GET answers what its schema says', () => {
  async function samples(): Promise<Record<string, string>> {
    const cricket = (await (await app.request('/api/cricket/players')).json()).data as { url_slug: string }[];
    const match = (await (await app.request('/api/cricket/matches')).json()).data[0] as { match_id: string };
    return {
      slug: cricket[0].url_slug,
      slugOrId: cricket[0].url_slug,
      groupId: 'alpha',
      playerId: '1',
      // Share cards: the page's key and ".png".
      playerPng: '1.png',
      groupPng: 'alpha.png',
      slugPng: `${cricket[0].url_slug}.png`,
      matchPng: `${match.match_id}.png`,
      tablePng: 'most-wickets.png',
    };
  }
  const fill = (path: string, values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(values[k]));

  it('answers each with valid sample parameters, and with unknown and malformed ones, in the declared shapes', async () => {
    const good = await samples();
    const unknown = {
      slug: 'no-such-player',
      slugOrId: 'no-such-player',
      groupId: 'nowhere',
      playerId: '999',
      playerPng: '999.png',
      groupPng: 'nowhere.png',
      slugPng: 'no-such-player.png',
      matchPng: '999999999.png',
      tablePng: 'most-sixes.png',
    };
    const malformed = {
      slug: 'bad_slug!',
      slugOrId: 'bad_slug!',
      groupId: 'bad_slug!',
      playerId: 'abc',
      playerPng: 'abc.png',
      groupPng: 'bad_slug!.png',
      slugPng: 'bad_slug!.png',
      matchPng: 'abc.png',
      tablePng: 'Bad_Table!.png',
    };
    for (const route of Object.values(endpoints).filter((r) => r.method === 'get')) {
      const ok = await app.request(fill(route.path, good));
      expect(ok.status, route.path).toBe(200);
      await expectDocumented(route, ok);
      const etag = ok.headers.get('etag');
      if (etag) await expectDocumented(route, await app.request(fill(route.path, good), { headers: { 'If-None-Match': etag } }));
      if (!route.path.includes('{')) continue;
      const missing = await app.request(fill(route.path, unknown));
      expect(missing.status, route.path).toBe(404);
      await expectDocumented(route, missing);
      const bad = await app.request(fill(route.path, malformed));
      expect(bad.status, route.path).toBe(400);
      await expectDocumented(route, bad);
    }
  });

  it('pages a match list in the declared shape and refuses a bad page in the error shape', async () => {
    const route = endpoints.poolMatches;
    await expectDocumented(route, await app.request('/api/pool/matches?limit=2&offset=1&order=desc'));
    const bad = await app.request('/api/pool/matches?limit=0');
    expect(bad.status).toBe(400);
    expect(((await expectDocumented(route, bad)) as { error: { field: string } }).error.field).toBe('limit');
  });
});

describe('API reference page', () => {
  it('loads Redoc and the document from this origin only', async () => {
    const res = await app.request('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(0);
    for (const u of urls) expect(u.startsWith('/'), u).toBe(true);
    for (const u of urls) expect((await app.request(u)).status, u).toBe(200);
    const script = await (await app.request('/api/docs/redoc.standalone.js')).text();
    expect(script).not.toMatch(/fonts\.googleapis|fonts\.gstatic|cdn\.jsdelivr|unpkg\.com/);
  });
});
