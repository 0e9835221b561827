/**
 * Seasons and fixtures in the league export and import: an export into an empty database rebuilds every
 * season and fixture (removed ones too), and bad season or fixture lines are refused with their line and column.
 */
import { describe, expect, it } from 'vitest';
import { buildDemoLeague, seedDemoLeague } from '../../../api/league/demo-seed';
import { DEMO_SEED } from '../../../api/league/demo-league';
import type { LeagueExport } from '../../../contracts/admin-import-export';
import { parseCsvRows } from '../../../common/csv';
import { call, login, makeAdminApp, type App } from './admin-test-kit';

async function setup(opts: { seed?: boolean } = {}) {
  const { db, app } = await makeAdminApp(opts);
  return { db, app, token: await login(app) };
}

const importCsv = (app: App, token: string, csv: string, dryRun = false) =>
  call(app, `/api/admin/import${dryRun ? '?dryRun=1' : ''}`, { rawBody: csv, contentType: 'text/csv', token });

const exportJson = async (app: App, token: string) => ((await (await call(app, '/api/admin/export?format=json', { token })).json()) as { data: LeagueExport }).data;
const exportCsv = async (app: App, token: string) => (await call(app, '/api/admin/export?format=csv', { token })).text();

/** Seasons and fixtures by name (ids may differ between two databases). */
function seasonsByName(league: LeagueExport) {
  const group = new Map(league.groups.map((g) => [g.id, g.name]));
  const season = new Map(league.seasons.map((s) => [s.id, `${group.get(s.group_id)}: ${s.name}`]));
  return {
    seasons: league.seasons.map((s) => [group.get(s.group_id), s.name, s.start_date]),
    fixtures: league.fixtures.map((f) => [season.get(f.season_id), f.date, f.player_1, f.player_2, f.round, f.deleted, f.deleted_at]),
  };
}

/** The group page's season (table and fulfilled fixtures) without database ids. */
async function publicSeason(app: App, slug: string) {
  const d = ((await (await call(app, `/api/pool/group/${slug}/season`)).json()) as {
    data: {
      season: { name: string; start_date: string };
      table: Record<string, unknown>[];
      fixtures: { date: string; round: number | null; player_1: string; player_2: string; result: { game_date: string; player_1_score: number; player_2_score: number } | null }[];
      played: number;
      remaining: number;
    };
  }).data;
  return {
    season: [d.season.name, d.season.start_date, d.played, d.remaining],
    table: d.table.map(({ player_id: _id, ...row }) => row),
    fixtures: d.fixtures.map((f) => [f.date, f.round, f.player_1, f.player_2, f.result && [f.result.game_date, f.result.player_1_score, f.result.player_2_score]]),
  };
}

/** The CSV lines with a season (the season and fixture lines). */
const seasonLines = (csv: string) => {
  const [header, ...rows] = parseCsvRows(csv);
  const at = header.indexOf('season');
  return rows.filter((r) => at >= 0 && r[at] !== '');
};

