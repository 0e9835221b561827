/**
 * The admin's side of players entering results, mounted in the admin router: a player's invite,
 * sessions and passkeys (issue, re-issue, revoke), the queue of pending results (confirm as submitted or
 * corrected, reject), and a group's confirmation window. Every step is audited with the admin's session label.
 */
import {
  adminConfirmPending,
  adminGroupResultRules,
  adminIssueInvite,
  adminPendingResults,
  adminPlayerAccess,
  adminRejectPending,
  adminRevokeInvite,
  adminRevokePasskey,
  adminRevokePlayerSession,
} from '../../../contracts/player-admin';
import type { PasskeyInfo, PlayerAccess, PlayerSessionInfo } from '../../../contracts/player-admin';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/database';
import { EndpointRouter } from '../../lib/endpoint-router';
import { ApiError } from '../../lib/errors';
import { actorDetail, applySubmission, type Actor } from '../../players/results/apply-result';
import { afterConfirm, rejectResult, settleIfDue } from '../../players/results/submission-flow';
import { getSubmission, isoOf, listPendingQueue, setWindowHours } from '../../players/results/submission-queries';
import { issueInvite, openInvite, revokeOpenInvites, revokeSession, type SessionRow } from '../../players/sessions/player-session';
import type { PasskeyRow } from '../../players/sessions/passkeys';
import { auditedWrite } from '../../audit/audited-write';
import { clientAddress } from '../../http/client-address';
import { stmt } from '../../db/statement-cache';
import { parseGameDate } from '../../../common/game-date';

export interface AdminSessionEnv {
  Variables: AppEnv['Variables'] & { adminSession: string };
}

type AdminContext = Context<AdminSessionEnv>;

/** The admin as a submission's actor; `byAdmin` is how an audit detail names him (`{ by: 'admin', session }`). */
const adminActor = (c: AdminContext): Actor => ({ kind: 'admin', address: clientAddress(c), session: c.get('adminSession') });
const byAdmin = (c: AdminContext) => actorDetail(adminActor(c));

function requirePlayer(db: Db, id: number): { id: number; name: string; archived_at: string | null } {
  const p = stmt<{ id: number; name: string; archived_at: string | null }>(db, 'SELECT id, name, archived_at FROM pool_players WHERE id = ?').get(id);
  if (!p) throw new ApiError(404, 'not_found', `Player ${id} not found`, 'id');
  return p;
}

/** A session as the admin sees it: the stored row without its owner and token hash. */
type SessionDbRow = Omit<SessionRow, 'player_id' | 'token_hash'>;
const SESSION_COLUMNS = 'id, via, created_at, last_used_at, expires_at, revoked_at, client_address, user_agent';
const sessionInfo = (r: SessionDbRow): PlayerSessionInfo => ({
  id: r.id,
  via: r.via,
  created_at: isoOf(r.created_at),
  last_used_at: isoOf(r.last_used_at),
  expires_at: isoOf(r.expires_at),
  revoked_at: r.revoked_at === null ? null : isoOf(r.revoked_at),
  client_address: r.client_address,
  user_agent: r.user_agent,
});
const passkeyInfo = (r: PasskeyRow): PasskeyInfo => ({
  id: r.id,
  created_at: isoOf(r.created_at),
  last_used_at: r.last_used_at === null ? null : isoOf(r.last_used_at),
  revoked_at: r.revoked_at === null ? null : isoOf(r.revoked_at),
  device_type: r.device_type,
  backed_up: r.backed_up === 1,
});

function playerAccess(db: Db, playerId: number, now: number): PlayerAccess {
  const p = requirePlayer(db, playerId);
  const invite = openInvite(db, playerId, now);
  const sessions = stmt<SessionDbRow>(
    db,
    `SELECT ${SESSION_COLUMNS} FROM player_sessions WHERE player_id = ? AND expires_at > ? ORDER BY id DESC LIMIT 50`,
  ).all(playerId, now);
  const passkeys = stmt<PasskeyRow>(db, 'SELECT * FROM player_passkeys WHERE player_id = ? ORDER BY id DESC').all(playerId);
  return {
    player: { id: p.id, name: p.name },
    invite: invite ? { id: invite.id, created_at: isoOf(invite.created_at), expires_at: isoOf(invite.expires_at) } : null,
    sessions: sessions.map(sessionInfo),
    passkeys: passkeys.map(passkeyInfo),
  };
}

