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
// - The singles league's score unit: a match is one frame and "10–6" counts points (common/match-rules.ts); no
//   singles page calls a score's numbers frames, games or racks (a team match's "6–4" does count frames).

const TEMPLATE = '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root"></div></body></html>';
let dir: string;
let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'csv-walk-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  db = openDatabase(':memory:');
  migrate(db);
  // Men's Tests, and a match of each limited-overs format (their views are walked with `?format=`).
  await importCricsheet(db, ['tests/fixtures/cricsheet', 'tests/fixtures/cricsheet-formats']);
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
  // Every other format the archive holds: its players (list, table views, a career's three views), a match, its
  // records and its teams, grounds and series.
  const formats = db.prepare<[], string>("SELECT DISTINCT fmt FROM cricket_matches WHERE fmt <> 'tests' ORDER BY fmt").pluck().all();
  expect(formats.length).toBeGreaterThan(1);
  for (const f of formats) {
    const slug = db.prepare<[string], string>('SELECT p.url_slug FROM cricket_innings i JOIN cricket_players p USING (player_id) WHERE i.fmt = ? ORDER BY p.url_slug LIMIT 1').pluck().get(f);
    const match = db.prepare<[string], string>('SELECT match_id FROM cricket_matches WHERE fmt = ? ORDER BY match_id LIMIT 1').pluck().get(f);
    paths.push(`/cricket?view=table&format=${f}`, `/cricket?view=table&stats=bowling&format=${f}`, `/cricket/match/${match}?format=${f}`);
    for (const view of ['batting', 'bowling', 'fielding']) paths.push(`/cricket/player/${slug}?view=${view}&format=${f}`);
    paths.push(`/cricket/records?format=${f}`, `/cricket/teams?format=${f}`, `/cricket/grounds?format=${f}`, `/cricket/series?format=${f}`, `/cricket/matches?format=${f}`);
  }
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

/** A score's numbers named in a unit other than points ("10–6 frames", "has 10 frames", "same frames"). */
const OTHER_SCORE_UNIT = [
  /\b(?:10|[0-7])\s*[–-]\s*(?:10|[0-7])\s+(?:frames?|games?|racks?)\b/i,
  /\b(?:has|have|scores?|scored|reach(?:es)?|on|to)\s+(?:10|[0-7])\s+(?:frames?|games?|racks?)\b/i,
  // A result's score as "frames" ("the same players and frames"); "the same games played" means the same matches.
  /\bsame\s+(?:players,?\s+(?:and\s+)?)?(?:same\s+)?(?:frames|racks)\b/i,
];
const otherScoreUnit = (text: string) => OTHER_SCORE_UNIT.map((r) => text.match(r)?.[0]).find(Boolean) ?? null;

describe("the singles league's score unit, named one way", () => {
  it('the rule catches the old wording and passes the definition', async () => {
    expect(otherScoreUnit('The winner has 10 frames; the loser 0 to 7')).toBe('has 10 frames');
    expect(otherScoreUnit('won 10–6 games')).toBe('10–6 games');
    expect(otherScoreUnit('4 of 10 frames won for the team')).toBe(null);
    expect(otherScoreUnit('the same games played')).toBe(null);
    expect(otherScoreUnit('same players and frames within 6 hours')).toBe('same players and frames');
    expect(otherScoreUnit('(same players, same frames, within 6 hours)')).toBe('same players, same frames');
    const { SCORE_RULE_SENTENCE } = await import('../../../common/match-rules');
    expect(otherScoreUnit(SCORE_RULE_SENTENCE)).toBeNull();
  });
  it('no singles page calls the score frames, games or racks', async () => {
    const wrong: string[] = [];
    const singles = (await pageKinds()).filter((p) => p.startsWith('/pool') && !p.startsWith('/pool/league/'));
    expect(singles.length).toBeGreaterThan(5);
    for (const path of singles) {
      const found = otherScoreUnit(htmlText(await (await renderOnce(path)).text()));
      if (found) wrong.push(`${path}: "${found}"`);
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});
