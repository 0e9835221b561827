/**
 * The API and its OpenAPI document agree: every route the app answers under /api is documented (the document and
 * the reference page themselves aside), every documented route answers, every
 * documented public GET, asked with sample parameters, answers what its schema says (errors included), and every
 * sign-in and admin endpoint, signed in and with the anti-forgery header, answers what its schema says for its
 * success and for sampled errors.
 */
import type { RouteConfig } from '@hono/zod-openapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { importCricsheet } from '../../../api/cricket/import/import';
import { refreshWinProbability } from '../../../api/cricket/win-probability/win-probability-fit';
import { updateTrackRecord } from '../../../api/league/track-record';
import { endpoints } from '../../../contracts/endpoints';
import { fixtureDb } from '../league/fixture-league';
import { expectDocumented, undeclaredFields } from './contract-helpers';
import { call, CSRF, makeAdminApp, PASSWORD, type App } from '../admin/admin-test-kit';
import { seedDemoTeamLeague } from '../../../api/team-league/demo-team-league';
import { walkTeamLeague } from '../team-league/admin-walk';

const db = fixtureDb();
// A season for Alpha: Ann v Ben played (match 6), two fixtures to play; its track record computed.
db.exec(`
  INSERT INTO pool_seasons (id, group_id, name, start_date) VALUES (1, 1, 'Winter', '2025-01-07');
  INSERT INTO pool_fixtures (season_id, fixture_date, player_1_id, player_2_id, round) VALUES
    (1, '2025-01-14', 1, 2, 1), (1, '2025-02-04', 2, 3, 2), (1, '2025-02-11', 1, 3, NULL);
`);
updateTrackRecord(db, 1);
// The demo team league, dated from the clock's day.
seedDemoTeamLeague(db, '2025-02-01');
// The feeds' window (8 weeks back, 26 ahead) is read on this clock: inside Winter's fixtures below.
const app = createApp({ db, clock: () => Date.UTC(2025, 1, 1) });

/** The document and the reference page themselves. */
const SELF = ['GET /api/openapi.json', 'GET /api/docs', 'GET /api/docs/redoc.standalone.js', 'GET /api/docs/start.js'];

/** The sign-in and admin endpoints: sampled signed in below rather than walked with sample parameters. */
const signedIn = (path: string) => /^\/api\/(admin|auth)\//.test(path);
/** The players' endpoints: sampled with a player session in tests/unit/players/player-api-contract.test.ts. */
const playerOnly = (path: string) => /^\/api\/player\//.test(path);

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
  // An ODI for the answers only a limited-overs match has (its playouts); the Tests stay every answer's default.
  await importCricsheet(db, 'tests/fixtures/cricsheet-formats', { register: false });
  // The win-probability answers need the fit that follows every import.
  await refreshWinProbability(db);
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
    expect(document.components?.schemas).toHaveProperty('AdminSeasonDetail');
    const addResult = document.paths['/api/admin/add-result'].post as { requestBody: { content: Record<string, unknown> }; responses: Record<string, unknown> };
    expect(Object.keys(addResult.requestBody.content)).toEqual(['application/json']);
    expect(Object.keys(addResult.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409', '413', '415', '503']);
    const importCsv = document.paths['/api/admin/import'].post as { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(importCsv.requestBody.content)).toEqual(['text/csv']);
  });

  it('documents every route the app answers, and nothing it does not', () => {
    const documented = new Set(documentedRoutes());
    const answered = answeredRoutes().filter((r) => !SELF.includes(r));
    const undocumented = answered.filter((r) => !documented.has(r));
    expect(undocumented).toEqual([]);
    for (const r of documented) expect(answeredRoutes(), r).toContain(r);
  });
});

/** An ODI of tests/fixtures/cricsheet-formats. */
const LIMITED_OVERS_MATCH = '2000001';

