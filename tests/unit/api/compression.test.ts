import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { createApp } from '../../../api/app';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importCricsheet } from '../../../api/cricket/import/import';
import { seedDemoLeagueIfEmpty } from '../../../api/league/demo-seed';
import { compression, negotiateEncoding } from '../../../api/http/compression';

function freshDb() {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const bigJson = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `player ${i}`, rating: i / 7 })) };

/** A small app behind the middleware with routes that exercise each case. */
function probeApp() {
  const app = new Hono();
  app.use('*', compression({ threshold: 1024 }));
  app.get('/big.json', (c) => {
    c.header('ETag', '"abc"');
    return c.json(bigJson);
  });
  app.get('/small.json', (c) => c.json({ ok: true }));
  app.get('/page', (c) => c.html(`<!doctype html><title>t</title><p>${'cricket '.repeat(400)}</p>`));
  app.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  app.get('/already', (c) => {
    const body = gzipSync(Buffer.from(JSON.stringify(bigJson)));
    return c.body(new Uint8Array(body), 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
  });
  app.get('/not-modified', (c) => c.body(null, 304, { ETag: 'W/"x"' }));
  return app;
}

describe('negotiateEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('compression middleware', () => {
  it('sends JSON over 1 KB as brotli when accepted, with Vary and a weak ETag', async () => {
    const res = await probeApp().request('/big.json', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('etag')).toBe('W/"abc"');
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8'))).toEqual(bigJson);
    expect(body.byteLength).toBeLessThan(JSON.stringify(bigJson).length / 3);
  });

  it('uses gzip when brotli is not accepted, and nothing when neither is', async () => {
    const gz = await probeApp().request('/big.json', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(gz)).toString('utf8'))).toEqual(bigJson);

    const plain = await probeApp().request('/big.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    // Uncompressed, the strong ETag stays as the route set it.
    expect(plain.headers.get('etag')).toBe('"abc"');
    expect(await plain.json()).toEqual(bigJson);
  });

  it('compresses HTML pages', async () => {
    const res = await probeApp().request('/page', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(brotliDecompressSync(await bytes(res)).toString('utf8')).toContain('cricket cricket');
  });

  it('leaves small bodies, binary types, 304s and pre-encoded bodies alone', async () => {
    const app = probeApp();
    const small = await app.request('/small.json', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await small.json()).toEqual({ ok: true });

    const png = await app.request('/png', { headers: { 'Accept-Encoding': 'br' } });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect((await bytes(png)).byteLength).toBe(4096);

    const already = await app.request('/already', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(already.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(already)).toString('utf8'))).toEqual(bigJson);

    const nm = await app.request('/not-modified', { headers: { 'Accept-Encoding': 'br' } });
    expect(nm.status).toBe(304);
    expect(nm.headers.get('content-encoding')).toBeNull();
    expect(nm.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await bytes(nm)).byteLength).toBe(0);
  });

  it('does not compress HEAD answers', async () => {
    const res = await probeApp().request('/big.json', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});

describe('compression in the site app', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compression-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const indexHtml = `<!doctype html><html><head><title>Site</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
  const script = `export const value = ${JSON.stringify('x'.repeat(3000))};`;
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'assets', 'app-1234.js'), script);
  writeFileSync(join(dir, 'assets', 'app-1234.js.br'), brotliCompressSync(Buffer.from(script)));
  writeFileSync(join(dir, 'assets', 'app-1234.js.gz'), gzipSync(Buffer.from(script)));

  it('serves precompressed assets with Content-Encoding br, gzip or none as asked', async () => {
    const app = createApp({ db: freshDb(), staticRoot: dir });
    const br = await app.request('/assets/app-1234.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(await bytes(br)).toString('utf8')).toBe(script);

    const gz = await app.request('/assets/app-1234.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString('utf8')).toBe(script);

    const plain = await app.request('/assets/app-1234.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(script);
  });

  it('compresses the HTML of app routes', async () => {
    const app = createApp({ db: freshDb(), staticRoot: dir });
    const res = await app.request('/cricket', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(res)).toString('utf8')).toBe(indexHtml);
  });

  it('compresses large API answers (pool matches) and keeps 304 revalidation working', async () => {
    const db = freshDb();
    seedDemoLeagueIfEmpty(db);
    const app = createApp({ db });
    const plain = await app.request('/api/pool/matches');
    const plainBody = await plain.text();
    expect(plainBody.length).toBeGreaterThan(1024);

    const res = await app.request('/api/pool/matches', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(res)).toString('utf8')).toBe(plainBody);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);

    const again = await app.request('/api/pool/matches', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-encoding')).toBeNull();
  });

  it('compresses the cricket API answers over 1 KB', async () => {
    const db = freshDb();
    const app = createApp({ db });
    // An unknown-player error is small: it stays plain.
    const small = await app.request('/api/cricket/player_detail/nobody', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.status).toBe(404);
    expect(small.headers.get('content-encoding')).toBeNull();
    await importCricsheet(db, 'tests/fixtures/cricsheet');
    const res = await app.request('/api/cricket/players', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(await bytes(res)).toString('utf8'));
    expect(body.data.length).toBeGreaterThan(10);
  });
});
