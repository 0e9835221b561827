import { describe, expect, it } from 'vitest';
import { call, login, makeAdminApp, PASSWORD } from './admin-test-kit';

interface MatchBody {
  data: {
    match_id: number;
    new_id: number | null;
    player_1: string;
    player_2: string;
    score_1: number;
    score_2: number;
    winner_player_id: number;
    fixture_weight: number;
    deleted_at: string | null;
    groups: { url_slug: string; new_id: number }[];
  };
}

async function setup() {
  const { db, app } = await makeAdminApp();
  const token = await login(app);
  return { db, app, token };
}

const matchCount = (db: import('../../../api/db/database').Db) =>
  (db.prepare('SELECT COUNT(*) AS n FROM pool_matches').get() as { n: number }).n;

describe('POST /api/admin/add-result', () => {
  it('adds a match and answers 201 with its game number in each group holding both players', async () => {
    const { db, app, token } = await setup();
    const first = await call(app, '/api/admin/add-result', { body: { player1Id: 3, player2Id: 4, score1: 10, score2: 6 }, token });
    expect(first.status).toBe(201);
    const m1 = ((await first.json()) as MatchBody).data;
    expect(m1).toMatchObject({ player_1: 'Cat', player_2: 'Dan', score_1: 10, score_2: 6, winner_player_id: 3, fixture_weight: 1, deleted_at: null });
    expect(m1.new_id).toBe(1);
    expect(m1.groups.map((g) => [g.url_slug, g.new_id])).toEqual([
      ['banff', 1],
      ['hurricane', 1],
    ]);
    const second = await call(app, '/api/admin/add-result', {
      body: { player1Id: 1, player2Id: 2, score1: 7, score2: 10, fixtureWeight: 2.5 },
      token,
    });
    const m2 = ((await second.json()) as MatchBody).data;
    expect(m2.winner_player_id).toBe(2);
    expect(m2.fixture_weight).toBe(2.5);
    expect(m2.new_id).toBe(2);
    expect(m2.groups.map((g) => [g.url_slug, g.new_id])).toEqual([['banff', 2]]);
    // A match between players with no common group has no game numbers but is recorded.
    const third = await call(app, '/api/admin/add-result', { body: { player1Id: 7, player2Id: 1, score1: 10, score2: 0 }, token });
    expect(third.status).toBe(201);
    expect(((await third.json()) as MatchBody).data.groups).toEqual([]);
    expect(matchCount(db)).toBe(3);
    const audit = db.prepare("SELECT match_id, client_address FROM admin_audit_log WHERE action = 'add_result'").all();
    expect(audit).toEqual([
      { match_id: m1.match_id, client_address: '10.0.0.1' },
      { match_id: m2.match_id, client_address: '10.0.0.1' },
      { match_id: expect.any(Number), client_address: '10.0.0.1' },
    ]);
  });

  it('answers 401 without a valid token and writes nothing', async () => {
    const { db, app } = await setup();
    const body = { player1Id: 1, player2Id: 2, score1: 10, score2: 3 };
    expect((await call(app, '/api/admin/add-result', { body })).status).toBe(401);
    expect((await call(app, '/api/admin/add-result', { body, token: 'z'.repeat(43) })).status).toBe(401);
    expect(matchCount(db)).toBe(0);
  });

  it('answers 400 naming the field for every broken rule', async () => {
    const { db, app, token } = await setup();
    const valid = { player1Id: 1, player2Id: 2, score1: 10, score2: 3 };
    const cases: [Record<string, unknown>, string, RegExp?][] = [
      [{ ...valid, player1Id: undefined }, 'player1Id'],
      [{ ...valid, player2Id: undefined }, 'player2Id'],
      [{ ...valid, score1: undefined }, 'score1'],
      [{ ...valid, score2: undefined }, 'score2'],
      [{ ...valid, player1Id: '1' }, 'player1Id'],
      [{ ...valid, player1Id: 1.5 }, 'player1Id'],
      [{ ...valid, player2Id: -2 }, 'player2Id'],
      [{ ...valid, score2: 8 }, 'score2', /0-7 or 10/],
      [{ ...valid, score2: 9 }, 'score2'],
      [{ ...valid, score1: 11 }, 'score1'],
      [{ ...valid, score2: 3.5 }, 'score2'],
      [{ ...valid, player2Id: 1 }, 'player2Id', /Players must be different/],
      [{ ...valid, score2: 10 }, 'score2', /Only one player can score 10/],
      [{ ...valid, score1: 4 }, 'score1', /One player must score 10/],
      [{ ...valid, fixtureWeight: 0 }, 'fixtureWeight', /greater than 0/],
      [{ ...valid, fixtureWeight: -1 }, 'fixtureWeight'],
      [{ ...valid, fixtureWeight: '2' }, 'fixtureWeight'],
      [{ ...valid, winWeight: 2 }, 'winWeight'],
      [{ ...valid, deleted_at: null }, 'deleted_at'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(app, '/api/admin/add-result', { body: JSON.parse(JSON.stringify(body)), token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = ((await res.json()) as { error: { field: string; message: string } }).error;
      expect(err.field, JSON.stringify(body)).toBe(field);
      if (message) expect(err.message).toMatch(message);
    }
    expect(matchCount(db)).toBe(0);
  });

  it('answers 404 naming the field for a player that does not exist', async () => {
    const { db, app, token } = await setup();
    const res = await call(app, '/api/admin/add-result', { body: { player1Id: 1, player2Id: 99, score1: 10, score2: 3 }, token });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe('player2Id');
    expect(matchCount(db)).toBe(0);
  });

  it('records 50 concurrent valid results exactly once with distinct game numbers', async () => {
    const { db, app, token } = await setup();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(app, '/api/admin/add-result', {
          body: { player1Id: 1 + (i % 2), player2Id: 3 + (i % 2), score1: i % 3 === 0 ? 10 : i % 8, score2: i % 3 === 0 ? i % 8 : 10 },
          token,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const bodies = await Promise.all(results.map(async (r) => ((await r.json()) as MatchBody).data));
    expect(new Set(bodies.map((b) => b.match_id)).size).toBe(50);
    const numbers = bodies.map((b) => b.groups.find((g) => g.url_slug === 'banff')!.new_id).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(matchCount(db)).toBe(50);
    expect((db.prepare("SELECT COUNT(*) AS n FROM admin_audit_log WHERE action = 'add_result'").get() as { n: number }).n).toBe(50);
  });
});

describe('POST /api/admin/delete-match and restore-match', () => {
  async function withMatches() {
    const s = await setup();
    const ids: number[] = [];
    for (const [a, b] of [
      [1, 2],
      [2, 3],
      [3, 4],
    ]) {
      const res = await call(s.app, '/api/admin/add-result', { body: { player1Id: a, player2Id: b, score1: 10, score2: 5 }, token: s.token });
      ids.push(((await res.json()) as MatchBody).data.match_id);
    }
    return { ...s, ids };
  }

  it('403 on a wrong password (nothing deleted), then a soft delete with the right one, then 404', async () => {
    const { db, app, token, ids } = await withMatches();
    const wrong = await call(app, '/api/admin/delete-match', { body: { matchId: ids[0], adminPassword: 'not-it' }, token });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: { field: string } }).error.field).toBe('adminPassword');
    expect(db.prepare('SELECT deleted_at FROM pool_matches WHERE match_id = ?').get(ids[0])).toEqual({ deleted_at: null });

    const ok = await call(app, '/api/admin/delete-match', { body: { matchId: ids[0], adminPassword: PASSWORD }, token });
    expect(ok.status).toBe(200);
    const row = db.prepare('SELECT deleted_at FROM pool_matches WHERE match_id = ?').get(ids[0]) as { deleted_at: string };
    expect(row.deleted_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(matchCount(db)).toBe(3);

    const again = await call(app, '/api/admin/delete-match', { body: { matchId: ids[0], adminPassword: PASSWORD }, token });
    expect(again.status).toBe(404);
    expect((await call(app, '/api/admin/delete-match', { body: { matchId: 9999, adminPassword: PASSWORD }, token })).status).toBe(404);
  });

  it('a deleted match keeps nothing of its game number; restoring gives it back', async () => {
    const { app, token, ids } = await withMatches();
    await call(app, '/api/admin/delete-match', { body: { matchId: ids[0], adminPassword: PASSWORD }, token });
    const added = await call(app, '/api/admin/add-result', { body: { player1Id: 1, player2Id: 4, score1: 2, score2: 10 }, token });
    const banff = ((await added.json()) as MatchBody).data.groups.find((g) => g.url_slug === 'banff')!;
    expect(banff.new_id).toBe(3);

    const deleted = await call(app, '/api/admin/deleted-matches', { token });
    expect(((await deleted.json()) as { data: { match_id: number }[] }).data.map((m) => m.match_id)).toEqual([ids[0]]);

    const restored = await call(app, '/api/admin/restore-match', { body: { matchId: ids[0] }, token });
    expect(restored.status).toBe(200);
    const body = ((await restored.json()) as MatchBody).data;
    expect(body.deleted_at).toBeNull();
    expect(body.groups.find((g) => g.url_slug === 'banff')!.new_id).toBe(1);
    expect((await call(app, '/api/admin/restore-match', { body: { matchId: ids[0] }, token })).status).toBe(404);
    expect((await call(app, '/api/admin/restore-match', { body: { matchId: 424242 }, token })).status).toBe(404);
  });

  it('validates delete and restore bodies and needs a token', async () => {
    const { app, token, ids } = await withMatches();
    const bad: [string, unknown, string][] = [
      ['/api/admin/delete-match', { matchId: ids[0] }, 'adminPassword'],
      ['/api/admin/delete-match', { matchId: ids[0], adminPassword: '' }, 'adminPassword'],
      ['/api/admin/delete-match', { adminPassword: PASSWORD }, 'matchId'],
      ['/api/admin/delete-match', { matchId: 'x', adminPassword: PASSWORD }, 'matchId'],
      ['/api/admin/delete-match', { matchId: ids[0], adminPassword: PASSWORD, hard: true }, 'hard'],
      ['/api/admin/restore-match', {}, 'matchId'],
      ['/api/admin/restore-match', { matchId: 0 }, 'matchId'],
    ];
    for (const [path, body, field] of bad) {
      const res = await call(app, path, { body, token });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    const msg = await call(app, '/api/admin/delete-match', { body: { matchId: ids[0], adminPassword: '' }, token });
    expect(((await msg.json()) as { error: { message: string } }).error.message).toContain('Admin password is required');
    expect((await call(app, '/api/admin/delete-match', { body: { matchId: ids[0], adminPassword: PASSWORD } })).status).toBe(401);
    expect((await call(app, '/api/admin/restore-match', { body: { matchId: ids[0] } })).status).toBe(401);
  });

  it('wrong delete passwords count towards the rate limit (429 with Retry-After)', async () => {
    const { app, token, ids } = await withMatches();
    for (let i = 0; i < 5; i++) {
      expect((await call(app, '/api/admin/delete-match', { body: { matchId: ids[0], adminPassword: `bad-${i}` }, token })).status).toBe(403);
    }
    const res = await call(app, '/api/admin/delete-match', { body: { matchId: ids[0], adminPassword: PASSWORD }, token });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('GET /api/admin/audit lists every admin action with time, action, match id and address, newest first', async () => {
    const { app, token, ids } = await withMatches();
    await call(app, '/api/admin/delete-match', { body: { matchId: ids[1], adminPassword: 'wrong-one' }, token, address: '10.0.0.9' });
    await call(app, '/api/admin/delete-match', { body: { matchId: ids[1], adminPassword: PASSWORD }, token, address: '10.0.0.9' });
    await call(app, '/api/admin/restore-match', { body: { matchId: ids[1] }, token, address: '10.0.0.9' });
    const res = await call(app, '/api/admin/audit?limit=4', { token });
    expect(res.status).toBe(200);
    const rows = ((await res.json()) as { data: { at: string; action: string; match_id: number | null; client_address: string }[] }).data;
    expect(rows.map((r) => [r.action, r.match_id, r.client_address])).toEqual([
      ['restore_match', ids[1], '10.0.0.9'],
      ['delete_match', ids[1], '10.0.0.9'],
      ['delete_denied', ids[1], '10.0.0.9'],
      ['add_result', ids[2], '10.0.0.1'],
    ]);
    expect(rows[0].at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await call(app, '/api/admin/audit')).status).toBe(401);
    expect((await call(app, '/api/admin/audit?limit=0', { token })).status).toBe(400);
  });
});

describe('game numbers agree with the pool league numbering', () => {
  it('matches listGroupMatches and listAllMatches after adds, deletes and restores', async () => {
    const { listAllMatches, listGroupMatches } = await import('../../../api/league/match-queries');
    const { db, app, token } = await setup();
    const ids: number[] = [];
    const pairs = [[1, 2], [3, 4], [5, 6], [2, 3], [4, 5], [1, 4], [3, 6]];
    for (let i = 0; i < 21; i++) {
      const [a, b] = pairs[i % pairs.length];
      const res = await call(app, '/api/admin/add-result', { body: { player1Id: a, player2Id: b, score1: 10, score2: i % 8 }, token });
      ids.push(((await res.json()) as MatchBody).data.match_id);
    }
    // Matches on several days, out of id order.
    db.prepare("UPDATE pool_matches SET game_datetime = '2025-01-0' || (1 + (match_id * 5) % 7) || ' 20:00:00'").run();
    for (const id of [ids[2], ids[9], ids[15]]) {
      await call(app, '/api/admin/delete-match', { body: { matchId: id, adminPassword: PASSWORD }, token });
    }
    await call(app, '/api/admin/restore-match', { body: { matchId: ids[9] }, token });
    const { gameNumbers, leagueGameNumber } = await import('../../../api/admin/matches/match-queries');
    const all = new Map(listAllMatches(db).map((m) => [m.match_id, m.new_id]));
    const byGroup = [1, 2].map((g) => new Map(listGroupMatches(db, g).map((m) => [m.match_id, m.new_id])));
    for (const id of ids) {
      expect(leagueGameNumber(db, id)).toBe(all.get(id) ?? null);
      const mine = gameNumbers(db, id);
      for (const [gi, map] of byGroup.entries()) {
        expect(mine.find((g) => g.group_id === gi + 1)?.new_id).toBe(map.get(id));
      }
    }
  });
});