/** Sample path parameters that name something in the fixture database. */
async function samples(): Promise<Record<string, string>> {
  // A player who also bowled, where the archive has one, so the bowling answers have rows.
  const cricket = (await (await app.request('/api/cricket/players')).json()).data as { url_slug: string; wickets: number }[];
  const allRounder = cricket.find((p) => p.wickets > 0) ?? cricket[0];
  const match = (await (await app.request('/api/cricket/matches')).json()).data[0] as { match_id: string };
  return {
    slug: allRounder.url_slug,
    slugOrId: allRounder.url_slug,
    match_id: match.match_id,
    table: 'most-runs',
    groupId: 'alpha',
    groupSlug: 'alpha',
    playerId: '1',
    cupSlug: 'alpha-cup',
    cupPng: 'alpha-cup.png',
    // Share cards: the page's key and ".png".
    playerPng: '1.png',
    groupPng: 'alpha.png',
    slugPng: `${cricket[0].url_slug}.png`,
    matchPng: `${match.match_id}.png`,
    tablePng: 'most-wickets.png',
    // Teams, series and grounds of the fixture Tests (England v Australia, The Ashes 2020/21, Lord's).
    team: 'england',
    opposition: 'australia',
    series: '2020-21-the-ashes',
    ground: 'lords',
    teamPng: 'england.png',
    pairPng: 'england-v-australia.png',
    seriesPng: '2020-21-the-ashes.png',
    groundPng: 'lords.png',
    // The demo team league.
    leagueSlug: 'harbour',
    teamSlug: 'the-anchor',
    fixtureId: '1',
  };
}
const paramsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const fill = (path: string, values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(values[k]));

