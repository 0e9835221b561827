/**
 * Read answers prepared once per data version. A write is visible to the very next read; a matching
 * ETag costs a 304 (and no rebuild) until a write; paging covers a list exactly once with the right total;
 * answers are compressed once and served with Content-Encoding and Vary; the cache is bounded.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApp } from '../../../api/app';
import { restoreMatch, softDeleteMatch } from '../../../api/admin/matches/match-queries';
import { insertMatch } from '../../../api/league/writes/insert-match';
import { answerCacheStats, setAnswerCacheLimits } from '../../../api/lib/answer-cache';
import { importCricsheet } from '../../../api/cricket/import/import';
import { storePlayerFormats } from '../../../api/cricket/queries/player-formats';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { fixtureDb } from '../league/fixture-league';

interface Row {
  match_id: number;
  new_id: number;
}

function setup() {
  const db = fixtureDb();
  const app = createApp({ db });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(`/api/pool${path}`, { headers });
  return { db, app, get };
}

/** Add n matches on distinct days after the fixture's, so lists are long enough to page and compress. */
function addMany(db: ReturnType<typeof fixtureDb>, n: number) {
  const ins = db.prepare(
    `INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id, fixture_weight)
     VALUES (?, ?, ?, 10, ?, ?, 1)`,
  );
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2025, 1, 1) + Math.floor(i / 5) * 86_400_000).toISOString().slice(0, 10);
    const p1 = 1 + (i % 3);
    const p2 = 1 + ((i + 1) % 3);
    ins.run(`${day} 19:${String((i % 5) * 10).padStart(2, '0')}:00`, p1, p2, i % 8, p1);
  }
}

describe('read answers: fresh after every write', () => {
  it('shows an added, a deleted and a restored match on the very next read', async () => {
    const { db, get } = setup();
    const ids = async () => ((await (await get('/matches')).json()) as { data: Row[] }).data.map((m) => m.match_id);
    expect(await ids()).toEqual([1, 2, 3, 5, 6, 7]);
    const added = insertMatch(db, { player1Id: 1, player2Id: 2, score1: 10, score2: 4, fixtureWeight: 1 });
    expect(await ids()).toEqual([1, 2, 3, 5, 6, 7, added]);
    softDeleteMatch(db, 2);
    expect(await ids()).toEqual([1, 3, 5, 6, 7, added]);
    restoreMatch(db, 2);
    expect(await ids()).toEqual([1, 2, 3, 5, 6, 7, added]);
    // Standings and player summaries follow too.
    const games = async () =>
      ((await (await get('/group/alpha/standings')).json()) as { data: { player_id: number; games_played: number }[] }).data.find(
        (r) => r.player_id === 1,
      )!.games_played;
    const before = await games();
    insertMatch(db, { player1Id: 1, player2Id: 3, score1: 2, score2: 10, fixtureWeight: 1 });
    expect(await games()).toBe(before + 1);
  });

  it('answers 304 to a matching ETag without rebuilding, and 200 with a new ETag after a write', async () => {
    const { db, get } = setup();
    const first = await get('/matches');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    await first.text();
    const built = answerCacheStats(db).builds;
    for (let i = 0; i < 3; i++) {
      const again = await get('/matches', { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    expect(answerCacheStats(db).builds).toBe(built);
    // Another answer (a page) has its own tag.
    const page = await get('/matches?limit=2', { 'If-None-Match': etag });
    expect(page.status).toBe(200);
    expect(page.headers.get('etag')).not.toBe(etag);

    insertMatch(db, { player1Id: 1, player2Id: 2, score1: 10, score2: 4, fixtureWeight: 1 });
    const after = await get('/matches', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as { data: Row[] }).data).toHaveLength(7);
  });

  it('gives different tags to a recreated database with the same version numbers', async () => {
    const a = setup();
    const b = setup();
    expect((await a.get('/matches')).headers.get('etag')).not.toBe((await b.get('/matches')).headers.get('etag'));
  });
});

describe('read answers: paging', () => {
  it('keeps the whole-list answer when no paging is asked', async () => {
    const { get } = setup();
    const body = (await (await get('/matches')).json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['data']);
  });

  it('covers every match list exactly once with the right total, ascending and descending', async () => {
    const { db, get } = setup();
    addMany(db, 57);
    for (const path of ['/matches', '/group/alpha/matches', '/player/1/matches']) {
      const full = ((await (await get(path)).json()) as { data: Row[] }).data;
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 30 }), fc.constantFrom('asc', 'desc'), async (limit, order) => {
          const seen: Row[] = [];
          for (let offset = 0; offset < full.length + limit; offset += limit) {
            const res = await get(`${path}?limit=${limit}&offset=${offset}&order=${order}`);
            expect(res.status).toBe(200);
            const page = (await res.json()) as { data: Row[]; total: number; limit: number; offset: number; order: string };
            expect(page).toMatchObject({ total: full.length, limit, offset, order });
            expect(page.data.length).toBe(Math.max(0, Math.min(limit, full.length - offset)));
            seen.push(...page.data);
          }
          expect(seen).toEqual(order === 'asc' ? full : [...full].reverse());
        }),
        { numRuns: 12 },
      );
    }
  });

  it('rejects a bad limit, offset or order with a 400 naming the field', async () => {
    const { get } = setup();
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=1001', 'limit'],
      ['limit=2.5', 'limit'],
      ['offset=-1', 'offset'],
      ['limit=5&offset=x', 'offset'],
      ['order=sideways', 'order'],
    ]) {
      for (const path of ['/matches', '/group/1/matches', '/player/1/matches']) {
        const res = await get(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(((await res.json()) as { error: { field: string } }).error.field).toBe(field);
      }
    }
  });

  it('defaults the limit to 100 when only an offset is given', async () => {
    const { db, get } = setup();
    addMany(db, 120);
    const page = (await (await get('/matches?offset=3')).json()) as { data: Row[]; limit: number; total: number };
    expect(page.limit).toBe(100);
    expect(page.total).toBe(126);
    expect(page.data[0].new_id).toBe(4);
    expect(page.data).toHaveLength(100);
  });
});

