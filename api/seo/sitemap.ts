import { CRICKET_FORMAT_KEYS, DEFAULT_CRICKET_FORMAT, type CricketFormatKey } from '../../common/cricket/formats';
import type { Db } from '../db/database';
import { dataVersion } from '../lib/data-version';
import { STATIC_PUBLIC_PATHS } from './public-pages';
import { linkTo } from '../../contracts/route-manifest';
import { groundSlug, teamSlug } from '../../common/cricket/cricket-slugs';
import { allSeries } from '../cricket/queries/series-queries';

export interface SitemapEntry {
  /** Path from the site root, e.g. `/cricket/player/je-root`. */
  path: string;
  /** `YYYY-MM-DD` of the latest data behind the page, when the page shows data. */
  lastmod?: string;
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : undefined);

/**
 * Every public page: the static pages, then one entry per cricket player (lastmod: the player's latest Test), per
 * Test scorecard (lastmod: its last day), per team, head-to-head, series and ground (lastmod: its latest Test),
 * per league group (its page, ratings explanation, predictions and forecast; lastmod: the group's latest match) and per league
 * player (lastmod: the player's latest match). Deleted league matches do not count.
 */
/** A path in a format: `?format=` for any but men's Tests (whose addresses stay as they were). */
const inFormat = (path: string, fmt: CricketFormatKey) => (fmt === DEFAULT_CRICKET_FORMAT ? path : `${path}?format=${fmt}`);

