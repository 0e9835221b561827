/**
 * The team league's admin endpoints walked for the OpenAPI contract test (tests/unit/api/openapi-contract.test.ts),
 * which checks that every admin endpoint is sampled.
 */
import { expect } from 'vitest';
import type { Db } from '../../../api/db/database';
import { seedDemoTeamLeague } from '../../../api/team-league/demo-team-league';
import { endpoints } from '../../../contracts/endpoints';
import type { call } from '../admin/admin-test-kit';

type Route = (typeof endpoints)[keyof typeof endpoints];
type Check = (route: Route, res: Response, status: number) => Promise<{ data: Record<string, unknown> & { id: number } } & { error?: { code: string } }>;

/** The team league's admin endpoints on the demo team league: a card entered, refused, and a season's rollover planned and refused. */
export async function walkTeamLeague(db: Db, as: (path: string, o?: Parameters<typeof call>[2]) => Promise<Response> | Response, check: Check) {
  const E = endpoints;
  seedDemoTeamLeague(db, '2026-01-05');
  const fixture = db.prepare<[], { id: number; home: number; away: number }>(
    `SELECT f.id, f.home_team_id AS home, f.away_team_id AS away FROM pool_team_fixtures f
     WHERE NOT EXISTS (SELECT 1 FROM pool_team_cards c WHERE c.fixture_id = f.id) ORDER BY f.date, f.id LIMIT 1`,
  ).get()!;
  const squad = (team: number) => db.prepare<[number], number>('SELECT player_id FROM pool_team_squads WHERE team_id = ? ORDER BY id').pluck().all(team);
  const home = squad(fixture.home);
  const away = squad(fixture.away);
  const frames = Array.from({ length: 10 }, (_, k) => ({ homePlayers: [home[k % 5]], awayPlayers: [away[k % 5]], homeScore: k % 2 ? 10 : 2, awayScore: k % 2 ? 5 : 10 }));
  await check(E.adminEnterTeamCard, await as(`/api/admin/team-fixtures/${fixture.id}/card`, { body: { frames } }), 201);
  const bad = await check(E.adminEnterTeamCard, await as(`/api/admin/team-fixtures/${fixture.id}/card`, { body: { frames: frames.slice(0, 9) } }), 400);
  expect(bad.error).toMatchObject({ field: 'frames' });
  await check(E.adminEnterTeamCard, await as('/api/admin/team-fixtures/999999/card', { body: { frames } }), 404);
  const league = db.prepare<[], number>("SELECT id FROM pool_team_leagues WHERE url_slug = 'harbour'").pluck().get()!;
  const plan = (await check(E.adminTeamRollover, await as(`/api/admin/team-leagues/${league}/rollover`, { body: { dryRun: true, name: 'Summer', startDate: '2027-04-06' } }), 200)).data;
  expect(plan.season_id).toBeNull();
  await check(E.adminTeamRollover, await as(`/api/admin/team-leagues/${league}/rollover`, { body: { dryRun: false, name: 'Summer', startDate: '2027-04-06' } }), 409);
  await check(E.adminTeamRollover, await as(`/api/admin/team-leagues/${league}/rollover`, { body: { dryRun: true, name: 'Summer', startDate: 'soon' } }), 400);
  await check(E.adminTeamRollover, await as('/api/admin/team-leagues/999/rollover', { body: { dryRun: true, name: 'Summer', startDate: '2027-04-06' } }), 404);
  await check(E.adminTeamRearrangements, await as(`/api/admin/team-leagues/${league}/rearrangements`), 200);
  await check(E.adminTeamRearrangements, await as('/api/admin/team-leagues/999/rearrangements'), 404);
  const accepted = db.prepare<[], number>("SELECT id FROM pool_team_rearrangements WHERE state = 'accepted' LIMIT 1").pluck().get();
  await check(E.adminDecideRearrangement, await as(`/api/admin/team-rearrangements/${accepted ?? 999999}/decide`, { body: { approve: true } }), accepted ? 409 : 404);
  await check(E.adminDecideRearrangement, await as('/api/admin/team-rearrangements/999999/decide', { body: { approve: 'yes' } }), 400);
  await walkTeamSetup(as, check, db.prepare<[], number>('SELECT id FROM pool_players WHERE archived_at IS NULL ORDER BY id LIMIT 1').pluck().get()!);
}

