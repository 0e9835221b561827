import { describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { ensureAdminPassword } from '../../../api/auth/admin-password';
import { hashPassword, parseHash, PRODUCTION_SCRYPT, verifyPassword } from '../../../api/auth/password-hash';
import { hashToken, TOKEN_ABSOLUTE_MS, TOKEN_IDLE_MS } from '../../../api/auth/tokens';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { call, login, makeAdminApp, PASSWORD, TEST_SCRYPT } from './admin-test-kit';

describe('admin password at start-up', () => {
  it('generates a password at first start, prints it once and accepts only it', async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const app = createApp({ db });
    // Before any start-up step nothing is accepted: there is no default password.
    for (const guess of ['admin', 'password', 'changeme', 'admin123']) {
      const res = await call(app, '/api/auth/token', { body: { password: guess }, address: `1.1.1.${guess.length}` });
      expect(res.status).toBe(503);
    }
    const lines: string[] = [];
    expect(await ensureAdminPassword(db, { params: TEST_SCRYPT, log: (l) => lines.push(l) })).toBe('generated');
    const printed = /Admin password: (\S+)/.exec(lines.join('\n'))?.[1];
    expect(printed).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // Stored only as a hash.
    const row = db.prepare('SELECT password_hash, source FROM admin_credential').get() as { password_hash: string; source: string };
    expect(row.source).toBe('generated');
    expect(row.password_hash).not.toContain(printed!);
    // A second start keeps it and prints nothing.
    expect(await ensureAdminPassword(db, { params: TEST_SCRYPT, log: (l) => lines.push(l) })).toBe('kept');
    expect(lines).toHaveLength(1);
    expect((await call(app, '/api/auth/token', { body: { password: 'admin' }, address: '2.2.2.2' })).status).toBe(401);
    expect((await call(app, '/api/auth/token', { body: { password: printed }, address: '2.2.2.2' })).status).toBe(200);
  });

  it('hashes with scrypt N=2^17, r=8, p=1 by default and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(parseHash(hash).params).toEqual(PRODUCTION_SCRYPT);
    expect(PRODUCTION_SCRYPT.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterz', hash)).toBe(false);
  });

  it('refuses an ADMIN_PASSWORD shorter than 8 characters', async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    await expect(ensureAdminPassword(db, { envPassword: 'short', params: TEST_SCRYPT, log: () => {} })).rejects.toThrow(/at least 8/);
  });

  it('rotating ADMIN_PASSWORD and restarting changes the password and revokes every token', async () => {
    const { db, app } = await makeAdminApp();
    const t1 = await login(app);
    const t2 = await login(app);
    expect(t1).not.toBe(t2);
    // Restart with the same password: nothing changes.
    expect(await ensureAdminPassword(db, { envPassword: PASSWORD, params: TEST_SCRYPT, log: () => {} })).toBe('unchanged');
    expect((await call(app, '/api/admin/verify', { token: t1 })).status).toBe(200);
    // Restart with a new password.
    expect(await ensureAdminPassword(db, { envPassword: 'a-brand-new-password', params: TEST_SCRYPT, log: () => {} })).toBe('rotated');
    for (const t of [t1, t2]) expect((await call(app, '/api/admin/verify', { token: t })).status).toBe(401);
    expect((await call(app, '/api/auth/token', { body: { password: PASSWORD }, address: '9.9.9.9' })).status).toBe(401);
    const t3 = await login(app, 'a-brand-new-password', '9.9.9.9');
    expect((await call(app, '/api/admin/verify', { token: t3 })).status).toBe(200);
    const actions = (db.prepare('SELECT action FROM admin_audit_log ORDER BY id').all() as { action: string }[]).map((r) => r.action);
    expect(actions).toContain('password_rotated');
  });
});

