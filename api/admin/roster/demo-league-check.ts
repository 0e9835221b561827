import type { LeagueStatus } from '../../../contracts/admin';
import type { Db } from '../../db/database';
import { buildDemoLeague, DEMO_CREATED_SETTING } from '../../league/demo-seed';
import { DEMO_SEED } from '../../league/demo-league';
import { getSetting } from '../../league/league-settings';
import { seasonsAreDemoOnly } from '../../league/demo-seasons';
import { stmt } from '../../db/statement-cache';
import { TEAM_DEMO_PLAYERS, TEAM_DEMO_SLUG } from '../../team-league/demo-team-league';

/**
 * Whether the pool tables hold nothing but (part of) the demo league: every group, player, membership and match
 * is one the demo loader writes, unchanged. Results the admin added or corrected, new players or groups make it
 * a real league, and "Remove demo league" is no longer offered.
 */
let demo: { createdOn: string | null; groups: Set<string>; players: Set<string>; members: Set<string>; matches: Map<string, number> } | null = null;

const matchKey = (d: string, p1: string, p2: string, s1: number, s2: number, w: number) => [d, p1, p2, s1, s2, w].join('\u0000');

function demoSets(createdOn: string | null) {
  if (demo && demo.createdOn === createdOn) return demo;
  const league = buildDemoLeague(DEMO_SEED, createdOn);
  const matches = new Map<string, number>();
  for (const m of league.matches) {
    const k = matchKey(m.game_datetime, m.player_1, m.player_2, m.score_1, m.score_2, m.fixture_weight);
    matches.set(k, (matches.get(k) ?? 0) + 1);
  }
  demo = {
    createdOn,
    groups: new Set(league.groups.map((g) => `${g.name}\u0000${g.url_slug}`)),
    // The demo team league's players are the demo's too.
    players: new Set([...league.players.map((p) => p.name), ...TEAM_DEMO_PLAYERS]),
    members: new Set(league.groups.flatMap((g) => g.members.map((m) => `${g.url_slug}\u0000${m}`))),
    matches,
  };
  return demo;
}

export type { LeagueStatus };

export function leagueStatus(db: Db): LeagueStatus {
  const groups = stmt<{ name: string; url_slug: string }>(db, 'SELECT name, url_slug FROM pool_groups').all();
  const players = stmt<{ name: string }>(db, 'SELECT name FROM pool_players').all();
  const count = stmt<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM pool_matches').get()!.n;
  const status = { groups: groups.length, players: players.length, matches: count, demoOnly: false };
  if (groups.length + players.length + count === 0) return status;
  // The day the demo was loaded (absent: the fixed-date demo of earlier installs).
  const createdOn = getSetting(db, DEMO_CREATED_SETTING) ?? null;
  const d = demoSets(createdOn);
  if (!groups.every((g) => d.groups.has(`${g.name}\u0000${g.url_slug}`))) return status;
  if (!players.every((p) => d.players.has(p.name))) return status;
  const members = stmt<{ g: string; p: string }>(
    db,
    'SELECT g.url_slug AS g, p.name AS p FROM pool_group_players gp JOIN pool_groups g ON g.id = gp.group_id JOIN pool_players p ON p.id = gp.player_id',
  ).all();
  if (!members.every((m) => d.members.has(`${m.g}\u0000${m.p}`))) return status;
  const left = new Map(d.matches);
  const matches = stmt<{ d: string; p1: string; p2: string; s1: number; s2: number; w: number; ww: number }>(
    db,
    `SELECT m.game_datetime AS d, p1.name AS p1, p2.name AS p2, m.score_1 AS s1, m.score_2 AS s2, m.fixture_weight AS w, m.win_weight AS ww
     FROM pool_matches m JOIN pool_players p1 ON p1.id = m.player_1_id JOIN pool_players p2 ON p2.id = m.player_2_id`,
  ).all();
  for (const m of matches) {
    const k = matchKey(m.d, m.p1, m.p2, m.s1, m.s2, m.w);
    const n = left.get(k) ?? 0;
    if (n === 0 || m.ww !== 1) return status;
    left.set(k, n - 1);
  }
  // A team league other than the demo's makes it a real league.
  if (stmt<string>(db, 'SELECT url_slug FROM pool_team_leagues').pluck().all().some((slug) => slug !== TEAM_DEMO_SLUG)) return status;
  // Seasons or fixtures the admin made make it a real league too.
  if (!seasonsAreDemoOnly(db, createdOn)) return status;
  return { ...status, demoOnly: true };
}

/** Delete every pool row (matches, membership, players, groups). The caller holds the write transaction. */
export function deletePoolLeague(db: Db): void {
  db.exec('DELETE FROM pool_team_leagues; DELETE FROM pool_cups; DELETE FROM pool_matches; DELETE FROM pool_group_players; DELETE FROM pool_players; DELETE FROM pool_groups;');
}