describe('league export and import of seasons and fixtures', () => {
  it('export -> import into an empty database -> export gives the same seasons and fixtures (removed ones too)', async () => {
    const source = await setup({ seed: false });
    // The demo league as loaded on 26 Nov 2026 (its seasons are named for when they started: "Autumn 2026").
    seedDemoLeague(source.db, buildDemoLeague(DEMO_SEED, '2026-11-26'));
    const t = source.token;
    const post = (path: string, body: unknown, method?: string) => call(source.app, path, { body, token: t, method });
    // Beyond the demo seasons: an older empty-then-filled season in Banff, a moved fixture, a removed one, an added one.
    const s = ((await (await post('/api/admin/seasons', { groupId: 1, name: 'Spring, "early" 2026', startDate: '2026-03-01' })).json()) as { data: { season: { id: number } } }).data.season;
    const members = (source.db.prepare('SELECT player_id FROM pool_group_players WHERE group_id = 1 ORDER BY player_id').pluck().all() as number[]).slice(0, 3);
    for (const [date, a, b] of [['2026-03-02', 0, 1], ['2026-03-09', 1, 2], ['2026-03-09', 2, 0]] as const) {
      expect((await post(`/api/admin/seasons/${s.id}/fixtures`, { date, player1Id: members[a], player2Id: members[b] })).status).toBe(201);
    }
    const [f1, f2] = source.db.prepare('SELECT id FROM pool_fixtures WHERE season_id = ? ORDER BY id').all(s.id) as { id: number }[];
    expect((await post(`/api/admin/fixtures/${f1.id}`, { date: '2026-03-05' }, 'PATCH')).status).toBe(200);
    expect((await call(source.app, `/api/admin/fixtures/${f2.id}`, { method: 'DELETE', token: t })).status).toBe(200);

    const before = await exportJson(source.app, t);
    expect(before.version).toBe(2);
    expect(before.seasons).toHaveLength(3);
    expect(before.fixtures.filter((f) => f.deleted)).toEqual([expect.objectContaining({ id: f2.id, deleted_at: expect.stringMatching(/Z$/) })]);
    const csv = await exportCsv(source.app, t);

    const target = await setup({ seed: false });
    const dry = ((await (await importCsv(target.app, target.token, csv, true)).json()) as { data: { seasonsToCreate: string[]; fixturesToAdd: number; errors: unknown[] } }).data;
    expect(dry.errors).toEqual([]);
    expect(dry.seasonsToCreate).toEqual(['Banff: Autumn 2026', 'Hurricane: Autumn 2026', 'Banff: Spring, "early" 2026']);
    expect(dry.fixturesToAdd).toBe(before.fixtures.length);
    const res = await importCsv(target.app, target.token, csv);
    expect(res.status).toBe(200);

    const after = await exportJson(target.app, target.token);
    expect(seasonsByName(after)).toEqual(seasonsByName(before));
    expect(seasonLines(await exportCsv(target.app, target.token))).toEqual(seasonLines(csv));
    // What the public sees: the season tables and the fixtures with the results that fulfil them.
    for (const slug of ['banff', 'hurricane']) expect(await publicSeason(target.app, slug)).toEqual(await publicSeason(source.app, slug));

    // Importing the file again adds nothing.
    const again = ((await (await importCsv(target.app, target.token, csv, true)).json()) as { data: Record<string, unknown> }).data;
    expect(again).toMatchObject({ seasonsToCreate: [], fixturesToAdd: 0, fixturesAlreadyPresent: before.fixtures.length, matchesToAdd: 0, errors: [] });
  });

  it('a fixture naming an unknown player, group or season is a 400 naming the line and the column; nothing is written', async () => {
    const { db, app, token } = await setup();
    const csv = [
      'date,player1,player2,score1,score2,fixture_weight,group,deleted,season,round',
      '2026-01-05,,,,,,Banff,,Winter,', // 2 season line
      '2026-01-06,Ann,Ben,,,,Banff,,Winter,1', // 3 good fixture
      '2026-01-06,Ann,Zoe,,,,Banff,,Winter,1', // 4 unknown player2
      '2026-01-06,Ann,Ben,,,,Nowhere,,Winter,', // 5 unknown group
      '2026-01-06,Ann,Ben,,,,Hurricane,,Winter,', // 6 no such season in Hurricane
      '2026-01-01,Ann,Ben,,,,Banff,,Winter,', // 7 before the start
      '2026-01-06,Ann,Ben,10,3,,Banff,,Winter,', // 8 scores on a fixture line
      '2026-1-6,Ann,Ben,,,,Banff,,Winter,x', // 9 bad date, bad round
      '2026-01-07,,,,,,Banff,,,2', // 10 round without a season
      '2026-02-01,,,,,,Banff,,winter,', // 11 the same season, another start date
      '2026-01-06,,,,,,,,Spring,', // 12 season line without a group
    ].join('\n');
    const res = await importCsv(app, token, csv);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; field: string }; report: { errors: { line: number; reason: string }[] } };
    expect(body.error).toMatchObject({ code: 'invalid_csv', field: 'body' });
    expect(body.error.message).toMatch(/^11 line\(s\) cannot be imported, so nothing was imported \(line 4: player2 "Zoe" is not a player/);
    expect(body.report.errors).toEqual([
      { line: 4, reason: 'player2 "Zoe" is not a player of the league or of this file' },
      { line: 5, reason: 'group "Nowhere" is not a group of the league or of this file' },
      { line: 6, reason: 'season "Winter" is not a season of Hurricane: add a season line (start date, group, season) to the file' },
      { line: 7, reason: 'date 2026-01-01 is before the season starts (2026-01-05)' },
      { line: 8, reason: 'score1 must be empty on a fixture line' },
      { line: 8, reason: 'score2 must be empty on a fixture line' },
      { line: 9, reason: 'date must be a date YYYY-MM-DD (got "2026-1-6")' },
      { line: 9, reason: 'round must be empty or a whole number from 1 to 9999 (got "x")' },
      { line: 10, reason: 'round is only for fixture lines, which name their season' },
      { line: 11, reason: 'season "winter" of Banff already starts on 2026-01-05, not 2026-02-01' },
      { line: 12, reason: 'group is missing' },
    ]);
    expect(db.prepare('SELECT (SELECT COUNT(*) FROM pool_seasons) + (SELECT COUNT(*) FROM pool_fixtures) AS n').get()).toEqual({ n: 0 });

    // Fixed, the file imports; a fixture may name a player the same file creates.
    const good = [
      'date,player1,player2,score1,score2,fixture_weight,group,deleted,season,round',
      '2026-01-06,Ann,Newcomer,,,,Banff,,Winter,1',
      '2026-01-05,,,,,,Banff,,Winter,',
      ',Newcomer,,,,,Banff,,,',
    ].join('\n');
    const ok = await importCsv(app, token, good);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: Record<string, unknown> }).data).toMatchObject({ seasonsToCreate: ['Banff: Winter'], fixturesToAdd: 1, playersToCreate: ['Newcomer'] });
    expect(db.prepare('SELECT s.name, f.fixture_date, f.round FROM pool_fixtures f JOIN pool_seasons s ON s.id = f.season_id').all()).toEqual([
      { name: 'Winter', fixture_date: '2026-01-06', round: 1 },
    ]);
    expect(JSON.parse((db.prepare("SELECT detail FROM admin_audit_log WHERE action = 'import'").get() as { detail: string }).detail)).toMatchObject({
      seasonsCreated: 1,
      fixturesAdded: 1,
    });
  });
});
