/**
 * The demo league's current seasons (issue 26): in each demo group, a double round robin of its members (the
 * schedule engine, seeded), one round a week on the group's night, starting twelve weeks before the demo
 * league's last night of play. The demo frames were played without fixtures; the results between a pair on or
 * after a fixture's date fulfil it (the same rule as for any league), which leaves about a third of each season
 * to play, so a fresh install shows a forecast. The demo matches are not changed.
 */
import type { Db } from '../db/database';
import { datedRoundRobin } from '../../workers/schedule/dated-rounds';

export interface DemoSeason {
  url_slug: string;
  name: string;
  start_date: string;
  meetings: number;
  everyDays: number;
  seed: string;
}

export const DEMO_SEASONS: DemoSeason[] = [
  { url_slug: 'banff', name: 'Autumn 2026', start_date: '2026-08-04', meetings: 2, everyDays: 7, seed: 'demo-season-banff' },
  { url_slug: 'hurricane', name: 'Autumn 2026', start_date: '2026-08-06', meetings: 2, everyDays: 7, seed: 'demo-season-hurricane' },
];

/** The demo seasons' fixtures by group slug, with player names (for the demo-league check). */
export function demoSeasonFixtures(members: Map<string, { id: number; name: string }[]>) {
  return DEMO_SEASONS.flatMap((s) => {
    const ms = members.get(s.url_slug);
    if (!ms || ms.length < 2) return [];
    const names = new Map(ms.map((m) => [m.id, m.name]));
    const ids = ms.map((m) => m.id).sort((a, b) => a - b);
    return [{ season: s, fixtures: datedRoundRobin(ids, { ...s, startDate: s.start_date }).map((f) => ({ ...f, player1: names.get(f.player1Id)!, player2: names.get(f.player2Id)! })) }];
  });
}

/** Insert the demo seasons for the demo groups present (the caller holds the transaction). */
export function seedDemoSeasons(db: Db): { seasons: number; fixtures: number } {
  const groups = db.prepare('SELECT id, url_slug FROM pool_groups').all() as { id: number; url_slug: string }[];
  const members = new Map<string, { id: number; name: string }[]>();
  const memberQuery = db.prepare('SELECT p.id, p.name FROM pool_group_players gp JOIN pool_players p ON p.id = gp.player_id WHERE gp.group_id = ?');
  for (const g of groups) members.set(g.url_slug, memberQuery.all(g.id) as { id: number; name: string }[]);
  const groupId = new Map(groups.map((g) => [g.url_slug, g.id]));
  const insSeason = db.prepare('INSERT INTO pool_seasons (group_id, name, start_date) VALUES (?, ?, ?) RETURNING id');
  const insFixture = db.prepare('INSERT INTO pool_fixtures (season_id, fixture_date, player_1_id, player_2_id, round) VALUES (?, ?, ?, ?, ?)');
  let seasons = 0;
  let fixtures = 0;
  for (const { season, fixtures: list } of demoSeasonFixtures(members)) {
    const sid = (insSeason.get(groupId.get(season.url_slug)!, season.name, season.start_date) as { id: number }).id;
    for (const f of list) insFixture.run(sid, f.date, f.player1Id, f.player2Id, f.round);
    seasons++;
    fixtures += list.length;
  }
  return { seasons, fixtures };
}

/**
 * True when the seasons and fixtures are none, or exactly the demo seasons as loaded (nothing added, moved or
 * removed): the demo league's removal then loses nothing the admin made.
 */
export function seasonsAreDemoOnly(db: Db): boolean {
  const rows = db
    .prepare(
      `SELECT g.url_slug, s.name, s.start_date, f.fixture_date, p1.name AS p1, p2.name AS p2, f.round, f.deleted_at
       FROM pool_seasons s JOIN pool_groups g ON g.id = s.group_id
       LEFT JOIN pool_fixtures f ON f.season_id = s.id
       LEFT JOIN pool_players p1 ON p1.id = f.player_1_id LEFT JOIN pool_players p2 ON p2.id = f.player_2_id`,
    )
    .all() as { url_slug: string; name: string; start_date: string; fixture_date: string | null; p1: string; p2: string; round: number | null; deleted_at: string | null }[];
  if (rows.length === 0) return true;
  const groups = db.prepare('SELECT id, url_slug FROM pool_groups').all() as { id: number; url_slug: string }[];
  const memberQuery = db.prepare('SELECT p.id, p.name FROM pool_group_players gp JOIN pool_players p ON p.id = gp.player_id WHERE gp.group_id = ?');
  const members = new Map(groups.map((g) => [g.url_slug, memberQuery.all(g.id) as { id: number; name: string }[]]));
  const key = (slug: string, name: string, start: string, date: string, p1: string, p2: string, round: number | null) =>
    [slug, name, start, date, p1, p2, round].join('\u0000');
  const want = demoSeasonFixtures(members)
    .flatMap(({ season: s, fixtures }) => fixtures.map((f) => key(s.url_slug, s.name, s.start_date, f.date, f.player1, f.player2, f.round)))
    .sort();
  if (rows.some((r) => r.fixture_date === null || r.deleted_at !== null)) return false;
  const have = rows.map((r) => key(r.url_slug, r.name, r.start_date, r.fixture_date!, r.p1, r.p2, r.round)).sort();
  return want.length === have.length && want.every((k, i) => k === have[i]);
}
