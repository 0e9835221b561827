import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { adminAudit, adminVerify } from '../../contracts/admin';
import { adminImport } from '../../contracts/admin-import-export';
import { adminImportFixtures } from '../../contracts/season';
import { adminImportTeamSquads } from '../../contracts/team-league-admin';
import type { AppEnv } from '../app-env';
import { EndpointRouter } from '../lib/endpoint-router';
import { ApiError } from '../lib/errors';
import { listAudit } from '../audit/audit-queries';
import { importRunning, importRunningError } from '../db/import-running';
import { rosterRoutes } from './roster/roster-routes';
import { matchRoutes } from './matches/match-routes';
import { importExportRoutes } from './import-export/import-export-routes';
import { seasonRoutes, trackRecordAfterWrites } from './seasons/season-routes';
import { cupAdminRoutes } from './cups/cup-admin-routes';
import { bearerToken, mutationGuards } from '../http/request-guards';
import { checkToken } from '../auth/tokens';
import { playerAdminRoutes } from './players/player-admin-routes';
import { teamAdminRoutes } from '../team-league/team-routes';
import { teamSetupRoutes } from '../team-league/team-admin-routes';
import { sessionOf } from '../players/sessions/player-session';

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

/** The token check's own answer and the audit log; each room's endpoints are in its folder. */
const ownEndpoints = new EndpointRouter<AdminEnv>('/api/admin')
  .handle(adminVerify, (c) =>
    c.json({
      data: {
        authenticated: true as const,
        expiresAt: new Date(c.get('tokenExpiresAt')).toISOString(),
        idleExpiresAt: new Date(c.get('tokenIdleExpiresAt')).toISOString(),
      },
    }, 200),
  )
  .handle(adminAudit, (c) => {
    const q = c.req.valid('query');
    return c.json({ data: listAudit(c.get('db'), q.limit ?? 100, q.before) }, 200);
  });

/**
 * /api/admin: the guards every admin request passes, then verification and the audit log here, and the rooms'
 * routers: matches, roster, import and export, seasons, players' access, cups.
 */
export const adminRoutes = new Hono<AdminEnv>()
  .use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .use('*', mutationGuards({ csvEndpoints: [adminImport, adminImportFixtures, adminImportTeamSquads] }))
  .use('*', async (_c, next) => {
    // While an import is written on its own connection, other admin requests would wait for the lock.
    if (importRunning()) throw importRunningError();
    await next();
  })
  .use('*', refusePlayerSessions)
  .use('*', requireAdmin)
  .use('*', trackRecordAfterWrites)
  .route('/', ownEndpoints.app)
  .route('/', matchRoutes.app)
  .route('/', rosterRoutes.app)
  .route('/', importExportRoutes.app)
  .route('/', seasonRoutes.app)
  .route('/', playerAdminRoutes.app)
  .route('/', cupAdminRoutes.app)
  .route('/', teamAdminRoutes.app)
  .route('/', teamSetupRoutes.app);
