import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createApp } from '../../../api/app';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';

function siteApp(root: string) {
  const db = openDatabase(':memory:');
  migrate(db);
  return createApp({ db, staticRoot: root });
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('the built assets, served from memory', () => {
  const root = mkdtempSync(join(tmpdir(), 'immutable-assets-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Site</title><div id="root"></div>');
  const script = `export const value = ${JSON.stringify('y'.repeat(2000))};`;
  const write = (name: string, text: string, compressed = true) => {
    writeFileSync(join(root, 'assets', name), text);
    if (!compressed) return;
    writeFileSync(join(root, 'assets', `${name}.br`), brotliCompressSync(Buffer.from(text)));
    writeFileSync(join(root, 'assets', `${name}.gz`), gzipSync(Buffer.from(text)));
  };
  write('chunk-Ab_1.js', script);
  write('style-9z.css', 'body{margin:0}', false);

  it('answers from memory once read: the same bytes after the files are gone from the disk', async () => {
    const app = siteApp(root);
    const first = await app.request('/assets/chunk-Ab_1.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(first.status).toBe(200);
    expect(brotliDecompressSync(await bytes(first)).toString('utf8')).toBe(script);
    for (const suffix of ['', '.br', '.gz']) rmSync(join(root, 'assets', `chunk-Ab_1.js${suffix}`));

    const br = await app.request('/assets/chunk-Ab_1.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brBody = await bytes(br);
    expect(br.headers.get('content-length')).toBe(String(brBody.byteLength));
    expect(brotliDecompressSync(brBody).toString('utf8')).toBe(script);

    // q=0 refuses brotli: gzip instead; no Accept-Encoding: the file as built.
    const gz = await app.request('/assets/chunk-Ab_1.js', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString('utf8')).toBe(script);
    const plain = await app.request('/assets/chunk-Ab_1.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);

    // Another server process would not have it: a new app reads the disk again and finds nothing.
    expect((await siteApp(root).request('/assets/chunk-Ab_1.js')).status).toBe(404);
    write('chunk-Ab_1.js', script);
  });

  it('a file with no precompressed bodies goes out as it is', async () => {
    const res = await siteApp(root).request('/assets/style-9z.css', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/css');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('body{margin:0}');
  });

  it('HEAD gives the length and no body; a range request gets its bytes', async () => {
    const app = siteApp(root);
    const head = await app.request('/assets/style-9z.css', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('14');
    expect(await head.text()).toBe('');
    const range = await app.request('/assets/style-9z.css', { headers: { Range: 'bytes=0-3' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('body');
  });

  it('unknown names, sub-folders and the .br/.gz files themselves are not found, and a name found later is served', async () => {
    const app = siteApp(root);
    for (const path of ['/assets/missing-1.js', '/assets/x/chunk-Ab_1.js', '/assets/chunk-Ab_1.js.br', '/assets/..%2Findex.html']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    // A miss is not remembered: the file written after it is found.
    const missThenHit = siteApp(root);
    expect((await missThenHit.request('/assets/later-3.js')).status).toBe(404);
    writeFileSync(join(root, 'assets', 'later-3.js'), 'export const later = 3;');
    const hit = await missThenHit.request('/assets/later-3.js');
    expect(hit.status).toBe(200);
    expect(await hit.text()).toBe('export const later = 3;');
  });
});
