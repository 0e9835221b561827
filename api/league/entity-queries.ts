/** Groups, players and membership (SQL only; the routes and the admin area call these). */
import type { PoolGroup, PoolGroupSummary, PoolPlayer } from '../../contracts/league';
import type { Db } from '../db/database';

export type { PoolGroup, PoolGroupSummary, PoolPlayer };

/** Groups that are not archived (the hub, drop-downs), by id. */
export function listGroups(db: Db): PoolGroupSummary[] {
  return db
    .prepare<unknown[], PoolGroupSummary>(
      `SELECT g.id, g.name, g.url_slug,
         (SELECT COUNT(*) FROM pool_group_players gp WHERE gp.group_id = g.id) AS player_count,
         (SELECT COUNT(*) FROM pool_matches m WHERE m.deleted_at IS NULL
            AND m.player_1_id IN (SELECT player_id FROM pool_group_players WHERE group_id = g.id)
            AND m.player_2_id IN (SELECT player_id FROM pool_group_players WHERE group_id = g.id)) AS match_count,
         (SELECT MAX(m.game_datetime) FROM pool_matches m WHERE m.deleted_at IS NULL
            AND m.player_1_id IN (SELECT player_id FROM pool_group_players WHERE group_id = g.id)
            AND m.player_2_id IN (SELECT player_id FROM pool_group_players WHERE group_id = g.id)) AS last_played
       FROM pool_groups g WHERE g.archived_at IS NULL ORDER BY g.id`,
    )
    .all();
}

export function findGroupById(db: Db, id: number): PoolGroup | undefined {
  return db.prepare<unknown[], PoolGroup>('SELECT id, name, url_slug FROM pool_groups WHERE id = ?').get(id);
}

export function findGroupBySlug(db: Db, slug: string): PoolGroup | undefined {
  return db.prepare<unknown[], PoolGroup>('SELECT id, name, url_slug FROM pool_groups WHERE url_slug = ?').get(slug);
}

/** Players that are not archived (drop-downs), by name. */
export function listPlayers(db: Db): PoolPlayer[] {
  return db.prepare<unknown[], PoolPlayer>('SELECT id, name FROM pool_players WHERE archived_at IS NULL ORDER BY name COLLATE NOCASE, id').all();
}

export function findPlayer(db: Db, id: number): PoolPlayer | undefined {
  return db.prepare<unknown[], PoolPlayer>('SELECT id, name FROM pool_players WHERE id = ?').get(id);
}

export function listGroupPlayers(db: Db, groupId: number): PoolPlayer[] {
  return db
    .prepare<unknown[], PoolPlayer>(
      `SELECT p.id, p.name FROM pool_group_players gp JOIN pool_players p ON p.id = gp.player_id
       WHERE gp.group_id = ? ORDER BY p.name COLLATE NOCASE, p.id`,
    )
    .all(groupId);
}

export function listPlayerGroups(db: Db, playerId: number): PoolGroup[] {
  return db
    .prepare<unknown[], PoolGroup>(
      `SELECT g.id, g.name, g.url_slug FROM pool_group_players gp JOIN pool_groups g ON g.id = gp.group_id
       WHERE gp.player_id = ? ORDER BY g.id`,
    )
    .all(playerId);
}

/** True when the pool tables hold no groups, players or matches (the demo seed may load). */
export function poolIsEmpty(db: Db): boolean {
  const row = db
    .prepare<unknown[], { n: number }>(
      `SELECT (SELECT COUNT(*) FROM pool_groups) + (SELECT COUNT(*) FROM pool_players)
        + (SELECT COUNT(*) FROM pool_matches) AS n`,
    )
    .get()!;
  return row.n === 0;
}
