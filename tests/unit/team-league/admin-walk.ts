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
}

