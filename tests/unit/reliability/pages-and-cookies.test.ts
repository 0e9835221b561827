import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { compression } from '../../../api/http/compression';
import { ssrTestApp } from '../ssr/ssr-test-app';

let close: () => void;
let render: ReturnType<typeof vi.fn>;
let app: ReturnType<typeof ssrTestApp>['app'];

beforeAll(() => {
  ({ app, render, close } = ssrTestApp('pages-cookies', { 'index.html.br': 'not for direct download', 'robots.txt.gz': 'not for direct download' }));
});

afterAll(() => close());

describe('render cache key without PUBLIC_ORIGIN', () => {
  it('Host ports and letter case do not multiply renders', async () => {
    render.mockClear();
    const hosts = ['localhost:1111', 'localhost:2222', 'LOCALHOST:3333', 'localhost:65535', 'localhost'];
    const pages = [];
    for (const host of hosts) {
      const res = await app.request(`http://${host}/pool/group/banff`, { headers: { Host: host } });
      expect(res.status).toBe(200);
      pages.push(await res.text());
    }
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
    // The page names its origin without the Host header's port (this test's requests reach no listening socket).
    expect(pages[0]).toContain('http://localhost/pool/group/banff');
    expect(pages[0]).not.toContain(':1111');
  });
});

describe('compressed pages', () => {
  it('a page is compressed once and its bytes sent again from the cache', async () => {
    const get = () => app.request('/pool/group/banff', { headers: { 'Accept-Encoding': 'br' } });
    const a = await get();
    const b = await get();
    expect(a.headers.get('content-encoding')).toBe('br');
    expect(a.headers.get('vary')).toMatch(/Accept-Encoding/);
    const [x, y] = [Buffer.from(await a.arrayBuffer()), Buffer.from(await b.arrayBuffer())];
    expect(x.equals(y)).toBe(true);
    const plain = await (await app.request('/pool/group/banff')).text();
    expect(brotliDecompressSync(x).toString()).toBe(plain);
  });

  it('compressions at once are capped: beyond the cap a body goes out uncompressed', async () => {
    const small = new Hono();
    small.use('*', compression({ maxConcurrent: 1 }));
    small.get('/x', (c) => c.json({ text: 'x'.repeat(200_000) }));
    const answers = await Promise.all([1, 2, 3, 4].map(() => small.request('/x', { headers: { 'Accept-Encoding': 'br' } })));
    const encodings = answers.map((r) => r.headers.get('content-encoding'));
    expect(encodings).toContain('br');
    expect(encodings).toContain(null);
    for (const r of answers) expect(r.status).toBe(200);
  });
});

describe('smaller hardening', () => {
  it('the precompressed siblings of built files are not served as files', async () => {
    for (const path of ['/index.html.br', '/robots.txt.gz', '/INDEX.HTML.BR']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('not for direct download');
    }
  });

  it('error messages echo at most a bounded part of the request path', async () => {
    const long = 'x'.repeat(7000);
    for (const path of [`/api/${long}`, `/api/pool/player/${long}`, `/api/pool/group/${long}`]) {
      const res = await app.request(path, { headers: { Accept: 'application/json' } });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message.length).toBeLessThan(200);
    }
  });

  it('the anti-forgery cookie is __Host-csrf over HTTPS and csrf over plain HTTP', async () => {
    const https = await app.request('https://localhost/api/auth/csrf');
    const setHttps = https.headers.get('set-cookie')!;
    expect(setHttps).toMatch(/^__Host-csrf=[A-Za-z0-9_-]+;/);
    expect(setHttps).toMatch(/Path=\//);
    expect(setHttps).toMatch(/Secure/);
    expect(setHttps).not.toMatch(/Domain=/i);
    const http = await app.request('http://localhost/api/auth/csrf');
    expect(http.headers.get('set-cookie')).toMatch(/^csrf=[A-Za-z0-9_-]+;/);

    const token = 'c'.repeat(43);
    const signIn = (url: string, cookie: string) =>
      app.request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-Token': token },
        body: JSON.stringify({ password: 'wrong-password-here' }),
      });
    // Over HTTPS a plain `csrf` cookie (which any subdomain or plain-HTTP page could have set) is not enough.
    const plainOverHttps = await signIn('https://localhost/api/auth/token', `csrf=${token}`);
    expect(plainOverHttps.status).toBe(403);
    expect(((await plainOverHttps.json()) as { error: { code: string } }).error.code).toBe('csrf_failed');
    const hostOverHttps = await signIn('https://localhost/api/auth/token', `__Host-csrf=${token}`);
    expect(hostOverHttps.status).not.toBe(403);
  });
});
