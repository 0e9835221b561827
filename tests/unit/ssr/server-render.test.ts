import * as pageQueries from '../../../src/features/league/api/page-queries';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../api/app';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importCricsheet } from '../../../api/cricket/import/import';
import { seedDemoLeague } from '../../../api/league/demo-seed';
import type { SsrModule } from '../../../contracts/ssr';
import * as entry from '../../../src/entry-server';

// The server render entry used straight from source (the built server loads dist-ssr/entry-server.js).
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Sportalytics</title>' +
  '<meta name="description" content="template" /></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';

let dir: string;
let db: Db;
let render: ReturnType<typeof vi.fn>;
let app: ReturnType<typeof createApp>;

/** The hydration payload a page carries, parsed. */
function payloadOf(html: string) {
  const m = html.match(/<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/);
  expect(m, 'payload element').not.toBeNull();
  return JSON.parse(m![1]) as { path: string; search: string; queries: { queries: Array<{ queryKey: unknown[]; state: { status: string; data?: unknown } }> } };
}

function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ssr-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  db = openDatabase(':memory:');
  migrate(db);
  await importCricsheet(db, 'tests/fixtures/cricsheet');
  seedDemoLeague(db);
  render = vi.fn(entry.render);
  const ssr: SsrModule = { ...entry, render: render as SsrModule['render'] };
  app = createApp({ db, staticRoot: dir, ssr, publicOrigin: 'http://site.localhost' });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('server-rendered data pages', () => {
  it('render a pool group with its standings, head tags and the data the browser hydrates from', async () => {
    const res = await app.request('http://site.localhost/pool/group/banff');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const group = db.prepare("SELECT name FROM pool_groups WHERE url_slug = 'banff'").pluck().get() as string;
    expect(html).toContain(`<title>${group} Pool Group | Sportalytics</title>`);
    expect(html).toContain('<link rel="canonical" href="http://site.localhost/pool/group/banff" />');
    expect(html).toContain('<meta property="og:url" content="http://site.localhost/pool/group/banff" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('site-origin.invalid');
    expect(html).toContain('Current Standings');
    // Every player of the group is named in the first HTML.
    const names = db
      .prepare("SELECT p.name FROM pool_players p JOIN pool_group_players m ON m.player_id = p.id JOIN pool_groups g ON g.id = m.group_id WHERE g.url_slug = 'banff'")
      .pluck()
      .all() as string[];
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(html).toContain(n);
    const keys = payloadOf(html).queries.queries.filter((q) => q.state.status === 'success').map((q) => JSON.stringify(q.queryKey));
    for (const k of ['group', 'standings', 'players']) {
      expect(keys).toContain(JSON.stringify(k === 'group' ? ['pool', 'group', 'banff'] : ['pool', 'group', 'banff', k]));
    }
    // The matches table's first page, not the whole list.
    expect(keys).toContain(JSON.stringify(pageQueries.groupPageQueries('banff').firstPage.queryKey));
    expect(keys).not.toContain(JSON.stringify(['pool', 'group', 'banff', 'matches']));
    // The page data is in a non-executable element only: no inline executable script.
    expect(html).not.toMatch(/<script(?![^>]*type="application\/(json|ld\+json)")(?![^>]*src=)[^>]*>/);
  });

  it('render a career page with its summary and a BreadcrumbList', async () => {
    const res = await app.request('/cricket/player/l-long');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Career summary');
    expect(html).toContain('L Long');
    const detail = (await (await app.request('/api/cricket/player_detail/l-long')).json()).data;
    expect(html).toContain(`>${detail.summary.runs}<`);
    const crumbs = structuredData(html).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Cricket', 'L Long']);
    expect(crumbs.itemListElement[1].item).toMatch(/\/cricket\/player\/l-long$/);
    const payload = payloadOf(html);
    expect(payload.queries.queries.map((q) => JSON.stringify(q.queryKey))).toEqual(
      expect.arrayContaining([
        JSON.stringify(['cricket', 'player', 'l-long', 'detail']),
        JSON.stringify(['cricket', 'player', 'l-long', 'innings']),
        JSON.stringify(['cricket', 'player', 'l-long', 'matchups']),
        JSON.stringify(['cricket', 'batting-baseline']),
      ]),
    );
  });

  it('answer 404 with the page message for an unknown cricket player, pool player or group', async () => {
    const cricket = await app.request('/cricket/player/nobody-at-all');
    expect(cricket.status).toBe(404);
    const c = await cricket.text();
    // An address that names nothing: the message alone, no "Error:" before it.
    expect(c).toContain('>No cricket player &quot;nobody-at-all&quot;</p>');
    expect(c).not.toContain('Error: ');
    expect(c).toContain('<meta name="robots" content="noindex, nofollow" />');

    const group = await app.request('/pool/group/no-such-group');
    expect(group.status).toBe(404);
    expect(await group.text()).toContain('Group not found.');

    const player = await app.request('/pool/player/999999');
    expect(player.status).toBe(404);
    expect(await player.text()).toContain('No matches found for that player ID.');

    const compare = await app.request('/cricket/compare/l-long/nobody-at-all');
    expect(compare.status).toBe(404);
  });

  it('keep a page whose side query fails at 200 (only the main data decides the status)', async () => {
    // The matches page also shows the featured groups' standings; one of them missing is not a missing page.
    db.prepare("UPDATE pool_groups SET url_slug = 'hurricane-renamed' WHERE url_slug = 'hurricane'").run();
    try {
      const res = await app.request('/pool/matches');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('All recorded matches');
      // The page shows the featured groups the league still has (no error card for the missing one).
      expect(html).toContain('data-testid="group-card-banff"');
      expect(html).not.toContain('Group &quot;hurricane&quot; not found');
    } finally {
      db.prepare("UPDATE pool_groups SET url_slug = 'hurricane' WHERE url_slug = 'hurricane-renamed'").run();
    }
  });

  it('render each page once per data version, and again after a write', async () => {
    render.mockClear();
    const first = await (await app.request('/pool/group/hurricane')).text();
    const second = await (await app.request('/pool/group/hurricane')).text();
    expect(second).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    // Another path (or a query parameter the page reads) is another page.
    await app.request('/pool/predictions/hurricane?race=7');
    expect(render).toHaveBeenCalledTimes(2);
    // A write to the pool tables (an import or an admin edit) raises the version: the page is rendered afresh.
    db.prepare("UPDATE pool_players SET name = 'Renamed Player' WHERE id = (SELECT player_id FROM pool_group_players m JOIN pool_groups g ON g.id = m.group_id WHERE g.url_slug = 'hurricane' LIMIT 1)").run();
    const third = await (await app.request('/pool/group/hurricane')).text();
    expect(render).toHaveBeenCalledTimes(3);
    expect(third).toContain('Renamed Player');
    expect(first).not.toContain('Renamed Player');
    // A cricket write leaves pool pages cached.
    db.prepare("UPDATE cricket_players SET name = name WHERE rowid = 1").run();
    await app.request('/pool/group/hurricane');
    expect(render).toHaveBeenCalledTimes(3);
  });
});

describe('other pages', () => {
  it('answer an unknown path 404 with the not-found page', async () => {
    for (const path of ['/no/such/page', '/cricket/player', '/pool/nothing-here']) {
      const res = await app.request(path, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain('Lost?');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });

  it('send /pool to the league hub with a permanent redirect', async () => {
    const res = await app.request('/pool', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location')!, 'http://x').pathname).toBe('/pool/matches');
  });

  it('send the old public cricket data dump to its place in the admin area, which goes out as the noindex shell', async () => {
    const res = await app.request('/cricket/debug/player-data?slug=je-root', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/admin/cricket-data?slug=je-root');
    const dump = await app.request('/admin/cricket-data?slug=je-root', { headers: { accept: 'text/html' } });
    expect(dump.status).toBe(200);
    const html = await dump.text();
    expect(html).toContain('noindex');
    expect(html).not.toContain('Cricket data debug');
  });

  it('render a page without server data (prerendered at build time) with its content and head', async () => {
    const res = await app.request('http://site.localhost/About/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>About | Sportalytics</title>');
    expect(html).toContain('<link rel="canonical" href="http://site.localhost/about" />');
    expect(html).not.toContain('content="template"');
    expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>/);
  });

  it('describe an article with Article structured data', async () => {
    const res = await app.request('http://site.localhost/betting/kelly-criterion-bankroll-management');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta property="og:type" content="article" />');
    const article = structuredData(html).find((d) => d['@type'] === 'Article') as Record<string, unknown>;
    expect(article.headline).toBeTruthy();
    expect(article.mainEntityOfPage).toBe('http://site.localhost/betting/kelly-criterion-bankroll-management');
  });

  it('send old paths to the new ones with a 301, keeping the query string', async () => {
    const res = await app.request('/pool-monte-carlo-simulation/foul-impact?seed=42');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/sports-models/english-pool-monte-carlo-simulation/foul-impact?seed=42');
  });

  it('send the admin area as the app shell, marked noindex', async () => {
    for (const path of ['/admin', '/login']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(html).not.toContain('ssr-data');
    }
  });

  it('answer the page files themselves (e.g. /about/index.html) 404: the address of a page is its path', async () => {
    writeFileSync(join(dir, '404.html'), '<!doctype html><html><head></head><body><div id="root">x</div></body></html>');
    for (const path of ['/index.html', '/404.html', '/about/index.html']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('site-origin.invalid');
    }
  });

  it('send the app shell when a data page cannot be rendered, so the browser renders it', async () => {
    const failing: SsrModule = { ...entry, render: () => Promise.reject(new Error('render broke')) };
    const shellApp = createApp({ db, staticRoot: dir, ssr: failing });
    const original = console.error;
    console.error = () => {};
    try {
      const res = await shellApp.request('/pool/group/banff');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    } finally {
      console.error = original;
    }
  });

  it('answer HEAD for a page like GET without a body', async () => {
    const res = await app.request('/about', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('still serve files as themselves and unknown API paths as JSON', async () => {
    const svg = await app.request('/favicon.svg');
    expect(svg.status).toBe(200);
    expect(await svg.text()).toContain('<svg');
    const api = await app.request('/api/nope');
    expect(api.status).toBe(404);
    expect((await api.json()).error.code).toBe('not_found');
  });
});
