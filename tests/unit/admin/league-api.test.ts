import { describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database';
import { call, login, makeAdminApp, type App } from './admin-test-kit';

async function setup(opts: { seed?: boolean } = {}) {
  const { db, app } = await makeAdminApp(opts);
  const token = await login(app);
  return { db, app, token };
}

const audit = (db: Db, action: string) =>
  db.prepare('SELECT match_id, client_address, detail FROM admin_audit_log WHERE action = ? ORDER BY id').all(action) as {
    match_id: number | null;
    client_address: string;
    detail: string | null;
  }[];

const count = (db: Db, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
}

/** The shared guards: 401 without a token, 403 without the anti-forgery header; nothing written. */
async function expectGuards(app: App, db: Db, path: string, init: { method: string; body?: unknown }, token: string) {
  const before = count(db, 'admin_audit_log');
  const noToken = await call(app, path, { ...init });
  expect(noToken.status).toBe(401);
  expect((await errorOf(noToken)).code).toBe('unauthorized');
  const noCsrf = await call(app, path, { ...init, token, csrf: false });
  expect(noCsrf.status).toBe(403);
  expect((await errorOf(noCsrf)).code).toBe('csrf_failed');
  expect(count(db, 'admin_audit_log')).toBe(before);
}

describe('players', () => {
  it('POST /api/admin/players creates a player (trimmed) and audits it', async () => {
    const { db, app, token } = await setup();
    const res = await call(app, '/api/admin/players', { body: { name: '  Zoë Hart ' }, token });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: number; name: string } };
    expect(data).toEqual({ id: expect.any(Number), name: 'Zoë Hart' });
    expect(db.prepare('SELECT name FROM pool_players WHERE id = ?').get(data.id)).toEqual({ name: 'Zoë Hart' });
    expect(audit(db, 'create_player')).toEqual([{ match_id: null, client_address: '10.0.0.1', detail: JSON.stringify(data) }]);
    // Visible on the public API at once.
    const pub = (await (await call(app, '/api/pool/players')).json()) as { data: { name: string }[] };
    expect(pub.data.map((p) => p.name)).toContain('Zoë Hart');
  });

  it('refuses names that are missing, empty, too long, not strings, with control characters, or unknown fields', async () => {
    const { db, app, token } = await setup();
    const cases: [unknown, string, RegExp][] = [
      [{}, 'name', /required/],
      [{ name: '   ' }, 'name', /must not be empty/],
      [{ name: 'x'.repeat(61) }, 'name', /at most 60/],
      [{ name: 42 }, 'name', /string/],
      [{ name: 'a\nb' }, 'name', /control/],
      [{ name: 'Ok', extra: 1 }, 'extra', /./],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(app, '/api/admin/players', { body, token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = await errorOf(res);
      expect(err.field).toBe(field);
      expect(err.message).toMatch(message);
    }
    expect((await call(app, '/api/admin/players', { body: { name: 'x'.repeat(60) }, token })).status).toBe(201);
    expect(count(db, 'pool_players')).toBe(8);
  });

  it('names are unique ignoring case: 409', async () => {
    const { db, app, token } = await setup();
    const res = await call(app, '/api/admin/players', { body: { name: 'ANN' }, token });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'conflict', field: 'name' });
    expect((await call(app, '/api/admin/players', { body: { name: 'ÉMILE' }, token })).status).toBe(201);
    expect((await call(app, '/api/admin/players', { body: { name: 'émile' }, token })).status).toBe(409);
    expect(count(db, 'pool_players')).toBe(8);
  });

  it('PATCH /api/admin/players/{id} renames; 404 unknown, 400 bad id, 409 taken name; audit keeps before and after', async () => {
    const { db, app, token } = await setup();
    const res = await call(app, '/api/admin/players/1', { method: 'PATCH', body: { name: 'Annie' }, token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ id: 1, name: 'Annie' });
    expect(JSON.parse(audit(db, 'rename_player')[0].detail!)).toEqual({ before: { id: 1, name: 'Ann' }, after: { id: 1, name: 'Annie' } });
    // Same name with other case on itself is fine.
    expect((await call(app, '/api/admin/players/1', { method: 'PATCH', body: { name: 'ANNIE' }, token })).status).toBe(200);
    expect((await call(app, '/api/admin/players/99', { method: 'PATCH', body: { name: 'Q' }, token })).status).toBe(404);
    const bad = await call(app, '/api/admin/players/x', { method: 'PATCH', body: { name: 'Q' }, token });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).field).toBe('id');
    const taken = await call(app, '/api/admin/players/1', { method: 'PATCH', body: { name: 'ben' }, token });
    expect(taken.status).toBe(409);
    expect((await call(app, '/api/admin/players/1', { method: 'PATCH', body: {}, token })).status).toBe(400);
    expect(audit(db, 'rename_player')).toHaveLength(2);
  });

  it('needs a token and the anti-forgery header', async () => {
    const { db, app, token } = await setup();
    await expectGuards(app, db, '/api/admin/players', { method: 'POST', body: { name: 'Q' } }, token);
    await expectGuards(app, db, '/api/admin/players/1', { method: 'PATCH', body: { name: 'Q' } }, token);
    expect(count(db, 'pool_players')).toBe(7);
  });
});

