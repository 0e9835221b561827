/**
 * A team league's squads as CSV: the demo league's export read back into a new league of the same divisions
 * (a dry run reports and writes nothing, the commit makes the same squads, a second import changes nothing), and a
 * file with bad lines reports each by its number and imports nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, makeAdminApp, type App } from '../admin/admin-test-kit';
import type { Db } from '../../../api/db/database';
import { seedDemoTeamLeague, TEAM_DEMO_SLUG } from '../../../api/team-league/demo-team-league';
import { findLeagueBySlug } from '../../../api/team-league/team-queries';
import type { TeamImportReport, TeamLeagueSetup } from '../../../contracts/team-league-admin';

let app: App;
let db: Db;
let token: string;

beforeAll(async () => {
  ({ app, db } = await makeAdminApp({ seed: false }));
  seedDemoTeamLeague(db, '2026-01-05');
  token = await login(app);
});

const exported = async (id: number) => (await call(app, `/api/admin/team-leagues/${id}/squads.csv`, { token })).text();
const upload = async (id: number, csv: string, dryRun: boolean) => {
  const res = await call(app, `/api/admin/team-leagues/${id}/squads-import${dryRun ? '?dryRun=1' : ''}`, { rawBody: csv, contentType: 'text/csv', token });
  const body = (await res.json()) as { data?: TeamImportReport; report?: TeamImportReport; error?: { code: string } };
  return { status: res.status, report: (body.data ?? body.report)! };
};
const rowsOf = (csv: string) => csv.trim().split('\r\n');

describe('team squads CSV', () => {
  it('round-trips the demo league: dry run, commit, and a second import that changes nothing', async () => {
    const demo = findLeagueBySlug(db, TEAM_DEMO_SLUG)!;
    const csv = await exported(demo.id);
    const lines = rowsOf(csv);
    expect(lines[0]).toBe('division,team,venue,player,captain,joined_on,left_on');
    expect(lines.length - 1).toBe(db.prepare<[number], number>('SELECT count(*) FROM pool_team_squads s JOIN pool_team_seasons z ON z.id = s.season_id WHERE z.league_id = ?').pluck().get(demo.id));
    // A new league with the demo's divisions, its season starting on the same day.
    const startDate = db.prepare<[number], string>('SELECT start_date FROM pool_team_seasons WHERE league_id = ?').pluck().get(demo.id)!;
    const made = await call(app, '/api/admin/team-leagues', { body: { name: 'Copy League', seasonName: 'Winter', startDate }, token });
    const copy = ((await made.json()) as { data: TeamLeagueSetup }).data.league.id;
    for (const name of [...new Set(lines.slice(1).map((l) => l.split(',')[0]))]) await call(app, `/api/admin/team-leagues/${copy}/divisions`, { body: { name }, token });
    const dry = await upload(copy, csv, true);
    expect(dry.status).toBe(200);
    expect(dry.report).toMatchObject({ dryRun: true, committed: false, rowsRead: lines.length - 1, errors: [], playersToCreate: [], alreadyPresent: 0 });
    expect(dry.report.teamsToCreate).toHaveLength(18);
    expect(db.prepare<[number], number>('SELECT count(*) FROM pool_teams WHERE league_id = ?').pluck().get(copy)).toBe(0);
    const done = await upload(copy, csv, false);
    expect(done.report).toMatchObject({ committed: true, joins: dry.report.joins, transfers: dry.report.transfers });
    expect(rowsOf(await exported(copy))).toEqual(lines);
    const again = await upload(copy, csv, false);
    expect(again.report).toMatchObject({ committed: true, joins: 0, transfers: 0, teamsToCreate: [], alreadyPresent: lines.length - 1 });
  });

  it('reports every bad line by its number and imports nothing', async () => {
    const demo = findLeagueBySlug(db, TEAM_DEMO_SLUG)!;
    const division = db.prepare<[number], string>('SELECT name FROM pool_team_divisions WHERE league_id = ? ORDER BY rank LIMIT 1').pluck().get(demo.id)!;
    const csv = [
      'division,team,venue,player,captain,joined_on',
      `${division},Brand New,The Quay,Zed Newman,yes,`,
      'Nowhere,Brand New,,,,',
      `${division},Brand New,,Yan Yates,perhaps,`,
      `${division},Brand New,,Xena Xu,no,2026-02-30`,
    ].join('\n');
    const res = await upload(demo.id, csv, false);
    expect(res.status).toBe(400);
    expect(res.report.errors.map((e) => [e.line, e.reason.split(':')[0]])).toEqual([
      [3, 'division'],
      [4, 'captain'],
      [5, 'joined_on'],
    ]);
    expect(db.prepare("SELECT 1 FROM pool_teams WHERE name = 'Brand New'").get()).toBeUndefined();
    expect(db.prepare("SELECT 1 FROM pool_players WHERE name = 'Zed Newman'").get()).toBeUndefined();
    expect((await upload(demo.id, 'team,colour\nA,red', true)).report.errors[0].reason).toMatch(/unknown column "colour"/);
  });
});
