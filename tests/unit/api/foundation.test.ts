import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { Hono } from 'hono';
import { createApp } from '../../../api/app';
import { openDatabase } from '../../../api/db/database';
import { migrate, schemaVersion } from '../../../api/db/migrate';
import { migrations, type Migration } from '../../../api/db/migrations';
import { ApiError } from '../../../api/lib/errors';
import { parseOrThrow } from '../../../api/lib/validate';

function freshDb() {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

describe('API foundation', () => {
  it('answers the health check with the schema version', async () => {
    const app = createApp({ db: freshDb() });
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.status).toBe('ok');
    expect(body.data.schemaVersion).toBe(Math.max(...migrations.map((m) => m.version)));
  });

  it('answers an unknown /api path with a JSON 404 in the error shape', async () => {
    const app = createApp({ db: freshDb() });
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await app.request('/api/definitely/not/here', { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = await res.json();
      expect(body).toEqual({ error: { code: 'not_found', message: expect.stringContaining('/api/definitely/not/here') } });
    }
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const app = createApp({ db: freshDb() });
    const res = await app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('turns a thrown ApiError into the error shape with its field', async () => {
    const app = createApp({ db: freshDb() });
    // Mount a throwing route on a wrapper to exercise the shared error handler.
    const probe = new Hono().get('/', () => {
      throw new ApiError(400, 'validation_error', 'score1: must be 0-7 or 10', 'score1');
    });
    app.route('/probe', probe);
    const res = await app.request('/probe');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation_error', message: 'score1: must be 0-7 or 10', field: 'score1' },
    });
  });

  it('hides the detail of an unexpected error behind a 500 in the error shape', async () => {
    const app = createApp({ db: freshDb() });
    app.route('/boom', new Hono().get('/', () => {
      throw new Error('secret internals');
    }));
    const original = console.error;
    console.error = () => {};
    const res = await app.request('/boom');
    console.error = original;
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.error.code).toBe('internal_error');
    expect(JSON.stringify(body)).not.toContain('secret internals');
  });

  it('serves pages (unknown paths 404 with the not-found page), the admin shell and real files as themselves', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>spa</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dir, 'notes.txt'), 'plain file');
    const app = createApp({ db: freshDb(), staticRoot: dir, ssr: await import('../../../src/entry-server') });
    for (const [path, status] of [['/', 200], ['/cricket/player/some-one', 404], ['/Pool/Matches', 200], ['/admin', 200], ['/no/such/page', 404]] as const) {
      const res = await app.request(path);
      expect(res.status, path).toBe(status);
      expect(await res.text()).toContain('<div id="root">');
    }
    const file = await app.request('/notes.txt');
    expect(await file.text()).toBe('plain file');
    const api = await app.request('/api/unknown');
    expect(api.status).toBe(404);
    expect((await api.json()).error.code).toBe('not_found');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('migrations', () => {
  it('apply once and re-running them is a no-op', () => {
    const db = openDatabase(':memory:');
    const first = migrate(db);
    expect(first.length).toBe(migrations.length);
    const version = schemaVersion(db);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name").all();
    expect(migrate(db)).toEqual([]);
    expect(schemaVersion(db)).toBe(version);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name").all()).toEqual(tables);
  });

  it('apply only the new ones to an older database, and roll back a failing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mig-'));
    const path = join(dir, 'x.db');
    const m1: Migration = { version: 1, name: 'a', up: 'CREATE TABLE a (id INTEGER PRIMARY KEY)' };
    const m2: Migration = { version: 2, name: 'b', up: 'CREATE TABLE b (id INTEGER PRIMARY KEY)' };
    const bad: Migration = { version: 3, name: 'bad', up: 'CREATE TABLE c (id INTEGER); SELECT * FROM missing_table' };
    let db = openDatabase(path);
    expect(migrate(db, [m1])).toEqual([1]);
    db.close();
    db = openDatabase(path);
    expect(migrate(db, [m1, m2])).toEqual([2]);
    expect(() => migrate(db, [m1, m2, bad])).toThrow();
    expect(schemaVersion(db)).toBe(2);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name='c'").get()).toEqual({ n: 0 });
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('apply a lower-numbered migration that arrives after a higher one', () => {
    const db = openDatabase(':memory:');
    const m1: Migration = { version: 1, name: 'a', up: 'CREATE TABLE a (id INTEGER PRIMARY KEY)' };
    const m2: Migration = { version: 2, name: 'b', up: 'CREATE TABLE b (id INTEGER PRIMARY KEY)' };
    const m3: Migration = { version: 3, name: 'c', up: 'CREATE TABLE c (id INTEGER PRIMARY KEY)' };
    expect(migrate(db, [m1, m3])).toEqual([1, 3]);
    expect(migrate(db, [m1, m2, m3])).toEqual([2]);
    expect(schemaVersion(db)).toBe(3);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name='b'").get()).toEqual({ n: 1 });
    expect(migrate(db, [m1, m2, m3])).toEqual([]);
  });

  it('refuse two migrations with one version number', () => {
    const db = openDatabase(':memory:');
    const a: Migration = { version: 7, name: 'a', up: 'SELECT 1' };
    expect(() => migrate(db, [a, { ...a, name: 'b' }])).toThrow(/share version 7/);
  });

  it('open file databases in WAL mode with foreign keys on', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wal-'));
    const db = openDatabase(join(dir, 'w.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('parseOrThrow', () => {
  const schema = z.strictObject({ player1Id: z.number().int(), score1: z.number().int() });
  it('names the first bad field', () => {
    try {
      parseOrThrow(schema, { player1Id: 1, score1: 'x' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).field).toBe('score1');
      expect((e as ApiError).status).toBe(400);
    }
  });
  it('names an unknown key', () => {
    try {
      parseOrThrow(schema, { player1Id: 1, score1: 2, extra: true });
      expect.unreachable();
    } catch (e) {
      expect((e as ApiError).field).toBe('extra');
    }
  });
});