describe('groups and membership', () => {
  it('POST /api/admin/groups makes a unique slug from the name; PATCH renames and keeps the slug', async () => {
    const { db, app, token } = await setup();
    const make = async (name: string) => {
      const res = await call(app, '/api/admin/groups', { body: { name }, token });
      expect(res.status, name).toBe(201);
      return ((await res.json()) as { data: { id: number; name: string; url_slug: string } }).data;
    };
    expect(await make('Thursday Club')).toEqual({ id: 3, name: 'Thursday Club', url_slug: 'thursday-club' });
    expect((await make('Zürich Cue Kings!')).url_slug).toBe('zurich-cue-kings');
    // 'Thursday  club ' is now the same name as 'Thursday Club' (spaces collapsed): a different name with the same slug.
    expect((await make('Thursday-Club')).url_slug).toBe('thursday-club-2');
    expect((await make('1st Division')).url_slug).toBe('group-1st-division');
    expect((await make('!!!')).url_slug).toBe('group');
    const dup = await call(app, '/api/admin/groups', { body: { name: 'BANFF' }, token });
    expect(dup.status).toBe(409);
    expect((await call(app, '/api/admin/groups', { body: { name: '' }, token })).status).toBe(400);
    const renamed = await call(app, '/api/admin/groups/1', { method: 'PATCH', body: { name: 'Banff Springs' }, token });
    expect(((await renamed.json()) as { data: unknown }).data).toEqual({ id: 1, name: 'Banff Springs', url_slug: 'banff' });
    const pub = (await (await call(app, '/api/pool/group/banff')).json()) as { data: { name: string } };
    expect(pub.data.name).toBe('Banff Springs');
    expect((await call(app, '/api/admin/groups/77', { method: 'PATCH', body: { name: 'X' }, token })).status).toBe(404);
    expect((await call(app, '/api/admin/groups/2', { method: 'PATCH', body: { name: 'banff springs' }, token })).status).toBe(409);
    expect(audit(db, 'create_group')).toHaveLength(5);
    expect(JSON.parse(audit(db, 'rename_group')[0].detail!).before.name).toBe('Banff');
  });

  it('adds and removes members; a removed member keeps past matches in the data', async () => {
    const { db, app, token } = await setup();
    // Gus (7) joins Banff and plays Ann.
    const add = await call(app, '/api/admin/groups/1/members', { body: { playerId: 7 }, token });
    expect(add.status).toBe(201);
    expect(((await add.json()) as { data: unknown }).data).toEqual({ groupId: 1, playerId: 7 });
    await call(app, '/api/admin/add-result', { body: { player1Id: 7, player2Id: 1, score1: 10, score2: 2 }, token });
    const groupMatches = async () => ((await (await call(app, '/api/pool/group/banff/matches')).json()) as { data: unknown[] }).data.length;
    expect(await groupMatches()).toBe(1);
    // Validation and conflicts.
    expect((await call(app, '/api/admin/groups/1/members', { body: { playerId: 7 }, token })).status).toBe(409);
    expect((await call(app, '/api/admin/groups/1/members', { body: { playerId: 70 }, token })).status).toBe(404);
    expect((await call(app, '/api/admin/groups/9/members', { body: { playerId: 7 }, token })).status).toBe(404);
    for (const body of [{}, { playerId: '7' }, { playerId: 0 }, { playerId: 7, x: 1 }]) {
      const res = await call(app, '/api/admin/groups/1/members', { body, token });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).field).toMatch(/playerId|x/);
    }
    // Remove: no body needed.
    const del = await call(app, '/api/admin/groups/1/members/7', { method: 'DELETE', token });
    expect(del.status).toBe(200);
    expect(await groupMatches()).toBe(0);
    expect(count(db, 'pool_matches')).toBe(1);
    const player = (await (await call(app, '/api/pool/player/7/matches')).json()) as { data: unknown[] };
    expect(player.data).toHaveLength(1);
    expect((await call(app, '/api/admin/groups/1/members/7', { method: 'DELETE', token })).status).toBe(404);
    expect((await call(app, '/api/admin/groups/1/members/abc', { method: 'DELETE', token })).status).toBe(400);
    expect(audit(db, 'add_member')).toHaveLength(1);
    expect(audit(db, 'remove_member')).toHaveLength(1);
    await expectGuards(app, db, '/api/admin/groups/1/members', { method: 'POST', body: { playerId: 7 } }, token);
    await expectGuards(app, db, '/api/admin/groups/1/members/1', { method: 'DELETE' }, token);
    await expectGuards(app, db, '/api/admin/groups', { method: 'POST', body: { name: 'New' } }, token);
    await expectGuards(app, db, '/api/admin/groups/1', { method: 'PATCH', body: { name: 'New' } }, token);
  });

  it('GET /api/admin/league lists groups with member ids and the league status', async () => {
    const { app, token } = await setup();
    const res = await call(app, '/api/admin/league', { token });
    const body = (await res.json()) as { data: { status: unknown; groups: { url_slug: string; member_ids: number[] }[] } };
    expect(body.data.status).toEqual({ groups: 2, players: 7, matches: 0, demoOnly: false });
    expect(body.data.groups.map((g) => [g.url_slug, g.member_ids])).toEqual([
      ['banff', [1, 2, 3, 4]],
      ['hurricane', [3, 4, 5, 6]],
    ]);
    expect((await call(app, '/api/admin/league')).status).toBe(401);
  });
});

