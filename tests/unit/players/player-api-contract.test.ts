/**
 * The players' endpoints answer what their declarations say (success and sampled errors, every one of them), and
 * the OpenAPI document carries the `player` security scheme beside the admin's.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contracts/endpoints';
import { expectDocumented } from '../api/contract-helpers';
import { json, playerApp, req, signInPlayer, T0 } from './player-test-kit';
import { seedDemoTeamLeague } from '../../../api/team-league/demo-team-league';

type Route = (typeof endpoints)[keyof typeof endpoints];
const key = (r: Route) => `${r.method.toUpperCase()} ${r.path}`;
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('players API contract', () => {
  it('answers every player endpoint in its declared shapes', async () => {
    const { app, admin, db } = await playerApp();
    seedDemoTeamLeague(db, new Date(T0).toISOString().slice(0, 10));
    const sampled = new Set<string>();
    const check = async (route: Route, res: Response, status: number) => {
      expect(res.status, `${key(route)}: ${res.status === status ? '' : await res.clone().text()}`).toBe(status);
      sampled.add(key(route));
      return (await expectDocumented(route, res)) as { data: Record<string, unknown> };
    };
    const E = endpoints;
    await check(E.playerRedeemInvite, await req(app, '/api/player/invite', { body: { token: 'short' } }), 400);
    await check(E.playerRedeemInvite, await req(app, '/api/player/invite', { body: { token: 'B'.repeat(22) } }), 401);
    const ann = (await signInPlayer(app, admin, 1)).session;
    const ben = (await signInPlayer(app, admin, 2)).session;
    const token = ((await json<{ data: { token: string } }>(await req(app, '/api/admin/players/3/invite', { method: 'POST', token: admin }))).data).token;
    await check(E.playerRedeemInvite, await req(app, '/api/player/invite', { body: { token } }), 200);
    const as = (cookie: string, path: string, body?: unknown) => req(app, path, { cookies: [cookie], ...(body !== undefined ? { body } : {}) });

    await check(E.playerMe, await as(ann, '/api/player/me'), 200);
    await check(E.playerMe, await req(app, '/api/player/me'), 401);
    const sub = (await check(E.playerSubmitResult, await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 3 }), 201)).data;
    await check(E.playerSubmitResult, await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 3 }), 409);
    await check(E.playerSubmitResult, await as(ann, '/api/player/results', { groupId: 2, opponentId: 3, myScore: 10, opponentScore: 3 }), 403);
    await check(E.playerSubmitResult, await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10 }), 400);
    await check(E.playerSubmitResult, await req(app, '/api/player/results', { body: { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 3 } }), 401);
    await check(E.playerConfirmResult, await as(ann, `/api/player/results/${sub.id}/confirm`, {}), 403);
    await check(E.playerDisputeResult, await as(ben, `/api/player/results/${sub.id}/dispute`, { reason: 'It was 10-5' }), 200);
    await check(E.playerDisputeResult, await as(ben, `/api/player/results/${sub.id}/dispute`, { reason: 'It was 10-5' }), 409);
    await check(E.playerConfirmResult, await as(ben, '/api/player/results/abc/confirm', {}), 400);
    await check(E.playerWithdrawResult, await as(ann, `/api/player/results/${sub.id}/withdraw`, {}), 200);
    await check(E.playerWithdrawResult, await as(ann, `/api/player/results/${sub.id}/withdraw`, {}), 404);
    const again = (await json<{ data: { id: number } }>(await as(ann, '/api/player/results', { groupId: 1, opponentId: 2, myScore: 10, opponentScore: 3 }))).data;
    await check(E.playerConfirmResult, await as(ben, `/api/player/results/${again.id}/confirm`, {}), 200);
    await check(E.resultsGroup, await app.request('/api/results/group/banff'), 200);
    await check(E.resultsGroup, await app.request('/api/results/group/nowhere'), 404);
    await check(E.resultsGroup, await app.request('/api/results/group/bad_slug!'), 400);

    // Passkeys: the options, and answers that do not verify.
    const regOptions = (await check(E.playerPasskeyRegisterOptions, await as(ann, '/api/player/passkeys/register-options', {}), 200)).data;
    expect(regOptions).toMatchObject({ rp: { id: 'localhost' }, user: { name: 'Ann' }, authenticatorSelection: { residentKey: 'required' } });
    await check(E.playerPasskeyRegisterOptions, await req(app, '/api/player/passkeys/register-options', { body: {} }), 401);
    const clientDataJSON = b64({ type: 'webauthn.create', challenge: regOptions.challenge, origin: 'http://localhost' });
    await check(
      E.playerPasskeyRegister,
      await as(ann, '/api/player/passkeys/register', {
        credential: { id: 'abc', rawId: 'abc', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON, attestationObject: 'AAAA' } },
      }),
      400,
    );
    const loginOptions = (await check(E.playerPasskeyLoginOptions, await req(app, '/api/player/passkeys/login-options', { body: {} }), 200)).data;
    await check(
      E.playerPasskeyLogin,
      await req(app, '/api/player/passkeys/login', {
        body: {
          credential: {
            id: 'nope',
            rawId: 'nope',
            type: 'public-key',
            clientExtensionResults: {},
            response: { clientDataJSON: b64({ type: 'webauthn.get', challenge: loginOptions.challenge, origin: 'http://localhost' }), authenticatorData: 'AAAA', signature: 'AAAA' },
          },
        },
      }),
      401,
    );
    await check(E.playerPasskeyLogin, await req(app, '/api/player/passkeys/login', { body: { credential: { id: 'x' } } }), 400);
    // Team cards: the home captain enters one, the away captain confirms it; the demo's awaiting card disputed.
    const captainOf = (team: number) => db.prepare<[number], number>('SELECT player_id FROM pool_team_squads WHERE team_id = ? AND captain = 1').pluck().get(team)!;
    const squad = (team: number) => db.prepare<[number], number>('SELECT player_id FROM pool_team_squads WHERE team_id = ? ORDER BY id').pluck().all(team);
    const open = db.prepare<[string], { id: number; home: number; away: number }>(
      `SELECT f.id, f.home_team_id AS home, f.away_team_id AS away FROM pool_team_fixtures f
       WHERE f.date <= ? AND NOT EXISTS (SELECT 1 FROM pool_team_cards c WHERE c.fixture_id = f.id) ORDER BY f.date, f.id LIMIT 1`,
    ).get(new Date(T0).toISOString().slice(0, 10))!;
    const homeCaptain = (await signInPlayer(app, admin, captainOf(open.home))).session;
    const awayCaptain = (await signInPlayer(app, admin, captainOf(open.away))).session;
    const [home, away] = [squad(open.home), squad(open.away)];
    const frames = Array.from({ length: 10 }, (_, k) => ({ homePlayers: [home[k % 5]], awayPlayers: [away[k % 5]], homeScore: 10, awayScore: k % 8 }));
    const card = (await check(E.playerSubmitCard, await as(homeCaptain, '/api/player/team-cards', { fixtureId: open.id, frames }), 201)).data;
    await check(E.playerSubmitCard, await as(homeCaptain, '/api/player/team-cards', { fixtureId: open.id, frames }), 409);
    await check(E.playerSubmitCard, await as(awayCaptain, '/api/player/team-cards', { fixtureId: 999_999, frames }), 404);
    await check(E.playerSubmitCard, await as(homeCaptain, '/api/player/team-cards', { fixtureId: open.id }), 400);
    await check(E.playerSubmitCard, await req(app, '/api/player/team-cards', { body: { fixtureId: open.id, frames } }), 401);
    await check(E.playerConfirmCard, await as(homeCaptain, `/api/player/team-cards/${card.id}/confirm`, {}), 403);
    await check(E.playerConfirmCard, await as(awayCaptain, `/api/player/team-cards/${card.id}/confirm`, {}), 200);
    await check(E.playerConfirmCard, await as(awayCaptain, `/api/player/team-cards/${card.id}/confirm`, {}), 409);
    await check(E.playerConfirmCard, await as(awayCaptain, '/api/player/team-cards/999999/confirm', {}), 404);
    await check(E.playerDisputeCard, await as(awayCaptain, `/api/player/team-cards/${card.id}/dispute`, { reason: 'x' }), 400);
    const awaiting = db.prepare<[], { id: number; away: number }>(
      "SELECT c.id, f.away_team_id AS away FROM pool_team_cards c JOIN pool_team_fixtures f ON f.id = c.fixture_id WHERE c.state = 'awaiting'",
    ).get()!;
    const otherCaptain = (await signInPlayer(app, admin, captainOf(awaiting.away))).session;
    await check(E.playerDisputeCard, await as(otherCaptain, `/api/player/team-cards/${awaiting.id}/dispute`, { reason: 'Frame 3 was ours' }), 200);
    // A rearrangement: the away captain of a match to come proposes, the home captain accepts.
    const later = db.prepare<[string], { id: number; home: number; away: number }>(`SELECT f.id, f.home_team_id AS home, f.away_team_id AS away FROM pool_team_fixtures f WHERE f.date > ? AND NOT EXISTS (SELECT 1 FROM pool_team_cards c WHERE c.fixture_id = f.id) ORDER BY f.date DESC, f.id LIMIT 1`).get(new Date(T0).toISOString().slice(0, 10))!;
    const [proposer, answerer] = [(await signInPlayer(app, admin, captainOf(later.away))).session, (await signInPlayer(app, admin, captainOf(later.home))).session];
    const farDay = new Date(T0 + 200 * 86_400_000).toISOString().slice(0, 10);
    const proposal = (await check(E.playerProposeRearrangement, await as(proposer, `/api/player/team-fixtures/${later.id}/rearrangement`, { dates: [farDay] }), 201)).data;
    await check(E.playerProposeRearrangement, await as(proposer, `/api/player/team-fixtures/${later.id}/rearrangement`, { dates: [] }), 400);
    await check(E.playerProposeRearrangement, await as(proposer, '/api/player/team-fixtures/999999/rearrangement', { dates: [farDay] }), 404);
    await check(E.playerAnswerRearrangement, await as(proposer, `/api/player/team-rearrangements/${proposal.id}/answer`, { date: farDay }), 403);
    await check(E.playerAnswerRearrangement, await as(answerer, `/api/player/team-rearrangements/${proposal.id}/answer`, { date: farDay }), 200);
    await check(E.playerAnswerRearrangement, await as(answerer, `/api/player/team-rearrangements/${proposal.id}/answer`, { date: farDay }), 409);

    await check(E.playerLogout, await as(ann, '/api/player/logout', {}), 200);
    expect((await as(ann, '/api/player/me')).status).toBe(401);

    const declared = Object.values(endpoints)
      .filter((r) => /^\/api\/(player|results)\//.test(r.path))
      .map(key);
    expect(declared.filter((k) => !sampled.has(k))).toEqual([]);
  });

  it('documents the player security scheme beside the admin bearer token', async () => {
    const { app } = await playerApp();
    const doc = await json<{
      components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    }>(await app.request('/api/openapi.json'));
    expect(doc.components.securitySchemes.player).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'player_session' });
    expect(doc.components.securitySchemes.admin).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/player/results'].post.security).toEqual([{ player: [] }]);
    expect(doc.paths['/api/admin/pending-results'].get.security).toEqual([{ admin: [] }]);
    expect(doc.paths['/api/player/invite'].post.security).toBeUndefined();
  });
});
