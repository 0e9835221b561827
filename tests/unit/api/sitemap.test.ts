import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../../../api/app';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importCricsheet } from '../../../api/cricket/import/import';
import { seedDemoLeagueIfEmpty } from '../../../api/league/demo-seed';
import { DATA_ROUTE_PATTERNS, STATIC_PUBLIC_PATHS, UNLISTED_ROUTE_PATTERNS } from '../../../api/seo/public-pages';
import { routes } from '../../../src/app/routes';

const FIXTURES = 'tests/fixtures/cricsheet';

/** Every player of the fixture files, read straight from the Cricsheet JSON (independent of the importer). */
function fixturePeople() {
  const people = new Map<string, { name: string; lastDate: string }>();
  for (const file of readdirSync(FIXTURES).filter((f) => f.endsWith('.json'))) {
    const match = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));
    const date: string = match.info.dates[0];
    const registry: Record<string, string> = match.info.registry.people;
    for (const team of Object.values(match.info.players as Record<string, string[]>)) {
      for (const name of team) {
        const id = registry[name];
        const prev = people.get(id);
        if (!prev || prev.lastDate < date) people.set(id, { name, lastDate: date });
      }
    }
  }
  return people;
}

/** `<url>` entries of a sitemap: loc and lastmod. */
function parseUrls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: m[1].match(/<loc>([^<]*)<\/loc>/)?.[1] ?? '',
    lastmod: m[1].match(/<lastmod>([^<]*)<\/lastmod>/)?.[1],
  }));
}

