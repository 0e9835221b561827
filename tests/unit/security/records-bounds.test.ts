import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../api/app';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importCricsheet } from '../../../api/cricket/import/import';
import { answerCacheStats, STORE_LIMITS } from '../../../api/lib/answer-cache';
import { startAnswerLanes, stopAnswerLanes } from '../../../api/answer-lanes/answer-lanes';

const dir = mkdtempSync(join(tmpdir(), 'records-bounds-'));
let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = openDatabase(join(dir, 'site.db'));
  migrate(db);
  await importCricsheet(db, 'tests/fixtures/cricsheet');
  app = createApp({ db });
});
afterAll(async () => {
  await stopAnswerLanes(db);
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

type Page = { data: unknown[]; total: number; offset: number };
const get = async (url: string) => {
  const res = await app.request(url);
  expect(res.status, url).toBe(200);
  return (await res.json()) as Page;
};

/** The SQL the database prepares while `f` runs. */
async function statementsDuring(f: () => Promise<unknown>) {
  const seen: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    seen.push(sql);
    return prepare(sql);
  }) as typeof db.prepare;
  try {
    await f();
  } finally {
    db.prepare = prepare as typeof db.prepare;
  }
  return seen;
}

describe('records: offsets and filters bounded', () => {
  for (const table of ['highest-scores', 'best-bowling-match', 'most-runs']) {
    it(`${table}: an offset past the end is an empty page with the total, counted without ranking a row`, async () => {
      const first = await get(`/api/cricket/records/${table}`);
      expect(first.total).toBeGreaterThan(0);
      let page: Page | undefined;
      const sql = await statementsDuring(async () => {
        page = await get(`/api/cricket/records/${table}?offset=999999999`);
      });
      expect(page!.data).toEqual([]);
      expect(page!.total).toBe(first.total);
      expect(page!.offset).toBe(999_999_999);
      // Only counts ran: no ordered fetch of rows (LIMIT @end / @limit) and no window ranking.
      expect(sql.some((s) => /LIMIT @(end|limit)|RANK\(\)/.test(s))).toBe(false);
    });
  }

  it('a deep page inside the table is ranked as the first pages are', async () => {
    const all = await get('/api/cricket/records/highest-scores?limit=1000');
    const deep = await get(`/api/cricket/records/highest-scores?limit=3&offset=${Math.max(0, all.total - 3)}`);
    expect(deep.data).toEqual(all.data.slice(-3));
  });

  it('filter combinations are kept in their own bounded cache, least recently used out first', async () => {
    const answers = answerCacheStats(db).entries;
    for (let min = 1; min <= STORE_LIMITS.filtered.maxEntries + 30; min++) await get(`/api/cricket/records/best-batting-average?min=${min}`);
    expect(answerCacheStats(db, 'filtered').entries).toBeLessThanOrEqual(STORE_LIMITS.filtered.maxEntries);
    expect(answerCacheStats(db).entries).toBe(answers);
  });

  it('on a server, the records are answered on their own worker thread, exactly as here', { timeout: 60_000 }, async () => {
    const url = '/api/cricket/records/most-runs?limit=5&offset=1&team=England';
    const here = await get(url);
    expect(startAnswerLanes(db)).toBe(true);
    const sql = await statementsDuring(async () => expect(await get(url)).toEqual(here));
    // Built on the worker's own connection: this thread prepared none of the records' queries.
    expect(sql.some((s) => /cricket_innings/.test(s))).toBe(false);
  });
});
