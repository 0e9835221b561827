import { describe, expect, it } from 'vitest';
import type { AdminLeague, AdminMatchPage, RemovalAnswer } from '../../../contracts/admin';
import type { PoolGroupSummary, PoolPlayer } from '../../../contracts/league';
import { insertMatch } from '../../../api/league/writes/insert-match';
import { sitemapEntries } from '../../../api/seo/sitemap';
import { call, login, makeAdminApp, PASSWORD } from './admin-test-kit';

/** Every match reachable (GET /api/admin/matches); players and groups deleted, archived, restored. */
async function league() {
  const { db, app } = await makeAdminApp();
  db.prepare("UPDATE pool_players SET name = 'Zoë Ann' WHERE id = 1").run();
  // 40 matches in Banff (Ann v Ben), oldest first, then one between Ann and Gus (Gus is in no group).
  for (let i = 0; i < 40; i++) {
    insertMatch(db, { player1Id: 1, player2Id: 2, score1: 10, score2: i % 8, fixtureWeight: 1, gameDatetime: `2025-01-${String(1 + (i % 28)).padStart(2, '0')} 19:${String(i).padStart(2, '0')}:00` });
  }
  const outside = insertMatch(db, { player1Id: 1, player2Id: 7, score1: 3, score2: 10, fixtureWeight: 1, gameDatetime: '2025-02-10 20:00:00' });
  const token = await login(app);
  return { db, app, token, outside };
}

const list = async (app: Awaited<ReturnType<typeof league>>['app'], token: string, query: string) => {
  const res = await call(app, `/api/admin/matches${query}`, { token });
  return { status: res.status, body: (await res.json()) as AdminMatchPage & { error?: { field: string } } };
};

describe('GET /api/admin/matches', () => {
  it('lists every match newest first, with paging, search ignoring case and accents, filters and a match outside every group', async () => {
    const { app, token, outside, db } = await league();
    const all = await list(app, token, '?limit=15');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(41);
    expect(all.body.data).toHaveLength(15);
    expect(all.body.data[0].match_id).toBe(outside);
    expect(all.body.data[0].groups).toEqual([]);
    expect(all.body.data[0].new_id).toBe(41);
    // The oldest matches are on the last page: each one can be found.
    const last = await list(app, token, '?limit=15&offset=30');
    expect(last.body.data.map((m) => m.game_datetime).at(-1)).toBe('2025-01-01T19:00:00Z');
    expect(last.body.data.at(-1)!.groups[0]).toMatchObject({ group_id: 1, new_id: 1 });
    // Search: "zoe" finds "Zoë Ann"; "GUS" finds the match outside every group.
    expect((await list(app, token, '?q=zoe')).body.total).toBe(41);
    expect((await list(app, token, '?q=GUS')).body.data.map((m) => m.match_id)).toEqual([outside]);
    expect((await list(app, token, '?group=1')).body.total).toBe(40);
    expect((await list(app, token, '?player=7')).body.total).toBe(1);
    expect((await list(app, token, '?from=2025-01-27&to=2025-01-28')).body.data.every((m) => m.game_datetime.startsWith('2025-01-2'))).toBe(true);
    // Deleted matches only with deleted=1.
    db.prepare("UPDATE pool_matches SET deleted_at = '2025-03-01 10:00:00' WHERE match_id = ?").run(outside);
    expect((await list(app, token, '')).body.total).toBe(40);
    const withDeleted = await list(app, token, '?deleted=1&player=7');
    expect(withDeleted.body.data[0]).toMatchObject({ match_id: outside, new_id: null });
    // Bad values name their field.
    for (const [q, field] of [['?limit=0', 'limit'], ['?from=yesterday', 'from'], ['?group=x', 'group'], ['?deleted=yes', 'deleted'], ['?colour=red', undefined]] as const) {
      const r = await list(app, token, q);
      expect(r.status).toBe(400);
      if (field) expect(r.body.error!.field).toBe(field);
    }
    expect((await call(app, '/api/admin/matches')).status).toBe(401);
  });
});

