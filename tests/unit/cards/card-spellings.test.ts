import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { seedDemoLeague } from '../../../api/league/demo-seed';
import { answerCacheStats } from '../../../api/lib/answer-cache';
import { cardRenders, startCardRenderPool, stopCardRenderPool } from '../../../api/cards/card-render-pool';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let db: Db;
let app: ReturnType<typeof createApp>;
let banffId: number;

beforeAll(() => {
  db = openDatabase(':memory:');
  migrate(db);
  seedDemoLeague(db);
  app = createApp({ db });
  banffId = db.prepare("SELECT id FROM pool_groups WHERE url_slug = 'banff'").pluck().get() as number;
});

afterAll(() => db.close());

describe('one card per subject, whatever the spelling', () => {
  it('other spellings redirect to the card address; every spelling and Host costs one render in all', async () => {
    const before = cardRenders();
    const answersBefore = answerCacheStats(db).entries;
    for (const spelling of ['BANFF.PNG', 'Banff.png', 'banff.PNG', `${banffId}.png`]) {
      const res = await app.request(`/api/card/pool/group/${spelling}`);
      expect(res.status, spelling).toBe(308);
      expect(res.headers.get('location')).toBe('/api/card/pool/group/banff.png');
    }
    // Another Host name or port is the same card too (no PUBLIC_ORIGIN: one development origin).
    const bodies: Buffer[] = [];
    for (const host of ['localhost', 'localhost:1234', 'a.localhost', '127.0.0.1:9', '[::1]:80']) {
      const res = await app.request(`http://${host}/api/card/pool/group/banff.png`, { headers: { Host: host } });
      expect(res.status, host).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      bodies.push(Buffer.from(await res.arrayBuffer()));
    }
    expect(cardRenders() - before).toBe(1);
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1);
    // Cards live in their own cache: the API answers' cache holds none of them.
    expect(answerCacheStats(db).entries).toBe(answersBefore);
    expect(answerCacheStats(db, 'cards').entries).toBeGreaterThanOrEqual(1);
  });

  it('requests for one card while it is drawn share the one render', async () => {
    const before = cardRenders();
    const answers = await Promise.all(Array.from({ length: 6 }, () => app.request('/api/card/pool/forecast/banff.png')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(cardRenders() - before).toBe(1);
  });

  it('a cricket career card is keyed by its slug: an unknown one is 404, the casing is redirected', async () => {
    expect((await app.request('/api/card/cricket/player/nobody-here.png')).status).toBe(404);
    expect((await app.request('/api/card/cricket/records/most-runs.PNG')).headers.get('location')).toBe('/api/card/cricket/records/most-runs.png');
  });

  it('the render pool draws cards on a worker thread', { timeout: 60_000 }, async () => {
    startCardRenderPool(1);
    try {
      const before = cardRenders();
      const res = await app.request('/api/card/pool/player/1.png');
      expect(res.status).toBe(200);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(cardRenders() - before).toBe(1);
    } finally {
      await stopCardRenderPool();
    }
  });
});
