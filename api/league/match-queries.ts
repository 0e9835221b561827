/**
 * Matches with their derived fields, computed in SQL (window functions), never stored twice:
 * - new_id: game number 1, 2, ... in order of game_datetime then match_id (within a group, or over all matches)
 * - session_id: 1, 2, ... one per calendar date of play (same scope as new_id)
 * - session_match_end_id: 1 on a session's last match, else 0
 * - player_1 / player_2 / match_type: names joined in
 * Deleted matches (deleted_at set) are left out and keep nothing of the numbering.
 * The admin area reuses these functions.
 */
import type { PoolMatch } from '../../contracts/league';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';

/** A numbered live match: the public API's match row (contracts/league.ts). */
export type PoolMatchRow = PoolMatch;

const ORDER = 'm.game_datetime, m.match_id';

function matchesSql(scope: 'all' | 'group') {
  const groupFilter =
    scope === 'group'
      ? `AND m.player_1_id IN (SELECT player_id FROM pool_group_players WHERE group_id = @groupId)
         AND m.player_2_id IN (SELECT player_id FROM pool_group_players WHERE group_id = @groupId)`
      : '';
  return `
    WITH live AS (
      SELECT m.*, substr(m.game_datetime, 1, 10) AS game_date,
        ROW_NUMBER() OVER (ORDER BY ${ORDER}) AS new_id,
        DENSE_RANK() OVER (ORDER BY substr(m.game_datetime, 1, 10)) AS session_id,
        CASE WHEN LEAD(substr(m.game_datetime, 1, 10)) OVER (ORDER BY ${ORDER}) IS substr(m.game_datetime, 1, 10)
          THEN 0 ELSE 1 END AS session_match_end_id
      FROM pool_matches m
      WHERE m.deleted_at IS NULL ${groupFilter}
    )
    SELECT l.match_id, l.new_id,
      strftime('%Y-%m-%dT%H:%M:%SZ', l.game_datetime) AS game_datetime, l.game_date,
      p1.name AS player_1, l.player_1_id, p2.name AS player_2, l.player_2_id,
      l.score_1, l.score_2, l.winner_player_id, l.fixture_weight, l.win_weight,
      t.name AS match_type, l.match_type_id, l.session_id, l.session_match_end_id, l.deleted_at
    FROM live l
    JOIN pool_players p1 ON p1.id = l.player_1_id
    JOIN pool_players p2 ON p2.id = l.player_2_id
    JOIN pool_match_types t ON t.id = l.match_type_id
    WHERE (@playerId IS NULL OR l.player_1_id = @playerId OR l.player_2_id = @playerId)
    ORDER BY l.new_id`;
}

/** The match list's statements, one per scope, compiled once per connection; each row a PoolMatchRow. */
const cache = new WeakMap<Db, Map<string, Statement<unknown[], PoolMatchRow>>>();
function matchesStmt(db: Db, key: string, sql: () => string) {
  let m = cache.get(db);
  if (!m) cache.set(db, (m = new Map()));
  let s = m.get(key);
  if (!s) m.set(key, (s = db.prepare<unknown[], PoolMatchRow>(sql())));
  return s;
}

/** Every live match, numbered over the whole league, ascending by new_id. */
export function listAllMatches(db: Db): PoolMatchRow[] {
  return matchesStmt(db, 'all', () => matchesSql('all')).all({ playerId: null });
}

/** A group's live matches (both players members), numbered within the group, ascending by new_id. */
export function listGroupMatches(db: Db, groupId: number): PoolMatchRow[] {
  return matchesStmt(db, 'group', () => matchesSql('group')).all({ groupId, playerId: null });
}

/** One player's live matches, with the league-wide numbering, ascending by new_id. */
export function listPlayerMatches(db: Db, playerId: number): PoolMatchRow[] {
  return matchesStmt(db, 'all', () => matchesSql('all')).all({ playerId });
}