describe('deleting, archiving and restoring players and groups', () => {
  it('deletes one with no matches, archives one with matches (hidden from lists, sitemap and new results), restores it', async () => {
    const { app, token, db } = await league();
    const remove = (path: string, adminPassword = PASSWORD) => call(app, path, { method: 'DELETE', body: { adminPassword }, token });
    // Wrong password: 403 and nothing changes.
    expect((await remove('/api/admin/players/2', 'nope')).status).toBe(403);
    // Fay (6) has no matches: deleted with her memberships.
    const fay = await remove('/api/admin/players/6');
    expect(((await fay.json()) as { data: RemovalAnswer }).data).toEqual({ id: 6, name: 'Fay', outcome: 'deleted' });
    expect(db.prepare('SELECT COUNT(*) FROM pool_group_players WHERE player_id = 6').pluck().get()).toBe(0);
    // Ben (2) has matches: archived.
    const ben = (await (await remove('/api/admin/players/2')).json()) as { data: RemovalAnswer };
    expect(ben.data.outcome).toBe('archived');
    const players = ((await (await call(app, '/api/pool/players')).json()) as { data: PoolPlayer[] }).data;
    expect(players.map((p) => p.name)).not.toContain('Ben');
    expect(sitemapEntries(db).map((e) => e.path)).not.toContain('/pool/player/2');
    // His past matches still count in Banff's standings.
    const standings = ((await (await call(app, '/api/pool/group/banff/standings')).json()) as { data: { name: string; games_played: number }[] }).data;
    expect(standings.find((r) => r.name === 'Ben')?.games_played).toBe(40);
    // No new result with an archived player.
    const add = await call(app, '/api/admin/add-result', { body: { player1Id: 1, player2Id: 2, score1: 10, score2: 3 }, token });
    expect(add.status).toBe(409);
    expect(((await add.json()) as { error: { field: string } }).error.field).toBe('player2Id');
    // Groups: Hurricane (2) has no matches between members -> deleted; Banff archived and hidden from /api/pool/groups.
    expect(((await (await remove('/api/admin/groups/2')).json()) as { data: RemovalAnswer }).data.outcome).toBe('deleted');
    expect(((await (await remove('/api/admin/groups/1')).json()) as { data: RemovalAnswer }).data.outcome).toBe('archived');
    expect(((await (await call(app, '/api/pool/groups')).json()) as { data: PoolGroupSummary[] }).data).toEqual([]);
    expect(sitemapEntries(db).map((e) => e.path)).not.toContain('/pool/group/banff');
    // The admin still sees both, and can restore them.
    const admin = ((await (await call(app, '/api/admin/league', { token })).json()) as { data: AdminLeague }).data;
    expect(admin.players.find((p) => p.id === 2)).toMatchObject({ archived_at: expect.any(String), match_count: 40 });
    expect(admin.groups.find((g) => g.id === 1)).toMatchObject({ archived_at: expect.any(String), match_count: 40 });
    const restore = await call(app, '/api/admin/players/2/restore', { body: {}, token });
    expect(((await restore.json()) as { data: RemovalAnswer }).data.outcome).toBe('restored');
    expect((await call(app, '/api/admin/groups/1/restore', { body: {}, token })).status).toBe(200);
    expect((await call(app, '/api/admin/groups/1/restore', { body: {}, token })).status).toBe(409);
    expect(((await (await call(app, '/api/pool/groups')).json()) as { data: PoolGroupSummary[] }).data.map((g) => g.name)).toEqual(['Banff']);
    // Every step is in the audit log.
    const actions = db.prepare("SELECT action FROM admin_audit_log WHERE action LIKE '%player' OR action LIKE '%group' ORDER BY id").pluck().all();
    expect(actions).toEqual(['delete_player', 'archive_player', 'delete_group', 'archive_group', 'restore_player', 'restore_group']);
  });
});

describe('names: unique ignoring case, archived players and groups', () => {
  it('refuses look-alikes and formula starts with a 400 naming the field, and folds case, accents and spaces for uniqueness', async () => {
    const { app } = await makeAdminApp();
    const token = await login(app);
    const create = (name: string) => call(app, '/api/admin/players', { body: { name }, token });
    expect((await create('Bea Munro')).status).toBe(201);
    for (const [name, status] of [
      ['Bea\u200bMunro', 400],
      ['Bea\u200dMunro', 400],
      ['Bea\u00a0Munro', 409],
      ['B\u0435a Munro', 400],
      ['\u202eordnuM aeB', 400],
      ['bea  munro', 409],
      ['Béa Munro', 409],
      ['=HYPERLINK("x")', 400],
      ['+44 Bea', 400],
      ['-Bea', 400],
      ['@Bea', 400],
    ] as const) {
      const res = await create(name);
      expect([name, res.status]).toEqual([name, status]);
      expect(((await res.json()) as { error: { field: string } }).error.field).toBe('name');
    }
    const group = await call(app, '/api/admin/groups', { body: { name: '=cmd' }, token });
    expect(group.status).toBe(400);
    expect(((await group.json()) as { error: { field: string; message: string } }).error).toMatchObject({ field: 'name', message: expect.stringMatching(/=, \+, - or @/) });
  });

  it('the import applies the same rules', async () => {
    const { app } = await makeAdminApp();
    const token = await login(app);
    const csv = 'date,player1,player2,score1,score2\n2025-02-01,B\u0435a Munro,Ann,10,2\n2025-02-01,Bea\u200bMunro,Ann,10,2\n';
    const res = await call(app, '/api/admin/import?dryRun=1', { rawBody: csv, contentType: 'text/csv', token });
    const report = ((await res.json()) as { data: { errors: { line: number; reason: string }[] } }).data;
    expect(report.errors.map((e) => e.line)).toEqual([2, 3]);
    expect(report.errors[0].reason).toMatch(/player1 must not mix Latin/);
  });
});
