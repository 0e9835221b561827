/**
 * Invites and player sessions: 128-bit tokens stored only as their SHA-256, single use, 7 days, revocable and
 * re-issuable; the session cookie's attributes; invite guesses limited and audited like the admin's sign-in, and
 * never locking a player out of a device he signed in on before.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { CSRF } from '../admin/admin-test-kit';
import { flushRefusalAudit } from '../../../api/auth/refusal-audit';
import { HOUR, issueInvite, json, playerApp, req, setCookies } from './player-test-kit';

const DAY = 24 * HOUR;
const sha256 = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');

afterEach(() => {
  delete process.env.PLAYER_SIGN_IN_BUDGET_PER_HOUR;
});

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
  it('limits guesses per address (5 in 15 minutes, audited), and a known device is never locked out', async () => {
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
    // Even a good invite is refused from the locked address without the device...
    const fresh = await issueInvite(app, admin, 2);
    expect((await req(app, '/api/player/invite', { body: { token: fresh }, address: '203.0.113.5' })).status).toBe(429);
    // ...but the known device at the same address gets in.
    expect((await req(app, '/api/player/invite', { body: { token: fresh }, address: '203.0.113.5', cookies: [device] })).status).toBe(200);
    // The window passes: the address may try again.
    clock.t += 15 * 60 * 1000 + 1000;
    expect((await req(app, '/api/player/invite', { body: { token: await issueInvite(app, admin, 3) }, address: '203.0.113.5' })).status).toBe(200);
  });

  it('a flood of guesses from many addresses spends the site budget, gets nobody in, and a known device still signs in', async () => {
    process.env.PLAYER_SIGN_IN_BUDGET_PER_HOUR = '40';
    const { app, admin, db } = await playerApp();
    const ann = await req(app, '/api/player/invite', { body: { token: await issueInvite(app, admin, 1) }, address: '198.51.100.1' });
    const device = setCookies(ann).find((c) => c.startsWith('player_device='))!;
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await req(app, '/api/player/invite', { body: { token: `guess${String(i).padStart(17, '0')}` }, address: `10.9.${i}.1` });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    expect(statuses.slice(0, 40).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(40).every((s) => s === 429)).toBe(true);
    expect(db.prepare("SELECT COUNT(*) FROM admin_audit_log WHERE action = 'player_signin_failed'").pluck().get()).toBe(60);
    // A newcomer from a fresh address is refused for now; Ann's known device is not.
    const bea = await issueInvite(app, admin, 2);
    expect((await req(app, '/api/player/invite', { body: { token: bea }, address: '192.0.2.77' })).status).toBe(429);
    expect((await req(app, '/api/player/invite', { body: { token: bea }, address: '192.0.2.77', cookies: [device] })).status).toBe(200);
  });

  it('a flood of forged passkey assertions is refused and audited, and does not lock out a known device', async () => {
    process.env.PLAYER_SIGN_IN_BUDGET_PER_HOUR = '30';
    const { app, admin, db } = await playerApp();
    const ann = await req(app, '/api/player/invite', { body: { token: await issueInvite(app, admin, 1) }, address: '198.51.100.2' });
    const device = setCookies(ann).find((c) => c.startsWith('player_device='))!;
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const address = `10.8.${i}.1`;
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
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    const reasons = (db.prepare("SELECT detail FROM admin_audit_log WHERE action = 'player_signin_failed'").pluck().all() as string[]).map((d) => JSON.parse(d));
    expect(reasons.filter((d) => d.method === 'passkey' && d.reason === 'passkey_refused')).toHaveLength(30);
    expect(reasons.filter((d) => d.reason === 'site_budget_spent')).toHaveLength(15);
    // Ann's known device still signs in (here with a new invite; her passkey sign-in passes the same check).
    expect((await req(app, '/api/player/invite', { body: { token: await issueInvite(app, admin, 1) }, address: '10.8.99.1', cookies: [device] })).status).toBe(200);
  });
});
