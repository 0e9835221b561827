/**
 * Loading the demo league. `seedDemoLeagueIfEmpty` runs at every server start and only acts on empty pool
 * tables, so real data is never overwritten; `resetPoolData` + `seedDemoLeague` (npm run db:seed -- --reset)
 * rebuild a development database on purpose. The league is dated from the day it is loaded (demo-calendar.ts);
 * that day is kept in the league settings ('demo_created_on') so the admin's "Remove demo league" check can
 * rebuild the same league. A database loaded before that has no such setting: its fixed-date league stays.
 */
import type { Db } from '../db/database';
import { poolIsEmpty } from './entity-queries';
import { DEMO_SEED, generateDemoLeague, WEEKS, type DemoLeague } from './demo-league';
import { demoRng, engineFramePlayer } from './demo-frames';
import { seedDemoSeasons } from './demo-seasons';
import { utcDay } from './demo-calendar';
import { putSetting } from './league-settings';
import { seedDemoCup } from './demo-cup';

/** The setting holding the day the demo league was loaded. */
export const DEMO_CREATED_SETTING = 'demo_created_on';

/** The demo league dated from `createdOn` ('YYYY-MM-DD', default today in UTC; null: the fixed-date league). */
export function buildDemoLeague(seed = DEMO_SEED, createdOn: string | null = utcDay()): DemoLeague {
  const rng = demoRng(seed);
  return generateDemoLeague(() => rng.next(), engineFramePlayer(rng), { createdOn });
}

/**
 * A league of exactly `matches` engine frames (when the schedule allows): the demo league's schedule and players,
 * played on for as many weeks as it takes (the demo year holds 852). Development and benchmarks only.
 */
export function buildLargeLeague(matches: number, seed = DEMO_SEED, createdOn: string | null = utcDay()): DemoLeague {
  const perWeek = 852 / WEEKS;
  const weeks = Math.ceil((matches / perWeek) * 1.1) + 2;
  const rng = demoRng(seed);
  return generateDemoLeague(() => rng.next(), engineFramePlayer(rng), { weeks, maxMatches: matches, createdOn });
}

/** Insert the demo league (in one transaction). Returns the counts inserted. */
export function seedDemoLeague(db: Db, league: DemoLeague = buildDemoLeague()) {
  return db.transaction(() => {
    const playerId = new Map<string, number>();
    const insPlayer = db.prepare<unknown[], { id: number }>('INSERT INTO pool_players (name) VALUES (?) RETURNING id');
    for (const p of league.players) playerId.set(p.name, insPlayer.get(p.name)!.id);
    const insGroup = db.prepare<unknown[], { id: number }>('INSERT INTO pool_groups (name, url_slug) VALUES (?, ?) RETURNING id');
    const insMember = db.prepare('INSERT INTO pool_group_players (group_id, player_id) VALUES (?, ?)');
    for (const g of league.groups) {
      const gid = insGroup.get(g.name, g.url_slug)!.id;
      for (const m of g.members) insMember.run(gid, playerId.get(m)!);
    }
    const insMatch = db.prepare(
      `INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id,
         fixture_weight, win_weight, match_type_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1, 1, ?)`,
    );
    for (const m of league.matches) {
      const p1 = playerId.get(m.player_1)!;
      const p2 = playerId.get(m.player_2)!;
      insMatch.run(m.game_datetime, p1, p2, m.score_1, m.score_2, m.score_1 === 10 ? p1 : p2, m.fixture_weight, m.game_datetime);
    }
    // The current season of each demo group.
    const { seasons } = seedDemoSeasons(db, league.seasons);
    // The cup in progress, played by the demo's own results.
    seedDemoCup(db);
    if (league.createdOn !== null) putSetting(db, DEMO_CREATED_SETTING, league.createdOn);
    return { players: league.players.length, groups: league.groups.length, matches: league.matches.length, seasons };
  })();
}

/** Seed only when the pool tables are empty, dated from `today` ('YYYY-MM-DD'). Returns the counts, or null when nothing was done. */
export function seedDemoLeagueIfEmpty(db: Db, today: string = utcDay()) {
  if (!poolIsEmpty(db)) return null;
  return seedDemoLeague(db, buildDemoLeague(DEMO_SEED, today));
}

/** Delete every pool row (matches, membership, players, groups; seasons and fixtures go with their groups). Development use only. */
export function resetPoolData(db: Db) {
  db.transaction(() => {
    db.exec('DELETE FROM pool_team_leagues; DELETE FROM pool_cups; DELETE FROM pool_matches; DELETE FROM pool_group_players; DELETE FROM pool_players; DELETE FROM pool_groups;');
  })();
}
