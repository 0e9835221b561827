import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { cricketMatchCount, importCricsheet } from '../../../api/cricket/import/import';
import { importStatus } from '../../../api/cricket/import/import-status';
import { cricketStartupImport } from '../../../api/cricket/import/startup-import';
import { createApp } from '../../../api/app';

function freshDb() {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

describe('cricket start-up import', () => {
  it('imports CRICSHEET_SOURCE when the tables are empty, and not again once filled', async () => {
    const db = freshDb();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await cricketStartupImport(db, { CRICSHEET_SOURCE: 'tests/fixtures/cricsheet', CRICSHEET_AUTO_IMPORT: '0' });
    expect(cricketMatchCount(db)).toBe(3);
    expect(importStatus(db)).toBe('imported');
    db.prepare("UPDATE app_meta SET value = 'untouched' WHERE key = 'cricket_import_status'").run();
    await cricketStartupImport(db, { CRICSHEET_SOURCE: 'tests/fixtures/cricsheet' });
    expect(importStatus(db)).toBe('untouched');
    log.mockRestore();
  });

  it('returns once the import is done: the win-probability fit runs afterwards, so start-up never waits for it', async () => {
    const db = freshDb();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await cricketStartupImport(db, { CRICSHEET_SOURCE: 'tests/fixtures/cricsheet', CRICSHEET_AUTO_IMPORT: '0' });
    expect(cricketMatchCount(db)).toBe(3);
    const fitted = () => db.prepare('SELECT COUNT(*) FROM cricket_wp_fit').pluck().get();
    expect(fitted()).toBe(0);
    await vi.waitFor(() => expect(fitted()).toBe(1), { timeout: 30_000, interval: 50 });
    expect(log.mock.calls.some((c) => String(c[0]).includes('[cricket] win probability:'))).toBe(true);
    log.mockRestore();
  });

  it('imports again when the matches were imported before ball-by-ball analytics', async () => {
    const db = freshDb();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await importCricsheet(db, 'tests/fixtures/cricsheet');
    db.prepare('UPDATE cricket_innings SET balls_r0 = NULL, fours = 99').run();
    await cricketStartupImport(db, { CRICSHEET_SOURCE: 'tests/fixtures/cricsheet', CRICSHEET_AUTO_IMPORT: '0' });
    expect(db.prepare('SELECT COUNT(*) FROM cricket_innings WHERE did_bat = 1 AND balls_r0 IS NULL').pluck().get()).toBe(0);
    expect(db.prepare('SELECT MAX(fours) FROM cricket_innings').pluck().get()).toBeLessThan(99);
    expect(log.mock.calls.some((c) => String(c[0]).includes('importing again'))).toBe(true);
    log.mockRestore();
  });

  it('does nothing with CRICSHEET_AUTO_IMPORT=0 and no source', async () => {
    const db = freshDb();
    await cricketStartupImport(db, { CRICSHEET_AUTO_IMPORT: '0' });
    expect(cricketMatchCount(db)).toBe(0);
    expect(importStatus(db)).toBeNull();
  });

  it('survives an unreachable source URL and records why, quickly', async () => {
    const db = freshDb();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t0 = Date.now();
    await cricketStartupImport(db, { CRICSHEET_SOURCE: 'http://127.0.0.1:9/tests_male_json.zip' });
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(importStatus(db)).toMatch(/^failed: Could not download/);
    expect(warn.mock.calls[0][0]).toContain('npm run import:cricket');
    warn.mockRestore();
    const res = await createApp({ db }).request('/api/cricket/coverage');
    expect((await res.json()).data).toMatchObject({ matches: 0, import_status: expect.stringMatching(/^failed/) });
  });

  it('serves an empty player list uncached, then the fresh list after an import', async () => {
    const db = freshDb();
    const app = createApp({ db });
    const empty = await app.request('/api/cricket/players');
    expect((await empty.json()).data).toEqual([]);
    expect(empty.headers.get('cache-control')).toContain('max-age=0');
    await importCricsheet(db, 'tests/fixtures/cricsheet');
    const full = await app.request('/api/cricket/players');
    expect((await full.json()).data).toHaveLength(25);
  });
});