describe('dated, weighted results and corrections', () => {
  it('add-result takes gameDate (date or date-time, at most a day ahead) and fixtureWeight (0 < w <= 10)', async () => {
    const { db, app, token } = await setup();
    const base = { player1Id: 1, player2Id: 2, score1: 10, score2: 4 };
    const ok = async (extra: Record<string, unknown>) => {
      const res = await call(app, '/api/admin/add-result', { body: { ...base, ...extra }, token });
      expect(res.status, JSON.stringify(extra)).toBe(201);
      return ((await res.json()) as { data: { game_datetime: string; fixture_weight: number; groups: { url_slug: string }[] } }).data;
    };
    expect((await ok({ gameDate: '2025-03-04' })).game_datetime).toBe('2025-03-04T00:00:00Z');
    expect((await ok({ gameDate: '2025-03-04T19:30' })).game_datetime).toBe('2025-03-04T19:30:00Z');
    expect((await ok({ gameDate: '2025-03-04T20:30:15+01:00' })).game_datetime).toBe('2025-03-04T19:30:15Z');
    const weighted = await ok({ fixtureWeight: 10, gameDate: '2025-03-05T21:00:00.000Z' });
    expect(weighted.fixture_weight).toBe(10);
    expect(weighted.groups.map((g) => g.url_slug)).toEqual(['banff']);
    const tomorrow = new Date(Date.now() + 20 * 3600_000).toISOString();
    await ok({ gameDate: tomorrow });
    expect(audit(db, 'add_result')[0].detail).toMatch(/on 2025-03-04 00:00:00/);
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [{ gameDate: '2025-02-30' }, 'gameDate', /real calendar date/],
      [{ gameDate: '04/03/2025' }, 'gameDate', /ISO 8601/],
      [{ gameDate: '2025-03-04T25:00' }, 'gameDate', /time/],
      [{ gameDate: new Date(Date.now() + 49 * 3600_000).toISOString() }, 'gameDate', /more than a day in the future/],
      [{ gameDate: 20250304 }, 'gameDate', /string/],
      [{ fixtureWeight: 10.5 }, 'fixtureWeight', /at most 10/],
      [{ fixtureWeight: 0 }, 'fixtureWeight', /greater than 0/],
    ];
    for (const [extra, field, message] of bad) {
      const res = await call(app, '/api/admin/add-result', { body: { ...base, ...extra }, token });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      const err = await errorOf(res);
      expect(err.field).toBe(field);
      expect(err.message).toMatch(message);
    }
    expect(count(db, 'pool_matches')).toBe(5);
  });

  it('edit-match corrects players, scores, date and weight; the audit row keeps before and after', async () => {
    const { db, app, token } = await setup();
    const added = await call(app, '/api/admin/add-result', {
      body: { player1Id: 1, player2Id: 2, score1: 10, score2: 4, gameDate: '2025-03-04T19:00:00Z' },
      token,
    });
    const { match_id } = ((await added.json()) as { data: { match_id: number } }).data;
    const res = await call(app, '/api/admin/edit-match', {
      body: { matchId: match_id, player2Id: 3, score1: 6, score2: 10, fixtureWeight: 2, gameDate: '2025-03-05' },
      token,
    });
    expect(res.status).toBe(200);
    const m = ((await res.json()) as { data: Record<string, unknown> }).data;
    expect(m).toMatchObject({ match_id, player_1: 'Ann', player_2: 'Cat', score_1: 6, score_2: 10, winner_player_id: 3, fixture_weight: 2 });
    expect(m.game_datetime).toBe('2025-03-05T00:00:00Z');
    const row = audit(db, 'edit_match')[0];
    expect(row.match_id).toBe(match_id);
    expect(JSON.parse(row.detail!)).toEqual({
      before: { game_datetime: '2025-03-04 19:00:00', player_1_id: 1, player_2_id: 2, score_1: 10, score_2: 4, fixture_weight: 1 },
      after: { game_datetime: '2025-03-05 00:00:00', player_1_id: 1, player_2_id: 3, score_1: 6, score_2: 10, fixture_weight: 2 },
    });

    const bad: [Record<string, unknown>, number, string | undefined][] = [
      [{ matchId: match_id }, 400, undefined],
      [{ score2: 5 }, 400, 'score1'],
      [{ score1: 10 }, 400, 'score2'],
      [{ player1Id: 3 }, 400, 'player2Id'],
      [{ player1Id: 99 }, 404, 'player1Id'],
      [{ fixtureWeight: 11 }, 400, 'fixtureWeight'],
      [{ gameDate: 'yesterday' }, 400, 'gameDate'],
      [{ winner: 1 }, 400, 'winner'],
    ];
    for (const [patch, status, field] of bad) {
      const res2 = await call(app, '/api/admin/edit-match', { body: { matchId: match_id, ...patch }, token });
      expect(res2.status, JSON.stringify(patch)).toBe(status);
      expect((await errorOf(res2)).field).toBe(field);
    }
    expect((await call(app, '/api/admin/edit-match', { body: { matchId: 999, score1: 3 }, token })).status).toBe(404);
    await call(app, '/api/admin/delete-match', { body: { matchId: match_id, adminPassword: 'unit-test-admin-pw-1' }, token });
    const deleted = await call(app, '/api/admin/edit-match', { body: { matchId: match_id, score2: 10, score1: 1 }, token });
    expect(deleted.status).toBe(409);
    expect(audit(db, 'edit_match')).toHaveLength(1);
    await expectGuards(app, db, '/api/admin/edit-match', { method: 'POST', body: { matchId: match_id, score1: 1 } }, token);
  });
});

