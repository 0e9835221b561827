import { expect } from '@playwright/test';
import { test } from '../support/shared-page';
import { brotliDecompressSync } from 'node:zlib';

// Robots.txt and sitemap.xml from the built server, and precompressed static files.

test.describe('robots.txt, sitemap and compression', () => {
  test('robots.txt is plain text, allows all and names the sitemap', async ({ request, baseURL }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Allow: /');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).not.toContain('<html');
  });

  test('sitemap.xml is a urlset listing every cricket player and every pool group and player', async ({ request, baseURL }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(locs.has(`${baseURL}/`)).toBe(true);
    expect(locs.has(`${baseURL}/pool/group/banff`)).toBe(true);

    const players = (await (await request.get('/api/cricket/players')).json()).data as { url_slug: string }[];
    expect(players.length).toBeGreaterThan(0);
    for (const p of players) expect(locs.has(`${baseURL}/cricket/player/${p.url_slug}`), p.url_slug).toBe(true);
    expect([...locs].filter((l) => l.includes('/cricket/player/'))).toHaveLength(players.length);

    const poolPlayers = (await (await request.get('/api/pool/players')).json()).data as { id: number }[];
    const groups = (await (await request.get('/api/pool/groups')).json()).data as { url_slug: string }[];
    for (const p of poolPlayers) expect(locs.has(`${baseURL}/pool/player/${p.id}`), `pool player ${p.id}`).toBe(true);
    for (const g of groups) expect(locs.has(`${baseURL}/pool/group/${g.url_slug}`), g.url_slug).toBe(true);
    for (const hidden of ['/admin', '/login', '/debug']) expect(xml).not.toContain(hidden);
  });

  test('static assets come back brotli-compressed when asked, with Vary', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of scripts) {
      const res = await request.get(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.status(), path).toBe(200);
      // scripts/precompress.mjs leaves a file under 512 bytes as it is (its MIN_BYTES: brotli's frame costs more than
      // it saves there); such a file is served plain, its bytes checked below all the same.
      const small = (await res.body()).byteLength < 512 && res.headers()['content-encoding'] === undefined;
      if (!small) expect(res.headers()['content-encoding'], path).toBe('br');
      expect(res.headers()['vary'] ?? '', path).toMatch(/accept-encoding/i);
      const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers()['content-encoding']).toBeUndefined();
      const plainBody = await plain.body();
      // Playwright hands back the bytes it received: undo the brotli ourselves when it did not.
      const body = await res.body();
      const decoded = body.equals(plainBody) ? body : brotliDecompressSync(body);
      expect(decoded.equals(plainBody), path).toBe(true);
    }
  });

  test('React DOM and the app start-up chunk are preloaded with V8 compile hint; the entry and others are not', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const entry = html.match(/<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/)?.[1];
    const hinted = preloads.filter((p) => /\/assets\/(?:boot|client)-[^/]+\.js$/.test(p));
    expect(hinted, 'boot and react-dom/client chunks preloaded').toHaveLength(2);
    const others = [entry!, ...preloads.filter((p) => !hinted.includes(p))];
    expect(others.length).toBeGreaterThan(1);
    const firstLine = async (path: string) => (await (await request.get(path)).text()).split('\n', 1)[0];
    for (const path of hinted) expect(await firstLine(path), path).toBe('//# allFunctionsCalledOnLoad');
    for (const path of others) expect(await firstLine(path), path).not.toContain('allFunctionsCalledOnLoad');
  });

  test('HTML and large JSON answers are compressed too', async ({ request }) => {
    const page = await request.get('/about', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers()['content-type']).toContain('text/html');
    expect(page.headers()['vary'] ?? '').toMatch(/accept-encoding/i);
    const api = await request.get('/api/pool/matches', { headers: { 'Accept-Encoding': 'br' } });
    expect(api.status()).toBe(200);
    expect(api.headers()['content-encoding']).toBe('br');
  });
});