describe('POST /api/auth/token', () => {
  it('answers a right password with a fresh 256-bit token that is stored only as a hash', async () => {
    const { db, app } = await makeAdminApp();
    const res = await call(app, '/api/auth/token', { body: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data } = (await res.json()) as { data: { token: string; expiresAt: string } };
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(data.token, 'base64url')).toHaveLength(32);
    const rows = db.prepare('SELECT token_hash FROM admin_tokens').all() as { token_hash: string }[];
    expect(rows).toEqual([{ token_hash: hashToken(data.token) }]);
    expect(JSON.stringify(db.prepare('SELECT * FROM admin_tokens').all())).not.toContain(data.token);
  });

  it('answers a wrong password with 401 in the JSON error shape', async () => {
    const { app } = await makeAdminApp();
    const res = await call(app, '/api/auth/token', { body: { password: 'nope' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid credentials', field: 'password' } });
  });

  it('allows 5 failures per address in 15 minutes, then 429 with Retry-After even for the right password', async () => {
    const { db, app } = await makeAdminApp();
    for (let i = 0; i < 5; i++) {
      expect((await call(app, '/api/auth/token', { body: { password: `wrong-${i}` }, address: '5.5.5.5' })).status).toBe(401);
    }
    const blocked = await call(app, '/api/auth/token', { body: { password: PASSWORD }, address: '5.5.5.5' });
    expect(blocked.status).toBe(429);
    const retry = Number(blocked.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(880);
    expect(retry).toBeLessThanOrEqual(900);
    expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe('too_many_attempts');
    // Another address is not affected.
    expect((await call(app, '/api/auth/token', { body: { password: PASSWORD }, address: '6.6.6.6' })).status).toBe(200);
    // Once the failures are older than 15 minutes the address may try again.
    db.prepare('UPDATE admin_login_attempts SET attempted_at = attempted_at - ? WHERE client_address = ?').run(15 * 60 * 1000 + 1, '5.5.5.5');
    expect((await call(app, '/api/auth/token', { body: { password: PASSWORD }, address: '5.5.5.5' })).status).toBe(200);
  });

  it('keeps parallel guesses within the limit', async () => {
    const { app } = await makeAdminApp();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(app, '/api/auth/token', { body: { password: `guess-${i}` }, address: '7.7.7.7' })),
    );
    // One check per address at a time; the other eleven are refused at once and count as failures.
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(11);
  });

  it('validates the body: 400 naming the field, unknown fields, bad JSON', async () => {
    const { app } = await makeAdminApp();
    const cases: [unknown, string | undefined][] = [
      [{}, 'password'],
      [{ password: '' }, 'password'],
      [{ password: 42 }, 'password'],
      [{ password: PASSWORD, extra: 1 }, 'extra'],
      [[PASSWORD], undefined],
    ];
    for (const [body, field] of cases) {
      const res = await call(app, '/api/auth/token', { body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field?: string } }).error.field).toBe(field);
    }
    const bad = await call(app, '/api/auth/token', { rawBody: '{"password": ' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
  });

  it('refuses non-JSON bodies with 415 and oversized bodies with 413', async () => {
    const { app } = await makeAdminApp();
    expect((await call(app, '/api/auth/token', { rawBody: `password=${PASSWORD}`, contentType: 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await call(app, '/api/auth/token', { rawBody: 'x', contentType: 'text/plain' })).status).toBe(415);
    expect((await call(app, '/api/auth/token', { rawBody: '{}', contentType: null })).status).toBe(415);
    const big = await call(app, '/api/auth/token', { body: { password: 'x'.repeat(20_000) } });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it('requires the anti-forgery pair and a same-site origin (403)', async () => {
    const { app } = await makeAdminApp();
    const noCsrf = await call(app, '/api/auth/token', { body: { password: PASSWORD }, csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(((await noCsrf.json()) as { error: { code: string } }).error.code).toBe('csrf_failed');
    const mismatch = await call(app, '/api/auth/token', {
      body: { password: PASSWORD },
      csrf: false,
      headers: { Cookie: `csrf=${'a'.repeat(43)}`, 'X-CSRF-Token': 'b'.repeat(43) },
    });
    expect(mismatch.status).toBe(403);
    const crossSite = await call(app, '/api/auth/token', { body: { password: PASSWORD }, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await call(app, '/api/auth/token', { body: { password: PASSWORD }, headers: { Origin: 'https://evil.example' } });
    expect(otherOrigin.status).toBe(403);
    const sameOrigin = await call(app, 'http://localhost/api/auth/token', {
      body: { password: PASSWORD },
      headers: { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', Host: 'localhost' },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('GET /api/auth/csrf sets a readable SameSite=Strict cookie and keeps a valid one', async () => {
    const { app } = await makeAdminApp();
    const res = await app.request('/api/auth/csrf');
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^csrf=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('HttpOnly');
    const value = /^csrf=([^;]+)/.exec(cookie)![1];
    expect(((await res.json()) as { data: { csrfToken: string } }).data.csrfToken).toBe(value);
    const again = await app.request('/api/auth/csrf', { headers: { Cookie: `csrf=${value}` } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });
});

describe('tokens: verify, expiry, logout', () => {
  it('GET /api/admin/verify: 200 with a valid token, 401 without or with a bad one', async () => {
    const { app } = await makeAdminApp();
    const token = await login(app);
    const ok = await call(app, '/api/admin/verify', { token });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { authenticated: boolean } }).data.authenticated).toBe(true);
    const none = await call(app, '/api/admin/verify');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await call(app, '/api/admin/verify', { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await call(app, '/api/admin/verify', { headers: { Authorization: `Basic ${token}` } })).status).toBe(401);
  });

  it('a token expires 12 hours after sign-in even when used', async () => {
    const { db, app } = await makeAdminApp();
    const token = await login(app);
    const h = hashToken(token);
    db.prepare('UPDATE admin_tokens SET created_at = created_at - ?, expires_at = expires_at - ? WHERE token_hash = ?').run(
      TOKEN_ABSOLUTE_MS - 1000,
      TOKEN_ABSOLUTE_MS - 1000,
      h,
    );
    expect((await call(app, '/api/admin/verify', { token })).status).toBe(200);
    db.prepare('UPDATE admin_tokens SET expires_at = expires_at - 2000 WHERE token_hash = ?').run(h);
    const res = await call(app, '/api/admin/verify', { token });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/expired/);
  });

  it('a token expires after 2 hours without use; each use moves the idle limit', async () => {
    const { db, app } = await makeAdminApp();
    const token = await login(app);
    const h = hashToken(token);
    db.prepare('UPDATE admin_tokens SET last_used_at = last_used_at - ? WHERE token_hash = ?').run(TOKEN_IDLE_MS - 5000, h);
    expect((await call(app, '/api/admin/verify', { token })).status).toBe(200);
    // That use reset the idle clock.
    db.prepare('UPDATE admin_tokens SET last_used_at = last_used_at - ? WHERE token_hash = ?').run(TOKEN_IDLE_MS - 5000, h);
    expect((await call(app, '/api/admin/verify', { token })).status).toBe(200);
    db.prepare('UPDATE admin_tokens SET last_used_at = last_used_at - ? WHERE token_hash = ?').run(TOKEN_IDLE_MS + 1, h);
    expect((await call(app, '/api/admin/verify', { token })).status).toBe(401);
  });

  it('POST /api/auth/logout revokes the token on the server; other tokens keep working', async () => {
    const { app } = await makeAdminApp();
    const a = await login(app);
    const b = await login(app);
    const out = await call(app, '/api/auth/logout', { body: {}, token: a });
    expect(out.status).toBe(200);
    expect(((await out.json()) as { data: { revoked: boolean } }).data.revoked).toBe(true);
    const after = await call(app, '/api/admin/verify', { token: a });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: { message: string } }).error.message).toMatch(/revoked/);
    expect((await call(app, '/api/admin/verify', { token: b })).status).toBe(200);
    expect((await call(app, '/api/admin/add-result', { body: { player1Id: 1, player2Id: 2, score1: 10, score2: 3 }, token: a })).status).toBe(401);
    // Logging out twice is harmless; logging out with no token is a 401.
    expect((await call(app, '/api/auth/logout', { body: {}, token: a })).status).toBe(200);
    expect((await call(app, '/api/auth/logout', { body: {} })).status).toBe(401);
    expect((await call(app, '/api/auth/logout', { body: { everything: true }, token: b })).status).toBe(400);
  });
});
