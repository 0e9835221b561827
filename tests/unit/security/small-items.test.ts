import { describe, expect, it, onTestFinished } from 'vitest';
import { Hono } from 'hono';
import { openDatabase } from '../../../api/db/database';
import { answerError } from '../../../api/lib/errors';
import { call, login, makeAdminApp } from '../admin/admin-test-kit';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApp } from '../../../api/app';
import { hostname } from 'node:os';
import { migrate } from '../../../api/db/migrate';
import { importLockHolder } from '../../../api/db/import-lock';
import { processIdentity } from '../../../api/lib/process-alive';
import { patchedRedocBundle, REDOC_BUILT_PATH } from '../../../api/routes/redoc-patch.mjs';

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;

describe('unpaired surrogates are refused in every text field', () => {
  it('a lone surrogate in a name is a 400 naming the field; nothing is stored', async () => {
    const { db, app } = await makeAdminApp();
    const token = await login(app);
    const players = db.prepare('SELECT COUNT(*) FROM pool_players').pluck().get();
    for (const [path, raw, field] of [
      ['/api/admin/players', '{"name":"\\udc00"}', 'name'],
      ['/api/admin/players', '{"name":"Ann \\ud800 Smith"}', 'name'],
      ['/api/admin/groups', '{"name":"Club \\udfff"}', 'name'],
      ['/api/admin/seasons', '{"groupId":1,"name":"S","startDate":"2026-01-05","generate":{"meetings":1,"everyDays":7,"seed":"\\ud83d"}}', 'generate.seed'],
    ] as const) {
      const res = await call(app, path, { rawBody: raw, token });
      expect(res.status, raw).toBe(400);
      const e = await errorOf(res);
      expect(e.field).toBe(field);
      expect(e.message).toMatch(/unpaired UTF-16 surrogate/);
    }
    expect(db.prepare('SELECT COUNT(*) FROM pool_players').pluck().get()).toBe(players);
    // A well-formed pair (an emoji) is text like any other.
    const ok = await call(app, '/api/admin/players', { rawBody: '{"name":"Ann \\ud83c\\udfb1"}', token });
    expect(ok.status).toBe(201);
  });
});

describe('a UNIQUE violation anywhere answers 409, never 500', () => {
  it('the error handler maps SQLite constraint errors to a conflict', async () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (name TEXT UNIQUE)');
    const app = new Hono().post('/t', (c) => {
      db.prepare('INSERT INTO t VALUES (?)').run('same');
      return c.json({ ok: true }, 201);
    });
    app.onError(answerError);
    expect((await app.request('/t', { method: 'POST' })).status).toBe(201);
    const again = await app.request('/t', { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('conflict');
    db.close();
  });
});

describe('the Redoc bundle is compressed once, never per request', () => {
  it('the build writes it with .br and .gz beside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    try {
      const r = spawnSync(process.execPath, ['scripts/precompress.mjs', dir], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      const file = join(dir, REDOC_BUILT_PATH);
      const identity = readFileSync(file);
      expect(identity.toString()).toBe(patchedRedocBundle());
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(identity)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(identity)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('16 clients at once all get it compressed', async () => {
    // A build whose compressed copies are not written (yet: npm test builds beside the unit tests, so dist/ may be
    // half written): the server compresses the bundle once itself.
    const saved = process.env.STATIC_ROOT;
    process.env.STATIC_ROOT = mkdtempSync(join(tmpdir(), 'half-build-'));
    const built = join(process.env.STATIC_ROOT, REDOC_BUILT_PATH);
    mkdirSync(dirname(built), { recursive: true });
    writeFileSync(built, patchedRedocBundle());
    onTestFinished(() => {
      rmSync(process.env.STATIC_ROOT!, { recursive: true, force: true });
      if (saved === undefined) delete process.env.STATIC_ROOT;
      else process.env.STATIC_ROOT = saved;
    });
    const db = openDatabase(':memory:');
    const app = createApp({ db });
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => app.request('/api/docs/redoc.standalone.js', { headers: { 'Accept-Encoding': 'gzip, br' } })),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
    }
    const body = Buffer.from(await answers[0].arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(patchedRedocBundle());
    db.close();
  });
});

describe('the import lock names its holder by process id and start time', () => {
  it('a live process that reused the holder\'s id is not taken for the holder', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const pid = process.ppid;
    const identity = processIdentity(pid);
    const lock = db.prepare(
      'INSERT OR REPLACE INTO import_lock (id, token, host, pid, process_start, started_at, expires_at) VALUES (1, ?, ?, ?, ?, ?, ?)',
    );
    const now = Date.now();
    lock.run('t1', hostname(), pid, identity, new Date(now).toISOString(), now + 60_000);
    expect(importLockHolder(db, now)?.token).toBe('t1');
    if (identity !== null) {
      // The same id, started at another time: the holder is gone, the lock is stale.
      lock.run('t2', hostname(), pid, `${identity}-earlier`, new Date(now).toISOString(), now + 60_000);
      expect(importLockHolder(db, now)).toBeNull();
    }
    db.close();
  });
});