export function sitemapEntries(db: Db): SitemapEntry[] {
  // MAX() answers one row, NULL on an empty table.
  const cricketLatest = db.prepare<unknown[], string | null>('SELECT MAX(start_date) FROM cricket_matches').pluck().get() ?? null;
  const poolLatest = db.prepare<unknown[], string | null>('SELECT MAX(game_datetime) FROM pool_matches WHERE deleted_at IS NULL').pluck().get() ?? null;
  const entries: SitemapEntry[] = STATIC_PUBLIC_PATHS.map((path) => {
    if (path === '/cricket' || path.startsWith('/cricket/')) return { path, lastmod: day(cricketLatest) };
    if (path === '/pool/matches') return { path, lastmod: day(poolLatest) };
    return { path };
  });

  // Every player once, at the first format of the list he or she played (men's Tests: the address of before).
  const cricketPlayers = db
    .prepare<unknown[], { slug: string; latest: string; formats: string }>(
      `SELECT p.url_slug AS slug, MAX(m.start_date) AS latest, GROUP_CONCAT(DISTINCT m.fmt) AS formats
       FROM cricket_players p
       JOIN cricket_match_players mp ON mp.player_id = p.player_id
       JOIN cricket_matches m ON m.match_id = mp.match_id
       GROUP BY p.player_id
       ORDER BY p.url_slug`,
    )
    .all();
  for (const p of cricketPlayers) {
    const played = p.formats.split(',');
    const first = CRICKET_FORMAT_KEYS.find((k) => played.includes(k)) ?? DEFAULT_CRICKET_FORMAT;
    entries.push({ path: inFormat(linkTo('/cricket/player/:slug', { slug: p.slug }), first), lastmod: day(p.latest) });
  }
  // Each format's own pages (lists, records, coverage) beside the men's Tests' of the static list.
  for (const fmt of CRICKET_FORMAT_KEYS) {
    if (fmt === DEFAULT_CRICKET_FORMAT) continue;
    const latest = db.prepare<[string], string | null>('SELECT MAX(start_date) FROM cricket_matches WHERE fmt = ?').pluck().get(fmt) ?? null;
    if (!latest) continue;
    for (const path of ['/cricket', '/cricket/records', '/cricket/matches', '/cricket/teams', '/cricket/series', '/cricket/grounds', '/cricket/coverage']) {
      entries.push({ path: inFormat(path, fmt), lastmod: day(latest) });
    }
  }

  // Every scorecard (lastmod: the match's last day): a match id names its format.
  const matches = db.prepare<unknown[], { match_id: string; end_date: string }>('SELECT match_id, end_date FROM cricket_matches ORDER BY start_date, match_id').all();
  for (const m of matches) entries.push({ path: linkTo('/cricket/match/:matchId', { matchId: m.match_id }), lastmod: day(m.end_date) });

  // Every team, head-to-head (both ways round), series and ground of each format (lastmod: its latest match).
  for (const fmt of CRICKET_FORMAT_KEYS) {
    const latestOf = (sql: string) => db.prepare<unknown[], { key: string; other?: string; latest: string }>(sql).all({ fmt });
    const sides = `SELECT team1 AS key, team2 AS other, start_date FROM cricket_matches WHERE fmt = @fmt
      UNION ALL SELECT team2, team1, start_date FROM cricket_matches WHERE fmt = @fmt`;
    for (const t of latestOf(`SELECT key, MAX(start_date) AS latest FROM (${sides}) GROUP BY key ORDER BY key`)) {
      entries.push({ path: inFormat(linkTo('/cricket/team/:team', { team: teamSlug(t.key) }), fmt), lastmod: day(t.latest) });
    }
    for (const p of latestOf(`SELECT key, other, MAX(start_date) AS latest FROM (${sides}) GROUP BY key, other ORDER BY key, other`)) {
      entries.push({ path: inFormat(linkTo('/cricket/head-to-head/:team/:opposition', { team: teamSlug(p.key), opposition: teamSlug(p.other!) }), fmt), lastmod: day(p.latest) });
    }
    for (const g of allSeries(db, fmt).groups) entries.push({ path: inFormat(linkTo('/cricket/series/:series', { series: g.slug }), fmt), lastmod: day(g.tests[g.tests.length - 1].start_date) });
    for (const g of latestOf('SELECT ground AS key, MAX(start_date) AS latest FROM cricket_matches WHERE fmt = @fmt GROUP BY ground ORDER BY ground')) {
      entries.push({ path: inFormat(linkTo('/cricket/ground/:ground', { ground: groundSlug(g.key) }), fmt), lastmod: day(g.latest) });
    }
  }

  const groups = db
    .prepare<unknown[], { slug: string; latest: string | null }>(
      `SELECT g.url_slug AS slug,
              (SELECT MAX(m.game_datetime) FROM pool_matches m
               WHERE m.deleted_at IS NULL
                 AND m.player_1_id IN (SELECT player_id FROM pool_group_players WHERE group_id = g.id)
                 AND m.player_2_id IN (SELECT player_id FROM pool_group_players WHERE group_id = g.id)) AS latest
       FROM pool_groups g
       WHERE g.archived_at IS NULL
       ORDER BY g.url_slug`,
    )
    .all();
  for (const g of groups) {
    const lastmod = day(g.latest);
    const groupUrlSlug = g.slug;
    entries.push({ path: linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug }), lastmod });
    entries.push({ path: linkTo('/pool/group/:groupUrlSlug/ratings-explanation', { groupUrlSlug }), lastmod });
    entries.push({ path: linkTo('/pool/predictions/:groupUrlSlug', { groupUrlSlug }), lastmod });
    entries.push({ path: linkTo('/pool/forecast/:groupUrlSlug', { groupUrlSlug }), lastmod });
  }

  // Every knockout cup (lastmod: its first day).
  const cups = db.prepare<unknown[], { url_slug: string; starts_on: string }>('SELECT url_slug, starts_on FROM pool_cups WHERE deleted_at IS NULL ORDER BY url_slug').all();
  for (const c of cups) entries.push({ path: linkTo('/pool/cup/:cupSlug', { cupSlug: c.url_slug }), lastmod: day(c.starts_on) });

  // Team leagues: each league, its teams and its current season's matches with a confirmed card.
  for (const l of db.prepare<unknown[], { id: number; url_slug: string }>('SELECT id, url_slug FROM pool_team_leagues ORDER BY url_slug').all()) {
    entries.push({ path: linkTo('/pool/league/:leagueSlug', { leagueSlug: l.url_slug }) });
    for (const t of db.prepare<[number], { url_slug: string }>('SELECT url_slug FROM pool_teams WHERE league_id = ? ORDER BY url_slug').all(l.id)) {
      entries.push({ path: linkTo('/pool/league/:leagueSlug/team/:teamSlug', { leagueSlug: l.url_slug, teamSlug: t.url_slug }) });
    }
    const played = db
      .prepare<[number], { id: number; date: string }>(
        `SELECT f.id, f.date FROM pool_team_fixtures f JOIN pool_team_seasons s ON s.id = f.season_id
         JOIN pool_team_cards c ON c.fixture_id = f.id AND c.state = 'confirmed' WHERE s.league_id = ? ORDER BY f.id`,
      )
      .all(l.id);
    for (const f of played) entries.push({ path: linkTo('/pool/league/:leagueSlug/match/:fixtureId', { leagueSlug: l.url_slug, fixtureId: f.id }), lastmod: f.date });
  }

  const poolPlayers = db
    .prepare<unknown[], { id: number; latest: string | null }>(
      `SELECT p.id,
              (SELECT MAX(m.game_datetime) FROM pool_matches m
               WHERE m.deleted_at IS NULL AND (m.player_1_id = p.id OR m.player_2_id = p.id)) AS latest
       FROM pool_players p
       WHERE p.archived_at IS NULL
       ORDER BY p.id`,
    )
    .all();
  for (const p of poolPlayers) entries.push({ path: linkTo('/pool/player/:playerId', { playerId: p.id }), lastmod: day(p.latest) });

  return entries;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemaps.org XML for the entries, with absolute URLs under `origin` (no trailing slash). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const e of entries) {
    const loc = `<loc>${xmlEscape(origin + e.path)}</loc>`;
    lines.push(e.lastmod ? `  <url>${loc}<lastmod>${e.lastmod}</lastmod></url>` : `  <url>${loc}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The sitemap body per database, cached under both data versions and the origin. */
const cache = new WeakMap<Db, { key: string; xml: string }>();
let builds = 0;
/** Sitemaps built since the process started (tests count them). */
export const sitemapBuilds = () => builds;
export function cachedSitemapXml(db: Db, origin: string): string {
  const key = `${dataVersion(db, 'cricket')}:${dataVersion(db, 'pool')}:${origin}`;
  const hit = cache.get(db);
  if (hit && hit.key === key) return hit.xml;
  builds++;
  const xml = sitemapXml(origin, sitemapEntries(db));
  cache.set(db, { key, xml });
  return xml;
}
