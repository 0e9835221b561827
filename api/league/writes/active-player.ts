import type { Db } from '../../db/database';
import { stmt } from '../../db/statement-cache';
import { ApiError } from '../../lib/errors';

/** 409 when a new result names an archived player. */
export function requireActivePlayer(db: Db, id: number, field: string): void {
  const row = stmt<{ name: string; archived_at: string | null }>(db, 'SELECT name, archived_at FROM pool_players WHERE id = ?').get(id);
  if (row?.archived_at) throw new ApiError(409, 'player_archived', `${row.name} is archived; restore the player before recording a new result`, field);
}
