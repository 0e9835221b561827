/**
 * SQL for the results players submit (migration 014 `pool_result_submissions`) and the per-group confirmation
 * window. A submission is not a pool table row: it raises no data version and counts nowhere until
 * apply-result.ts turns it into a match.
 */
import type { PendingQueueItem } from '../../../contracts/player-admin';
import type { ResultSubmission } from '../../../contracts/player';
import type { Db } from '../../db/database';
import { stmt } from '../../db/statement-cache';

/** Hours after submission when a result nobody answered is confirmed (a group without its own setting). */
export const DEFAULT_WINDOW_HOURS = 48;
/** A second submission of the same players and score within this many hours of the first is refused. */
export const DUPLICATE_HOURS = 6;

export interface SubmissionRow {
  id: number;
  group_id: number;
  player_1_id: number;
  player_2_id: number;
  score_1: number;
  score_2: number;
  game_datetime: string;
  fixture_id: number | null;
  state: ResultSubmission['state'];
  created_at: number;
  confirm_by: number;
  session_id: number | null;
  dispute_reason: string | null;
  disputed_at: number | null;
  decided_at: number | null;
  decided_by: ResultSubmission['decided_by'];
  reject_reason: string | null;
  match_id: number | null;
}

type JoinedRow = SubmissionRow & { group_name: string; group_slug: string; player_1: string; player_2: string };

const SELECT = `
  SELECT s.*, g.name AS group_name, g.url_slug AS group_slug, p1.name AS player_1, p2.name AS player_2
  FROM pool_result_submissions s
  JOIN pool_groups g ON g.id = s.group_id
  JOIN pool_players p1 ON p1.id = s.player_1_id
  JOIN pool_players p2 ON p2.id = s.player_2_id`;

export const isoOf = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
export const isoOfStored = (stored: string) => `${stored.replace(' ', 'T')}Z`;
const isoOrNull = (ms: number | null) => (ms === null ? null : isoOf(ms));

/** A result's group, as the answers name it (a submission's and a confirmed result's). */
export const resultGroup = (r: Pick<ResultSubmission, 'group_id' | 'group_name' | 'group_slug'>) => ({
  group_id: r.group_id,
  group_name: r.group_name,
  group_slug: r.group_slug,
});

/** Who played and the score, as the answers give them. */
export const resultScore = (r: Pick<ResultSubmission, 'player_1_id' | 'player_1' | 'player_2_id' | 'player_2' | 'score_1' | 'score_2'>) => ({
  player_1_id: r.player_1_id,
  player_1: r.player_1,
  player_2_id: r.player_2_id,
  player_2: r.player_2,
  score_1: r.score_1,
  score_2: r.score_2,
});

function toApi(r: JoinedRow): ResultSubmission {
  return {
    id: r.id,
    ...resultGroup(r),
    ...resultScore(r),
    game_datetime: isoOfStored(r.game_datetime),
    fixture_id: r.fixture_id,
    state: r.state,
    created_at: isoOf(r.created_at),
    confirm_by: isoOf(r.confirm_by),
    dispute_reason: r.dispute_reason,
    disputed_at: isoOrNull(r.disputed_at),
    decided_at: isoOrNull(r.decided_at),
    decided_by: r.decided_by,
    reject_reason: r.reject_reason,
    match_id: r.match_id,
  };
}

export function getSubmissionRow(db: Db, id: number): SubmissionRow | undefined {
  return stmt<SubmissionRow>(db, 'SELECT * FROM pool_result_submissions WHERE id = ?').get(id);
}

export function getSubmission(db: Db, id: number): ResultSubmission | undefined {
  const row = stmt<JoinedRow>(db, `${SELECT} WHERE s.id = ?`).get(id);
  return row && toApi(row);
}

/** Results the opponent submitted that wait for this player's answer, oldest first. */
export function listToConfirm(db: Db, playerId: number): ResultSubmission[] {
  return stmt<JoinedRow>(db, `${SELECT} WHERE s.player_2_id = ? AND s.state = 'awaiting' ORDER BY s.created_at, s.id`).all(playerId).map(toApi);
}

/** This player's open submissions and those decided since `since`, newest first. */
export function listSubmitted(db: Db, playerId: number, since: number): ResultSubmission[] {
  return stmt<JoinedRow>(
      db,
      `${SELECT} WHERE s.player_1_id = ? AND (s.state IN ('awaiting', 'disputed') OR s.decided_at >= ?) ORDER BY s.created_at DESC, s.id DESC LIMIT 50`,
    ).all(playerId, since).map(toApi);
}