describe('every documented GET answers what its schema says', () => {
  it('answers each with valid sample parameters, and with unknown and malformed ones, in the declared shapes', async () => {
    const good = await samples();
    /** Well-formed values nothing answers to (a 404); a parameter missing here has none (an enum: any other is a 400). */
    const unknown: Record<string, string> = {
      slug: 'no-such-player',
      slugOrId: 'no-such-player',
      match_id: '12345',
      groupId: 'nowhere',
      groupSlug: 'nowhere',
      playerId: '999',
      cupSlug: 'no-such-cup',
      cupPng: 'no-such-cup.png',
      playerPng: '999.png',
      groupPng: 'nowhere.png',
      slugPng: 'no-such-player.png',
      matchPng: '999999999.png',
      tablePng: 'most-ducks.png',
      team: 'no-such-team',
      opposition: 'nowhere',
      series: '1900-no-such-series',
      ground: 'no-such-ground',
      teamPng: 'no-such-team.png',
      pairPng: 'england-v-wales.png',
      seriesPng: '1900-no-such-series.png',
      groundPng: 'no-such-ground.png',
      leagueSlug: 'nowhere',
      teamSlug: 'no-such-team',
      fixtureId: '99999',
    };
    const malformed = {
      slug: 'bad_slug!',
      slugOrId: 'bad_slug!',
      match_id: 'abc',
      table: 'most-ducks',
      groupId: 'bad_slug!',
      groupSlug: 'bad_slug!',
      playerId: 'abc',
      cupSlug: 'bad_slug!',
      cupPng: 'bad_slug!.png',
      playerPng: 'abc.png',
      groupPng: 'bad_slug!.png',
      slugPng: 'bad_slug!.png',
      matchPng: 'abc.png',
      tablePng: 'Bad_Table!.png',
      team: 'bad_slug!',
      opposition: 'bad_slug!',
      series: 'bad_slug!',
      ground: 'bad_slug!',
      teamPng: 'bad_slug!.png',
      pairPng: 'bad_slug!.png',
      seriesPng: 'bad_slug!.png',
      groundPng: 'bad_slug!.png',
      leagueSlug: 'bad_slug!',
      teamSlug: 'bad_slug!',
      fixtureId: 'abc',
    };
    for (const route of Object.values(endpoints).filter((r) => r.method === 'get' && !signedIn(r.path) && !playerOnly(r.path))) {
      // A limited-overs answer names an ODI (a Test's is a 404 there).
      const values = route === endpoints.cricketMatchLoPlayout ? { ...good, match_id: LIMITED_OVERS_MATCH } : good;
      const ok = await app.request(fill(route.path, values));
      expect(ok.status, route.path).toBe(200);
      await expectDocumented(route, ok);
      const etag = ok.headers.get('etag');
      if (etag) await expectDocumented(route, await app.request(fill(route.path, values), { headers: { 'If-None-Match': etag } }));
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

});

describe('records and match lists: filters and pages in the declared shapes', () => {
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
      [endpoints.cricketSeriesList, '/api/cricket/series?year=20x1', 'year'],
      [endpoints.cricketSeriesList, '/api/cricket/series?team=no%20spaces', 'team'],
      [endpoints.cricketSeriesList, '/api/cricket/series?limit=0', 'limit'],
      [endpoints.cricketHeadToHead, '/api/cricket/head_to_head/england/England', 'opposition'],
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

type Route = (typeof endpoints)[keyof typeof endpoints];
/** Asserts an answer's status and its declared shape, and notes the endpoint as sampled. */
type Check = (route: Route, res: Response, status: number) => Promise<{ data: Record<string, unknown> & { id: number } } & { error?: { code: string } }>;

/** The admin's side of players entering results: invites, access, the pending-results queue, sessions and passkeys. */
async function walkPlayerAccess(app: App, as: (path: string, o?: Parameters<typeof call>[2]) => ReturnType<typeof call>, check: Check) {
  const E = endpoints;
  await check(E.adminIssueInvite, await as('/api/admin/players/999/invite', { method: 'POST' }), 404);
  await check(E.adminIssueInvite, await as('/api/admin/players/2/invite', { method: 'POST' }), 201);
  await check(E.adminRevokeInvite, await as('/api/admin/players/2/invite', { method: 'DELETE' }), 200);
  const invite = (await check(E.adminIssueInvite, await as('/api/admin/players/2/invite', { method: 'POST' }), 201)).data;
  await check(E.adminPlayerAccess, await as('/api/admin/players/2/access'), 200);
  await check(E.adminPlayerAccess, await as('/api/admin/players/999/access'), 404);
  const redeemed = await call(app, '/api/player/invite', { body: { token: invite.token } });
  expect(redeemed.status).toBe(200);
  const player = redeemed.headers.getSetCookie().find((c) => c.startsWith('player_session='))!.split(';')[0];
  const asPlayer = (path: string, body: unknown) =>
    call(app, path, { body, csrf: false, headers: { Cookie: `csrf=${CSRF}; ${player}`, 'X-CSRF-Token': CSRF } });
  const submit = (score2: number) => asPlayer('/api/player/results', { groupId: 1, opponentId: 3, myScore: 10, opponentScore: score2 });
  const pending = [(await (await submit(1)).json()).data.id, (await (await submit(2)).json()).data.id] as number[];
  await check(E.adminPendingResults, await as('/api/admin/pending-results'), 200);
  await check(E.adminConfirmPending, await as(`/api/admin/pending-results/${pending[0]}/confirm`, { body: { score2: 3 } }), 200);
  await check(E.adminConfirmPending, await as(`/api/admin/pending-results/${pending[0]}/confirm`, { body: {} }), 409);
  await check(E.adminConfirmPending, await as(`/api/admin/pending-results/${pending[1]}/confirm`, { body: { score1: 4 } }), 400);
  await check(E.adminRejectPending, await as(`/api/admin/pending-results/${pending[1]}/reject`, { body: { reason: '' } }), 400);
  await check(E.adminRejectPending, await as(`/api/admin/pending-results/${pending[1]}/reject`, { body: { reason: 'Not played' } }), 200);
  await check(E.adminRejectPending, await as('/api/admin/pending-results/999/reject', { body: { reason: 'Not played' } }), 404);
  await check(E.adminGroupResultRules, await as('/api/admin/groups/1/result-rules', { method: 'PATCH', body: { confirmWindowHours: 24 } }), 200);
  await check(E.adminGroupResultRules, await as('/api/admin/groups/1/result-rules', { method: 'PATCH', body: { confirmWindowHours: 1000 } }), 400);
  const sessionId = (await (await as('/api/admin/players/2/access')).json()).data.sessions[0].id as number;
  await check(E.adminRevokePlayerSession, await as(`/api/admin/player-sessions/${sessionId}`, { method: 'DELETE' }), 200);
  await check(E.adminRevokePlayerSession, await as(`/api/admin/player-sessions/${sessionId}`, { method: 'DELETE' }), 404);
  await check(E.adminRevokePasskey, await as('/api/admin/passkeys/1', { method: 'DELETE' }), 404);

}

describe('every sign-in and admin endpoint answers what its schema says', () => {
  const key = (r: Route) => `${r.method.toUpperCase()} ${r.path}`;

  it('answers each, signed in and with the anti-forgery header, and sampled errors, in the declared shapes', async () => {
    const { app, db } = await makeAdminApp();
    const sampled = new Set<string>();
    const check: Check = async (route, res, status) => {
      expect(res.status, `${key(route)}: ${status === res.status ? '' : await res.clone().text()}`).toBe(status);
      sampled.add(key(route));
      return (await expectDocumented(route, res)) as { data: Record<string, unknown> & { id: number } } & { error?: { code: string } };
    };
    const E = endpoints;

    // Sign-in: the anti-forgery cookie, a refused and a good sign-in.
    await check(E.authCsrf, await call(app, '/api/auth/csrf'), 200);
    await check(E.authToken, await call(app, '/api/auth/token', { body: { password: 'not-the-password' } }), 401);
    await check(E.authToken, await call(app, '/api/auth/token', { body: { password: '' } }), 400);
    const token = (await check(E.authToken, await call(app, '/api/auth/token', { body: { password: PASSWORD } }), 200)).data.token as string;
    const as = (path: string, o: Parameters<typeof call>[2] = {}) => call(app, path, { token, ...o });

    await check(E.adminVerify, await as('/api/admin/verify'), 200);
    await check(E.adminVerify, await call(app, '/api/admin/verify'), 401);

    // The roster, with the guards' errors on one write.
    const hal = (await check(E.adminCreatePlayer, await as('/api/admin/players', { body: { name: 'Hal' } }), 201)).data;
    await check(E.adminCreatePlayer, await as('/api/admin/players', { body: { name: 'hal' } }), 409);
    await check(E.adminCreatePlayer, await as('/api/admin/players', { body: { name: 'Ivy' }, csrf: false }), 403);
    await check(E.adminCreatePlayer, await as('/api/admin/players', { rawBody: 'name=Ivy', contentType: 'text/plain' }), 415);
    await check(E.adminCreatePlayer, await as('/api/admin/players', { body: { name: 'x'.repeat(20_000) } }), 413);
    await check(E.adminCreatePlayer, await as('/api/admin/players', { rawBody: '{"name":' }), 400);
    await check(E.adminRenamePlayer, await as(`/api/admin/players/${hal.id}`, { method: 'PATCH', body: { name: 'Hal Brook' } }), 200);
    await check(E.adminRenamePlayer, await as('/api/admin/players/abc', { method: 'PATCH', body: { name: 'Hal' } }), 400);
    await check(E.adminRenamePlayer, await as('/api/admin/players/999', { method: 'PATCH', body: { name: 'Nobody' } }), 404);
    const club = (await check(E.adminCreateGroup, await as('/api/admin/groups', { body: { name: 'Club' } }), 201)).data;
    await check(E.adminRenameGroup, await as(`/api/admin/groups/${club.id}`, { method: 'PATCH', body: { name: 'The Club' } }), 200);
    await check(E.adminAddMember, await as(`/api/admin/groups/${club.id}/members`, { body: { playerId: hal.id } }), 201);
    await check(E.adminAddMember, await as(`/api/admin/groups/${club.id}/members`, { body: { playerId: hal.id } }), 409);
    await check(E.adminRemoveMember, await as(`/api/admin/groups/${club.id}/members/${hal.id}`, { method: 'DELETE' }), 200);
    await check(E.adminRemoveMember, await as(`/api/admin/groups/${club.id}/members/${hal.id}`, { method: 'DELETE' }), 404);
    await check(E.adminLeague, await as('/api/admin/league'), 200);

    // Results: add, correct, list, delete, restore.
    const match = (await check(E.adminAddResult, await as('/api/admin/add-result', { body: { player1Id: 1, player2Id: 2, score1: 10, score2: 3 } }), 201)).data;
    await check(E.adminAddResult, await as('/api/admin/add-result', { body: { player1Id: 1, player2Id: 2, score1: 10, score2: 10 } }), 400);
    await check(E.adminAddResult, await as('/api/admin/add-result', { body: { player1Id: 1, player2Id: 999, score1: 10, score2: 3 } }), 404);
    await check(E.adminEditMatch, await as('/api/admin/edit-match', { body: { matchId: match.match_id, score2: 4 } }), 200);
    await check(E.adminEditMatch, await as('/api/admin/edit-match', { body: { matchId: 999_999, score2: 4 } }), 404);
    await check(E.adminMatches, await as('/api/admin/matches?limit=5&q=ann'), 200);
    await check(E.adminMatches, await as('/api/admin/matches?limit=0'), 400);
    await check(E.adminDeleteMatch, await as('/api/admin/delete-match', { body: { matchId: match.match_id, adminPassword: 'wrong-pw' } }), 403);
    await check(E.adminDeleteMatch, await as('/api/admin/delete-match', { body: { matchId: match.match_id, adminPassword: PASSWORD } }), 200);
    await check(E.adminDeletedMatches, await as('/api/admin/deleted-matches?limit=5'), 200);
    await check(E.adminRestoreMatch, await as('/api/admin/restore-match', { body: { matchId: match.match_id } }), 200);
    await check(E.adminRestoreMatch, await as('/api/admin/restore-match', { body: { matchId: match.match_id } }), 404);
    await check(E.adminAudit, await as('/api/admin/audit?limit=3'), 200);
    await check(E.adminAudit, await as('/api/admin/audit?limit=abc'), 400);

    // Removing: one with no matches is deleted, one with matches archived, then restored.
    await check(E.adminRemovePlayer, await as('/api/admin/players/7', { method: 'DELETE', body: { adminPassword: PASSWORD } }), 200);
    await check(E.adminRemovePlayer, await as('/api/admin/players/1', { method: 'DELETE', body: { adminPassword: PASSWORD } }), 200);
    await check(E.adminRemovePlayer, await as('/api/admin/players/1', { method: 'DELETE', body: { adminPassword: PASSWORD } }), 409);
    await check(E.adminRestorePlayer, await as('/api/admin/players/1/restore', { body: {} }), 200);
    await check(E.adminRestorePlayer, await as('/api/admin/players/1/restore', { body: {} }), 409);
    await check(E.adminRemoveGroup, await as(`/api/admin/groups/${club.id}`, { method: 'DELETE', body: { adminPassword: 'wrong-pw' } }), 403);
    await check(E.adminRemoveGroup, await as('/api/admin/groups/1', { method: 'DELETE', body: { adminPassword: PASSWORD } }), 200);
    await check(E.adminRestoreGroup, await as('/api/admin/groups/1/restore', { method: 'POST' }), 200);
    await check(E.adminRestoreGroup, await as('/api/admin/groups/999/restore', { method: 'POST' }), 404);
    await check(E.adminRemoveDemoLeague, await as('/api/admin/remove-demo-league', { body: { adminPassword: PASSWORD } }), 409);

    // Export (JSON and CSV) and the CSV import.
    await check(E.adminExport, await as('/api/admin/export'), 200);
    const csvExport = await as('/api/admin/export?format=csv');
    await check(E.adminExport, csvExport, 200);
    expect(csvExport.headers.get('content-type')).toMatch(/^text\/csv/);
    await check(E.adminExport, await as('/api/admin/export?format=xml'), 400);
    const csv = await csvExport.text();
    await check(E.adminImport, await as('/api/admin/import?dryRun=1', { rawBody: csv, contentType: 'text/csv' }), 200);
    const refused = await check(E.adminImport, await as('/api/admin/import', { rawBody: `${csv}\nnot,a,line`, contentType: 'text/csv' }), 400);
    expect(refused.error?.code).toBe('invalid_csv');
    await check(E.adminImport, await as('/api/admin/import', { body: {} }), 415);

    // Seasons and fixtures.
    const spring = (await check(E.adminCreateSeason, await as('/api/admin/seasons', { body: { groupId: 1, name: 'Spring', startDate: '2025-03-01' } }), 201)).data;
    const seasonId = (spring.season as { id: number }).id;
    await check(E.adminCreateSeason, await as('/api/admin/seasons', { body: { groupId: 1, name: 'Spring', startDate: '2025-03-01' } }), 409);
    await check(E.adminSeasons, await as('/api/admin/seasons'), 200);
    await check(E.adminSeason, await as(`/api/admin/seasons/${seasonId}`), 200);
    await check(E.adminSeason, await as('/api/admin/seasons/999'), 404);
    await check(E.adminTrackRecord, await as(`/api/admin/seasons/${seasonId}/track-record`, { method: 'POST' }), 409);
    const added = (await check(E.adminAddFixture, await as(`/api/admin/seasons/${seasonId}/fixtures`, { body: { date: '2025-03-08', player1Id: 1, player2Id: 2 } }), 201)).data;
    const fixtureId = (added.fixtures as { id: number }[])[0].id;
    await check(E.adminAddFixture, await as(`/api/admin/seasons/${seasonId}/fixtures`, { body: { date: '2025-03-08', player1Id: 1, player2Id: 5 } }), 400);
    await check(E.adminEditFixture, await as(`/api/admin/fixtures/${fixtureId}`, { method: 'PATCH', body: { date: '2025-03-09' } }), 200);
    const fixtures = 'date,player1,player2\n2025-03-15,Ann,Cat\n';
    await check(E.adminImportFixtures, await as(`/api/admin/seasons/${seasonId}/import?dryRun=1`, { rawBody: fixtures, contentType: 'text/csv' }), 200);
    await check(E.adminImportFixtures, await as(`/api/admin/seasons/${seasonId}/import`, { rawBody: 'date,player1,player2\n2025-02-30,Ann,Cat\n', contentType: 'text/csv' }), 400);
    await check(E.adminTrackRecord, await as(`/api/admin/seasons/${seasonId}/track-record`, { method: 'POST' }), 200);
    await check(E.adminRemoveFixture, await as(`/api/admin/fixtures/${fixtureId}`, { method: 'DELETE' }), 200);

    // Cups: draw one from Banff's four, a bad race list, a taken slug, remove it.
    const cup = (await check(E.adminCreateCup, await as('/api/admin/cups', { body: { groupId: 1, name: 'Banff Cup', seeding: 'rating', raceTo: [2, 3] } }), 201)).data;
    await check(E.adminCreateCup, await as('/api/admin/cups', { body: { groupId: 1, name: 'Banff Cup', seeding: 'rating', raceTo: [2] } }), 400);
    await check(E.adminCreateCup, await as('/api/admin/cups', { body: { groupId: 1, name: 'Banff Cup', seeding: 'rating', raceTo: [2, 3] } }), 409);
    await check(E.adminCreateCup, await as('/api/admin/cups', { body: { groupId: 999, name: 'Nowhere Cup', seeding: 'rating', raceTo: [2, 3] } }), 404);
    await check(E.adminRemoveCup, await as(`/api/admin/cups/${cup.id}/remove`, { body: {} }), 200);
    await check(E.adminRemoveCup, await as(`/api/admin/cups/${cup.id}/remove`, { body: {} }), 404);
    await check(E.adminRemoveCup, await as('/api/admin/cups/abc/remove', { body: {} }), 400);
    await check(E.adminSetHandicapStarts, await as('/api/admin/groups/1/handicap-starts', { body: { enabled: true } }), 200);
    await check(E.adminSetHandicapStarts, await as('/api/admin/groups/1/handicap-starts', { body: { enabled: 1 } }), 400);
    await check(E.adminSetHandicapStarts, await as('/api/admin/groups/999/handicap-starts', { body: { enabled: false } }), 404);
    await check(E.adminRemoveFixture, await as(`/api/admin/fixtures/${fixtureId}`, { method: 'DELETE' }), 404);

    await walkPlayerAccess(app, as, check);
    await walkTeamLeague(db, as, check);

    // Signing out.
    await check(E.authLogout, await call(app, '/api/auth/logout', { method: 'POST' }), 401);
    await check(E.authLogout, await as('/api/auth/logout', { method: 'POST' }), 200);

    const declared = Object.values(endpoints).filter((r) => signedIn(r.path)).map(key);
    expect(declared.filter((k) => !sampled.has(k))).toEqual([]);
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
    // The reference's own files answer here; the site's pages and icons (a link home, the favicon) are files of the
    // built site, which the reachability walk (tests/e2e/shell/reachability.spec.ts) follows.
    for (const u of urls.filter((u) => u.startsWith('/api/'))) expect((await app.request(u)).status, u).toBe(200);
    expect(urls).toContain('/');
    expect(html).toMatch(/<a href="\/">[^<]*Sportalytics home<\/a>/);
    const script = await (await app.request('/api/docs/redoc.standalone.js')).text();
    expect(script).not.toMatch(/fonts\.googleapis|fonts\.gstatic|cdn\.jsdelivr|unpkg\.com|cdn\.redoc\.ly/);
    // The sidebar's attribution stays, as a link without the logo.
    expect(script).toContain('"API docs by Redocly"');
  });

  it('shows the title without the version after it, from the document of this origin', async () => {
    const start = await (await app.request('/api/docs/start.js')).text();
    const fetched: string[] = [];
    let shown: { info: { title: string; version: string } } | null = null;
    const document = { getElementById: (id: string) => ({ id }) };
    const fetch = async (url: string) => {
      fetched.push(url);
      return app.request(url);
    };
    const Redoc = { init: (spec: typeof shown) => void (shown = spec) };
    await new Function('fetch', 'Redoc', 'document', `return ${start.trim().replace(/;$/, '')}`)(fetch, Redoc, document);
    expect(fetched).toEqual(['/api/openapi.json']);
    expect(shown!.info).toMatchObject({ title: 'Sports analytics site API', version: '' });
    expect(((await (await app.request('/api/openapi.json')).json()) as { info: { version: string } }).info.version).toBe('1');
  });
});
