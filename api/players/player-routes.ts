/**
 * /api/player: a player's sign-in (invite, passkey), the player's own page data, and submitting, confirming,
 * disputing and withdrawing results; /api/results: a group's pending and latest confirmed results (public).
 * Every write passes the admin's guards (same-site, anti-forgery token, JSON, 16 KiB). A player session reaches
 * no admin endpoint (api/admin/admin-routes.ts refuses it 403).
 */
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  playerConfirmResult,
  playerDisputeResult,
  playerLogout,
  playerMe,
  playerPasskeyLogin,
  playerPasskeyLoginOptions,
  playerPasskeyRegister,
  playerPasskeyRegisterOptions,
  playerRedeemInvite,
  playerSubmitResult,
  playerWithdrawResult,
  resultsGroup,
} from '../../contracts/player';
import type { PlayerGroup, PlayerMe } from '../../contracts/player';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { auditedWrite } from '../audit/audited-write';
import { clientAddress } from '../http/client-address';
import { mutationGuards } from '../http/request-guards';
import { importRunning, importRunningError } from '../db/import-running';
import { stmt } from '../db/statement-cache';
import { EndpointRouter } from '../lib/endpoint-router';
import { ApiError } from '../lib/errors';
import { findPlayer, listGroupPlayers, listPlayerGroups } from '../league/entity-queries';
import { resolveGroup } from '../league/params';
import { currentSeason, seasonState } from '../league/season-reads';
import { addDays } from '../../workers/schedule/dated-rounds';
import type { Actor } from './results/apply-result';
import { groupEffects, playerEffects } from './results/result-effects';
import { afterConfirm, confirmByOpponent, disputeResult, submitResult, withdrawResult } from './results/submission-flow';
import { getSubmission, listGroupPending, listSubmitted, listToConfirm, windowHours, isoOf } from './results/submission-queries';
import { authenticationOptions, livePasskeys, registrationOptions, verifyAuthentication, verifyRegistration } from './sessions/passkeys';
import {
  clearSessionCookie,
  createSession,
  redeemInvite,
  revokeSession,
  sessionOf,
  setSessionCookie,
  type SessionRow,
} from './sessions/player-session';
import { playerRequester, signInFailed, signInSucceeded } from './sessions/signin-limits';
import { teamCardPlayerRoutes } from '../team-league/team-routes';

interface PlayerEnv {
  Variables: AppEnv['Variables'] & { session: SessionRow | null };
}

const signedInOnly = (c: { get: (k: 'session') => SessionRow | null }): SessionRow => {
  const s = c.get('session');
  if (!s) throw new ApiError(401, 'unauthorized', 'Sign in first: open the invite link the admin gave you, or sign in with your passkey');
  return s;
};

const actorOf = (c: Parameters<MiddlewareHandler<PlayerEnv>>[0], s: SessionRow): Actor & { playerId: number } => ({
  kind: 'player',
  address: clientAddress(c),
  playerId: s.player_id,
  session: s.id,
});

const HOUR_MS = 3_600_000;

/** The player's groups: opponents, window, and due fixtures (dated up to a week ahead, not yet played). */
function playerGroups(db: Db, playerId: number, now: number): PlayerGroup[] {
  const today = new Date(now).toISOString().slice(0, 10);
  const horizon = addDays(today, 7);
  const archived = new Set(stmt<number>(db, 'SELECT id FROM pool_groups WHERE archived_at IS NOT NULL').pluck().all());
  return listPlayerGroups(db, playerId)
    .filter((g) => !archived.has(g.id))
    .map((g) => {
      const season = currentSeason(db, g.id);
      const due = season
        ? seasonState(db, season)
            .fixtures.filter((f) => f.result === null && f.date <= horizon && (f.player_1_id === playerId || f.player_2_id === playerId))
            .map((f) => ({ id: f.id, date: f.date, opponent_id: f.player_1_id === playerId ? f.player_2_id : f.player_1_id }))
        : [];
      return {
        id: g.id,
        name: g.name,
        url_slug: g.url_slug,
        confirm_window_hours: windowHours(db, g.id),
        opponents: listGroupPlayers(db, g.id).filter((p) => p.id !== playerId),
        due_fixtures: due,
      };
    });
}

