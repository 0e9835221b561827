/**
 * Passkeys end to end on the API with a software authenticator (software-authenticator.ts): added by a signed-in
 * player, then signing in with no invite; a challenge used once; a revoked passkey, a replayed signature counter,
 * another site's origin and a challenge of the wrong kind refused (401, audited).
 */
import { describe, expect, it } from 'vitest';
import { json, playerApp, req, setCookies, signInPlayer } from './player-test-kit';
import { SoftAuthenticator } from './software-authenticator';

type Options = { data: { challenge: string; rp?: { id: string } } };

describe('passkeys', () => {
  it('a player adds one, then signs in with it; revoked or replayed, it is refused', async () => {
    const { app, admin, db } = await playerApp();
    const { session } = await signInPlayer(app, admin, 1);
    const device = new SoftAuthenticator();

    const reg = (await json<Options>(await req(app, '/api/player/passkeys/register-options', { body: {}, cookies: [session] }))).data;
    expect(reg.rp?.id).toBe('localhost');
    const added = await req(app, '/api/player/passkeys/register', { body: { credential: device.register(reg.challenge) }, cookies: [session] });
    expect(added.status, await added.clone().text()).toBe(201);
    expect((await json<{ data: { passkeys: number } }>(await req(app, '/api/player/me', { cookies: [session] }))).data.passkeys).toBe(1);
    // The same registration challenge cannot be used twice.
    const twice = await req(app, '/api/player/passkeys/register', { body: { credential: device.register(reg.challenge) }, cookies: [session] });
    expect(twice.status).toBe(400);

    // Signed out, a fresh browser (another address, no cookies) signs in with the passkey.
    const login = async (credentialOf: (challenge: string) => unknown, address = '192.0.2.10') => {
      const opts = (await json<Options>(await req(app, '/api/player/passkeys/login-options', { body: {}, address }))).data;
      return req(app, '/api/player/passkeys/login', { body: { credential: credentialOf(opts.challenge) }, address });
    };
    const ok = await login((c) => device.assert(c));
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await json<{ data: { player: { name: string } } }>(ok)).data.player.name).toBe('Ann');
    const cookie = setCookies(ok).find((c) => c.startsWith('player_session='))!;
    expect((await req(app, '/api/player/me', { cookies: [cookie] })).status).toBe(200);
    expect(db.prepare("SELECT via FROM player_sessions ORDER BY id DESC LIMIT 1").pluck().get()).toBe('passkey');

    // A signature counter that did not move (a cloned authenticator) is refused.
    expect((await login((c) => device.assert(c, 0, 0))).status).toBe(401);
    // A challenge from a registration cannot sign in; another origin cannot either.
    const regOpts = (await json<Options>(await req(app, '/api/player/passkeys/register-options', { body: {}, cookies: [session] }))).data;
    expect((await req(app, '/api/player/passkeys/login', { body: { credential: device.assert(regOpts.challenge) }, address: '192.0.2.10' })).status).toBe(401);
    const phishing = new SoftAuthenticator('localhost', 'http://evil.example');
    phishing.credentials.push(device.credentials[0]);
    expect((await login((c) => phishing.assert(c))).status).toBe(401);

    // The admin revokes it: it no longer signs in.
    const access = (await json<{ data: { passkeys: { id: number; revoked_at: string | null }[] } }>(await req(app, '/api/admin/players/1/access', { token: admin }))).data;
    expect(access.passkeys).toHaveLength(1);
    expect((await req(app, `/api/admin/passkeys/${access.passkeys[0].id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    const revoked = await login((c) => device.assert(c), '192.0.2.11');
    expect(revoked.status).toBe(401);
    const reasons = (db.prepare("SELECT detail FROM admin_audit_log WHERE action = 'player_signin_failed'").pluck().all() as string[]).map((d) => JSON.parse(d));
    expect(reasons.map((r) => r.why)).toEqual(expect.arrayContaining(['revoked passkey', 'unknown or expired challenge']));
    expect(reasons.every((r) => r.method === 'passkey')).toBe(true);
  });
});