export const playerAdminRoutes = new EndpointRouter<AdminSessionEnv>('/api/admin')
  .handle(adminPlayerAccess, (c) => c.json({ data: playerAccess(c.get('db'), c.req.valid('param').id, c.get('now')()) }, 200))
  .handle(adminIssueInvite, (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const now = c.get('now')();
    const issued = auditedWrite(c, (audit) => {
      const p = requirePlayer(db, id);
      if (p.archived_at) throw new ApiError(409, 'player_archived', `${p.name} is archived; restore the player before inviting them`, 'id');
      const invite = issueInvite(db, id, now);
      audit({ action: 'player_invite_issued', detail: JSON.stringify({ player: id, invite: invite.id, ...byAdmin(c) }) });
      return invite;
    });
    return c.json({ data: { id: issued.id, path: `/join#${issued.token}`, token: issued.token, expires_at: isoOf(issued.expiresAt) } }, 201);
  })
  .handle(adminRevokeInvite, (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const now = c.get('now')();
    const revoked = auditedWrite(c, (audit) => {
      requirePlayer(db, id);
      const n = revokeOpenInvites(db, id, now);
      if (n) audit({ action: 'player_invite_revoked', detail: JSON.stringify({ player: id, ...byAdmin(c) }) });
      return n;
    });
    return c.json({ data: { revoked } }, 200);
  })
  .handle(adminRevokePlayerSession, (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const now = c.get('now')();
    const row = auditedWrite(c, (audit) => {
      const before = stmt<{ player_id: number }>(db, 'SELECT player_id FROM player_sessions WHERE id = ?').get(id);
      if (!before || !revokeSession(db, id, now)) throw new ApiError(404, 'not_found', `No live player session ${id}`, 'id');
      audit({ action: 'player_session_revoked', detail: JSON.stringify({ player: before.player_id, playerSession: id, ...byAdmin(c) }) });
      return stmt<SessionDbRow>(db, `SELECT ${SESSION_COLUMNS} FROM player_sessions WHERE id = ?`).get(id)!;
    });
    return c.json({ data: sessionInfo(row) }, 200);
  })
  .handle(adminRevokePasskey, (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const now = c.get('now')();
    const row = auditedWrite(c, (audit) => {
      const changed = stmt(db, 'UPDATE player_passkeys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now, id).changes;
      if (!changed) throw new ApiError(404, 'not_found', `No live passkey ${id}`, 'id');
      const r = stmt<PasskeyRow>(db, 'SELECT * FROM player_passkeys WHERE id = ?').get(id)!;
      audit({ action: 'passkey_revoked', detail: JSON.stringify({ player: r.player_id, passkey: id, ...byAdmin(c) }) });
      return r;
    });
    return c.json({ data: passkeyInfo(row) }, 200);
  })
  .handle(adminPendingResults, (c) => {
    const db = c.get('db');
    return c.json({ data: listPendingQueue(db) }, 200);
  })
  .handle(adminConfirmPending, (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const now = c.get('now')();
    let gameDatetime: string | undefined;
    if (body.gameDate !== undefined) {
      const parsed = parseGameDate(body.gameDate, now);
      if (!parsed.ok) throw new ApiError(400, 'validation_error', `gameDate: gameDate ${parsed.reason}`, 'gameDate');
      gameDatetime = parsed.stored;
    }
    settleIfDue(db, id, now);
    applySubmission(db, id, adminActor(c), now, { score1: body.score1, score2: body.score2, gameDatetime });
    afterConfirm(db);
    return c.json({ data: getSubmission(db, id)! }, 200);
  })
  .handle(adminRejectPending, (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const now = c.get('now')();
    rejectResult(db, id, adminActor(c), c.req.valid('json').reason, now);
    return c.json({ data: getSubmission(db, id)! }, 200);
  })
  .handle(adminGroupResultRules, (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const { confirmWindowHours } = c.req.valid('json');
    auditedWrite(c, (audit) => {
      if (!stmt(db, 'SELECT 1 FROM pool_groups WHERE id = ?').get(id)) throw new ApiError(404, 'not_found', `Group ${id} not found`, 'id');
      setWindowHours(db, id, confirmWindowHours);
      audit({ action: 'result_rules', detail: JSON.stringify({ group: id, confirmWindowHours, ...byAdmin(c) }) });
    });
    return c.json({ data: { group_id: id, confirm_window_hours: confirmWindowHours } }, 200);
  });
