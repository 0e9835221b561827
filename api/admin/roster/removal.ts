import type { AdminGroup, AdminPlayerRow, RemovalAnswer } from '../../../contracts/admin';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/errors';
import { stmt } from '../../db/statement-cache';

/**
 * Removing a player or group created by mistake: one with no matches (deleted ones included, they
 * still reference it) is deleted outright, memberships with it; one with matches is archived instead: hidden
 * from the drop-downs, the hub, the sitemap and new results, while its past matches keep counting wherever they
 * counted. Archiving is undone by restoring.
 */
export type Kind = 'player' | 'group';

const PLAYER_MATCHES = 'SELECT COUNT(*) FROM pool_matches WHERE player_1_id = ? OR player_2_id = ?';
const GROUP_MATCHES = `SELECT COUNT(*) FROM pool_matches m
  WHERE m.player_1_id IN (SELECT player_id FROM pool_group_players WHERE group_id = ?)
    AND m.player_2_id IN (SELECT player_id FROM pool_group_players WHERE group_id = ?)`;

function entity(db: Db, kind: Kind, id: number): { id: number; name: string; archived_at: string | null } {
  const table = kind === 'player' ? 'pool_players' : 'pool_groups';
  const row = stmt<{ id: number; name: string; archived_at: string | null }>(db, `SELECT id, name, archived_at FROM ${table} WHERE id = ?`).get(id);
  if (!row) throw new ApiError(404, 'not_found', `${kind === 'player' ? 'Player' : 'Group'} ${id} not found`, 'id');
  return row;
}

export function matchCount(db: Db, kind: Kind, id: number): number {
  return stmt<number>(db, kind === 'player' ? PLAYER_MATCHES : GROUP_MATCHES).pluck().get(id, id)!;
}

/** Delete (no matches) or archive (matches); 409 when already archived. */
export function removeEntity(db: Db, kind: Kind, id: number): RemovalAnswer {
  const e = entity(db, kind, id);
  const table = kind === 'player' ? 'pool_players' : 'pool_groups';
  if (matchCount(db, kind, id) === 0) {
    stmt(db, `DELETE FROM pool_group_players WHERE ${kind === 'player' ? 'player_id' : 'group_id'} = ?`).run(id);
    stmt(db, `DELETE FROM ${table} WHERE id = ?`).run(id);
    return { id, name: e.name, outcome: 'deleted' };
  }
  if (e.archived_at !== null) throw new ApiError(409, 'already_archived', `${e.name} is already archived`, 'id');
  stmt(db, `UPDATE ${table} SET archived_at = strftime('%Y-%m-%d %H:%M:%S', 'now') WHERE id = ?`).run(id);
  return { id, name: e.name, outcome: 'archived' };
}

export function restoreEntity(db: Db, kind: Kind, id: number): RemovalAnswer {
  const e = entity(db, kind, id);
  if (e.archived_at === null) throw new ApiError(409, 'not_archived', `${e.name} is not archived`, 'id');
  stmt(db, `UPDATE ${kind === 'player' ? 'pool_players' : 'pool_groups'} SET archived_at = NULL WHERE id = ?`).run(id);
  return { id, name: e.name, outcome: 'restored' };
}


/** Every player for the admin's league page, archived ones included, with their match counts. */
export function listAdminPlayers(db: Db): AdminPlayerRow[] {
  return stmt<AdminPlayerRow>(
    db,
    `SELECT p.id, p.name, p.archived_at,
       (SELECT COUNT(*) FROM pool_matches m WHERE m.player_1_id = p.id OR m.player_2_id = p.id) AS match_count
     FROM pool_players p ORDER BY p.name COLLATE NOCASE, p.id`,
  ).all();
}

/** Match counts of every group (deleted matches included), for AdminGroup. */
export function groupMatchCounts(db: Db, groups: Omit<AdminGroup, 'match_count'>[]): AdminGroup[] {
  return groups.map((g) => ({ ...g, match_count: matchCount(db, 'group', g.id) }));
}
