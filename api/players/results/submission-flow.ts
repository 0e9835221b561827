/**
 * A submitted result's life:
 *
 *   awaiting --(opponent confirms | the window runs out | admin confirms, maybe corrected)--> confirmed
 *   awaiting --(opponent disputes, with a reason)--> disputed --(admin confirms, maybe corrected)--> confirmed
 *                                                             --(admin rejects, with a reason)--> rejected
 *   awaiting --(admin rejects)--> rejected
 *   awaiting --(the submitter withdraws)--> deleted (nothing left but the audit entry)
 *
 * Confirming goes through apply-result.ts and commits the result alone; `afterConfirm` then sets off what follows
 * (its effects and the forecast's track record) in the background, off the request thread. The window's end is
 * applied by the server's timer (api/players/auto-confirm.ts: `settleDue`, a bounded batch per tick), never by a
 * read: no GET writes. A write that touches a submission whose window has run out (the opponent confirming or
 * disputing it, the submitter withdrawing it, the admin deciding it) settles that one first, so it is answered as
 * the timer would have left it.
 *
 * Limits on what a player may submit (docs/decisions.md "Players enter results"): at most MAX_OPEN_SUBMISSIONS of his
 * results open (awaiting or disputed) at a time, and `playedAt` no more than PLAYED_AT_MAX_AGE_DAYS before now
 * (and, as everywhere, no more than a day ahead).
 */
import type { Db } from '../../db/database';
import { auditedTransaction } from '../../audit/audited-write';
import { requireActivePlayer } from '../../league/writes/active-player';
import { stmt } from '../../db/statement-cache';
import { beginWriteAsync } from '../../db/write-lock';
import { ApiError } from '../../lib/errors';
import { currentSeason, seasonState } from '../../league/season-reads';
import { scheduleTrackRecord } from '../../league/track-record';
import { parseGameDate, toStored } from '../../../common/game-date';
import { scheduleResultEffects } from './effects-queue';
import { actorDetail, alreadyDecided, applySubmission, type Actor } from './apply-result';
import {
  dueForAutoConfirm,
  findDuplicate,
  getSubmissionRow,
  insertSubmission,
  isoOfStored,
  windowHours,
  type Duplicate,
} from './submission-queries';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A player's results open at once (awaiting or disputed), across his groups. */
export const MAX_OPEN_SUBMISSIONS = 10;
/** How long ago a submitted result may have been played. */
export const PLAYED_AT_MAX_AGE_DAYS = 28;
/** Submissions the timer confirms per tick (auto-confirm.ts), a few to a short transaction. */
export const SETTLE_PER_TICK = 25;

export interface SubmitInput {
  groupId: number;
  opponentId: number;
  myScore: number;
  opponentScore: number;
  playedAt?: string;
  fixtureId?: number;
}

const isMember = (db: Db, groupId: number, playerId: number) =>
  stmt(db, 'SELECT 1 FROM pool_group_players WHERE group_id = ? AND player_id = ?').get(groupId, playerId) !== undefined;

/** "Ann 10–4 Ben on 2026-11-27 at 21:05 UTC (awaiting confirmation)". */
function describe(d: Duplicate): string {
  const at = isoOfStored(d.game_datetime);
  const when = `${at.slice(0, 10)} at ${at.slice(11, 16)} UTC`;
  const where = d.kind === 'match' ? `match ${d.id}, already counting` : d.state === 'disputed' ? `submission ${d.id}, disputed` : `submission ${d.id}, awaiting confirmation`;
  return `${d.player_1} ${d.score_1}–${d.score_2} ${d.player_2} on ${when} (${where})`;
}

/** The fixture a submission plays: a live fixture of the group's current season between the two, not yet played. */
function checkFixture(db: Db, groupId: number, a: number, b: number, fixtureId: number): void {
  const season = currentSeason(db, groupId);
  const fixture = season ? seasonState(db, season).fixtures.find((f) => f.id === fixtureId) : undefined;
  const pair = fixture && ((fixture.player_1_id === a && fixture.player_2_id === b) || (fixture.player_1_id === b && fixture.player_2_id === a));
  if (!fixture || !pair) throw new ApiError(400, 'validation_error', 'fixtureId: not a fixture between you two in this group\'s current season', 'fixtureId');
  if (fixture.result) throw new ApiError(400, 'validation_error', 'fixtureId: this fixture has already been played', 'fixtureId');
}

