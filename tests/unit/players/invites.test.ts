/**
 * Invites and player sessions: 128-bit tokens stored only as their SHA-256, single use, 7 days, revocable and
 * re-issuable; the session cookie's attributes; wrong codes and passkey answers limited per address, code and
 * device and audited, never standing between a player and a valid invite or passkey; devices bounded per player.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CSRF } from '../admin/admin-test-kit';
import { flushRefusalAudit } from '../../../api/auth/refusal-audit';
import { MAX_DEVICES_PER_PLAYER } from '../../../api/players/sessions/signin-limits';
import { HOUR, issueInvite, json, playerApp, req, setCookies, signInPlayer } from './player-test-kit';
import { SoftAuthenticator } from './software-authenticator';

const DAY = 24 * HOUR;
const sha256 = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');

describe('invites', () => {
  it('carry 128 random bits, are stored only hashed, and are single use', async () => {
    const { app, db, admin } = await playerApp();
    const issued = await req(app, '/api/admin/players/1/invite', { method: 'POST', token: admin });
    expect(issued.status).toBe(201);
    const { data } = await json<{ data: { token: string; path: string; expires_at: string } }>(issued);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(data.token, 'base64url')).toHaveLength(16);
    expect(data.path).toBe(`/join#${data.token}`);
    // At rest: the hash, never the token.
    const rows = db.prepare('SELECT * FROM player_invites').all() as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(sha256(data.token));
    expect(JSON.stringify(rows)).not.toContain(data.token);
    expect(JSON.stringify(db.prepare('SELECT * FROM admin_audit_log').all())).not.toContain(data.token);

    const first = await req(app, '/api/player/invite', { body: { token: data.token } });
    expect(first.status).toBe(200);
    expect((await json<{ data: { player: { name: string } } }>(first)).data.player.name).toBe('Ann');
    const again = await req(app, '/api/player/invite', { body: { token: data.token } });
    expect(again.status).toBe(401);
    expect((await json<{ error: { code: string; field: string; message: string } }>(again)).error).toMatchObject({
      code: 'invalid_invite',
      field: 'token',
      message: expect.stringContaining('already been used'),
    });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie (Secure over HTTPS) and no token in the answer', async () => {
    const { app, admin } = await playerApp();
    const overHttp = await req(app, '/api/player/invite', { body: { token: await issueInvite(app, admin, 1) } });
    const session = overHttp.headers.getSetCookie().find((c) => c.startsWith('player_session='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/i);
    const body = await overHttp.text();
    expect(body).not.toContain(session.split(';')[0].split('=')[1]);
    const overHttps = await req(app, '/api/player/invite', {
      url: 'https://localhost/api/player/invite',
      body: { token: await issueInvite(app, admin, 2) },
      headers: { Origin: 'https://localhost' },
      // Over HTTPS the anti-forgery cookie is __Host-csrf.
      cookies: [`__Host-csrf=${CSRF}`],
    });
    expect(overHttps.status).toBe(200);
    expect(overHttps.headers.getSetCookie().find((c) => c.startsWith('player_session='))).toMatch(/; Secure/i);
  });

  it('expire after 7 days, and a revoked or re-issued invite no longer works', async () => {
    const { app, admin, clock } = await playerApp();
    const old = await issueInvite(app, admin, 1);
    clock.t += 7 * DAY;
    const expired = await req(app, '/api/player/invite', { body: { token: old } });
    expect(expired.status).toBe(401);
    expect((await json<{ error: { message: string } }>(expired)).error.message).toContain('expired');

    const revokedToken = await issueInvite(app, admin, 2);
    expect((await json<{ data: { revoked: number } }>(await req(app, '/api/admin/players/2/invite', { method: 'DELETE', token: admin }))).data.revoked).toBe(1);
    expect((await json<{ error: { message: string } }>(await req(app, '/api/player/invite', { body: { token: revokedToken } }))).error.message).toContain(
      'withdrawn',
    );

    const first = await issueInvite(app, admin, 3);
    const second = await issueInvite(app, admin, 3);
    expect((await req(app, '/api/player/invite', { body: { token: first } })).status).toBe(401);
    expect((await req(app, '/api/player/invite', { body: { token: second } })).status).toBe(200);
    // The admin sees the player's session, with how it was made.
    const access = await json<{ data: { sessions: { via: string }[]; invite: unknown } }>(await req(app, '/api/admin/players/3/access', { token: admin }));
    expect(access.data.sessions.map((s) => s.via)).toEqual(['invite']);
    expect(access.data.invite).toBeNull();
  });

});

describe('sign-in limits', () => {
  it('limits wrong codes per address (5 in 15 minutes, audited); a valid invite still signs in from that address', async () => {
    const { app, admin, db, clock } = await playerApp();
    // Ann signed in on this device once (her device cookie), then her session was revoked.
    const ann = await req(app, '/api/player/invite', { body: { token: await issueInvite(app, admin, 1) }, address: '203.0.113.5' });
    const device = setCookies(ann).find((c) => c.startsWith('player_device='))!;
    expect(device).toMatch(/^player_device=[A-Za-z0-9_-]{43}$/);

    const guesses: number[] = [];
    for (let i = 0; i < 7; i++) guesses.push((await req(app, '/api/player/invite', { body: { token: 'A'.repeat(21) + String(i) }, address: '203.0.113.5' })).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Each failure is a row; the refusals of one address and window are one row with their count (as the admin's).
    flushRefusalAudit(db, clock.t);
    const audit = db.prepare("SELECT detail FROM admin_audit_log WHERE action = 'player_signin_failed' ORDER BY id").pluck().all() as string[];
    expect(audit.map((d) => [JSON.parse(d).reason, JSON.parse(d).count ?? 1])).toEqual([
      ['invalid_invite', 1],
      ['invalid_invite', 1],
      ['invalid_invite', 1],
      ['invalid_invite', 1],
      ['invalid_invite', 1],
      ['locked_out_address', 2],
    ]);
    expect(JSON.parse(audit[5]).method).toBe('invite');
    // A refused guess writes no failure row.
    expect(db.prepare("SELECT COUNT(*) FROM player_signin_failures WHERE key LIKE 'addr:%'").pluck().get()).toBe(5);
    // A good invite is not a guess: it signs in from the locked address, with or without the device.
    expect((await req(app, '/api/player/invite', { body: { token: await issueInvite(app, admin, 2) }, address: '203.0.113.5' })).status).toBe(200);
    expect((await req(app, '/api/player/invite', { body: { token: await issueInvite(app, admin, 3) }, address: '203.0.113.5', cookies: [device] })).status).toBe(200);
    // The known device counts its own wrong codes: the address's lockout does not turn them into refusals.
    expect((await req(app, '/api/player/invite', { body: { token: 'B'.repeat(22) }, address: '203.0.113.5', cookies: [device] })).status).toBe(401);
    // The window passes: the address's wrong codes are answered 401 again.
    clock.t += 15 * 60 * 1000 + 1000;
    expect((await req(app, '/api/player/invite', { body: { token: 'C'.repeat(22) }, address: '203.0.113.5' })).status).toBe(401);
  });

  it('after 1,000 wrong codes from 200 addresses, a valid invite from a new address, and from a flooding one, signs in', async () => {
    const { app, admin, db } = await playerApp();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const res = await req(app, '/api/player/invite', { body: { token: `guess${String(i).padStart(17, '0')}` }, address: `10.9.${i % 200}.1` });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    expect(statuses).toEqual(new Map([[401, 1000]]));
    expect(db.prepare("SELECT COUNT(*) FROM admin_audit_log WHERE action = 'player_signin_failed'").pluck().get()).toBe(1000);
    expect((await req(app, '/api/player/invite', { body: { token: await issueInvite(app, admin, 2) }, address: '192.0.2.77' })).status).toBe(200);
    expect((await req(app, '/api/player/invite', { body: { token: await issueInvite(app, admin, 3) }, address: '10.9.7.1' })).status).toBe(200);
    // The flooding addresses are now past their limit: their next wrong code is refused, unwritten.
    const rows = db.prepare('SELECT COUNT(*) FROM player_signin_failures').pluck().get();
    expect((await req(app, '/api/player/invite', { body: { token: 'D'.repeat(22) }, address: '10.9.8.1' })).status).toBe(429);
    expect(db.prepare('SELECT COUNT(*) FROM player_signin_failures').pluck().get()).toBe(rows);
  });

  it('limits a wrong code per code: a used invite tried from many addresses is refused after 5, never a valid one', async () => {
    const { app, admin } = await playerApp();
    const used = await issueInvite(app, admin, 1);
    expect((await req(app, '/api/player/invite', { body: { token: used }, address: '198.51.100.1' })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await req(app, '/api/player/invite', { body: { token: used }, address: `10.7.${i}.1` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await req(app, '/api/player/invite', { body: { token: await issueInvite(app, admin, 2) }, address: '10.7.9.1' })).status).toBe(200);
  });

  it('keeps at most 10 devices a player: signing in on an 11th forgets the one unused longest', async () => {
    const { app, admin, db, clock } = await playerApp();
    const devices: string[] = [];
    for (let i = 0; i < 12; i++) {
      clock.t += 1000;
      const res = await req(app, '/api/player/invite', { body: { token: await issueInvite(app, admin, 1) }, address: `10.6.${i}.1` });
      expect(res.status).toBe(200);
      devices.push(setCookies(res).find((c) => c.startsWith('player_device='))!);
    }
    expect(db.prepare('SELECT COUNT(*) FROM player_devices WHERE player_id = 1').pluck().get()).toBe(MAX_DEVICES_PER_PLAYER);
    // The first two are forgotten: their wrong attempts count against their address again.
    const known = db.prepare('SELECT device_hash FROM player_devices').pluck().all() as string[];
    const hashOf = (cookie: string) => sha256(cookie.slice('player_device='.length));
    expect(devices.map((d) => known.includes(hashOf(d)))).toEqual([false, false, ...Array(10).fill(true)]);
  });

  it('a flood of forged passkey answers from many addresses gets nobody in and writes no challenge; a real passkey from a new browser signs in', async () => {
    const { app, admin, db } = await playerApp();
    const { session } = await signInPlayer(app, admin, 1);
    const authenticator = new SoftAuthenticator();
    const reg = (await json<{ data: { challenge: string } }>(await req(app, '/api/player/passkeys/register-options', { body: {}, cookies: [session] }))).data;
    expect((await req(app, '/api/player/passkeys/register', { body: { credential: authenticator.register(reg.challenge) }, cookies: [session] })).status).toBe(201);
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      const address = `10.8.${i % 50}.1`;
      const options = (await json<{ data: { challenge: string } }>(await req(app, '/api/player/passkeys/login-options', { body: {}, address }))).data;
      const credential = {
        id: `forged${i}`,
        rawId: `forged${i}`,
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: b64({ type: 'webauthn.get', challenge: options.challenge, origin: 'http://localhost' }), authenticatorData: 'AAAA', signature: 'AAAA' },
      };
      statuses.push((await req(app, '/api/player/passkeys/login', { body: { credential }, address })).status);
    }
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    expect(statuses.filter((s) => s === 401)).toHaveLength(250);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    expect(db.prepare('SELECT COUNT(*) FROM player_webauthn_challenges').pluck().get()).toBe(1); // the registration's
    const reasons = (db.prepare("SELECT detail FROM admin_audit_log WHERE action = 'player_signin_failed'").pluck().all() as string[]).map((d) => JSON.parse(d));
    expect(reasons.filter((d) => d.method === 'passkey' && d.reason === 'passkey_refused')).toHaveLength(250);
    // Ann's passkey, from a browser with no cookies at one of the flooding addresses, signs in.
    const options = (await json<{ data: { challenge: string } }>(await req(app, '/api/player/passkeys/login-options', { body: {}, address: '10.8.3.1' }))).data;
    const ok = await req(app, '/api/player/passkeys/login', { body: { credential: authenticator.assert(options.challenge) }, address: '10.8.3.1' });
    expect(ok.status, await ok.clone().text()).toBe(200);
  });
});
