/**
 * The API and its OpenAPI document agree: every route the app answers under /api is documented (or on the short
 * list of routes still to be declared, which must match exactly), every documented route answers, and every
 * documented GET, asked with sample parameters, answers what its schema says (errors included).
 */
import type { RouteConfig } from '@hono/zod-openapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { importCricsheet } from '../../../api/cricket/import';
import { updateTrackRecord } from '../../../api/league/track-record';
import { endpoints } from '../../../contracts/endpoints';
import { fixtureDb } from '../league/fixture-league';
import { expectDocumented, undeclaredFields } from './contract-helpers';

const db = fixtureDb();
// A season for Alpha: Ann v Ben played (match 6), two fixtures to play; its track record computed.
db.exec(`
  INSERT INTO pool_seasons (id, group_id, name, start_date) VALUES (1, 1, 'Winter', '2025-01-07');
  INSERT INTO pool_fixtures (season_id, fixture_date, player_1_id, player_2_id, round) VALUES
    (1, '2025-01-14', 1, 2, 1), (1, '2025-02-04', 2, 3, 2), (1, '2025-02-11', 1, 3, NULL);
`);
updateTrackRecord(db, 1);
const app = createApp({ db });

/** Routes answered but not yet declared in contracts/ (to be migrated). The test fails when this list is stale. */
const NOT_YET_DECLARED = [
  'GET /api/card/cricket/player/{file}',
  'GET /api/card/pool/forecast/{file}',
  'GET /api/card/pool/group/{file}',
  'GET /api/card/pool/player/{file}',
  'GET /api/card/site.png',
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
    // A player who also bowled, where the archive has one, so the bowling answers have rows.
    const cricket = (await (await app.request('/api/cricket/players')).json()).data as { url_slug: string; wickets: number }[];
    const allRounder = cricket.find((p) => p.wickets > 0) ?? cricket[0];
    const matches = (await (await app.request('/api/cricket/matches')).json()).data as { match_id: string }[];
    return {
      slug: allRounder.url_slug,
      slugOrId: allRounder.url_slug,
      match_id: matches[0].match_id,
      table: 'most-runs',
      groupId: 'alpha',
      playerId: '1',
      groupSlug: 'alpha',
    };
  }
  /** Well-formed values nothing answers to (a 404); a parameter missing here has none (an enum: any other is a 400). */
  const unknown: Record<string, string> = {
    slug: 'no-such-player',
    slugOrId: 'no-such-player',
    match_id: '12345',
    groupId: 'nowhere',
    playerId: '999',
    groupSlug: 'nowhere',
  };
  const malformed: Record<string, string> = {
    slug: 'bad_slug!',
    slugOrId: 'bad_slug!',
    match_id: 'abc',
    table: 'most-sixes',
    groupId: 'bad_slug!',
    playerId: 'abc',
    groupSlug: 'bad_slug!',
  };
  const paramsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const fill = (path: string, values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(values[k]));

  it('answers each with valid sample parameters, and with unknown and malformed ones, in the declared shapes', async () => {
    const good = await samples();
    for (const route of Object.values(endpoints).filter((r) => r.method === 'get')) {
      const ok = await app.request(fill(route.path, good));
      expect(ok.status, route.path).toBe(200);
      await expectDocumented(route, ok);
      const etag = ok.headers.get('etag');
      if (etag) await expectDocumented(route, await app.request(fill(route.path, good), { headers: { 'If-None-Match': etag } }));
      if (!route.path.includes('{')) continue;
      if (paramsOf(route.path).every((k) => k in unknown)) {
        const missing = await app.request(fill(route.path, unknown));
        expect(missing.status, route.path).toBe(404);
        await expectDocumented(route, missing);
      }
      const bad = await app.request(fill(route.path, malformed));
      expect(bad.status, route.path).toBe(400);
      await expectDocumented(route, bad);
    }
  });

  it('walks answers with something in them: a played fixture, fixtures to play and a track record', async () => {
    const season = (await expectDocumented(endpoints.poolGroupSeason, await app.request('/api/pool/group/alpha/season'))) as {
      data: { fixtures: { result: unknown }[] };
    };
    expect(season.data.fixtures.map((f) => f.result !== null)).toEqual([true, false, false]);
    const forecast = (await expectDocumented(endpoints.poolForecast, await app.request('/api/pool/forecast/alpha'))) as { data: { remaining: unknown[] } };
    expect(forecast.data.remaining).toHaveLength(2);
    const history = (await expectDocumented(endpoints.poolForecastHistory, await app.request('/api/pool/forecast/alpha/history'))) as {
      data: { snapshots: unknown[] };
    };
    expect(history.data.snapshots.length).toBeGreaterThan(0);
    const feed = await app.request('/api/pool/player/1/fixtures.ics');
    await expectDocumented(endpoints.poolPlayerFixturesFeed, feed);
    expect(await feed.text()).toContain('BEGIN:VEVENT');
  });

  it('refuses a bad records or matches query in the error shape, naming the field', async () => {
    const cases: [RouteConfig, string, string][] = [
      [endpoints.cricketRecords, '/api/cricket/records/most-runs?from=19x9', 'from'],
      [endpoints.cricketRecords, '/api/cricket/records/most-runs?from=2021&to=2019', 'to'],
      [endpoints.cricketRecords, '/api/cricket/records/best-batting-average?min=-1', 'min'],
      [endpoints.cricketRecords, '/api/cricket/records/most-wickets?team=', 'team'],
      [endpoints.cricketRecords, `/api/cricket/records/most-wickets?opp=${'x'.repeat(81)}`, 'opp'],
      [endpoints.cricketRecords, '/api/cricket/records/most-runs?limit=0', 'limit'],
      [endpoints.cricketRecords, '/api/cricket/records/most-runs?offset=-1', 'offset'],
      [endpoints.cricketMatches, '/api/cricket/matches?year=99', 'year'],
      [endpoints.cricketMatches, '/api/cricket/matches?result=won', 'result'],
      [endpoints.cricketMatches, '/api/cricket/matches?q=%20', 'q'],
      [endpoints.cricketMatches, '/api/cricket/matches?order=up', 'order'],
      [endpoints.cricketMatches, '/api/cricket/matches?limit=1001', 'limit'],
    ];
    for (const [route, path, field] of cases) {
      const res = await app.request(path);
      expect(res.status, path).toBe(400);
      const body = (await expectDocumented(route, res)) as { error: { field: string; message: string } };
      expect(body.error.field, path).toBe(field);
      expect(body.error.message.startsWith(`${field}: `), path).toBe(true);
    }
  });

  it('answers filtered and paged records and matches in the declared shapes', async () => {
    const runs = (await expectDocumented(endpoints.cricketRecords, await app.request('/api/cricket/records/most-runs?limit=2&offset=1&from=1900&to=2100'))) as {
      table: string;
      limit: number;
      offset: number;
    };
    expect(runs).toMatchObject({ table: 'most-runs', limit: 2, offset: 1, data: [expect.anything(), expect.anything()] });
    for (const table of ['most-wickets', 'best-bowling-innings', 'best-bowling-match', 'highest-scores', 'most-catches']) {
      const answer = (await expectDocumented(endpoints.cricketRecords, await app.request(`/api/cricket/records/${table}`))) as { table: string };
      expect(answer.table).toBe(table);
    }
    const page = (await expectDocumented(endpoints.cricketMatches, await app.request('/api/cricket/matches?limit=1&order=asc'))) as {
      data: unknown[];
      order: string;
    };
    expect(page).toMatchObject({ order: 'asc', data: [expect.anything()] });
  });

  it('finds a field an answer carries but its schema does not declare', () => {
    const row = { win_varchar: 'W', recency_ids: 1, match_id: 7, new_id: 6 };
    const schema = endpoints.poolPlayerRecentForm.responses[200].content['application/json'].schema;
    expect(undeclaredFields(schema, { data: [row] })).toEqual([]);
    expect(undeclaredFields(schema, { data: [row, { ...row, streak: 2 }] })).toEqual(['data[1].streak']);
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
