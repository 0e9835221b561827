import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import {
  adminAddResult,
  adminAudit,
  adminDeletedMatches,
  adminDeleteMatch,
  adminRestoreMatch,
  adminVerify,
} from '../../contracts/admin';
import { adminImport } from '../../contracts/admin-import-export';
import { adminImportFixtures } from '../../contracts/season';
import type { AppEnv } from '../app-env';
import { EndpointRouter } from '../lib/endpoint-router';
import { ApiError } from '../lib/errors';
import { listAudit } from './audit-queries';
import { clientAddress } from '../http/client-address';
import {
  getMatch,
  insertMatch,
  matchWithNumbers,
  listDeletedMatches,
  playerExists,
  restoreMatch,
  softDeleteMatch,
} from './matches/match-queries';
import { checkRequester } from './auth/device-cookies';
import { requireActivePlayer } from './roster/removal';
import { importRunning, importRunningError } from './import-export/import-runner';
import { checkAdminPassword } from './auth/password-check';
import { rosterRoutes } from './roster/roster-routes';
import { seasonRoutes, trackRecordAfterWrites } from './seasons/season-routes';
import { cupAdminRoutes } from './cups/cup-admin-routes';
import { bearerToken, mutationGuards } from './auth/request-guards';
import { checkToken } from './auth/tokens';
import { playerAdminRoutes } from './players/player-admin-routes';
import { sessionOf } from '../players/sessions/player-session';
import { auditedWrite, auditAlone } from './audited-write';

interface AdminEnv {
  /** `adminSession`: a short label of the admin's token (its hash's first 8 characters), for the audit log. */
  Variables: AppEnv['Variables'] & { tokenExpiresAt: number; tokenIdleExpiresAt: number; adminSession: string };
}

/**
 * A player's session reaches no admin endpoint: a request presenting a live player session and no valid admin
 * token is refused 403 `player_session`, whatever the endpoint. With a valid admin token it is the admin.
 */
const refusePlayerSessions: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const token = bearerToken(c);
  if (token && checkToken(c.get('db'), token).ok) return next();
  if (sessionOf(c)) throw new ApiError(403, 'player_session', "A player's sign-in cannot use the admin area");
  await next();
};

const unauthorized = (message: string) =>
  new ApiError(401, 'unauthorized', message, undefined, { 'WWW-Authenticate': 'Bearer' });

/** Every /api/admin route needs a valid bearer token (checked after the anti-forgery guards). */
const requireAdmin: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const token = bearerToken(c);
  if (!token) throw unauthorized('Sign in first: send Authorization: Bearer {token}');
  const check = checkToken(c.get('db'), token);
  if (!check.ok) {
    const why = { unknown: 'is not valid', revoked: 'has been revoked', expired: 'has expired', idle: 'expired after 2 hours without use' }[
      check.reason
    ];
    throw unauthorized(`The sign-in token ${why}; sign in again`);
  }
  c.set('tokenExpiresAt', check.row.expires_at);
  c.set('tokenIdleExpiresAt', check.idleExpiresAt);
  c.set('adminSession', `admin:${check.row.token_hash.slice(0, 8)}`);
  await next();
};

/** The match writes, the deleted list and the audit log. */
const matchEndpoints = new EndpointRouter<AdminEnv>('/api/admin')
  .handle(adminVerify, (c) =>
    c.json({
      data: {
        authenticated: true as const,
        expiresAt: new Date(c.get('tokenExpiresAt')).toISOString(),
        idleExpiresAt: new Date(c.get('tokenIdleExpiresAt')).toISOString(),
      },
    }, 200),
  )
  .handle(adminAddResult, (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const match = auditedWrite(c, (audit) => {
      if (!playerExists(db, body.player1Id)) throw new ApiError(404, 'not_found', `Player ${body.player1Id} not found`, 'player1Id');
      if (!playerExists(db, body.player2Id)) throw new ApiError(404, 'not_found', `Player ${body.player2Id} not found`, 'player2Id');
      requireActivePlayer(db, body.player1Id, 'player1Id');
      requireActivePlayer(db, body.player2Id, 'player2Id');
      const matchId = insertMatch(db, { ...body, fixtureWeight: body.fixtureWeight ?? 1, gameDatetime: body.gameDate });
      audit({
        action: 'add_result',
        matchId,
        detail: `${body.player1Id} ${body.score1}-${body.score2} ${body.player2Id}${body.gameDate ? ` on ${body.gameDate}` : ''}${
          body.fixtureWeight !== undefined ? ` weight ${body.fixtureWeight}` : ''
        }`,
      });
      return matchWithNumbers(db, matchId);
    });
    return c.json({ data: match }, 201);
  })
  .handle(adminDeleteMatch, async (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const address = clientAddress(c);
    const ok = await checkAdminPassword(db, body.adminPassword, checkRequester(c, address));
    if (!ok) {
      auditAlone(c, { action: 'delete_denied', matchId: body.matchId, detail: 'wrong admin password' });
      throw new ApiError(403, 'wrong_password', 'The admin password is not correct', 'adminPassword');
    }
    const match = auditedWrite(c, (audit) => {
      if (!softDeleteMatch(db, body.matchId)) {
        throw new ApiError(404, 'not_found', `Match ${body.matchId} not found or already deleted`, 'matchId');
      }
      audit({ action: 'delete_match', matchId: body.matchId });
      return getMatch(db, body.matchId)!;
    });
    return c.json({ data: match }, 200);
  })
  .handle(adminRestoreMatch, (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const match = auditedWrite(c, (audit) => {
      if (!restoreMatch(db, body.matchId)) {
        throw new ApiError(404, 'not_found', `Match ${body.matchId} not found or not deleted`, 'matchId');
      }
      audit({ action: 'restore_match', matchId: body.matchId });
      return matchWithNumbers(db, body.matchId);
    });
    return c.json({ data: match }, 200);
  })
  .handle(adminDeletedMatches, (c) => {
    const q = c.req.valid('query');
    return c.json({ data: listDeletedMatches(c.get('db'), q.limit ?? 20) }, 200);
  })
  .handle(adminAudit, (c) => {
    const q = c.req.valid('query');
    return c.json({ data: listAudit(c.get('db'), q.limit ?? 100, q.before) }, 200);
  });

/** /api/admin: verification, adding, deleting and restoring results, the audit log, league management. */
export const adminRoutes = new Hono<AdminEnv>()
  .use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .use('*', mutationGuards({ csvEndpoints: [adminImport, adminImportFixtures] }))
  .use('*', async (_c, next) => {
    // While an import is written on its own connection, other admin requests would wait for the lock.
    if (importRunning()) throw importRunningError();
    await next();
  })
  .use('*', refusePlayerSessions)
  .use('*', requireAdmin)
  .use('*', trackRecordAfterWrites)
  .route('/', matchEndpoints.app)
  .route('/', rosterRoutes.app)
  .route('/', seasonRoutes.app)
  .route('/', playerAdminRoutes.app)
  .route('/', cupAdminRoutes.app);
