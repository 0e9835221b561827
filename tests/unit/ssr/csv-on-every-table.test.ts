import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchRoute } from 'wouter';
import { createApp } from '../../../api/app';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importCricsheet } from '../../../api/cricket/import/import';
import { seedDemoLeague } from '../../../api/league/demo-seed';
import { seedDemoTeamLeague } from '../../../api/team-league/demo-team-league';
import { PAGES } from '../../../contracts/route-manifest';
import * as entry from '../../../src/entry-server';
import { caseInsensitiveParser } from '../../../src/app/case-insensitive-parser';
import { RECORD_TABLE_IDS } from '../../../src/features/cricket/utils/records-page';
import { headingCaseProblem } from '../../../common/heading-case';

// The page walk, over the server's HTML of every page kind (each route, each records table, each career view, the
// players' table views):
// - CSV: every table names itself by id and has a "Download CSV" for it (`data-csv-for`); a table with rows but
//   without one fails, with its page and caption.
// - Headings: every heading of those pages and of every page rendered at build time is in the one heading case
//   (common/heading-case.ts), the data's names (players, teams, grounds, groups, cups, leagues) aside.

const TEMPLATE = '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root"></div></body></html>';
let dir: string;
let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'csv-walk-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  db = openDatabase(':memory:');
  migrate(db);
  await importCricsheet(db, 'tests/fixtures/cricsheet');
  seedDemoLeague(db);
  // The demo team league, as the server loads it beside the demo league.
  seedDemoTeamLeague(db, new Date().toISOString().slice(0, 10));
  app = createApp({ db, staticRoot: dir, ssr: entry, publicOrigin: 'http://site.localhost' });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One address for every server-rendered route (from the sitemap), and the views a page switches by its query. */
async function pageKinds(): Promise<string[]> {
  const sitemap = await (await app.request('http://site.localhost/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>http:\/\/site\.localhost([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const paths: string[] = [];
  const unseen: string[] = [];
  for (const p of PAGES.filter((q) => q.render === 'server')) {
    if (p.path === '/cricket/compare/:first/:second') continue;
    const found = urls.find((u) => matchRoute(caseInsensitiveParser, p.path, u.split('?')[0])[0]);
    if (found) paths.push(found);
    else unseen.push(p.path);
  }
  // The demo league has no team league, so the fixture has no team-league page to walk (any other gap fails).
  expect(unseen.filter((p) => !p.startsWith('/pool/league/'))).toEqual([]);
  const players = urls.filter((u) => u.startsWith('/cricket/player/'));
  const [a, b] = players.map((u) => u.split('/').pop()!);
  paths.push(`/cricket/compare/${a}/${b}`, `${players[0]}?view=bowling`, `${players[0]}?view=fielding`);
  paths.push('/cricket?view=table', '/cricket?view=table&stats=bowling', '/cricket?view=table&stats=fielding');
  for (const t of RECORD_TABLE_IDS) paths.push(`/cricket/records?table=${t}`);
  return paths;
}

/** Each page's HTML, rendered once for both walks. */
const rendered = new Map<string, Promise<Response>>();
const renderOnce = (path: string) => {
  let res = rendered.get(path);
  if (!res) rendered.set(path, (res = Promise.resolve(app.request(`http://site.localhost${path}`))));
  return res.then((r) => r.clone());
};

/** The names the data spells (they keep their capitals in a heading). */
function dataNames(): string[] {
  const columns: [string, string][] = [
    ['cricket_players', 'name'], ['cricket_register_people', 'full_name'], ['cricket_match_players', 'name'],
    ['cricket_matches', 'team1'], ['cricket_matches', 'team2'], ['cricket_matches', 'ground'], ['cricket_matches', 'venue'],
    ['cricket_matches', 'city'], ['cricket_matches', 'host_country'], ['cricket_matches', 'event_name'],
    ['cricket_match_officials', 'name'], ['pool_players', 'name'], ['pool_groups', 'name'], ['pool_seasons', 'name'],
    ['pool_cups', 'name'], ['pool_team_leagues', 'name'], ['pool_team_divisions', 'name'], ['pool_teams', 'name'],
    ['pool_team_seasons', 'name'],
  ];
  const names = columns.flatMap(([table, column]) =>
    (db.prepare(`SELECT DISTINCT ${column} AS v FROM ${table} WHERE ${column} IS NOT NULL`).all() as { v: string }[]).map((r) => r.v),
  );
  return [...new Set(names)];
}

const htmlText = (s: string) =>
  s.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

describe('one heading case', () => {
  it('every heading of every page kind is in sentence case', async () => {
    const names = dataNames();
    const paths = [...(await pageKinds()), ...PAGES.filter((p) => p.render === 'prerender').map((p) => p.path)];
    const wrong: string[] = [];
    let headings = 0;
    for (const path of paths) {
      const html = await (await renderOnce(path)).text();
      for (const m of html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
        headings++;
        const problem = headingCaseProblem(htmlText(m[2]), names);
        if (problem) wrong.push(`${path} h${m[1]}: ${problem}`);
      }
    }
    expect(headings).toBeGreaterThan(400);
    expect(wrong).toEqual([]);
  }, 180_000);
});

describe('CSV on every table', () => {
  it('every table of every server-rendered page kind has its download', async () => {
    const missing: string[] = [];
    let tables = 0;
    for (const path of await pageKinds()) {
      const res = await renderOnce(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      for (const m of html.matchAll(/<table([^>]*)>([\s\S]*?)<\/table>/g)) {
        const body = m[2].match(/<tbody[^>]*>([\s\S]*?)<\/tbody>/)?.[1] ?? '';
        const rows = [...body.matchAll(/<tr[\s>][\s\S]*?<\/tr>/g)].filter((r) => !r[0].includes('dt-empty'));
        // An empty table ("None in the archive.") has nothing to download.
        if (!rows.length) continue;
        tables++;
        const id = m[1].match(/\bid="([^"]+)"/)?.[1];
        const caption = m[2].match(/<caption[^>]*>([\s\S]*?)<\/caption>/)?.[1] ?? m[1];
        if (!id || !html.includes(`data-csv-for="${id}"`)) missing.push(`${path}: ${caption}`);
      }
    }
    expect(tables).toBeGreaterThan(50);
    expect(missing).toEqual([]);
    // About forty server renders: generous room on a busy machine.
  }, 180_000);
});