const signedInAnswer = (db: Db, playerId: number) => ({ player: findPlayer(db, playerId)!, passkeys: livePasskeys(db, playerId).length });

const endpoints = new EndpointRouter<PlayerEnv>('/api/player')
  .handle(playerRedeemInvite, (c) => {
    const db = c.get('db');
    // The code is checked first: a valid one signs in whatever strangers sent before (sessions/signin-limits.ts).
    const who = playerRequester(c);
    const { token } = c.req.valid('json');
    const outcome = auditedWrite(c, (audit) => {
      const check = redeemInvite(db, token, who.now);
      if (!check.ok) return check;
      const session = createSession(db, { playerId: check.invite.player_id, via: 'invite', address: who.address, userAgent: c.req.header('user-agent') ?? '', now: who.now });
      stmt(db, 'UPDATE player_invites SET session_id = ? WHERE id = ?').run(session.id, check.invite.id);
      audit({
        action: 'player_signin',
        detail: JSON.stringify({ method: 'invite', player: check.invite.player_id, session: session.id, invite: check.invite.id }),
      });
      return { ok: true as const, playerId: check.invite.player_id, session };
    });
    if (!outcome.ok) {
      const message = {
        unknown: 'This invite link is not valid: check it was copied whole, or ask the admin for a new one',
        used: 'This invite link has already been used: ask the admin for a new one, or sign in with your passkey',
        revoked: 'This invite link was withdrawn by the admin: ask for a new one',
        expired: 'This invite link has expired (they last 7 days): ask the admin for a new one',
      }[outcome.reason];
      throw signInFailed(db, who, 'invite', new ApiError(401, 'invalid_invite', message, 'token'), outcome.reason, token);
    }
    signInSucceeded(c, who, outcome.playerId);
    setSessionCookie(c, outcome.session.token, outcome.session.expiresAt, who.now);
    return c.json({ data: signedInAnswer(db, outcome.playerId) }, 200);
  })
  .handle(playerPasskeyLoginOptions, async (c) => c.json({ data: (await authenticationOptions(c)) as unknown as Record<string, unknown> }, 200))
  .handle(playerPasskeyLogin, async (c) => {
    const db = c.get('db');
    const who = playerRequester(c);
    const { credential } = c.req.valid('json');
    const outcome = await verifyAuthentication(c, credential as unknown as AuthenticationResponseJSON);
    if (!outcome.ok) {
      throw signInFailed(db, who, 'passkey', new ApiError(401, 'passkey_refused', 'That passkey was not accepted: it may have been removed. Ask the admin for a new invite.', 'credential'), outcome.why);
    }
    const playerId = outcome.value.playerId;
    const session = auditedWrite(c, (audit) => {
      const s = createSession(db, { playerId, via: 'passkey', address: who.address, userAgent: c.req.header('user-agent') ?? '', now: who.now });
      audit({ action: 'player_signin', detail: JSON.stringify({ method: 'passkey', player: playerId, session: s.id }) });
      return s;
    });
    signInSucceeded(c, who, playerId);
    setSessionCookie(c, session.token, session.expiresAt, who.now);
    return c.json({ data: signedInAnswer(db, playerId) }, 200);
  })
  .handle(playerLogout, (c) => {
    const db = c.get('db');
    const s = c.get('session');
    const now = c.get('now')();
    const revoked = s
      ? auditedWrite(c, (audit) => {
          const r = revokeSession(db, s.id, now);
          if (r) audit({ action: 'player_signout', detail: JSON.stringify({ player: s.player_id, session: s.id }) });
          return r;
        })
      : false;
    clearSessionCookie(c);
    return c.json({ data: { revoked } }, 200);
  })
  .handle(playerMe, (c) => {
    const s = signedInOnly(c);
    const db = c.get('db');
    const now = c.get('now')();
    const data: PlayerMe = {
      player: findPlayer(db, s.player_id)!,
      session: { id: s.id, via: s.via, expires_at: isoOf(s.expires_at) },
      passkeys: livePasskeys(db, s.player_id).length,
      groups: playerGroups(db, s.player_id, now),
      to_confirm: listToConfirm(db, s.player_id),
      submitted: listSubmitted(db, s.player_id, now - 14 * 24 * HOUR_MS),
      recent: playerEffects(db, s.player_id),
    };
    return c.json({ data }, 200);
  })
  .handle(playerPasskeyRegisterOptions, async (c) => {
    const s = signedInOnly(c);
    const player = findPlayer(c.get('db'), s.player_id)!;
    return c.json({ data: (await registrationOptions(c, player, s.id)) as unknown as Record<string, unknown> }, 200);
  })
  .handle(playerPasskeyRegister, async (c) => {
    const s = signedInOnly(c);
    const { credential } = c.req.valid('json');
    const outcome = await verifyRegistration(c, s.player_id, s.id, credential as unknown as RegistrationResponseJSON);
    if (!outcome.ok) throw new ApiError(400, 'passkey_refused', `The passkey could not be added (${outcome.why}); try again`, 'credential');
    return c.json({ data: { id: outcome.value.id, created_at: isoOf(outcome.value.createdAt) } }, 201);
  })
  .handle(playerSubmitResult, (c) => {
    const s = signedInOnly(c);
    const db = c.get('db');
    const id = submitResult(db, actorOf(c, s), c.req.valid('json'), c.get('now')());
    return c.json({ data: getSubmission(db, id)! }, 201);
  })
  .handle(playerConfirmResult, (c) => {
    const s = signedInOnly(c);
    const db = c.get('db');
    const { id } = c.req.valid('param');
    confirmByOpponent(db, id, actorOf(c, s), c.get('now')());
    afterConfirm(db);
    return c.json({ data: getSubmission(db, id)! }, 200);
  })
  .handle(playerDisputeResult, (c) => {
    const s = signedInOnly(c);
    const db = c.get('db');
    const { id } = c.req.valid('param');
    disputeResult(db, id, actorOf(c, s), c.req.valid('json').reason, c.get('now')());
    return c.json({ data: getSubmission(db, id)! }, 200);
  })
  .handle(playerWithdrawResult, (c) => {
    const s = signedInOnly(c);
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const last = getSubmission(db, id);
    withdrawResult(db, id, actorOf(c, s), c.get('now')());
    return c.json({ data: last! }, 200);
  });

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** /api/player. */
export const playerRoutes = new Hono<PlayerEnv>()
  .use('*', noStore)
  .use('*', mutationGuards())
  .use('*', async (c, next) => {
    if (importRunning()) throw importRunningError();
    c.set('session', sessionOf(c));
    await next();
  })
  .route('/', endpoints.app)
  .route('/', teamCardPlayerRoutes.app);

const publicEndpoints = new EndpointRouter<AppEnv>('/api/results').handle(resultsGroup, (c) => {
  const db = c.get('db');
  const group = resolveGroup(db, c.req.valid('param').groupId);
  const pending = listGroupPending(db, group.id).map((s) => ({
    id: s.id,
    player_1_id: s.player_1_id,
    player_1: s.player_1,
    player_2_id: s.player_2_id,
    player_2: s.player_2,
    score_1: s.score_1,
    score_2: s.score_2,
    game_datetime: s.game_datetime,
    state: s.state as 'awaiting' | 'disputed',
    confirm_by: s.confirm_by,
  }));
  return c.json({ data: { group_id: group.id, confirm_window_hours: windowHours(db, group.id), pending, latest: groupEffects(db, group.id) } }, 200);
});

/** /api/results: never cached (pending results change without changing the league's data version). */
export const resultsRoutes = new Hono<AppEnv>().use('*', noStore).route('/', publicEndpoints.app);
