import type { AdminGroup } from '../../../contracts/admin';
import type { PoolGroup, PoolPlayer } from '../../../contracts/league';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/errors';
import { confusableKey, nameKey, slugFor } from '../../../contracts/names';
import { groupMatchCounts } from './removal';
import { stmt } from '../../db/statement-cache';

/** SQL for the admin's writes to pool players, groups and membership (migration 002 and 008 conventions). */

export type PlayerRow = PoolPlayer;
export type GroupRow = PoolGroup;

const conflict = (message: string, field = 'name') => new ApiError(409, 'conflict', message, field);

/** The id of the player or group already using this name (ignoring case), if any. */
function nameOwner(db: Db, table: 'pool_players' | 'pool_groups', name: string): number | undefined {
  const key = nameKey(name);
  const rows = stmt<PlayerRow>(db, `SELECT id, name FROM ${table}`).all();
  return rows.find((r) => nameKey(r.name) === key)?.id;
}

/**
 * Refuse a name that can be mistaken for another player's or group's (the same confusable key, a different name
 * key): "Веа Munro" written with Cyrillic letters beside "Bea Munro".
 */
function refuseLookalike(db: Db, table: 'pool_players' | 'pool_groups', name: string, exceptId?: number) {
  const key = nameKey(name);
  const look = confusableKey(name);
  const rows = stmt<PlayerRow>(db, `SELECT id, name FROM ${table}`).all();
  const other = rows.find((r) => r.id !== exceptId && nameKey(r.name) !== key && confusableKey(r.name) === look);
  if (other) {
    const kind = table === 'pool_players' ? 'player' : 'group';
    throw conflict(`"${name}" looks like the existing ${kind} "${other.name}" (letters from another script or look-alike characters); choose a name that cannot be mistaken for it`);
  }
}

export function getPlayer(db: Db, id: number): PlayerRow | undefined {
  return stmt<PlayerRow>(db, 'SELECT id, name FROM pool_players WHERE id = ?').get(id);
}

export function getGroup(db: Db, id: number): GroupRow | undefined {
  return stmt<GroupRow>(db, 'SELECT id, name, url_slug FROM pool_groups WHERE id = ?').get(id);
}

export function createPlayer(db: Db, name: string): PlayerRow {
  if (nameOwner(db, 'pool_players', name) !== undefined) throw conflict(`A player called "${name}" already exists`);
  refuseLookalike(db, 'pool_players', name);
  return stmt<PlayerRow>(db, 'INSERT INTO pool_players (name) VALUES (?) RETURNING id, name').get(name)!;
}

export function renamePlayer(db: Db, id: number, name: string): { before: PlayerRow; after: PlayerRow } {
  const before = getPlayer(db, id);
  if (!before) throw new ApiError(404, 'not_found', `Player ${id} not found`, 'id');
  const owner = nameOwner(db, 'pool_players', name);
  if (owner !== undefined && owner !== id) throw conflict(`A player called "${name}" already exists`);
  refuseLookalike(db, 'pool_players', name, id);
  stmt(db, 'UPDATE pool_players SET name = ? WHERE id = ?').run(name, id);
  return { before, after: { id, name } };
}

export function slugTaken(db: Db, slug: string): boolean {
  return stmt(db, 'SELECT 1 FROM pool_groups WHERE url_slug = ?').get(slug) !== undefined;
}

export function createGroup(db: Db, name: string): GroupRow {
  if (nameOwner(db, 'pool_groups', name) !== undefined) throw conflict(`A group called "${name}" already exists`);
  refuseLookalike(db, 'pool_groups', name);
  const slug = slugFor(name, (s) => slugTaken(db, s));
  return stmt<GroupRow>(db, 'INSERT INTO pool_groups (name, url_slug) VALUES (?, ?) RETURNING id, name, url_slug').get(name, slug)!;
}

/** Renaming keeps the slug, so links to the group keep working. */
export function renameGroup(db: Db, id: number, name: string): { before: GroupRow; after: GroupRow } {
  const before = getGroup(db, id);
  if (!before) throw new ApiError(404, 'not_found', `Group ${id} not found`, 'id');
  const owner = nameOwner(db, 'pool_groups', name);
  if (owner !== undefined && owner !== id) throw conflict(`A group called "${name}" already exists`);
  refuseLookalike(db, 'pool_groups', name, id);
  stmt(db, 'UPDATE pool_groups SET name = ? WHERE id = ?').run(name, id);
  return { before, after: { ...before, name } };
}

export function isMember(db: Db, groupId: number, playerId: number): boolean {
  return stmt(db, 'SELECT 1 FROM pool_group_players WHERE group_id = ? AND player_id = ?').get(groupId, playerId) !== undefined;
}

export function addMember(db: Db, groupId: number, playerId: number): void {
  stmt(db, 'INSERT INTO pool_group_players (group_id, player_id) VALUES (?, ?)').run(groupId, playerId);
}

/** Membership only: the player's matches stay in the data (and count again if they rejoin). */
export function removeMember(db: Db, groupId: number, playerId: number): boolean {
  return stmt(db, 'DELETE FROM pool_group_players WHERE group_id = ? AND player_id = ?').run(groupId, playerId).changes > 0;
}

/** Every group with its members' ids, for the admin's league page. */
export function listGroupsWithMembers(db: Db): AdminGroup[] {
  const groups = stmt<GroupRow & { archived_at: string | null }>(db, 'SELECT id, name, url_slug, archived_at FROM pool_groups ORDER BY id').all();
  const members = stmt<{
    group_id: number;
    player_id: number;
  }>(db, 'SELECT group_id, player_id FROM pool_group_players ORDER BY group_id, player_id').all();
  return groupMatchCounts(
    db,
    groups.map((g) => ({ ...g, member_ids: members.filter((m) => m.group_id === g.id).map((m) => m.player_id) })),
  );
}
