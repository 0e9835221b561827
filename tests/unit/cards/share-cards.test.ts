import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../api/app';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importCricsheet } from '../../../api/cricket/import/import';
import { seedDemoLeague } from '../../../api/league/demo-seed';
import type { SsrModule } from '../../../contracts/ssr';
import * as entry from '../../../src/entry-server';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Sportalytics</title>' +
  '<meta name="description" content="template" /></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';
const ORIGIN = 'http://site.localhost';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let dir: string;
let db: Db;
let app: ReturnType<typeof createApp>;
let banffOnly: number[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cards-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  db = openDatabase(':memory:');
  migrate(db);
  // The career fixture and the scorecard fixture (India v New Zealand at the Wankhede, 1000101: bowlers and a result).
  const source = join(dir, 'cricsheet');
  cpSync('tests/fixtures/cricsheet', source, { recursive: true });
  cpSync('tests/fixtures/cricsheet-scorecards', source, { recursive: true });
  await importCricsheet(db, source);
  seedDemoLeague(db);
  app = createApp({ db, staticRoot: dir, ssr: entry as SsrModule, publicOrigin: ORIGIN });
  // Two Banff players who are in no other group.
  banffOnly = db
    .prepare(
      `SELECT m.player_id FROM pool_group_players m JOIN pool_groups g ON g.id = m.group_id WHERE g.url_slug = 'banff'
       AND m.player_id NOT IN (SELECT player_id FROM pool_group_players WHERE group_id <> g.id) ORDER BY m.player_id LIMIT 2`,
    )
    .pluck()
    .all() as number[];
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The card as a crawler fetches it: status, type, cache headers, and the PNG's own size from its IHDR chunk. */
async function fetchCard(url: string) {
  const res = await app.request(url);
  const body = Buffer.from(await res.arrayBuffer());
  return {
    res,
    body,
    isPng: body.subarray(0, 8).equals(PNG_SIGNATURE) && body.subarray(12, 16).toString('latin1') === 'IHDR',
    width: body.readUInt32BE(16),
    height: body.readUInt32BE(20),
  };
}

const meta = (html: string, key: 'name' | 'property', id: string) =>
  new RegExp(`<meta ${key}="${id.replace(/[:.]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];

describe('share cards: the tags in the server-rendered HTML and the image behind them', () => {
  const pages = [
    { kind: 'pool player', path: '/pool/player/1', card: '/api/card/pool/player/1.png' },
    { kind: 'pool group', path: '/pool/group/banff', card: '/api/card/pool/group/banff.png' },
    { kind: 'season forecast', path: '/pool/forecast/banff', card: '/api/card/pool/forecast/banff.png' },
    { kind: 'cricket career', path: '/cricket/player/l-long', card: '/api/card/cricket/player/l-long.png' },
    { kind: 'cricket bowling career (the Bowling view)', path: '/cricket/player/j-shah?view=bowling', card: '/api/card/cricket/bowling/j-shah.png' },
    { kind: 'cricket fielding career (the Fielding view)', path: '/cricket/player/g-nair?view=fielding', card: '/api/card/cricket/fielding/g-nair.png' },
    { kind: 'scorecard', path: '/cricket/match/1000101', card: '/api/card/cricket/match/1000101.png' },
    { kind: 'records book (its first table)', path: '/cricket/records', card: '/api/card/cricket/records/most-runs.png' },
    { kind: 'a records table, filtered', path: '/cricket/records?table=best-bowling-innings&team=India', card: '/api/card/cricket/records/best-bowling-innings.png' },
    { kind: 'a Test team', path: '/cricket/team/england', card: '/api/card/cricket/team/england.png' },
    { kind: 'a head-to-head', path: '/cricket/head-to-head/england/australia', card: '/api/card/cricket/head-to-head/england-v-australia.png' },
    { kind: 'a series', path: '/cricket/series/2020-21-the-ashes', card: '/api/card/cricket/series/2020-21-the-ashes.png' },
    { kind: 'a ground', path: '/cricket/ground/lords', card: '/api/card/cricket/ground/lords.png' },
    { kind: 'the win-probability method page', path: '/cricket/win-probability', card: '/api/card/cricket/win-probability.png' },
    { kind: 'any other page (the site card)', path: '/about', card: '/api/card/site.png' },
  ];
  for (const p of pages) {
    it(`${p.kind}: og:image, its alt text and summary_large_image; the image is a 1200 × 630 PNG`, async () => {
      const res = await app.request(`${ORIGIN}${p.path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const image = meta(html, 'property', 'og:image');
      expect(image).toBe(`${ORIGIN}${p.card}`);
      expect(meta(html, 'property', 'og:image:type')).toBe('image/png');
      expect(meta(html, 'property', 'og:image:width')).toBe('1200');
      expect(meta(html, 'property', 'og:image:height')).toBe('630');
      expect(meta(html, 'property', 'og:image:alt')!.length).toBeGreaterThan(20);
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:image')).toBe(image);
      // Fetched as a link-preview crawler does: the absolute URL from the tag.
      const card = await fetchCard(image!);
      expect(card.res.status).toBe(200);
      expect(card.res.headers.get('content-type')).toBe('image/png');
      expect(card.res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
      expect(card.res.headers.get('content-encoding')).toBeNull();
      // Link previews show the image on other sites.
      expect(card.res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(card.isPng).toBe(true);
      expect([card.width, card.height]).toEqual([1200, 630]);
      expect(Number(card.res.headers.get('content-length'))).toBe(card.body.length);
      // Unchanged data: a 304 on revalidation.
      const again = await app.request(image!, { headers: { 'If-None-Match': card.res.headers.get('etag')! } });
      expect(again.status).toBe(304);
    });
  }

  it('unknown pages and malformed names answer JSON errors, never an image or a 5xx', async () => {
    for (const [url, status] of [
      ['/api/card/pool/player/99999.png', 404],
      ['/api/card/pool/player/abc.png', 400],
      ['/api/card/pool/group/no-such-group.png', 404],
      ['/api/card/pool/forecast/no-such-group.png', 404],
      ['/api/card/cricket/player/nobody-at-all.png', 404],
      ['/api/card/pool/group/banff.jpg', 404],
      ['/api/card/cricket/bowling/nobody-at-all.png', 404],
      ['/api/card/cricket/bowling/bad_slug!.png', 400],
      ['/api/card/cricket/fielding/nobody-at-all.png', 404],
      ['/api/card/cricket/fielding/bad_slug!.png', 400],
      ['/api/card/cricket/match/999999.png', 404],
      ['/api/card/cricket/match/abc.png', 400],
      ['/api/card/cricket/match/1000101.svg', 404],
      ['/api/card/cricket/records/most-ducks.png', 404],
      ['/api/card/cricket/records/Most_Runs!.png', 400],
    ] as const) {
      const res = await app.request(url);
      expect(res.status, url).toBe(status);
      expect(res.headers.get('content-type'), url).toContain('application/json');
    }
  });

  it('a new result changes the cards it touches and no other', async () => {
    expect(banffOnly).toHaveLength(2);
    const [a, b] = banffOnly;
    const before = {
      group: (await fetchCard('/api/card/pool/group/banff.png')).body,
      player: (await fetchCard(`/api/card/pool/player/${a}.png`)).body,
      other: (await fetchCard('/api/card/pool/group/hurricane.png')).body,
    };
    const etag = (await app.request('/api/card/pool/group/banff.png')).headers.get('etag')!;
    db.prepare(
      `INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id, fixture_weight, win_weight, match_type_id)
       VALUES (strftime('%Y-%m-%d %H:%M:%S', 'now'), ?, ?, 10, 0, ?, 3, 1, 1)`,
    ).run(b, a, b);
    const after = {
      group: await fetchCard('/api/card/pool/group/banff.png'),
      player: (await fetchCard(`/api/card/pool/player/${a}.png`)).body,
      other: (await fetchCard('/api/card/pool/group/hurricane.png')).body,
    };
    expect(after.group.res.headers.get('etag')).not.toBe(etag);
    expect(after.group.body.equals(before.group)).toBe(false);
    expect(after.player.equals(before.player)).toBe(false);
    // Hurricane's standings do not hold that match: its card is drawn again (new version) and comes out the same.
    expect(after.other.equals(before.other)).toBe(true);
  });

  it('a change to the cricket data changes the cricket cards it touches and no other', async () => {
    const urls = {
      bowling: '/api/card/cricket/bowling/j-shah.png',
      scorecard: '/api/card/cricket/match/1000101.png',
      records: '/api/card/cricket/records/most-wickets.png',
      batting: '/api/card/cricket/player/l-long.png',
    };
    const before = Object.fromEntries(await Promise.all(Object.entries(urls).map(async ([k, u]) => [k, await fetchCard(u)] as const)));
    // One more wicket for J Shah in the Wankhede Test, and that Test's result written otherwise.
    const changed = db
      .prepare(
        `UPDATE cricket_bowling_innings SET wickets = wickets + 1
         WHERE player_id = (SELECT player_id FROM cricket_players WHERE url_slug = 'j-shah') AND match_id = '1000101'
           AND match_inns = (SELECT MIN(b.match_inns) FROM cricket_bowling_innings b JOIN cricket_players p ON p.player_id = b.player_id
                             WHERE p.url_slug = 'j-shah' AND b.match_id = '1000101')`,
      )
      .run().changes;
    expect(changed).toBe(1);
    db.prepare(`UPDATE cricket_matches SET outcome = 'India won by an innings and 87 runs' WHERE match_id = '1000101'`).run();
    for (const [k, u] of Object.entries(urls)) {
      const after = await fetchCard(u);
      expect(after.res.status, u).toBe(200);
      expect(after.res.headers.get('etag'), u).not.toBe(before[k].res.headers.get('etag'));
      // L Long bowled in neither: his batting card is drawn again (new version) and comes out the same.
      expect(after.body.equals(before[k].body), u).toBe(k === 'batting');
    }
  });
});
