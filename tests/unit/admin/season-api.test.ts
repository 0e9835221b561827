import { describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database';
import type { AdminSeasonDetail, FixtureImportReport, GroupSeasonAnswer } from '../../../contracts/season';
import { call, login, makeAdminApp, type App } from './admin-test-kit';

/** Banff: Ann 1, Ben 2, Cat 3, Dan 4; Hurricane: Cat, Dan, Eve 5, Fay 6; Gus 7 in no group. */
async function setup() {
  const { db, app } = await makeAdminApp();
  const token = await login(app);
  return { db, app, token };
}

const audit = (db: Db, action: string) =>
  (db.prepare('SELECT detail FROM admin_audit_log WHERE action = ? ORDER BY id').all(action) as { detail: string }[]).map((r) => JSON.parse(r.detail));
const count = (db: Db, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
const dataOf = async <T>(res: Response) => ((await res.json()) as { data: T }).data;

async function createSeason(app: App, token: string, body: unknown) {
  const res = await call(app, '/api/admin/seasons', { body, token });
  expect(res.status, await res.clone().text()).toBe(201);
  return dataOf<AdminSeasonDetail>(res);
}

async function addResult(app: App, token: string, body: { player1Id: number; player2Id: number; score1: number; score2: number; gameDate: string }) {
  const res = await call(app, '/api/admin/add-result', { body, token });
  expect(res.status, await res.clone().text()).toBe(201);
  return dataOf<{ match_id: number }>(res);
}

describe('seasons: admin only', () => {
  it('every season and fixture write needs the token and the anti-forgery header; nothing is written without them', async () => {
    const { db, app, token } = await setup();
    const auditBefore = count(db, 'admin_audit_log');
    const writes: [string, { method?: string; body?: unknown }][] = [
      ['/api/admin/seasons', { body: { groupId: 1, name: 'S', startDate: '2025-01-07' } }],
      ['/api/admin/seasons/1/fixtures', { body: { date: '2025-01-07', player1Id: 1, player2Id: 2 } }],
      ['/api/admin/fixtures/1', { method: 'PATCH', body: { date: '2025-01-08' } }],
      ['/api/admin/fixtures/1', { method: 'DELETE' }],
    ];
    for (const [path, init] of writes) {
      expect((await call(app, path, init)).status, path).toBe(401);
      const noCsrf = await call(app, path, { ...init, token, csrf: false });
      expect(noCsrf.status, path).toBe(403);
    }
    expect((await call(app, '/api/admin/seasons')).status).toBe(401);
    const csv = await call(app, '/api/admin/seasons/1/import', { rawBody: 'date,player1,player2\n', contentType: 'text/csv' });
    expect(csv.status).toBe(401);
    expect(count(db, 'pool_seasons') + count(db, 'pool_fixtures')).toBe(0);
    expect(count(db, 'admin_audit_log')).toBe(auditBefore);
  });
});

describe('POST /api/admin/seasons', () => {
  it('generates a seeded round robin of the members, audits it, and the group page shows it', async () => {
    const { db, app, token } = await setup();
    const body = { groupId: 1, name: 'Winter 2025', startDate: '2025-01-07', generate: { meetings: 2, everyDays: 7, seed: 'abc' } };
    const d = await createSeason(app, token, body);
    expect(d.season).toMatchObject({ group_id: 1, name: 'Winter 2025', start_date: '2025-01-07', fixtures: 12, played: 0, remaining: 12, current: true });
    // 4 players: 3 rounds a meeting, 6 rounds a week apart, 2 fixtures a round.
    expect([...new Set(d.fixtures.map((f) => f.date))]).toEqual(['2025-01-07', '2025-01-14', '2025-01-21', '2025-01-28', '2025-02-04', '2025-02-11']);
    expect(d.fixtures.map((f) => f.round)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    expect(d.table.map((r) => r.points)).toEqual([0, 0, 0, 0]);
    expect(audit(db, 'create_season')).toEqual([
      { seasonId: d.season.id, group: 'Banff', name: 'Winter 2025', startDate: '2025-01-07', generate: body.generate, fixtures: 12 },
    ]);
    // The same seed in another group of the same size gives the same schedule shape; the same seed here the same fixtures.
    const again = await createSeason(app, token, { ...body, name: 'Winter 2025 copy' });
    expect(again.fixtures.map((f) => [f.date, f.player_1_id, f.player_2_id])).toEqual(d.fixtures.map((f) => [f.date, f.player_1_id, f.player_2_id]));
    const pub = await dataOf<GroupSeasonAnswer>(await call(app, '/api/pool/group/banff/season'));
    // The current season is the latest start date, then the newest: the copy.
    expect(pub.season?.id).toBe(again.season.id);
    expect(pub.fixtures.length).toBe(12);
    expect(pub.table_seed).toBe(`season-${again.season.id}`);
  });

  it('an empty season; names unique per group ignoring case (409); unknown group 404', async () => {
    const { db, app, token } = await setup();
    const d = await createSeason(app, token, { groupId: 2, name: 'Spring', startDate: '2025-03-01' });
    expect(d.fixtures).toEqual([]);
    expect(d.members.map((m) => m.name)).toEqual(['Cat', 'Dan', 'Eve', 'Fay']);
    const dup = await call(app, '/api/admin/seasons', { body: { groupId: 2, name: 'SPRING', startDate: '2025-04-01' }, token });
    expect(dup.status).toBe(409);
    expect(await errorOf(dup)).toMatchObject({ code: 'conflict', field: 'name' });
    await createSeason(app, token, { groupId: 1, name: 'Spring', startDate: '2025-03-01' });
    const missing = await call(app, '/api/admin/seasons', { body: { groupId: 99, name: 'X', startDate: '2025-04-01' }, token });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ code: 'not_found', field: 'groupId' });
    expect(count(db, 'pool_seasons')).toBe(2);
  });

  it('refuses bad bodies with 400 naming the field, and writes nothing', async () => {
    const { db, app, token } = await setup();
    const ok = { groupId: 1, name: 'S', startDate: '2025-01-07' };
    const cases: [unknown, string, RegExp][] = [
      [{ ...ok, groupId: 'x' }, 'groupId', /whole number/],
      [{ ...ok, groupId: 0 }, 'groupId', /positive/],
      [{ ...ok, name: '  ' }, 'name', /must not be empty/],
      [{ ...ok, name: 'a\u0000b' }, 'name', /control/],
      [{ ...ok, startDate: '2025-02-30' }, 'startDate', /real calendar date/],
      [{ ...ok, startDate: '7/1/2025' }, 'startDate', /YYYY-MM-DD/],
      [{ ...ok, generate: { meetings: 0, everyDays: 7, seed: 's' } }, 'generate.meetings', /from 1 to 10/],
      [{ ...ok, generate: { meetings: 1, everyDays: 1.5, seed: 's' } }, 'generate.everyDays', /whole number/],
      [{ ...ok, generate: { meetings: 1, everyDays: 7, seed: '' } }, 'generate.seed', /empty/],
      [{ ...ok, generate: { meetings: 1, everyDays: 7 } }, 'generate.seed', /string/],
      [{ ...ok, extra: 1 }, 'extra', /./],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(app, '/api/admin/seasons', { body, token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = await errorOf(res);
      expect(err.field, JSON.stringify(body)).toBe(field);
      expect(err.message).toMatch(message);
    }
    expect(count(db, 'pool_seasons')).toBe(0);
  });
});

describe('fixtures', () => {
  it('add, move and remove a fixture; each audited; bad input named', async () => {
    const { db, app, token } = await setup();
    const s = await createSeason(app, token, { groupId: 1, name: 'S', startDate: '2025-01-07' });
    const add = await call(app, `/api/admin/seasons/${s.season.id}/fixtures`, { body: { date: '2025-01-07', player1Id: 1, player2Id: 2 }, token });
    expect(add.status).toBe(201);
    const fx = (await dataOf<AdminSeasonDetail>(add)).fixtures[0];
    expect(fx).toMatchObject({ date: '2025-01-07', player_1: 'Ann', player_2: 'Ben', round: null, result: null });

    const moved = await call(app, `/api/admin/fixtures/${fx.id}`, { method: 'PATCH', body: { date: '2025-01-21' }, token });
    expect(moved.status).toBe(200);
    expect((await dataOf<AdminSeasonDetail>(moved)).fixtures[0].date).toBe('2025-01-21');
    expect(audit(db, 'edit_fixture')).toEqual([
      {
        seasonId: s.season.id,
        fixtureId: fx.id,
        before: { date: '2025-01-07', player1Id: 1, player2Id: 2 },
        after: { date: '2025-01-21', player1Id: 1, player2Id: 2 },
      },
    ]);

    const bad: [string, { method?: string; body?: unknown }, number, string, RegExp][] = [
      [`/api/admin/seasons/${s.season.id}/fixtures`, { body: { date: '2025-01-07', player1Id: 1, player2Id: 1 } }, 400, 'player2Id', /different/],
      [`/api/admin/seasons/${s.season.id}/fixtures`, { body: { date: '2025-01-07', player1Id: 1, player2Id: 5 } }, 400, 'player2Id', /Eve is not a member of Banff/],
      [`/api/admin/seasons/${s.season.id}/fixtures`, { body: { date: '2025-01-07', player1Id: 1, player2Id: 99 } }, 404, 'player2Id', /not found/],
      [`/api/admin/seasons/${s.season.id}/fixtures`, { body: { date: '2025-01-01', player1Id: 1, player2Id: 2 } }, 400, 'date', /before the season starts/],
      [`/api/admin/seasons/${s.season.id}/fixtures`, { body: { date: 'soon', player1Id: 1, player2Id: 2 } }, 400, 'date', /YYYY-MM-DD/],
      [`/api/admin/seasons/999/fixtures`, { body: { date: '2025-01-07', player1Id: 1, player2Id: 2 } }, 404, 'id', /Season 999/],
      [`/api/admin/seasons/x/fixtures`, { body: { date: '2025-01-07', player1Id: 1, player2Id: 2 } }, 400, 'id', /positive whole number/],
      [`/api/admin/fixtures/${fx.id}`, { method: 'PATCH', body: {} }, 400, '', /at least one field/],
      [`/api/admin/fixtures/${fx.id}`, { method: 'PATCH', body: { player2Id: 1 } }, 400, 'player2Id', /different/],
      [`/api/admin/fixtures/999`, { method: 'PATCH', body: { date: '2025-01-08' } }, 404, 'id', /Fixture 999/],
    ];
    for (const [path, init, status, field, message] of bad) {
      const res = await call(app, path, { ...init, token });
      expect(res.status, `${path} ${JSON.stringify(init.body)}`).toBe(status);
      const err = await errorOf(res);
      if (field) expect(err.field, `${path} ${JSON.stringify(init.body)}`).toBe(field);
      expect(err.message).toMatch(message);
    }

    const del = await call(app, `/api/admin/fixtures/${fx.id}`, { method: 'DELETE', token });
    expect(del.status).toBe(200);
    expect((await dataOf<AdminSeasonDetail>(del)).fixtures).toEqual([]);
    // Soft: the row is kept.
    expect(db.prepare('SELECT deleted_at IS NOT NULL AS gone FROM pool_fixtures WHERE id = ?').get(fx.id)).toEqual({ gone: 1 });
    expect((await call(app, `/api/admin/fixtures/${fx.id}`, { method: 'DELETE', token })).status).toBe(404);
    expect(audit(db, 'add_fixture')).toHaveLength(1);
    expect(audit(db, 'remove_fixture')).toEqual([{ seasonId: s.season.id, fixtureId: fx.id, date: '2025-01-21', player1Id: 1, player2Id: 2 }]);
  });
});

describe('fulfilment by recorded results, and the season table', () => {
  it('a result on or after the date fulfils the earliest open fixture of the pair; deleting or editing the match moves it', async () => {
    const { db, app, token } = await setup();
    const s = await createSeason(app, token, { groupId: 1, name: 'S', startDate: '2025-01-07' });
    const sid = s.season.id;
    for (const f of [
      { date: '2025-01-07', player1Id: 1, player2Id: 2 },
      { date: '2025-01-14', player1Id: 2, player2Id: 1 },
      { date: '2025-01-07', player1Id: 3, player2Id: 4 },
    ]) {
      expect((await call(app, `/api/admin/seasons/${sid}/fixtures`, { body: f, token })).status).toBe(201);
    }
    await addResult(app, token, { player1Id: 1, player2Id: 2, score1: 10, score2: 3, gameDate: '2025-01-06' }); // before: no fixture
    const m1 = await addResult(app, token, { player1Id: 2, player2Id: 1, score1: 10, score2: 6, gameDate: '2025-01-08' });
    const m2 = await addResult(app, token, { player1Id: 1, player2Id: 2, score1: 10, score2: 7, gameDate: '2025-01-09' });
    const season = async () => dataOf<GroupSeasonAnswer>(await call(app, '/api/pool/group/1/season'));
    let g = await season();
    const ab = g.fixtures.filter((f) => f.player_1_id + f.player_2_id === 3);
    // Ben beat Ann on the 8th: the fixture of the 7th (Ann v Ben), scores from the fixture's sides.
    expect(ab[0].result).toEqual({ match_id: m1.match_id, game_date: '2025-01-08', player_1_score: 6, player_2_score: 10, winner_player_id: 2 });
    // The result of the 9th is before the second fixture's date (the 14th): it fulfils nothing.
    expect(ab[1].result).toBeNull();
    expect(g.played).toBe(1);
    expect(g.remaining).toBe(2);
    expect(g.table.map((r) => [r.name, r.points, r.score_for, r.score_against])).toEqual([
      ['Ben', 2, 10, 6],
      expect.arrayContaining([]),
      expect.arrayContaining([]),
      ['Ann', 0, 6, 10],
    ]);

    // Deleting the fulfilling result: the next one (the 9th) takes the fixture of the 7th.
    const del = await call(app, '/api/admin/delete-match', { body: { matchId: m1.match_id, adminPassword: 'unit-test-admin-pw-1' }, token });
    expect(del.status).toBe(200);
    g = await season();
    expect(g.fixtures.find((f) => f.id === ab[0].id)!.result?.match_id).toBe(m2.match_id);
    expect(g.table[0]).toMatchObject({ name: 'Ann', points: 2, score_for: 10, score_against: 7 });

    // Restoring it puts it back; moving it to the 20th makes it fulfil the fixture of the 14th instead.
    expect((await call(app, '/api/admin/restore-match', { body: { matchId: m1.match_id }, token })).status).toBe(200);
    expect((await season()).fixtures.find((f) => f.id === ab[0].id)!.result?.match_id).toBe(m1.match_id);
    expect((await call(app, '/api/admin/edit-match', { body: { matchId: m1.match_id, gameDate: '2025-01-20' }, token })).status).toBe(200);
    g = await season();
    expect(g.fixtures.filter((f) => f.player_1_id + f.player_2_id === 3).map((f) => f.result?.match_id)).toEqual([m2.match_id, m1.match_id]);
    expect(g.played).toBe(2);
    void db;
  });

  it('the forecast data: table, remaining fixtures with the model chance, losing scores; 404 for an unknown group', async () => {
    const { app, token } = await setup();
    const none = await dataOf<{ season: null; remaining: unknown[]; table: unknown[] }>(await call(app, '/api/pool/forecast/banff'));
    expect(none).toMatchObject({ season: null, table: [], remaining: [] });
    const s = await createSeason(app, token, { groupId: 1, name: 'S', startDate: '2025-01-07', generate: { meetings: 1, everyDays: 7, seed: 'f' } });
    // Ann beats Ben three times before the season (ratings move apart), Cat beats Dan once 10-2.
    for (const [p1, p2, s2, d] of [
      [1, 2, 4, '2025-01-01'],
      [1, 2, 5, '2025-01-02'],
      [1, 2, 4, '2025-01-03'],
      [3, 4, 2, '2025-01-04'],
    ] as const) {
      await addResult(app, token, { player1Id: p1, player2Id: p2, score1: 10, score2: s2, gameDate: d });
    }
    const res = await call(app, '/api/pool/forecast/BANFF');
    expect(res.status).toBe(200);
    const data = await dataOf<{
      season: { name: string; start_date: string };
      beta: number;
      table: { player_id: number; played: number }[];
      remaining: { fixture_id: number; date: string; player1_id: number; player2_id: number; p1_win: number }[];
      losing_scores: { score: number; count: number }[];
    }>(res);
    expect(data.season).toEqual({ name: 'S', start_date: '2025-01-07' });
    expect(data.table.map((r) => r.played)).toEqual([0, 0, 0, 0]);
    expect(data.remaining).toHaveLength(6);
    expect(data.remaining.map((r) => r.fixture_id).sort()).toEqual(s.fixtures.map((f) => f.id).sort());
    expect(data.losing_scores).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((score) => ({ score, count: score === 4 ? 2 : score === 5 || score === 2 ? 1 : 0 })));
    expect(data.beta).toBeGreaterThan(0);
    // Ann (3-0) is the favourite against Ben; a pair with the same rating is 50/50 by symmetry.
    const annBen = data.remaining.find((r) => r.player1_id + r.player2_id === 3)!;
    const annChance = annBen.player1_id === 1 ? annBen.p1_win : 1 - annBen.p1_win;
    expect(annChance).toBeGreaterThan(0.5);
    for (const r of data.remaining) {
      expect(r.p1_win).toBeGreaterThan(0);
      expect(r.p1_win).toBeLessThan(1);
    }
    expect((await call(app, '/api/pool/forecast/nowhere')).status).toBe(404);
    expect((await call(app, '/api/pool/forecast/Bad_Slug!')).status).toBe(400);
  });
});

describe('CSV import of fixtures', () => {
  const post = (app: App, token: string, sid: number, text: string, dry: boolean) =>
    call(app, `/api/admin/seasons/${sid}/import${dry ? '?dryRun=1' : ''}`, { rawBody: text, contentType: 'text/csv', token });

  it('dry run first, then import; names matched ignoring case; a second import adds nothing', async () => {
    const { db, app, token } = await setup();
    const s = await createSeason(app, token, { groupId: 1, name: 'S', startDate: '2025-01-07' });
    const csv = 'date,player1,player2\n2025-01-07, ann ,BEN\n2025-01-14,Cat,Dan\n';
    const dry = await dataOf<FixtureImportReport>(await post(app, token, s.season.id, csv, true));
    expect(dry).toEqual({ dryRun: true, committed: false, rowsRead: 2, fixturesToAdd: 2, fixturesAlreadyPresent: 0, errors: [] });
    expect(count(db, 'pool_fixtures')).toBe(0);
    const done = await dataOf<FixtureImportReport>(await post(app, token, s.season.id, csv, false));
    expect(done).toMatchObject({ committed: true, fixturesToAdd: 2 });
    expect(count(db, 'pool_fixtures')).toBe(2);
    expect(audit(db, 'import_fixtures')).toEqual([{ seasonId: s.season.id, rowsRead: 2, fixturesAdded: 2, fixturesAlreadyPresent: 0 }]);
    const again = await dataOf<FixtureImportReport>(await post(app, token, s.season.id, csv, false));
    expect(again).toMatchObject({ fixturesToAdd: 0, fixturesAlreadyPresent: 2 });
    expect(count(db, 'pool_fixtures')).toBe(2);
  });

  it('a file with a bad line imports nothing and names every bad line', async () => {
    const { db, app, token } = await setup();
    const s = await createSeason(app, token, { groupId: 1, name: 'S', startDate: '2025-01-07' });
    const csv = ['2025-01-07,Ann,Ben', '2025-13-01,Ann,Ben', '2025-01-07,Ann,Eve', '2025-01-07,Ann,Zed', '2025-01-07,Ann,ann', '2025-01-01,Ann,Ben', '2025-01-07,Ann'].join('\n');
    const res = await post(app, token, s.season.id, csv, false);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; field: string }; report: FixtureImportReport };
    expect(body.error).toMatchObject({ code: 'invalid_csv', field: 'body' });
    expect(body.report.errors.map((e) => [e.line, e.reason])).toEqual([
      [2, expect.stringMatching(/real calendar date/)],
      [3, 'player2 "Eve" is not a member of Banff'],
      [4, 'player2 "Zed" is not a player of the league'],
      [5, 'player1 and player2 must be different players'],
      [6, expect.stringMatching(/before the season starts/)],
      [7, 'Expected 3 fields (date,player1,player2), found 2'],
    ]);
    expect(count(db, 'pool_fixtures')).toBe(0);
    expect(audit(db, 'import_fixtures')).toEqual([]);
    // JSON is refused on the CSV path, CSV elsewhere.
    expect((await call(app, `/api/admin/seasons/${s.season.id}/import`, { body: {}, token })).status).toBe(415);
    expect((await post(app, token, 999, '2025-01-07,Ann,Ben', true)).status).toBe(404);
  });
});
