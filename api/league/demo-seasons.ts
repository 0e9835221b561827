/**
 * The demo league's current seasons in the database (the plans: demoSeasonPlans in demo-league.ts). The results
 * between a pair on or after a fixture's date fulfil it (the same rule as for any league); the demo's last nights
 * of play include their round's fixtures, so every fixture dated before the loading day has its result.
 */
import type { Db } from '../db/database';
import { demoSeasonPlans, type DemoSeasonPlan } from './demo-league';

/** Insert the demo seasons for the demo groups present (the caller holds the transaction). */
export function seedDemoSeasons(db: Db, plans: DemoSeasonPlan[]): { seasons: number; fixtures: number } {
  const groupId = new Map(db.prepare<unknown[], { id: number; url_slug: string }>('SELECT id, url_slug FROM pool_groups').all().map((g) => [g.url_slug, g.id]));
  const playerId = new Map(db.prepare<unknown[], { id: number; name: string }>('SELECT id, name FROM pool_players').all().map((p) => [p.name, p.id]));
  const insSeason = db.prepare<unknown[], { id: number }>('INSERT INTO pool_seasons (group_id, name, start_date) VALUES (?, ?, ?) RETURNING id');
  const insFixture = db.prepare('INSERT INTO pool_fixtures (season_id, fixture_date, player_1_id, player_2_id, round) VALUES (?, ?, ?, ?, ?)');
  let seasons = 0;
  let fixtures = 0;
  for (const plan of plans) {
    const gid = groupId.get(plan.url_slug);
    if (gid === undefined || plan.fixtures.some((f) => !playerId.has(f.player1) || !playerId.has(f.player2))) continue;
    const sid = insSeason.get(gid, plan.name, plan.start_date)!.id;
    for (const f of plan.fixtures) insFixture.run(sid, f.date, playerId.get(f.player1)!, playerId.get(f.player2)!, f.round);
    seasons++;
    fixtures += plan.fixtures.length;
  }
  return { seasons, fixtures };
}

/**
 * True when the seasons and fixtures are none, or exactly the demo seasons as loaded on `createdOn` (nothing
 * added, moved or removed): the demo league's removal then loses nothing the admin made.
 */
export function seasonsAreDemoOnly(db: Db, createdOn: string | null): boolean {
  const rows = db
    .prepare<unknown[], { url_slug: string; name: string; start_date: string; fixture_date: string | null; p1: string; p2: string; round: number | null; deleted_at: string | null }>(
      `SELECT g.url_slug, s.name, s.start_date, f.fixture_date, p1.name AS p1, p2.name AS p2, f.round, f.deleted_at
       FROM pool_seasons s JOIN pool_groups g ON g.id = s.group_id
       LEFT JOIN pool_fixtures f ON f.season_id = s.id
       LEFT JOIN pool_players p1 ON p1.id = f.player_1_id LEFT JOIN pool_players p2 ON p2.id = f.player_2_id`,
    )
    .all();
  if (rows.length === 0) return true;
  if (rows.some((r) => r.fixture_date === null || r.deleted_at !== null)) return false;
  const slugs = new Set(db.prepare<unknown[], { url_slug: string }>('SELECT url_slug FROM pool_groups').all().map((g) => g.url_slug));
  const key = (slug: string, name: string, start: string, date: string, p1: string, p2: string, round: number | null) =>
    [slug, name, start, date, p1, p2, round].join('\u0000');
  const want = demoSeasonPlans(createdOn)
    .filter((s) => slugs.has(s.url_slug))
    .flatMap((s) => s.fixtures.map((f) => key(s.url_slug, s.name, s.start_date, f.date, f.player1, f.player2, f.round)))
    .sort();
  const have = rows.map((r) => key(r.url_slug, r.name, r.start_date, r.fixture_date!, r.p1, r.p2, r.round)).sort();
  return want.length === have.length && want.every((k, i) => k === have[i]);
}