describe('read answers: compression and bounds', () => {
  it('serves the prepared body in brotli or gzip per Accept-Encoding, with Vary', async () => {
    const { db, get } = setup();
    addMany(db, 40);
    const plain = await get('/matches');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const text = await plain.text();
    const br = await get('/matches', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    const gz = await get('/matches', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gzBody = Buffer.from(await gz.arrayBuffer());
    expect(gzBody.byteLength).toBeLessThan(text.length / 3);
    expect(gunzipSync(gzBody).toString()).toBe(text);
    // Same tag whatever the encoding (a weak tag names the answer, not the bytes).
    expect(gz.headers.get('etag')).toBe(plain.headers.get('etag'));
    // Small answers are sent as they are.
    const small = await get('/player/5', { 'Accept-Encoding': 'gzip, br' });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('keeps at most the configured number of answers and bytes, however many pages are asked', async () => {
    const { db, get } = setup();
    addMany(db, 200);
    setAnswerCacheLimits(db, { maxEntries: 8 });
    for (let offset = 0; offset < 200; offset += 5) await (await get(`/matches?limit=5&offset=${offset}`)).text();
    expect(answerCacheStats(db).entries).toBe(8);
    setAnswerCacheLimits(db, { maxEntries: 1000, maxBytes: 20_000 });
    for (let offset = 0; offset < 200; offset += 7) await (await get(`/matches?limit=7&offset=${offset}`, { 'Accept-Encoding': 'gzip' })).text();
    const stats = answerCacheStats(db);
    expect(stats.bytes).toBeLessThanOrEqual(20_000);
    expect(stats.entries).toBeGreaterThan(0);
  });
});

describe('read answers: cricket', () => {
  it('prepares /api/cricket/players once per import: compressed, 304 on its tag, 200 after a new import', async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const app = createApp({ db });
    await importCricsheet(db, 'tests/fixtures/cricsheet');
    const first = await app.request('/api/cricket/players', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.status).toBe(200);
    const body = JSON.parse(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()) as { data: unknown[] };
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(body.data.length).toBeGreaterThan(0);
    const etag = first.headers.get('etag')!;
    expect((await app.request('/api/cricket/players', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    // What a new import of a renamed player writes: his name, then the players' lines the import derives and stores.
    db.prepare("UPDATE cricket_players SET name = name || ' Jr' WHERE rowid = (SELECT MIN(rowid) FROM cricket_players)").run();
    storePlayerFormats(db);
    const after = await app.request('/api/cricket/players', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(JSON.stringify(await after.json())).toContain(' Jr');
  });
});
