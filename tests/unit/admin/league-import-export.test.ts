import { describe, expect, it } from 'vitest';
import { MAX_CSV_BYTES } from '../../../api/http/request-guards';
import { dataVersion } from '../../../api/lib/data-version';
import { seedDemoLeague } from '../../../api/league/demo-seed';
import type { Db } from '../../../api/db/database';
import { call, login, makeAdminApp, PASSWORD, type App } from './admin-test-kit';

async function setup(opts: { seed?: boolean } = {}) {
  const { db, app } = await makeAdminApp(opts);
  const token = await login(app);
  return { db, app, token };
}

const importCsv = (app: App, token: string, csv: string, dryRun = false) =>
  call(app, `/api/admin/import${dryRun ? '?dryRun=1' : ''}`, { rawBody: csv, contentType: 'text/csv', token });

interface Report {
  dryRun: boolean;
  committed: boolean;
  rowsRead: number;
  matchesToAdd: number;
  matchesAlreadyPresent: number;
  playersToCreate: string[];
  groupsToCreate: string[];
  membershipsToAdd: number;
  errors: { line: number; reason: string }[];
}

const pool = (db: Db) =>
  db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM pool_players) AS players, (SELECT COUNT(*) FROM pool_groups) AS groups,
              (SELECT COUNT(*) FROM pool_group_players) AS members, (SELECT COUNT(*) FROM pool_matches) AS matches`,
    )
    .get() as { players: number; groups: number; members: number; matches: number };

const SEASON = [
  'date,player1,player2,score1,score2,fixture_weight,group',
  '2025-01-07,Ann,Ben,10,4,1,Banff',
  '2025-01-07T20:15:00Z,Cat,Dan,3,10,2,Banff',
  '2025-01-14,Hal,Ann,10,7,,Banff',
  '2025-01-14,Ivy,Jon,10,0,0.5,Tuesday Club',
  '2025-01-14,Ivy,Jon,10,0,0.5,Tuesday Club',
  '"2025-01-21",ivy,"Jon",7,10,,tuesday club',
].join('\n');

describe('CSV import', () => {
  it('a dry run reports good and bad lines by number and writes nothing', async () => {
    const { db, app, token } = await setup();
    const csv = [
      'date,player1,player2,score1,score2,fixture_weight,group',
      '2025-01-07,Ann,Ben,10,4,,Banff', // 2 good
      '2025-13-01,Ann,Ben,10,4,,Banff', // 3 bad date
      '2025-01-07,Ann,Ann,10,4,,', // 4 same player
      '2025-01-07,Ann,Ben,10,10,,', // 5 two tens
      '2025-01-07,Ann,Ben,8,10,,', // 6 bad score
      '2025-01-07,Ann,Ben,10,4,11,', // 7 weight too big
      '2025-01-07,Ann,Ben,10,4', // 8 wrong field count
      '', // 9 blank: skipped
      '2025-01-08,Newton,Ben,10,5,1,Friday', // 10 good: new player and group
      '2025-01-08,,Ben,10,5,1,', // 11 missing player1
      `${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)},Ann,Ben,10,1,,`, // 12 future
      ',Olga,,,,,Friday', // 13 membership row
    ].join('\r\n');
    const version = dataVersion(db, 'pool');
    const before = pool(db);
    const res = await importCsv(app, token, csv, true);
    expect(res.status).toBe(200);
    const report = ((await res.json()) as { data: Report }).data;
    expect(report).toMatchObject({
      dryRun: true,
      committed: false,
      rowsRead: 11,
      matchesToAdd: 2,
      matchesAlreadyPresent: 0,
      playersToCreate: ['Newton', 'Olga'],
      groupsToCreate: ['Friday'],
      // Ann, Ben already in Banff; Newton, Ben, Olga join Friday.
      membershipsToAdd: 3,
    });
    expect(report.errors.map((e) => e.line)).toEqual([3, 4, 5, 6, 7, 8, 11, 12]);
    expect(report.errors.map((e) => e.reason)).toEqual([
      expect.stringMatching(/^date is not a real calendar date/),
      'player1 and player2 must be different players',
      'Only one player can score 10',
      'score1 must be 0-7 or 10 (got 8)',
      'fixture_weight must be greater than 0 and at most 10 (got 11)',
      'Expected 7 fields as in the header, found 5',
      'player1 is missing',
      expect.stringMatching(/^date must not be more than a day in the future/),
    ]);
    expect(pool(db)).toEqual(before);
    expect(dataVersion(db, 'pool')).toBe(version);
    expect(db.prepare("SELECT COUNT(*) AS n FROM admin_audit_log WHERE action = 'import'").get()).toEqual({ n: 0 });

    // Committing the same file is refused as a whole.
    const commit = await importCsv(app, token, csv);
    expect(commit.status).toBe(400);
    const body = (await commit.json()) as { error: { code: string; field: string; message: string }; report: Report };
    expect(body.error).toMatchObject({ code: 'invalid_csv', field: 'body' });
    expect(body.error.message).toMatch(/^8 line\(s\) cannot be imported, so nothing was imported \(line 3: /);
    expect(body.report.errors).toHaveLength(8);
    expect(pool(db)).toEqual(before);
    expect(dataVersion(db, 'pool')).toBe(version);
  });

  it('imports a season in one go; importing it again adds nothing', async () => {
    const { db, app, token } = await setup();
    const dry = ((await (await importCsv(app, token, SEASON, true)).json()) as { data: Report }).data;
    expect(dry).toMatchObject({
      rowsRead: 6,
      matchesToAdd: 6,
      playersToCreate: ['Hal', 'Ivy', 'Jon'],
      groupsToCreate: ['Tuesday Club'],
      membershipsToAdd: 3,
      errors: [],
    });
    const res = await importCsv(app, token, SEASON);
    expect(res.status).toBe(200);
    const report = ((await res.json()) as { data: Report }).data;
    expect(report).toMatchObject({ ...dry, dryRun: false, committed: true });
    expect(pool(db)).toEqual({ players: 10, groups: 3, members: 11, matches: 6 });
    const tuesday = db.prepare("SELECT url_slug FROM pool_groups WHERE name = 'Tuesday Club'").get();
    expect(tuesday).toEqual({ url_slug: 'tuesday-club' });
    const m = db
      .prepare("SELECT game_datetime, fixture_weight FROM pool_matches WHERE player_1_id = (SELECT id FROM pool_players WHERE name = 'Cat')")
      .get();
    expect(m).toEqual({ game_datetime: '2025-01-07 20:15:00', fixture_weight: 2 });
    const standings = (await (await call(app, '/api/pool/group/tuesday-club/standings')).json()) as { data: { name: string; wins: number }[] };
    // Ivy won two frames of weight 0.5, Jon one of weight 1.
    expect(Object.fromEntries(standings.data.map((r) => [r.name, r.wins]))).toEqual({ Ivy: 2, Jon: 1 });
    const auditRow = db.prepare("SELECT detail FROM admin_audit_log WHERE action = 'import'").get() as { detail: string };
    expect(JSON.parse(auditRow.detail)).toMatchObject({ matchesAdded: 6, playersCreated: 3, groupsCreated: 1 });

    const version = dataVersion(db, 'pool');
    const again = ((await (await importCsv(app, token, SEASON)).json()) as { data: Report }).data;
    expect(again).toMatchObject({ committed: true, matchesToAdd: 0, matchesAlreadyPresent: 6, playersToCreate: [], groupsToCreate: [], membershipsToAdd: 0 });
    expect(pool(db)).toEqual({ players: 10, groups: 3, members: 11, matches: 6 });
    expect(dataVersion(db, 'pool')).toBe(version);
    // The same results with the players the other way round are the same matches too.
    const swapped = 'date,player1,player2,score1,score2\n2025-01-07,Ben,Ann,4,10\n';
    expect(((await (await importCsv(app, token, swapped, true)).json()) as { data: Report }).data.matchesToAdd).toBe(0);
  });

  it('takes columns in any order, files without a header, and refuses a bad header, non-CSV types and oversized bodies', async () => {
    const { db, app, token } = await setup();
    const reordered = 'group,score2,score1,player2,player1,date\nBanff,10,2,Ben,Ann,2025-02-01\n';
    const r1 = ((await (await importCsv(app, token, reordered, true)).json()) as { data: Report }).data;
    expect(r1).toMatchObject({ matchesToAdd: 1, errors: [] });
    const noHeader = '2025-02-01,Ann,Ben,2,10\n2025-02-01,Ann,Ben,2,10,1.5,Banff\n';
    expect(((await (await importCsv(app, token, noHeader, true)).json()) as { data: Report }).data).toMatchObject({ matchesToAdd: 2, errors: [] });
    const badHeader = ((await (await importCsv(app, token, 'date,player1,player2,score1,points\n', true)).json()) as { data: Report }).data;
    expect(badHeader.errors).toEqual([{ line: 1, reason: expect.stringMatching(/unknown column\(s\) "points"; missing column\(s\) score2/) }]);
    const unclosed = ((await (await importCsv(app, token, 'date,player1,player2,score1,score2\n2025-02-01,"Ann,Ben,2,10\n', true)).json()) as {
      data: Report;
    }).data;
    expect(unclosed.errors[0]).toEqual({ line: 2, reason: 'Not valid CSV: a quoted field is never closed' });
    const json = await call(app, '/api/admin/import', { rawBody: noHeader, contentType: 'application/json', token });
    expect(json.status).toBe(415);
    const big = `date,player1,player2,score1,score2\n${'2025-02-01,Ann,Ben,2,10\n'.repeat(Math.ceil(MAX_CSV_BYTES / 24) + 10)}`;
    expect(big.length).toBeGreaterThan(MAX_CSV_BYTES);
    const tooBig = await importCsv(app, token, big);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    const bad = await call(app, '/api/admin/import?dryRun=yes', { rawBody: noHeader, contentType: 'text/csv', token });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('dryRun');
    // Guards: token and anti-forgery header.
    expect((await call(app, '/api/admin/import', { rawBody: noHeader, contentType: 'text/csv' })).status).toBe(401);
    expect((await call(app, '/api/admin/import', { rawBody: noHeader, contentType: 'text/csv', token, csrf: false })).status).toBe(403);
    expect(pool(db).matches).toBe(0);
    // Other admin routes still take JSON only.
    expect((await call(app, '/api/admin/players', { rawBody: 'name\nX', contentType: 'text/csv', token })).status).toBe(415);
  });
});

describe('export', () => {
  it('GET /api/admin/export?format=json|csv returns everything, deleted matches flagged; needs a token; audited', async () => {
    const { db, app, token } = await setup();
    await importCsv(app, token, SEASON);
    await call(app, '/api/admin/delete-match', { body: { matchId: 1, adminPassword: PASSWORD }, token });
    const res = await call(app, '/api/admin/export?format=json', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="pool-league-\d{4}-\d{2}-\d{2}\.json"/);
    const league = ((await res.json()) as { data: { groups: unknown[]; players: unknown[]; memberships: unknown[]; matches: { match_id: number; deleted: boolean; deleted_at: string | null; game_datetime: string }[] } }).data;
    expect([league.groups.length, league.players.length, league.memberships.length, league.matches.length]).toEqual([3, 10, 11, 6]);
    expect(league.matches.find((m) => m.match_id === 1)).toMatchObject({ deleted: true, deleted_at: expect.stringMatching(/Z$/), game_datetime: '2025-01-07T00:00:00Z' });
    expect(league.matches.filter((m) => m.deleted)).toHaveLength(1);
    const csv = await call(app, '/api/admin/export?format=csv', { token });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('date,player1,player2,score1,score2,fixture_weight,group,deleted,season,round');
    expect(text).toContain('2025-01-07T20:15:00Z,Cat,Dan,3,10,2,Banff,,,\r\n');
    expect((await call(app, '/api/admin/export?format=xml', { token })).status).toBe(400);
    expect((await call(app, '/api/admin/export')).status).toBe(401);
    expect(db.prepare("SELECT detail FROM admin_audit_log WHERE action = 'export' ORDER BY id").all()).toEqual([{ detail: 'json' }, { detail: 'csv' }]);
  });

  it('export then import into an empty database reproduces every standings table exactly', async () => {
    const source = await setup({ seed: false });
    seedDemoLeague(source.db);
    // Make it a real league: a new group sharing a player, a player in no group, an empty group, a deleted match,
    // a corrected one, and names that need quoting in CSV.
    const t = source.token;
    const post = (path: string, body: unknown) => call(source.app, path, { body, token: t });
    const g = ((await (await post('/api/admin/groups', { name: 'Sunday, "Late" League' })).json()) as { data: { id: number } }).data;
    await post('/api/admin/groups', { name: 'Empty Group' });
    const p = ((await (await post('/api/admin/players', { name: 'Zed, the "Cue"' })).json()) as { data: { id: number } }).data;
    await post('/api/admin/players', { name: 'Loner' });
    await post(`/api/admin/groups/${g.id}/members`, { playerId: p.id });
    await post(`/api/admin/groups/${g.id}/members`, { playerId: 1 });
    await post('/api/admin/add-result', { player1Id: p.id, player2Id: 1, score1: 10, score2: 3, fixtureWeight: 2.5, gameDate: '2025-06-01T19:00:00Z' });
    await post('/api/admin/add-result', { player1Id: p.id, player2Id: 1, score1: 10, score2: 3, fixtureWeight: 2.5, gameDate: '2025-06-01T19:00:00Z' });
    await post('/api/admin/delete-match', { matchId: 5, adminPassword: PASSWORD });
    await post('/api/admin/edit-match', { matchId: 9, fixtureWeight: 7 });

    const csv = await (await call(source.app, '/api/admin/export?format=csv', { token: t })).text();
    const target = await setup({ seed: false });
    const res = await importCsv(target.app, target.token, csv);
    expect(res.status).toBe(200);

    const tables = async (s: { app: App }) => {
      const groups = ((await (await call(s.app, '/api/pool/groups')).json()) as { data: { name: string; url_slug: string; player_count: number; match_count: number }[] }).data;
      const out: Record<string, unknown> = {};
      for (const grp of groups) {
        const rows = ((await (await call(s.app, `/api/pool/group/${grp.url_slug}/standings`)).json()) as { data: Record<string, unknown>[] }).data;
        const matches = ((await (await call(s.app, `/api/pool/group/${grp.url_slug}/matches`)).json()) as { data: Record<string, unknown>[] }).data;
        out[grp.name] = {
          counts: [grp.player_count, grp.match_count],
          standings: rows.map(({ player_id: _id, ...r }) => r),
          matches: matches.map((m) => [m.new_id, m.game_datetime, m.player_1, m.player_2, m.score_1, m.score_2, m.fixture_weight, m.session_id]),
        };
      }
      const players = ((await (await call(s.app, '/api/pool/players')).json()) as { data: { name: string }[] }).data.map((x) => x.name);
      return { groups: out, players };
    };
    const before = await tables(source);
    const after = await tables(target);
    expect(Object.keys(before.groups)).toEqual(['Banff', 'Hurricane', 'Sunday, "Late" League', 'Empty Group']);
    expect(after).toEqual(before);
    expect(pool(target.db)).toEqual(pool(source.db));
    expect(target.db.prepare('SELECT COUNT(*) AS n FROM pool_matches WHERE deleted_at IS NOT NULL').get()).toEqual({ n: 1 });
    // And the export of the rebuilt league imports into the source as nothing new.
    const back = await (await call(target.app, '/api/admin/export?format=csv', { token: target.token })).text();
    const dry = ((await (await importCsv(source.app, t, back, true)).json()) as { data: Report }).data;
    expect(dry).toMatchObject({ matchesToAdd: 0, playersToCreate: [], groupsToCreate: [], membershipsToAdd: 0, errors: [] });
  });
});