/** A signed-in player submits a result he played; answers the new submission's id. */
export function submitResult(db: Db, actor: Actor & { playerId: number }, input: SubmitInput, now: number): number {
  const me = actor.playerId;
  let gameDatetime = toStored(now);
  if (input.playedAt !== undefined) {
    const parsed = parseGameDate(input.playedAt, now);
    if (!parsed.ok) throw new ApiError(400, 'validation_error', `playedAt: playedAt ${parsed.reason}`, 'playedAt');
    if (Date.parse(`${parsed.stored.replace(' ', 'T')}Z`) < now - PLAYED_AT_MAX_AGE_DAYS * DAY_MS) {
      throw new ApiError(400, 'validation_error', `playedAt: playedAt must be within the last ${PLAYED_AT_MAX_AGE_DAYS} days; ask the admin to enter an older result`, 'playedAt');
    }
    gameDatetime = parsed.stored;
  }
  return auditedTransaction(db, actor.address, (audit) => {
    const group = stmt<{ id: number; name: string; archived_at: string | null }>(db, 'SELECT id, name, archived_at FROM pool_groups WHERE id = ?').get(input.groupId);
    if (!group) throw new ApiError(404, 'not_found', `Group ${input.groupId} not found`, 'groupId');
    if (!isMember(db, group.id, me)) throw new ApiError(403, 'not_your_group', `You are not a member of ${group.name}`, 'groupId');
    if (group.archived_at) throw new ApiError(409, 'group_archived', `${group.name} is archived; it takes no new results`, 'groupId');
    if (input.opponentId === me) throw new ApiError(400, 'validation_error', 'opponentId: pick your opponent, not yourself', 'opponentId');
    if (!isMember(db, group.id, input.opponentId)) {
      throw new ApiError(400, 'validation_error', `opponentId: your opponent must be a member of ${group.name}`, 'opponentId');
    }
    const open = stmt<number>(db, "SELECT COUNT(*) FROM pool_result_submissions WHERE player_1_id = ? AND state IN ('awaiting', 'disputed')").pluck().get(me)!;
    if (open >= MAX_OPEN_SUBMISSIONS) {
      throw new ApiError(
        409,
        'too_many_open_results',
        `You already have ${open} results awaiting confirmation (at most ${MAX_OPEN_SUBMISSIONS}): wait until they count, or withdraw one, before entering another`,
      );
    }
    requireActivePlayer(db, me, 'groupId');
    requireActivePlayer(db, input.opponentId, 'opponentId');
    if (input.fixtureId !== undefined) checkFixture(db, group.id, me, input.opponentId, input.fixtureId);
    const result = { player1Id: me, player2Id: input.opponentId, score1: input.myScore, score2: input.opponentScore, gameDatetime };
    const duplicate = findDuplicate(db, result);
    if (duplicate) {
      throw new ApiError(409, 'duplicate_result', `This result was already entered: ${describe(duplicate)}. A second entry is refused.`, 'myScore');
    }
    const id = insertSubmission(db, {
      group_id: group.id,
      player_1_id: me,
      player_2_id: input.opponentId,
      score_1: input.myScore,
      score_2: input.opponentScore,
      game_datetime: gameDatetime,
      fixture_id: input.fixtureId ?? null,
      created_at: now,
      confirm_by: now + windowHours(db, group.id) * HOUR_MS,
      session_id: typeof actor.session === 'number' ? actor.session : null,
    });
    audit({
      action: 'result_submitted',
      detail: JSON.stringify({ submission: id, ...actorDetail(actor), group: group.id, result: { ...result, fixtureId: input.fixtureId ?? null } }),
    });
    return id;
  });
}

/** The opponent answers: only the player named as opponent, only while it awaits him. */
function openForOpponent(db: Db, id: number, playerId: number) {
  const row = getSubmissionRow(db, id);
  if (!row) throw new ApiError(404, 'not_found', `Result ${id} not found (withdrawn, or never submitted)`, 'id');
  if (row.player_2_id !== playerId) {
    throw new ApiError(403, 'forbidden', row.player_1_id === playerId ? 'Your opponent confirms or disputes your result, not you' : 'This result is not yours to answer');
  }
  if (row.state !== 'awaiting') throw alreadyDecided(row);
  return row;
}

export function confirmByOpponent(db: Db, id: number, actor: Actor & { playerId: number }, now: number): number {
  settleIfDue(db, id, now);
  return db
    .transaction(() => {
      openForOpponent(db, id, actor.playerId);
      return applySubmission(db, id, actor, now);
    })
    .immediate();
}

export function disputeResult(db: Db, id: number, actor: Actor & { playerId: number }, reason: string, now: number): void {
  settleIfDue(db, id, now);
  auditedTransaction(db, actor.address, (audit) => {
    openForOpponent(db, id, actor.playerId);
    const changed = stmt(
      db,
      "UPDATE pool_result_submissions SET state = 'disputed', dispute_reason = ?, disputed_at = ? WHERE id = ? AND state = 'awaiting'",
    ).run(reason, now, id).changes;
    if (changed !== 1) throw alreadyDecided(getSubmissionRow(db, id)!);
    audit({ action: 'result_disputed', detail: JSON.stringify({ submission: id, ...actorDetail(actor), reason }) });
  });
}

