/**
 * Which pool answer lane a GET goes to: a big group (more than BIG_GROUP_MATCHES matches) has a lane of its own
 * (at most GROUP_LANES of them; beyond that big groups share them in turn), every other pool answer goes to the
 * shared `pool` lane. A group's answers (/group/{id}/..., /forecast/{slug}/...) go to its group's lane; a player's
 * (/player/{id}/...) to the lane of his biggest group. So the minutes a 200,000-match group's standings, starts and
 * rating changes take after a write hold only that group's readers: a small group's pages never queue behind them.
 *
 * The sizes come from one covering-index count (matches per first-named player, deleted ones included: a bound,
 * not a figure shown anywhere), refreshed at most every SIZE_REFRESH_MS once the pool data has changed: routing
 * only decides where an answer is built, never what it says, so a stale size costs nothing but a queue.
 */
import type { Db } from '../db/database';
import { dataVersion } from '../lib/data-version';

/** A group with more matches than this gets a lane of its own. */
export const BIG_GROUP_MATCHES = 20_000;
/** At most this many group lanes (each a thread with its own copy of its group's matches). */
export const GROUP_LANES = 2;
const SIZE_REFRESH_MS = 30_000;

interface Routing {
  version: number;
  at: number;
  /** Group id and lower-cased slug -> lane index, for big groups only. */
  groups: Map<string, number>;
  /** Player id -> lane index of his biggest big group. */
  players: Map<string, number>;
}

const routings = new WeakMap<Db, Routing>();

function computeRouting(db: Db, version: number, now: number): Routing {
  const perPlayer = new Map(
    db
      .prepare<[], [number, number]>('SELECT player_1_id, count(*) FROM pool_matches INDEXED BY pool_matches_player_1 GROUP BY player_1_id')
      .raw()
      .all(),
  );
  const members = db
    .prepare<[], [number, string, number]>('SELECT g.id, lower(g.url_slug), gp.player_id FROM pool_groups g JOIN pool_group_players gp ON gp.group_id = g.id')
    .raw()
    .all();
  const sizes = new Map<number, { slug: string; matches: number; players: number[] }>();
  for (const [id, slug, player] of members) {
    let g = sizes.get(id);
    if (!g) sizes.set(id, (g = { slug, matches: 0, players: [] }));
    g.matches += perPlayer.get(player) ?? 0;
    g.players.push(player);
  }
  const big = [...sizes.entries()].filter(([, g]) => g.matches > BIG_GROUP_MATCHES).sort((a, b) => b[1].matches - a[1].matches || a[0] - b[0]);
  const groups = new Map<string, number>();
  const players = new Map<string, number>();
  big.forEach(([id, g], k) => {
    const lane = k % GROUP_LANES;
    groups.set(String(id), lane);
    groups.set(g.slug, lane);
    // Biggest first: a player keeps the lane of his biggest group.
    for (const p of g.players) if (!players.has(String(p))) players.set(String(p), lane);
  });
  return { version, at: now, groups, players };
}

function routing(db: Db): Routing {
  const version = dataVersion(db, 'pool');
  const now = Date.now();
  let r = routings.get(db);
  if (!r || (r.version !== version && now - r.at >= SIZE_REFRESH_MS)) routings.set(db, (r = computeRouting(db, version, now)));
  return r;
}

const GROUP_PATH = /^\/api\/pool\/(?:group|forecast)\/([^/]+)/;
const PLAYER_PATH = /^\/api\/pool\/player\/([^/]+)/;

/** The group lane (0 .. GROUP_LANES - 1) a pool GET is answered on, or null for the shared pool lane. */
export function groupLaneOf(db: Db, path: string): number | null {
  const group = GROUP_PATH.exec(path);
  const player = group ? null : PLAYER_PATH.exec(path);
  if (!group && !player) return null;
  let key: string;
  try {
    key = decodeURIComponent((group ?? player)![1]).toLowerCase();
  } catch {
    // A malformed escape: the pool lane answers it (its 400 or 404).
    return null;
  }
  const r = routing(db);
  return (group ? r.groups.get(key) : r.players.get(key)) ?? null;
}
