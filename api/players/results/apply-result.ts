/**
 * The one way a submitted result comes to count: `applySubmission`, whoever confirms it (the opponent, the end of
 * the window, the admin, with or without corrections).
 *
 * In one immediate transaction: the submission must still be open (`awaiting` or `disputed`), the result passes
 * the admin's own checks (match-rules' resultProblem, the players exist and are not archived), the match is
 * written with the admin's insertMatch (so the pool data version is raised by the same triggers), audited as the
 * admin's `add_result` is (plus `result_confirmed` saying who confirmed it and from which session), the
 * submission is marked confirmed by a conditional UPDATE that only an open submission passes. Nothing heavy runs
 * inside: what the result changed (standings, forecasts) is measured after the commit, off the request thread
 * (`afterConfirm` in submission-flow.ts, effects-queue.ts). Two confirmations (or a confirmation and the admin's edit) racing: the second finds the
 * submission decided and is refused 409 `already_decided`; nothing is applied twice.
 */
import type { Db } from '../../db/database';
import { auditedTransaction } from '../../audit/audited-write';
import { insertMatch, playerExists } from '../../league/writes/insert-match';
import { requireActivePlayer } from '../../league/writes/active-player';
import { stmt } from '../../db/statement-cache';
import { ApiError } from '../../lib/errors';
import { resultProblem } from '../../../common/match-rules';
import { getSubmissionRow, type SubmissionRow } from './submission-queries';

/** Who acts on a submission, for the audit log: a player (with the session), the admin (with the token), or the clock. */
export interface Actor {
  kind: 'player' | 'admin' | 'auto';
  address: string;
  playerId?: number;
  /** The player session's id, or the admin token's short label. */
  session?: number | string;
}

export const actorDetail = (a: Actor) => ({
  by: a.kind,
  ...(a.playerId !== undefined ? { player: a.playerId } : {}),
  ...(a.session !== undefined ? { session: a.session } : {}),
});

export const alreadyDecided = (row: Pick<SubmissionRow, 'id' | 'state'>) =>
  new ApiError(409, 'already_decided', `Result ${row.id} was already ${row.state}; nothing changed`);

export interface Corrections {
  score1?: number;
  score2?: number;
  /** 'YYYY-MM-DD HH:MM:SS' UTC. */
  gameDatetime?: string;
}

/** Turn an open submission into a match (see the file comment). Returns the new match id. */
export function applySubmission(db: Db, submissionId: number, actor: Actor, now: number, fix: Corrections = {}): number {
  return auditedTransaction(db, actor.address, (audit) => {
    const row = getSubmissionRow(db, submissionId);
    if (!row) throw new ApiError(404, 'not_found', `Result ${submissionId} not found (withdrawn, or never submitted)`, 'id');
    if (row.state !== 'awaiting' && row.state !== 'disputed') throw alreadyDecided(row);
    const result = {
      player1Id: row.player_1_id,
      player2Id: row.player_2_id,
      score1: fix.score1 ?? row.score_1,
      score2: fix.score2 ?? row.score_2,
    };
    const gameDatetime = fix.gameDatetime ?? row.game_datetime;
    const problem = resultProblem(result);
    if (problem) throw new ApiError(400, 'validation_error', `${problem.field}: ${problem.message}`, problem.field);
    if (!playerExists(db, result.player1Id) || !playerExists(db, result.player2Id)) throw new ApiError(404, 'not_found', 'A player of this result no longer exists');
    requireActivePlayer(db, result.player1Id, 'player1Id');
    requireActivePlayer(db, result.player2Id, 'player2Id');

    const matchId = insertMatch(db, { ...result, fixtureWeight: 1, gameDatetime });
    const decidedBy = actor.kind === 'player' ? 'opponent' : actor.kind;
    const changed = stmt(
      db,
      `UPDATE pool_result_submissions SET state = 'confirmed', match_id = ?, decided_at = ?, decided_by = ?, score_1 = ?, score_2 = ?, game_datetime = ?
       WHERE id = ? AND state IN ('awaiting', 'disputed')`,
    ).run(matchId, now, decidedBy, result.score1, result.score2, gameDatetime, submissionId).changes;
    if (changed !== 1) throw alreadyDecided(getSubmissionRow(db, submissionId) ?? { id: submissionId, state: 'withdrawn' as SubmissionRow['state'] });

    // The admin's own audit entry for a result, word for word, then who confirmed it.
    audit({
      action: 'add_result',
      matchId,
      detail: `${result.player1Id} ${result.score1}-${result.score2} ${result.player2Id} on ${gameDatetime}`,
    });
    const corrected = fix.score1 !== undefined || fix.score2 !== undefined || fix.gameDatetime !== undefined;
    audit({
      action: 'result_confirmed',
      matchId,
      detail: JSON.stringify({
        submission: submissionId,
        ...actorDetail(actor),
        ...(corrected ? { before: { score1: row.score_1, score2: row.score_2, gameDatetime: row.game_datetime }, after: { ...result, gameDatetime } } : {}),
      }),
    });
    return matchId;
  });
}