/** The submitter takes back a result nobody has decided yet: the row is deleted, only the audit entry says it was there. */
export function withdrawResult(db: Db, id: number, actor: Actor & { playerId: number }, now: number): void {
  settleIfDue(db, id, now);
  auditedTransaction(db, actor.address, (audit) => {
    const row = getSubmissionRow(db, id);
    if (!row) throw new ApiError(404, 'not_found', `Result ${id} not found (withdrawn, or never submitted)`, 'id');
    if (row.player_1_id !== actor.playerId) throw new ApiError(403, 'forbidden', 'Only the player who submitted a result can withdraw it');
    if (row.state !== 'awaiting' && row.state !== 'disputed') throw alreadyDecided(row);
    const changed = stmt(db, "DELETE FROM pool_result_submissions WHERE id = ? AND state IN ('awaiting', 'disputed')").run(id).changes;
    if (changed !== 1) throw alreadyDecided(row);
    audit({
      action: 'result_withdrawn',
      detail: JSON.stringify({
        submission: id,
        ...actorDetail(actor),
        result: { player1Id: row.player_1_id, player2Id: row.player_2_id, score1: row.score_1, score2: row.score_2, gameDatetime: row.game_datetime },
      }),
    });
  });
}

export function rejectResult(db: Db, id: number, actor: Actor, reason: string, now: number): void {
  settleIfDue(db, id, now);
  auditedTransaction(db, actor.address, (audit) => {
    const row = getSubmissionRow(db, id);
    if (!row) throw new ApiError(404, 'not_found', `Result ${id} not found (withdrawn, or never submitted)`, 'id');
    const changed = stmt(
      db,
      "UPDATE pool_result_submissions SET state = 'rejected', reject_reason = ?, decided_at = ?, decided_by = 'admin' WHERE id = ? AND state IN ('awaiting', 'disputed')",
    ).run(reason, now, id).changes;
    if (changed !== 1) throw alreadyDecided(row);
    audit({ action: 'result_rejected', detail: JSON.stringify({ submission: id, ...actorDetail(actor), reason }) });
  });
}

const AUTO: Actor = { kind: 'auto', address: 'server' };

/** Due submissions that could not be applied (left for the admin): passed over by the timer until the next start. */
const passedOver = new WeakMap<Db, Set<number>>();

/**
 * Confirm submission `id` now if its window has run out unanswered (one short write, as the timer would): a write
 * on it then finds it decided. True when it was confirmed here.
 */
export function settleIfDue(db: Db, id: number, now: number): boolean {
  const row = getSubmissionRow(db, id);
  if (!row || row.state !== 'awaiting' || row.confirm_by > now) return false;
  try {
    applySubmission(db, id, AUTO, now);
  } catch (err) {
    if (err instanceof ApiError) return false;
    throw err;
  }
  afterConfirm(db);
  return true;
}

/** Confirm up to `limit` due submissions inside the caller's transaction (each in its own savepoint). */
function settleDueIn(db: Db, now: number, limit: number): { confirmed: number; more: boolean } {
  let confirmed = 0;
  let passed = passedOver.get(db);
  if (!passed) passedOver.set(db, (passed = new Set()));
  const skip = passed;
  const due = dueForAutoConfirm(db, now, limit + 1 + skip.size).filter((id) => !skip.has(id));
  for (const id of due.slice(0, limit)) {
    try {
      applySubmission(db, id, AUTO, now);
      confirmed++;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      skip.add(id);
    }
  }
  return { confirmed, more: due.length > limit };
}

/**
 * Confirm the submissions whose window has run out unanswered (a disputed one waits for the admin), oldest due
 * first, at most `limit`, in one short transaction (one commit). One that can no longer be applied (a player
 * archived since) stays open for the admin and is passed over. Returns how many were confirmed and whether more are due.
 */
export function settleDue(db: Db, now: number, limit = SETTLE_PER_TICK): { confirmed: number; more: boolean } {
  const r = db.transaction(() => settleDueIn(db, now, limit)).immediate();
  if (r.confirmed > 0) afterConfirm(db);
  return r;
}

/** How long the timer's batch waits for another connection's write (asynchronously) before trying at the next tick. */
export const SETTLE_LOCK_WAIT_MS = 2_000;

/**
 * settleDue for the timer: the write lock is awaited without blocking the event loop (a worker thread or another
 * process may hold it), so the request thread never stands still for it.
 */
export async function settleDueAsync(db: Db, now: number, limit = SETTLE_PER_TICK): Promise<{ confirmed: number; more: boolean }> {
  if (db.memory) return settleDue(db, now, limit);
  await beginWriteAsync(db, SETTLE_LOCK_WAIT_MS);
  let r: { confirmed: number; more: boolean };
  try {
    r = settleDueIn(db, now, limit);
    db.exec('COMMIT');
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw err;
  }
  if (r.confirmed > 0) afterConfirm(db);
  return r;
}

/** After a result came to count (committed): its effects and the forecast's track record, in the background. */
export function afterConfirm(db: Db): void {
  scheduleResultEffects(db);
  scheduleTrackRecord(db);
}
