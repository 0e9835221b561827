/**
 * The pool league's read model (issue 12): live matches with their derived fields (new_id, session_id,
 * session_match_end_id) computed from the tables once per pool data version and shared by every read answer
 * (lists, pages, standings, player summaries) until a write raises the version. Nothing is stored twice and no
 * write path needs a hook: whoever writes (admin add/delete/restore, edits, CSV imports, db:seed), the triggers of
 * migration 5 raise the version in the same transaction and the next read recomputes from the tables.
 *
 * The arrays are shared: callers must not mutate them.
 */
import type { Db } from '../db/database';
import { dataVersion } from '../lib/data-version';
import { listAllMatches, listGroupMatches, type PoolMatchRow } from './match-queries';

interface Model {
  version: number;
  all?: readonly PoolMatchRow[];
  groups: Map<number, readonly PoolMatchRow[]>;
  players: Map<number, readonly PoolMatchRow[]>;
}

const models = new WeakMap<Db, Model>();

function current(db: Db): Model {
  const version = dataVersion(db, 'pool');
  let m = models.get(db);
  if (!m || m.version !== version) {
    m = { version, groups: new Map(), players: new Map() };
    models.set(db, m);
  }
  return m;
}

/** Every live match, numbered over the league, ascending by new_id. */
export function allMatchesView(db: Db): readonly PoolMatchRow[] {
  const m = current(db);
  return (m.all ??= listAllMatches(db));
}

/** A group's live matches (both players members), numbered within the group, ascending by new_id. */
export function groupMatchesView(db: Db, groupId: number): readonly PoolMatchRow[] {
  const m = current(db);
  let rows = m.groups.get(groupId);
  if (!rows) m.groups.set(groupId, (rows = listGroupMatches(db, groupId)));
  return rows;
}

/** One player's live matches with the league-wide numbering, ascending by new_id. */
export function playerMatchesView(db: Db, playerId: number): readonly PoolMatchRow[] {
  const all = allMatchesView(db);
  const m = current(db);
  let rows = m.players.get(playerId);
  if (!rows) m.players.set(playerId, (rows = all.filter((r) => r.player_1_id === playerId || r.player_2_id === playerId)));
  return rows;
}
