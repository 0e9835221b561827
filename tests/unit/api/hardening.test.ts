import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { hostAllowed, hostName, allowedHostsFromEnv } from '../../../api/http/allowed-hosts';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { startHttpServer } from '../../../api/http-server';
import { call, CSRF, login, makeAdminApp } from '../admin/admin-test-kit';

function plainApp(allowed?: string[]) {
  const db = openDatabase(':memory:');
  migrate(db);
  return createApp({ db, allowedHosts: allowed });
}

describe('security headers', () => {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });

  it('X-Frame-Options DENY, like the CSP frame-ancestors none', async () => {
    const res = await plainApp().request('/api/health');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('HSTS only over HTTPS: directly, or behind a trusted proxy saying X-Forwarded-Proto: https', async () => {
    const app = plainApp();
    expect((await app.request('http://localhost/api/health')).headers.get('strict-transport-security')).toBeNull();
    expect((await app.request('https://localhost/api/health')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const viaProxy = () => app.request('http://localhost/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    delete process.env.TRUST_PROXY;
    expect((await viaProxy()).headers.get('strict-transport-security')).toBeNull();
    process.env.TRUST_PROXY = '1';
    expect((await viaProxy()).headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    const http = await app.request('http://localhost/api/health', { headers: { 'X-Forwarded-Proto': 'https, http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('allowed hosts', () => {
  it('answers localhost and IP literals by default and refuses other names with 421', async () => {
    const app = plainApp([]);
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000', '192.168.1.20', 'app.localhost']) {
      expect((await app.request('/api/health', { headers: { Host: host } })).status, host).toBe(200);
    }
    const refused = await app.request('/api/auth/csrf', { headers: { Host: 'rebind.attacker.example:3000' } });
    expect(refused.status).toBe(421);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('host_not_allowed');
  });

  it('PUBLIC_ORIGIN and ALLOWED_HOSTS add names', async () => {
    const hosts = allowedHostsFromEnv({ PUBLIC_ORIGIN: 'https://League.Example.org', ALLOWED_HOSTS: 'pool.example.net, *.lan' } as NodeJS.ProcessEnv);
    expect(hosts).toEqual(['league.example.org', 'pool.example.net', '*.lan']);
    const app = plainApp(hosts);
    expect((await app.request('/api/health', { headers: { Host: 'league.example.org' } })).status).toBe(200);
    expect((await app.request('/api/health', { headers: { Host: 'box.lan:3000' } })).status).toBe(200);
    expect((await app.request('/api/health', { headers: { Host: 'example.org' } })).status).toBe(421);
    expect(hostName('[::1]:80')).toBe('::1');
    expect(hostName('Example.ORG:443')).toBe('example.org');
    expect(hostAllowed('evil.lan.example', ['*.lan'])).toBe(false);
    expect(() => allowedHostsFromEnv({ PUBLIC_ORIGIN: 'not a url' } as NodeJS.ProcessEnv)).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('small fixes', () => {
  it('If-None-Match: * answers 304 when the resource exists, and not for a missing one', async () => {
    const { app } = await makeAdminApp();
    const res = await app.request('/api/pool/group/banff', { headers: { 'If-None-Match': '*' } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect((await app.request('/api/pool/group/nowhere', { headers: { 'If-None-Match': '*' } })).status).toBe(404);
  });

  it('logout accepts an empty body (with or without a JSON content type)', async () => {
    const { app } = await makeAdminApp();
    const a = await login(app);
    const res = await call(app, '/api/auth/logout', { method: 'POST', token: a });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { revoked: true } });
    const b = await login(app);
    expect((await call(app, '/api/auth/logout', { rawBody: '', token: b })).status).toBe(200);
    expect((await call(app, '/api/admin/verify', { token: b })).status).toBe(401);
  });
});

describe('slow requests are cut off', () => {
  async function withServer(run: (port: number) => Promise<void>) {
    const app = plainApp();
    const server = startHttpServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', requestTimeoutMs: 1000, headersTimeoutMs: 1000, checkIntervalMs: 100 });
    await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())));
    try {
      await run((server.address() as AddressInfo).port);
    } finally {
      server.close();
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }
  }

  /** Send `first`, then one byte of `rest` every 150 ms; resolve with what the server said and when it closed. */
  function trickle(port: number, first: string, rest: string) {
    return new Promise<{ reply: string; ms: number }>((resolve) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let reply = '';
      let i = 0;
      socket.write(first);
      const timer = setInterval(() => {
        if (i < rest.length && !socket.destroyed) socket.write(rest[i++]);
      }, 150);
      socket.on('data', (d) => (reply += d.toString()));
      const end = () => {
        clearInterval(timer);
        resolve({ reply, ms: Date.now() - started });
      };
      socket.on('close', end);
      socket.on('error', () => undefined);
    });
  }

  it('headers that trickle in get 408 and the connection closed after the headers timeout', async () => {
    await withServer(async (port) => {
      const r = await trickle(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: ' + 'a'.repeat(100));
      expect(r.reply).toMatch(/^HTTP\/1\.1 408/);
      expect(r.ms).toBeGreaterThanOrEqual(900);
      expect(r.ms).toBeLessThan(5000);
    });
  }, 20_000);

  it('a body that trickles in gets 408 and the connection closed after the request timeout', async () => {
    await withServer(async (port) => {
      const body = JSON.stringify({ password: 'x'.repeat(200) });
      const head = `POST /api/auth/token HTTP/1.1\r\nHost: localhost\r\nCookie: csrf=${CSRF}\r\nX-CSRF-Token: ${CSRF}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
      const r = await trickle(port, head, body);
      expect(r.reply).toMatch(/^HTTP\/1\.1 408/);
      expect(r.ms).toBeGreaterThanOrEqual(900);
      expect(r.ms).toBeLessThan(5000);
    });
  }, 20_000);

  it('defaults to 30 s for headers and the whole request', async () => {
    const app = plainApp();
    const server = startHttpServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      const s = server as unknown as { requestTimeout: number; headersTimeout: number };
      expect(s.requestTimeout).toBe(30_000);
      expect(s.headersTimeout).toBe(30_000);
    } finally {
      server.close();
    }
  });
});
