/**
 * The admin sets a team league up through the API (contracts/team-league-admin.ts): a league with its first
 * season, two divisions (one with doubles), teams with venues, squads with captains; a dated transfer; every
 * refusal names its field and changes nothing; each write leaves one audit row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, makeAdminApp, type App } from '../admin/admin-test-kit';
import type { Db } from '../../../api/db/database';
import type { FixturePlan, TeamLeagueSetup } from '../../../contracts/team-league-admin';
import { adminEnterCard } from '../../../api/team-league/card-flow';

let app: App;
let db: Db;
let token: string;

beforeAll(async () => {
  ({ app, db } = await makeAdminApp());
  token = await login(app);
});

const send = async (path: string, body: unknown, method = 'POST') => {
  const res = await call(app, path, { body, token, method });
  return { status: res.status, body: (await res.json()) as { data: TeamLeagueSetup; error?: { field?: string; message: string } } };
};
const audits = () => db.prepare<[], number>("SELECT count(*) FROM admin_audit_log WHERE action = 'team_league_edit'").pluck().get()!;

describe("the admin's set-up of a team league", () => {
  let setup: TeamLeagueSetup;
  it('creates a league, divisions with their formats, teams and squads, each write audited', async () => {
    const made = await send('/api/admin/team-leagues', { name: 'Valley League', seasonName: 'Winter', startDate: '2026-01-05' });
    expect(made.status).toBe(201);
    expect(made.body.data.league).toMatchObject({ name: 'Valley League', url_slug: 'valley-league' });
    expect(made.body.data.season).toMatchObject({ name: 'Winter', start_date: '2026-01-05', rearrange_needs_approval: false });
    const id = made.body.data.league.id;
    expect((await send(`/api/admin/team-leagues/${id}/divisions`, { name: 'Premier', night: 2 })).status).toBe(201);
    const second = await send(`/api/admin/team-leagues/${id}/divisions`, { name: 'One', night: 4, frames: 8, doublesFrames: 2, maxFramesPerPlayer: 3 });
    expect(second.status).toBe(201);
    const [prem, one] = second.body.data.divisions;
    expect(prem).toMatchObject({ rank: 1, night: 2, format: { frames: 10, doublesFrames: 0, maxFramesPerPlayer: 2, winPoints: 2 } });
    expect(one).toMatchObject({ rank: 2, night: 4, format: { frames: 8, doublesFrames: 2, maxFramesPerPlayer: 3 } });
    expect((await send(`/api/admin/team-leagues/${id}/teams`, { name: 'Red Lion', venue: 'Red Lion, High St', divisionId: prem.id })).status).toBe(201);
    setup = (await send(`/api/admin/team-leagues/${id}/teams`, { name: 'Crown', divisionId: prem.id })).body.data;
    const [crown, lion] = setup.divisions[0].teams;
    expect([crown.name, lion.name, lion.venue]).toEqual(['Crown', 'Red Lion', 'Red Lion, High St']);
    for (const p of [1, 2]) expect((await send(`/api/admin/teams/${lion.id}/squad`, { playerId: p, joinedOn: '2026-01-05', captain: p === 1 })).status).toBe(201);
    for (const p of [3, 4]) expect((await send(`/api/admin/teams/${crown.id}/squad`, { playerId: p, joinedOn: '2026-01-05', captain: p === 3 })).status).toBe(201);
    setup = (await send(`/api/admin/team-divisions/${one.id}`, { name: 'Division One', winPoints: 3 }, 'PATCH')).body.data;
    expect(setup.divisions[1]).toMatchObject({ name: 'Division One', format: { winPoints: 3 } });
    expect(setup.divisions[0].teams[1].squad.map((s) => [s.name, s.captain])).toEqual([['Ann', true], ['Ben', false]]);
    expect(audits()).toBe(10);
  });

  it('refuses what cannot be, naming the field, and writes nothing', async () => {
    const id = setup.league.id;
    const [prem] = setup.divisions;
    const lion = prem.teams.find((t) => t.name === 'Red Lion')!;
    const before = audits();
    for (const [path, body, status, field, method] of [
      ['/api/admin/team-leagues', { name: 'Valley League', seasonName: 'W', startDate: '2026-01-05' }, 409, 'name'],
      ['/api/admin/team-leagues', { name: 'Hill League', seasonName: 'W', startDate: '2026-02-30' }, 400, 'startDate'],
      ['/api/admin/team-leagues', { name: 'Hill League', seasonName: 'W', startDate: '2026-02-01', urlSlug: 'Bad Slug' }, 400, 'urlSlug'],
      [`/api/admin/team-leagues/${id}/divisions`, { name: 'Two', frames: 6, doublesFrames: 7 }, 400, 'doublesFrames'],
      [`/api/admin/team-leagues/${id}/divisions`, { name: 'Two', winPoints: 1, drawPoints: 2 }, 400, 'drawPoints'],
      [`/api/admin/team-leagues/${id}/divisions`, { name: 'premier' }, 409, 'name'],
      [`/api/admin/team-leagues/${id}/divisions`, { name: 'Two', night: 7 }, 400, 'night'],
      [`/api/admin/team-leagues/${id}/teams`, { name: 'Anchor', divisionId: 999 }, 404, 'divisionId'],
      [`/api/admin/team-leagues/${id}/teams`, { name: 'crown', divisionId: prem.id }, 409, 'name'],
      [`/api/admin/team-leagues/${id}/teams`, { name: 'Anchor', divisionId: prem.id, venue: 'x'.repeat(121) }, 400, 'venue'],
      [`/api/admin/teams/${lion.id}/squad`, { playerId: 1, joinedOn: '2026-02-01' }, 409, 'playerId'],
      [`/api/admin/teams/${lion.id}/squad`, { playerId: 5, joinedOn: '2025-12-01' }, 400, 'joinedOn'],
      [`/api/admin/teams/${lion.id}/squad`, { playerId: 99, joinedOn: '2026-02-01' }, 404, 'playerId'],
      [`/api/admin/team-squads/${lion.squad[1].id}`, { leftOn: '2025-12-31' }, 400, 'leftOn', 'PATCH'],
      [`/api/admin/team-divisions/${prem.id}`, { maxFramesPerPlayer: 11 }, 400, 'maxFramesPerPlayer', 'PATCH'],
    ] as const) {
      const res = await send(path, body, method ?? 'POST');
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(res.body.error?.field, `${path} ${JSON.stringify(body)}`).toBe(field);
    }
    expect(audits()).toBe(before);
  });

  it("moves a player by a dated transfer, never before a frame he played, and fixes a division's frames rules once it has a card", async () => {
    const id = setup.league.id;
    const [prem] = setup.divisions;
    const crown = prem.teams.find((t) => t.name === 'Crown')!;
    const lion = prem.teams.find((t) => t.name === 'Red Lion')!;
    // One played fixture: Red Lion v Crown on 13 January, Ben (2) playing for Red Lion.
    const season = setup.season!.id;
    const fixture = Number(db.prepare("INSERT INTO pool_team_fixtures (season_id, division_id, round, home_team_id, away_team_id, date, original_date) VALUES (?, ?, 1, ?, ?, '2026-01-13', '2026-01-13')").run(season, prem.id, lion.id, crown.id).lastInsertRowid);
    await send(`/api/admin/team-divisions/${prem.id}`, { frames: 2, maxFramesPerPlayer: 1 }, 'PATCH');
    adminEnterCard(db, { kind: 'admin', address: 't' }, fixture, [
      { homePlayers: [1], awayPlayers: [3], homeScore: 10, awayScore: 4 },
      { homePlayers: [2], awayPlayers: [4], homeScore: 6, awayScore: 10 },
    ], Date.UTC(2026, 0, 14));
    const early = await send(`/api/admin/teams/${crown.id}/squad`, { playerId: 2, joinedOn: '2026-01-13' });
    expect([early.status, early.body.error?.field]).toEqual([400, 'joinedOn']);
    expect(early.body.error?.message).toMatch(/played for Red Lion on 2026-01-13/);
    const moved = await send(`/api/admin/teams/${crown.id}/squad`, { playerId: 2, joinedOn: '2026-01-14' });
    expect(moved.status).toBe(201);
    const teams = moved.body.data.divisions[0].teams;
    expect(teams.find((t) => t.id === lion.id)!.squad.find((s) => s.player_id === 2)).toMatchObject({ left_on: '2026-01-13' });
    expect(teams.find((t) => t.id === crown.id)!.squad.find((s) => s.player_id === 2)).toMatchObject({ joined_on: '2026-01-14', left_on: null });
    const fixed = await send(`/api/admin/team-divisions/${prem.id}`, { frames: 3 }, 'PATCH');
    expect([fixed.status, fixed.body.error?.field]).toEqual([409, 'frames']);
    expect((await send(`/api/admin/team-divisions/${prem.id}`, { framePoints: 2 }, 'PATCH')).status).toBe(200);
    const stay = await send(`/api/admin/teams/${crown.id}`, { divisionId: setup.divisions[1].id }, 'PATCH');
    expect([stay.status, stay.body.error?.field]).toEqual([409, 'divisionId']);
    const renamed = await send(`/api/admin/teams/${crown.id}`, { name: 'The Crown', venue: 'Crown Inn' }, 'PATCH');
    expect(renamed.body.data.divisions[0].teams.find((t) => t.id === crown.id)).toMatchObject({ name: 'The Crown', venue: 'Crown Inn', url_slug: 'crown' });
    const captain = await send(`/api/admin/team-squads/${teams.find((t) => t.id === crown.id)!.squad.find((s) => s.player_id === 2)!.id}`, { captain: true }, 'PATCH');
    expect(captain.body.data.divisions[0].teams.find((t) => t.id === crown.id)!.squad.filter((s) => s.captain).map((s) => s.player_id)).toEqual([2, 3]);
    const league = await send(`/api/admin/team-leagues/${id}`, { rearrangeNeedsApproval: true, confirmWindowHours: 24 }, 'PATCH');
    expect(league.body.data.season).toMatchObject({ rearrange_needs_approval: true, confirm_window_hours: 24 });
  });
});

describe("the admin's fixture draw", () => {
  it('draws the fixtures as its own step: a preview, then the same fixtures published, a blackout skipped; refused once a division has a card', async () => {
    const made = (await send('/api/admin/team-leagues', { name: 'Dock League', seasonName: 'Spring', startDate: '2026-03-02' })).body.data;
    const id = made.league.id;
    const division = (await send(`/api/admin/team-leagues/${id}/divisions`, { name: 'Top', night: 3 })).body.data.divisions[0].id;
    for (const name of ['Ship', 'Anchor', 'Buoy', 'Wharf']) await send(`/api/admin/team-leagues/${id}/teams`, { name, divisionId: division });
    const path = `/api/admin/team-leagues/${id}/fixtures`;
    // 4 teams: 6 rounds of 2 matches; Wednesdays from 4 March 2026, 18 March a blackout.
    const preview = await send(path, { dryRun: true, blackouts: ['2026-03-18'] });
    expect(preview.status).toBe(200);
    const plan = preview.body.data as unknown as FixturePlan;
    const dates = [...new Set(plan.divisions[0].fixtures.map((f) => f.date))];
    expect(dates).toEqual(['2026-03-04', '2026-03-11', '2026-03-25', '2026-04-01', '2026-04-08', '2026-04-15']);
    expect(plan.divisions[0]).toMatchObject({ night: 'Wednesday', replaced: 0 });
    const pairs = plan.divisions[0].fixtures.map((f) => `${f.home.name}-${f.away.name}`);
    expect(new Set(pairs).size).toBe(12);
    expect(db.prepare<[number], number>('SELECT count(*) FROM pool_team_fixtures WHERE division_id = ?').pluck().get(division)).toBe(0);
    const published = (await send(path, { dryRun: false, blackouts: ['2026-03-18'] })).body.data as unknown as FixturePlan;
    expect(published.divisions[0].fixtures).toEqual(plan.divisions[0].fixtures);
    const stored = db.prepare<[number], { date: string; home: string; away: string }>(
      'SELECT f.date, h.name AS home, a.name AS away FROM pool_team_fixtures f JOIN pool_teams h ON h.id = f.home_team_id JOIN pool_teams a ON a.id = f.away_team_id WHERE f.division_id = ? ORDER BY f.date, f.id',
    ).all(division);
    expect(stored.map((f) => `${f.home}-${f.away}`).sort()).toEqual([...pairs].sort());
    const again = (await send(path, { dryRun: true })).body.data as unknown as FixturePlan;
    expect([again.blackouts, again.divisions[0].replaced]).toEqual([['2026-03-18'], 12]);
    // A team with fixtures stays in its division; a card fixes the fixtures.
    const setupNow = (await (await call(app, `/api/admin/team-leagues/${id}/setup`, { token })).json()) as { data: TeamLeagueSetup };
    expect(setupNow.data.divisions[0].fixtures).toBe(12);
    const fixture = db.prepare<[number], { id: number; home: number; away: number }>('SELECT id, home_team_id AS home, away_team_id AS away FROM pool_team_fixtures WHERE division_id = ? ORDER BY date, id LIMIT 1').get(division)!;
    await send(`/api/admin/teams/${fixture.home}/squad`, { playerId: 5, joinedOn: '2026-03-02' });
    await send(`/api/admin/teams/${fixture.away}/squad`, { playerId: 6, joinedOn: '2026-03-02' });
    await send(`/api/admin/team-divisions/${division}`, { frames: 1, maxFramesPerPlayer: 1 }, 'PATCH');
    adminEnterCard(db, { kind: 'admin', address: 't' }, fixture.id, [{ homePlayers: [5], awayPlayers: [6], homeScore: 10, awayScore: 3 }], Date.UTC(2026, 2, 5));
    const refused = await send(path, { dryRun: false });
    expect([refused.status, refused.body.error?.field]).toEqual([409, 'divisionIds']);
    expect(db.prepare<[number], number>('SELECT count(*) FROM pool_team_fixtures WHERE division_id = ?').pluck().get(division)).toBe(12);
    expect((await send(path, { dryRun: true, startDate: '2026-02-30' })).body.error?.field).toBe('startDate');
  });
});