/** The admin's queue: disputed first, then awaiting, oldest first within each. */
export function listPendingQueue(db: Db): PendingQueueItem[] {
  return stmt<JoinedRow>(db, `${SELECT} WHERE s.state IN ('awaiting', 'disputed') ORDER BY s.state = 'awaiting', s.created_at, s.id LIMIT 500`).all().map((r) => ({ ...toApi(r), session_id: r.session_id }));
}

/** A group's results awaiting confirmation or disputed, newest first. */
export function listGroupPending(db: Db, groupId: number): ResultSubmission[] {
  return stmt<JoinedRow>(db, `${SELECT} WHERE s.group_id = ? AND s.state IN ('awaiting', 'disputed') ORDER BY s.game_datetime DESC, s.id DESC LIMIT 100`).all(
    groupId,
  ).map(toApi);
}

/** Submissions whose window has run out unanswered, oldest first. */
export function dueForAutoConfirm(db: Db, now: number, limit: number): number[] {
  return stmt<number>(db, "SELECT id FROM pool_result_submissions WHERE state = 'awaiting' AND confirm_by <= ? ORDER BY confirm_by, id LIMIT ?")
    .pluck()
    .all(now, limit);
}

export function windowHours(db: Db, groupId: number): number {
  const v = stmt<number>(db, 'SELECT confirm_window_hours FROM pool_group_result_rules WHERE group_id = ?').pluck().get(groupId);
  return v ?? DEFAULT_WINDOW_HOURS;
}

export function setWindowHours(db: Db, groupId: number, hours: number): void {
  stmt(
    db,
    `INSERT INTO pool_group_result_rules (group_id, confirm_window_hours) VALUES (?, ?)
     ON CONFLICT(group_id) DO UPDATE SET confirm_window_hours = excluded.confirm_window_hours`,
  ).run(groupId, hours);
}

export function insertSubmission(
  db: Db,
  s: Pick<SubmissionRow, 'group_id' | 'player_1_id' | 'player_2_id' | 'score_1' | 'score_2' | 'game_datetime' | 'fixture_id' | 'created_at' | 'confirm_by' | 'session_id'>,
): number {
  const info = stmt(
    db,
    `INSERT INTO pool_result_submissions (group_id, player_1_id, player_2_id, score_1, score_2, game_datetime, fixture_id, created_at, confirm_by, session_id)
     VALUES (@group_id, @player_1_id, @player_2_id, @score_1, @score_2, @game_datetime, @fixture_id, @created_at, @confirm_by, @session_id)`,
  ).run(s);
  return Number(info.lastInsertRowid);
}

export interface Duplicate {
  kind: 'submission' | 'match';
  id: number;
  player_1: string;
  player_2: string;
  score_1: number;
  score_2: number;
  game_datetime: string;
  state?: string;
}

/**
 * The first earlier entry of the same result: the same two players with the same score each (in either order)
 * within DUPLICATE_HOURS of `gameDatetime`, among open submissions and live matches; or undefined.
 */
export function findDuplicate(db: Db, r: { player1Id: number; player2Id: number; score1: number; score2: number; gameDatetime: string }): Duplicate | undefined {
  const span = DUPLICATE_HOURS * 3600;
  const same = `((x.player_1_id = @a AND x.player_2_id = @b AND x.score_1 = @sa AND x.score_2 = @sb)
              OR (x.player_1_id = @b AND x.player_2_id = @a AND x.score_1 = @sb AND x.score_2 = @sa))
             AND ABS(unixepoch(x.game_datetime) - unixepoch(@at)) <= @span`;
  const params = { a: r.player1Id, b: r.player2Id, sa: r.score1, sb: r.score2, at: r.gameDatetime, span };
  const pending = stmt<Duplicate>(
    db,
    `SELECT 'submission' AS kind, x.id, p1.name AS player_1, p2.name AS player_2, x.score_1, x.score_2, x.game_datetime, x.state
     FROM pool_result_submissions x JOIN pool_players p1 ON p1.id = x.player_1_id JOIN pool_players p2 ON p2.id = x.player_2_id
     WHERE x.state IN ('awaiting', 'disputed') AND ${same} ORDER BY x.created_at, x.id LIMIT 1`,
  ).get(params);
  const match = stmt<Duplicate>(
    db,
    `SELECT 'match' AS kind, x.match_id AS id, p1.name AS player_1, p2.name AS player_2, x.score_1, x.score_2, x.game_datetime
     FROM pool_matches x JOIN pool_players p1 ON p1.id = x.player_1_id JOIN pool_players p2 ON p2.id = x.player_2_id
     WHERE x.deleted_at IS NULL AND ${same} ORDER BY x.game_datetime, x.match_id LIMIT 1`,
  ).get(params);
  if (!pending) return match;
  if (!match) return pending;
  return match.game_datetime <= pending.game_datetime ? match : pending;
}