describe('robots.txt and sitemap.xml', () => {
  let db: Db;
  beforeAll(async () => {
    db = openDatabase(':memory:');
    migrate(db);
    await importCricsheet(db, FIXTURES);
    seedDemoLeagueIfEmpty(db);
  });

  it('robots.txt is plain text, allows everything and names the sitemap by absolute URL', async () => {
    // The host must be one the server answers (PUBLIC_ORIGIN / ALLOWED_HOSTS; others get 421).
    const app = createApp({ db, allowedHosts: ['stats.example.org'] });
    const res = await app.request('http://stats.example.org:8080/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    const lines = text.split('\n').map((l) => l.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines.some((l) => /^Disallow:\s*\/\S/.test(l))).toBe(false);
    // Without PUBLIC_ORIGIN the server names its one development origin, never the Host it was asked on.
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
    expect(text).not.toContain('stats.example.org');
  });

  it('uses the configured public origin when there is one', async () => {
    const app = createApp({ db, publicOrigin: 'https://sportalytics.example/' });
    const robots = await (await app.request('http://127.0.0.1:3000/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://sportalytics.example/sitemap.xml');
    const xml = await (await app.request('http://127.0.0.1:3000/sitemap.xml')).text();
    expect(xml).toContain('<loc>https://sportalytics.example/</loc>');
    expect(xml).not.toContain('127.0.0.1');
  });

  it('sitemap.xml is a valid urlset with absolute, unique URLs and W3C dates', async () => {
    const app = createApp({ db });
    const res = await app.request('http://localhost/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
    // Only the elements the protocol defines, each opened and closed in order.
    const tags = [...xml.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((m) => m[0].replace(/\s.*$/, '>'));
    expect(new Set(tags.map((t) => t.replace(/[</>]/g, '')))).toEqual(new Set(['urlset', 'url', 'loc', 'lastmod']));
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const urls = parseUrls(xml);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    for (const u of urls) {
      expect(u.loc).toMatch(/^http:\/\/localhost\/[^\s]*$/);
      if (u.lastmod !== undefined) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('lists every cricket player with the date of their latest Test', async () => {
    const urls = parseUrls(await (await createApp({ db }).request('http://localhost/sitemap.xml')).text());
    const playerUrls = urls.filter((u) => u.loc.startsWith('http://localhost/cricket/player/'));
    const people = fixturePeople();
    expect(people.size).toBeGreaterThan(20);
    expect(playerUrls).toHaveLength(people.size);
    const slugs = db.prepare('SELECT player_id, url_slug FROM cricket_players').all() as { player_id: string; url_slug: string }[];
    const byLoc = new Map(playerUrls.map((u) => [u.loc, u.lastmod]));
    for (const { player_id, url_slug } of slugs) {
      const expected = people.get(player_id);
      expect(expected, player_id).toBeDefined();
      expect(byLoc.get(`http://localhost/cricket/player/${url_slug}`), url_slug).toBe(expected!.lastDate);
    }
    const latest = [...people.values()].map((p) => p.lastDate).sort().at(-1);
    expect(urls.find((u) => u.loc === 'http://localhost/cricket')?.lastmod).toBe(latest);
  });

  it('lists every pool group and player with the date of their latest match', async () => {
    const urls = parseUrls(await (await createApp({ db }).request('http://localhost/sitemap.xml')).text());
    const byLoc = new Map(urls.map((u) => [u.loc, u.lastmod]));
    const players = db.prepare('SELECT id FROM pool_players').pluck().all() as number[];
    const groups = db.prepare('SELECT id, url_slug FROM pool_groups').all() as { id: number; url_slug: string }[];
    expect(players.length).toBeGreaterThan(0);
    expect(groups.map((g) => g.url_slug)).toContain('banff');
    const matches = db
      .prepare('SELECT player_1_id AS a, player_2_id AS b, game_datetime AS t FROM pool_matches WHERE deleted_at IS NULL')
      .all() as { a: number; b: number; t: string }[];
    for (const id of players) {
      const dates = matches.filter((m) => m.a === id || m.b === id).map((m) => m.t.slice(0, 10)).sort();
      expect(byLoc.has(`http://localhost/pool/player/${id}`), `player ${id}`).toBe(true);
      expect(byLoc.get(`http://localhost/pool/player/${id}`)).toBe(dates.at(-1));
    }
    for (const g of groups) {
      const members = new Set(db.prepare('SELECT player_id FROM pool_group_players WHERE group_id = ?').pluck().all(g.id) as number[]);
      const latest = matches.filter((m) => members.has(m.a) && members.has(m.b)).map((m) => m.t.slice(0, 10)).sort().at(-1);
      for (const path of [`/pool/group/${g.url_slug}`, `/pool/group/${g.url_slug}/ratings-explanation`, `/pool/predictions/${g.url_slug}`]) {
        expect(byLoc.has(`http://localhost${path}`), path).toBe(true);
        expect(byLoc.get(`http://localhost${path}`), path).toBe(latest);
      }
    }
  });

  it('leaves out admin, sign-in and debug pages', async () => {
    const xml = await (await createApp({ db }).request('http://localhost/sitemap.xml')).text();
    for (const hidden of ['/admin', '/login', '/debug', '/compare']) expect(xml).not.toContain(hidden);
  });

  it('follows the data: a new pool match moves the lastmod of its players', async () => {
    const local = openDatabase(':memory:');
    migrate(local);
    seedDemoLeagueIfEmpty(local);
    const app = createApp({ db: local });
    const before = await (await app.request('http://localhost/sitemap.xml')).text();
    const [a, b] = local.prepare('SELECT id FROM pool_players ORDER BY id LIMIT 2').pluck().all() as number[];
    local
      .prepare("INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id) VALUES ('2099-01-02 19:00:00', ?, ?, 10, 3, ?)")
      .run(a, b, a);
    const after = parseUrls(await (await app.request('http://localhost/sitemap.xml')).text());
    expect(before).not.toContain('2099-01-02');
    expect(after.find((u) => u.loc === `http://localhost/pool/player/${a}`)?.lastmod).toBe('2099-01-02');
    expect(after.find((u) => u.loc === 'http://localhost/pool/matches')?.lastmod).toBe('2099-01-02');
  });

  it('the static page list matches the route manifest: every route is listed, data-driven or deliberately unlisted', () => {
    const patterns = routes.map((r) => r.path);
    const known = new Set([...STATIC_PUBLIC_PATHS, ...DATA_ROUTE_PATTERNS, ...UNLISTED_ROUTE_PATTERNS]);
    for (const p of patterns) expect(known.has(p), `route ${p} is not classified for the sitemap`).toBe(true);
    for (const p of STATIC_PUBLIC_PATHS) expect(patterns, p).toContain(p);
    for (const p of DATA_ROUTE_PATTERNS) expect(patterns, p).toContain(p);
  });
});
