import type { Db } from '../../db/database';
import { stmt } from '../../db/statement-cache';

/**
 * Adding a result to the pool league's `pool_matches` (migration 002 conventions), the one insert used by the
 * admin's result form, the league CSV import and a player's confirmed result. Call it inside the caller's audited
 * transaction (api/audit/audited-write.ts).
 */

export function playerExists(db: Db, id: number): boolean {
  return stmt(db, 'SELECT 1 FROM pool_players WHERE id = ?').get(id) !== undefined;
}

export interface MatchWrite {
  player1Id: number;
  player2Id: number;
  score1: number;
  score2: number;
  fixtureWeight: number;
  /** 'YYYY-MM-DD HH:MM:SS' UTC; omitted means now. */
  gameDatetime?: string;
  /** Deleted at ('YYYY-MM-DD HH:MM:SS' UTC), for imports of exported deleted matches. */
  deletedAt?: string | null;
}

export function insertMatch(db: Db, m: MatchWrite): number {
  const winner = m.score1 === 10 ? m.player1Id : m.player2Id;
  const info = stmt(db, 
      `INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id, fixture_weight, deleted_at)
       VALUES (COALESCE(?, strftime('%Y-%m-%d %H:%M:%S', 'now')), ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(m.gameDatetime ?? null, m.player1Id, m.player2Id, m.score1, m.score2, winner, m.fixtureWeight, m.deletedAt ?? null);
  return Number(info.lastInsertRowid);
}
