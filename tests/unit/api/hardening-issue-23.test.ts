import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { startHttpServer } from '../../../api/http-server';

/** The host allow-list also checks an absolute-form request target; cookies follow the HSTS rule. */
function plainApp() {
  const db = openDatabase(':memory:');
  migrate(db);
  return createApp({ db, allowedHosts: [] });
}

function raw(port: number, request: string) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (d) => (reply += d.toString()));
    socket.on('close', () => resolve(reply));
    socket.write(request);
    setTimeout(() => socket.end(), 1500);
  });
}

describe('absolute-form request targets', () => {
  it('GET http://evil.example/robots.txt with an allowed Host is refused with 421, over a real socket', async () => {
    const app = plainApp();
    const server = startHttpServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())));
    try {
      const port = (server.address() as AddressInfo).port;
      const evil = await raw(port, 'GET http://evil.example/robots.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect(evil).toMatch(/^HTTP\/1\.1 421/);
      expect(evil).not.toContain('evil.example/sitemap.xml');
      const fine = await raw(port, 'GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect(fine).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      server.close();
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }
  });

  it('app.request with a foreign authority in the URL is refused too', async () => {
    const res = await plainApp().request('http://evil.example/robots.txt', { headers: { Host: 'localhost' } });
    expect(res.status).toBe(421);
  });
});

describe('the anti-forgery cookie', () => {
  it('is Secure only when HSTS is sent: X-Forwarded-Proto counts only with TRUST_PROXY=1', async () => {
    const app = plainApp();
    const viaHeader = await app.request('http://localhost/api/auth/csrf', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(viaHeader.headers.get('strict-transport-security')).toBeNull();
    expect(viaHeader.headers.get('set-cookie')).not.toMatch(/Secure/i);
    const https = await app.request('https://localhost/api/auth/csrf');
    expect(https.headers.get('set-cookie')).toMatch(/Secure/i);
  });
});
