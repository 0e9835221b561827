import { afterEach, describe, expect, it } from 'vitest';
import { ensureAdminPassword } from '../../../api/auth/admin-password';
import { limitKey, parseTrustProxy, resolveClientAddress } from '../../../api/http/client-address';
import type { Db } from '../../../api/db/database';
import { clockAdminApp, CSRF, PASSWORD, TEST_SCRYPT, type App } from '../admin/admin-test-kit';

const env = { TRUST_PROXY: process.env.TRUST_PROXY, SIGN_IN_BUDGET_PER_HOUR: process.env.SIGN_IN_BUDGET_PER_HOUR };
afterEach(() => {
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});


function signIn(app: App, address: string, password: string, o: { device?: string; forwardedFor?: string } = {}) {
  const body = JSON.stringify({ password });
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    Cookie: `csrf=${CSRF}${o.device ? `; admin_device=${o.device}` : ''}`,
    'X-CSRF-Token': CSRF,
  };
  if (o.forwardedFor) headers['X-Forwarded-For'] = o.forwardedFor;
  return app.request('/api/auth/token', { method: 'POST', headers, body }, { incoming: { socket: { remoteAddress: address } } });
}

const deviceCookieOf = (res: Response) => /admin_device=([A-Za-z0-9_-]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
const failures = (db: Db) =>
  db.prepare("SELECT client_address, detail FROM admin_audit_log WHERE action = 'login_failed' ORDER BY id").all() as {
    client_address: string;
    detail: string;
  }[];

describe('TRUST_PROXY', () => {
  it('takes a number of proxies or a list of trusted addresses and ranges', () => {
    const list = parseTrustProxy('127.0.0.1, 10.0.0.0/8, ::1');
    expect(resolveClientAddress('10.1.2.3', '198.51.100.4, 203.0.113.5', list)).toBe('203.0.113.5');
    expect(resolveClientAddress('10.1.2.3', '198.51.100.4, 10.9.9.9', list)).toBe('198.51.100.4');
    expect(resolveClientAddress('203.0.113.9', '1.1.1.1', list)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:127.0.0.1', '198.51.100.4', list)).toBe('198.51.100.4');
    expect(resolveClientAddress('10.1.2.3', '1.1.1.1, 2.2.2.2', parseTrustProxy('2'))).toBe('1.1.1.1');
    expect(resolveClientAddress('10.1.2.3', '1.1.1.1', parseTrustProxy('0'))).toBe('10.1.2.3');
    expect(() => parseTrustProxy('yes please')).toThrow(/TRUST_PROXY/);
  });

  it('a rotated X-Forwarded-For from one untrusted peer counts as one address; through the proxy the client is named', async () => {
    process.env.TRUST_PROXY = '127.0.0.1';
    const { app, db } = await clockAdminApp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await signIn(app, '203.0.113.9', `guess-${i}`, { forwardedFor: `192.0.2.${i + 1}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(new Set(failures(db).map((f) => f.client_address))).toEqual(new Set(['203.0.113.9']));
    // Through the trusted proxy, the address it names is the client (and the one audited).
    expect((await signIn(app, '127.0.0.1', PASSWORD, { forwardedFor: '198.51.100.20' })).status).toBe(200);
    const login = db.prepare("SELECT client_address FROM admin_audit_log WHERE action = 'login' ORDER BY id DESC").pluck().get();
    expect(login).toBe('198.51.100.20');
  });
});

describe('IPv6 clients are counted by their /64', () => {
  it('groups addresses', () => {
    expect(limitKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('five wrong guesses from five addresses of one /64 lock that /64 out', async () => {
    const { app } = await clockAdminApp();
    for (let i = 1; i <= 5; i++) expect((await signIn(app, `2001:db8:1:2::${i}`, `guess-${i}`)).status).toBe(401);
    expect((await signIn(app, '2001:db8:1:2::99', PASSWORD)).status).toBe(429);
    expect((await signIn(app, '2001:db8:1:3::1', PASSWORD)).status).toBe(200);
  });
});

describe('failed sign-ins in the audit log', () => {
  it('records address, time and reason for wrong and locked-out sign-ins, never the password', async () => {
    const { app, db } = await clockAdminApp();
    for (let i = 0; i < 6; i++) await signIn(app, '198.51.100.30', `secret-guess-${i}`);
    const rows = db.prepare("SELECT at, client_address, detail FROM admin_audit_log WHERE action = 'login_failed' ORDER BY id").all() as {
      at: string;
      client_address: string;
      detail: string;
    }[];
    expect(rows.map((r) => JSON.parse(r.detail).reason)).toEqual([...Array(5).fill('wrong_password'), 'locked_out_address']);
    for (const r of rows) {
      expect(r.client_address).toBe('198.51.100.30');
      expect(r.at).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(r.detail).not.toContain('secret-guess');
    }
  });
});

describe('a changed admin password ends every device cookie', () => {
  it('the old device cookie no longer opens the device lane', async () => {
    const { app, db } = await clockAdminApp();
    const first = await signIn(app, '198.51.100.40', PASSWORD);
    const device = deviceCookieOf(first)!;
    expect(device).toBeTruthy();
    // Lock the address out: the device lane still lets the admin in.
    for (let i = 0; i < 5; i++) await signIn(app, '198.51.100.40', `guess-${i}`);
    expect((await signIn(app, '198.51.100.40', PASSWORD)).status).toBe(429);
    expect((await signIn(app, '198.51.100.40', PASSWORD, { device })).status).toBe(200);
    for (let i = 0; i < 5; i++) await signIn(app, '198.51.100.40', `guess-again-${i}`);

    const NEW = 'a-brand-new-admin-password';
    expect(await ensureAdminPassword(db, { envPassword: NEW, params: TEST_SCRYPT, log: () => {} })).toBe('rotated');
    const refused = await signIn(app, '198.51.100.40', NEW, { device });
    expect(refused.status).toBe(429);
    expect(db.prepare('SELECT COUNT(*) FROM admin_devices').pluck().get()).toBe(0);
  });
});

describe('the site-wide failed-guess budget', () => {
  it('caps guesses spread over many addresses; a known device and a known address still get in', async () => {
    process.env.SIGN_IN_BUDGET_PER_HOUR = '10';
    const { app, db, clock } = await clockAdminApp();
    const device = deviceCookieOf(await signIn(app, '198.51.100.50', PASSWORD))!;
    for (let i = 0; i < 10; i++) expect((await signIn(app, `203.0.113.${i + 1}`, `guess-${i}`)).status).toBe(401);
    const spent = await signIn(app, '203.0.113.200', PASSWORD);
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await spent.json()) as { error: { message: string } }).error.message).toMatch(/failed sign-ins on this site/);
    expect(JSON.parse(failures(db).at(-1)!.detail)).toMatchObject({ reason: 'site_budget_spent', count: 1 });
    expect((await signIn(app, '198.51.100.77', PASSWORD, { device })).status).toBe(200);
    expect((await signIn(app, '198.51.100.50', PASSWORD)).status).toBe(200);
    // An hour later the budget has room again.
    clock.t += 60 * 60 * 1000 + 1000;
    expect((await signIn(app, '203.0.113.200', PASSWORD)).status).toBe(200);
  });
});