describe('remove the demo league', () => {
  it('is offered only for a database holding only the demo league and needs the password', async () => {
    const { seedDemoLeague } = await import('../../../api/league/demo-seed');
    const { db, app, token } = await setup({ seed: false });
    expect(((await (await call(app, '/api/admin/league', { token })).json()) as { data: { status: { demoOnly: boolean } } }).data.status.demoOnly).toBe(false);
    seedDemoLeague(db);
    const status = async () =>
      ((await (await call(app, '/api/admin/league', { token })).json()) as { data: { status: { demoOnly: boolean } } }).data.status.demoOnly;
    expect(await status()).toBe(true);
    const wrong = await call(app, '/api/admin/remove-demo-league', { body: { adminPassword: 'nope-nope' }, token });
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).field).toBe('adminPassword');
    expect(audit(db, 'remove_demo_denied')).toHaveLength(1);
    expect((await call(app, '/api/admin/remove-demo-league', { body: {}, token })).status).toBe(400);
    await expectGuards(app, db, '/api/admin/remove-demo-league', { method: 'POST', body: { adminPassword: 'x' } }, token);
    // A result of the admin's own makes it a real league.
    const add = await call(app, '/api/admin/add-result', { body: { player1Id: 1, player2Id: 2, score1: 10, score2: 0 }, token });
    expect(await status()).toBe(false);
    const refused = await call(app, '/api/admin/remove-demo-league', { body: { adminPassword: 'unit-test-admin-pw-1' }, token });
    expect(refused.status).toBe(409);
    db.prepare('DELETE FROM pool_matches WHERE match_id = ?').run(((await add.json()) as { data: { match_id: number } }).data.match_id);
    expect(await status()).toBe(true);
    const ok = await call(app, '/api/admin/remove-demo-league', { body: { adminPassword: 'unit-test-admin-pw-1' }, token });
    expect(ok.status).toBe(200);
    expect(count(db, 'pool_matches') + count(db, 'pool_players') + count(db, 'pool_groups')).toBe(0);
    expect(audit(db, 'remove_demo_league')).toHaveLength(1);
    // Never loaded again at start-up.
    const { poolDemoStartup } = await import('../../../api/startup');
    expect(poolDemoStartup(db, undefined, () => {})).toBeNull();
    expect(count(db, 'pool_players')).toBe(0);
  });

  it('POOL_DEMO=0 starts with an empty league and remembers it', async () => {
    const { openDatabase } = await import('../../../api/db/database');
    const { migrate } = await import('../../../api/db/migrate');
    const { poolDemoStartup } = await import('../../../api/startup');
    const db = openDatabase(':memory:');
    migrate(db);
    expect(poolDemoStartup(db, '0', () => {})).toBeNull();
    expect(count(db, 'pool_players')).toBe(0);
    expect(poolDemoStartup(db, undefined, () => {})).toBeNull();
    expect(count(db, 'pool_players')).toBe(0);
    const fresh = openDatabase(':memory:');
    migrate(fresh);
    expect(poolDemoStartup(fresh, undefined, () => {})).not.toBeNull();
    expect(count(fresh, 'pool_groups')).toBe(2);
  });
});