/** The set-up endpoints: a league, a division, a team and a squad created and edited, and refusals. */
async function walkTeamSetup(as: (path: string, o?: Parameters<typeof call>[2]) => Promise<Response> | Response, check: Check, player: number) {
  const E = endpoints;
  const made = (await check(E.adminCreateTeamLeague, await as('/api/admin/team-leagues', { body: { name: 'Walk League', seasonName: 'Winter', startDate: '2026-01-05' } }), 201)).data;
  await check(E.adminCreateTeamLeague, await as('/api/admin/team-leagues', { body: { name: 'Walk League', seasonName: 'Winter', startDate: '2026-01-05' } }), 409);
  await check(E.adminCreateTeamLeague, await as('/api/admin/team-leagues', { body: { name: '', seasonName: 'Winter', startDate: '2026-01-05' } }), 400);
  const league = (made.league as { id: number }).id;
  await check(E.adminTeamLeagueSetup, await as(`/api/admin/team-leagues/${league}/setup`), 200);
  await check(E.adminTeamLeagueSetup, await as('/api/admin/team-leagues/999/setup'), 404);
  await check(E.adminEditTeamLeague, await as(`/api/admin/team-leagues/${league}`, { method: 'PATCH', body: { name: 'Walk Pool League' } }), 200);
  await check(E.adminEditTeamLeague, await as(`/api/admin/team-leagues/${league}`, { method: 'PATCH', body: { confirmWindowHours: 0 } }), 400);
  const withDivision = (await check(E.adminCreateTeamDivision, await as(`/api/admin/team-leagues/${league}/divisions`, { body: { name: 'Premier' } }), 201)).data;
  await check(E.adminCreateTeamDivision, await as(`/api/admin/team-leagues/${league}/divisions`, { body: { name: 'Two', frames: 4, doublesFrames: 5 } }), 400);
  const division = (withDivision.divisions as { id: number }[])[0].id;
  await check(E.adminEditTeamDivision, await as(`/api/admin/team-divisions/${division}`, { method: 'PATCH', body: { night: 3 } }), 200);
  await check(E.adminEditTeamDivision, await as('/api/admin/team-divisions/999', { method: 'PATCH', body: { night: 3 } }), 404);
  const withTeam = (await check(E.adminCreateTeam, await as(`/api/admin/team-leagues/${league}/teams`, { body: { name: 'Anchor', venue: 'The Anchor', divisionId: division } }), 201)).data;
  await check(E.adminCreateTeam, await as(`/api/admin/team-leagues/${league}/teams`, { body: { name: 'anchor', divisionId: division } }), 409);
  const team = (withTeam.divisions as { teams: { id: number }[] }[])[0].teams[0].id;
  await check(E.adminEditTeam, await as(`/api/admin/teams/${team}`, { method: 'PATCH', body: { venue: 'Anchor Inn' } }), 200);
  await check(E.adminEditTeam, await as('/api/admin/teams/999', { method: 'PATCH', body: { venue: 'Anchor Inn' } }), 404);
  const withSquad = (await check(E.adminAddSquadPlayer, await as(`/api/admin/teams/${team}/squad`, { body: { playerId: player, joinedOn: '2026-01-05' } }), 201)).data;
  await check(E.adminAddSquadPlayer, await as(`/api/admin/teams/${team}/squad`, { body: { playerId: player, joinedOn: 'soon' } }), 400);
  const membership = (withSquad.divisions as { teams: { squad: { id: number }[] }[] }[])[0].teams[0].squad[0].id;
  await check(E.adminEditSquadPlayer, await as(`/api/admin/team-squads/${membership}`, { method: 'PATCH', body: { captain: true } }), 200);
  await check(E.adminEditSquadPlayer, await as('/api/admin/team-squads/99999', { method: 'PATCH', body: { captain: true } }), 404);
  await check(E.adminGenerateTeamFixtures, await as(`/api/admin/team-leagues/${league}/fixtures`, { body: { dryRun: true, blackouts: ['2026-01-13'] } }), 200);
  await check(E.adminGenerateTeamFixtures, await as(`/api/admin/team-leagues/${league}/fixtures`, { body: { dryRun: false } }), 200);
  await check(E.adminGenerateTeamFixtures, await as(`/api/admin/team-leagues/${league}/fixtures`, { body: { dryRun: true, startDate: 'soon' } }), 400);
  await check(E.adminGenerateTeamFixtures, await as('/api/admin/team-leagues/999/fixtures', { body: { dryRun: true } }), 404);
  const csv = await (await as(`/api/admin/team-leagues/${league}/squads.csv`)).text();
  expect(csv.split('\r\n')[0]).toBe('division,team,venue,player,captain,joined_on,left_on');
  await check(E.adminTeamSquadsCsv, await as('/api/admin/team-leagues/999/squads.csv'), 404);
  const csvBody = { rawBody: csv, contentType: 'text/csv' };
  await check(E.adminImportTeamSquads, await as(`/api/admin/team-leagues/${league}/squads-import?dryRun=1`, csvBody), 200);
  await check(E.adminImportTeamSquads, await as(`/api/admin/team-leagues/${league}/squads-import`, { rawBody: 'team,colour\nA,red', contentType: 'text/csv' }), 400);
  await check(E.adminImportTeamSquads, await as('/api/admin/team-leagues/999/squads-import', csvBody), 404);
}

