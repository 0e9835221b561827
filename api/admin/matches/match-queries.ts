import type { AdminMatch, GroupGameNumber, StoredMatch } from '../../../contracts/admin';
import type { Db } from '../../db/database';
import { stmt } from '../../db/statement-cache';
import type { MatchWrite } from '../../league/writes/insert-match';

/** SQL for the admin's writes to the pool league's `pool_matches` (migration 002 conventions). */

export type { StoredMatch, GroupGameNumber };


/** The stored fields a correction may change, as stored. */
export interface MatchFields {
  game_datetime: string;
  player_1_id: number;
  player_2_id: number;
  score_1: number;
  score_2: number;
  fixture_weight: number;
  deleted_at: string | null;
}

export function getMatchFields(db: Db, matchId: number): MatchFields | undefined {
  return stmt<MatchFields>(
    db,
    'SELECT game_datetime, player_1_id, player_2_id, score_1, score_2, fixture_weight, deleted_at FROM pool_matches WHERE match_id = ?',
  ).get(matchId);
}

export function updateMatch(db: Db, matchId: number, m: Required<Omit<MatchWrite, 'deletedAt'>>): void {
  const winner = m.score1 === 10 ? m.player1Id : m.player2Id;
  stmt(
    db,
    `UPDATE pool_matches SET game_datetime = ?, player_1_id = ?, player_2_id = ?, score_1 = ?, score_2 = ?,
       winner_player_id = ?, fixture_weight = ? WHERE match_id = ?`,
  ).run(m.gameDatetime, m.player1Id, m.player2Id, m.score1, m.score2, winner, m.fixtureWeight, matchId);
}

const MATCH_SELECT = `
  SELECT m.match_id, strftime('%Y-%m-%dT%H:%M:%SZ', m.game_datetime) AS game_datetime, m.player_1_id, p1.name AS player_1, m.player_2_id, p2.name AS player_2,
         m.score_1, m.score_2, m.winner_player_id, m.fixture_weight, m.win_weight, m.match_type_id,
         t.name AS match_type, m.created_at, m.deleted_at
  FROM pool_matches m
  JOIN pool_players p1 ON p1.id = m.player_1_id
  JOIN pool_players p2 ON p2.id = m.player_2_id
  JOIN pool_match_types t ON t.id = m.match_type_id`;

export function getMatch(db: Db, matchId: number): StoredMatch | undefined {
  return stmt<StoredMatch>(db, `${MATCH_SELECT} WHERE m.match_id = ?`).get(matchId);
}

/**
 * The match's game number in every group holding both its players (none for a
 * deleted match): the same numbering as the pool league's listGroupMatches
 * (live matches by game_datetime then match_id), counted in SQL for this one
 * match instead of numbering the whole group (a unit test holds the two equal).
 */
export function gameNumbers(db: Db, matchId: number): GroupGameNumber[] {
  return stmt<GroupGameNumber>(
    db,
    `SELECT g.id AS group_id, g.name AS group_name, g.url_slug,
            (SELECT COUNT(*) FROM pool_matches o
               JOIN pool_group_players a ON a.group_id = g.id AND a.player_id = o.player_1_id
               JOIN pool_group_players b ON b.group_id = g.id AND b.player_id = o.player_2_id
              WHERE o.deleted_at IS NULL AND o.game_datetime < m.game_datetime)
          + (SELECT COUNT(*) FROM pool_matches o
               JOIN pool_group_players a ON a.group_id = g.id AND a.player_id = o.player_1_id
               JOIN pool_group_players b ON b.group_id = g.id AND b.player_id = o.player_2_id
              WHERE o.deleted_at IS NULL AND o.game_datetime = m.game_datetime AND o.match_id <= m.match_id) AS new_id
     FROM pool_matches m
     JOIN pool_group_players g1 ON g1.player_id = m.player_1_id
     JOIN pool_group_players g2 ON g2.player_id = m.player_2_id AND g2.group_id = g1.group_id
     JOIN pool_groups g ON g.id = g1.group_id
     WHERE m.match_id = ? AND m.deleted_at IS NULL
     ORDER BY g.id`,
  ).all(matchId);
}

/**
 * The match's league-wide game number (as on /pool/matches), or null when deleted. Two counts (earlier days, then
 * the same day up to this match) rather than one with OR: each is a range of the live matches' index
 * (pool_matches_live_datetime, migration 013) counted without reading the table, about 17 ms at 150,000 matches
 * where the OR's row set took 80-1,300 ms on the request thread.
 */
export function leagueGameNumber(db: Db, matchId: number): number | null {
  const row = stmt<{ new_id: number }>(
    db,
    `SELECT (SELECT COUNT(*) FROM pool_matches o WHERE o.deleted_at IS NULL AND o.game_datetime < m.game_datetime)
          + (SELECT COUNT(*) FROM pool_matches o
              WHERE o.deleted_at IS NULL AND o.game_datetime = m.game_datetime AND o.match_id <= m.match_id) AS new_id
     FROM pool_matches m WHERE m.match_id = ? AND m.deleted_at IS NULL`,
  ).get(matchId);
  return row?.new_id ?? null;
}

/** Soft delete: sets deleted_at; false when the match is unknown or already deleted. */
export function softDeleteMatch(db: Db, matchId: number): boolean {
  return (
    stmt(db, 
        `UPDATE pool_matches SET deleted_at = strftime('%Y-%m-%d %H:%M:%S', 'now')
         WHERE match_id = ? AND deleted_at IS NULL`,
      )
      .run(matchId).changes > 0
  );
}

/** Undo a soft delete; false when the match is unknown or not deleted. */
export function restoreMatch(db: Db, matchId: number): boolean {
  return stmt(db, 'UPDATE pool_matches SET deleted_at = NULL WHERE match_id = ? AND deleted_at IS NOT NULL').run(matchId)
    .changes > 0;
}

/** Deleted matches, most recently deleted first. */
export function listDeletedMatches(db: Db, limit: number): StoredMatch[] {
  return stmt<StoredMatch>(db, `${MATCH_SELECT} WHERE m.deleted_at IS NOT NULL ORDER BY m.deleted_at DESC, m.match_id DESC LIMIT ?`)
    .all(limit);
}

/** The match as stored plus its league-wide game number and its game number in each group holding both players. */
export function matchWithNumbers(db: Db, matchId: number): AdminMatch {
  const match = getMatch(db, matchId)!;
  return { ...match, new_id: leagueGameNumber(db, matchId), groups: gameNumbers(db, matchId) };
}
