import { Hono } from 'hono';
import { authCsrf, authLogout, authToken } from '../../contracts/auth';
import type { AppEnv } from '../app-env';
import { EndpointRouter } from '../lib/endpoint-router';
import { ApiError } from '../lib/errors';
import { revokeToken } from './auth-queries';
import { auditAlone, auditedWrite } from '../audit/audited-write';
import { auditRefusal } from './refusal-audit';
import { clientAddress } from '../http/client-address';
import { checkRequester, rememberDevice } from './device-cookies';
import { importRunning, importRunningError } from '../db/import-running';
import { checkAdminPassword, SignInRefusal } from './password-check';
import type { SignInFailure } from './sign-in-failures';
import { bearerToken, ensureCsrfCookie, mutationGuards } from '../http/request-guards';
import { hashToken, issueToken, TOKEN_IDLE_MS } from './tokens';

const signIn = new EndpointRouter<AppEnv>('/api/auth')
  .handle(authCsrf, (c) => c.json({ data: { csrfToken: ensureCsrfCookie(c) } }, 200))
  .handle(authToken, async (c) => {
    const { password } = c.req.valid('json');
    const db = c.get('db');
    const address = clientAddress(c);
    const who = checkRequester(c, address);
    // Every failed sign-in is audited with its address, time and reason (never the password); refusals without a
    // password check (locked out, budget spent) once per address, reason and window with a count (refusal-audit.ts).
    const failed = (reason: SignInFailure) => auditAlone(c, { action: 'login_failed', detail: JSON.stringify({ reason }) });
    let ok: boolean;
    try {
      ok = await checkAdminPassword(db, password, who);
    } catch (err) {
      if (err instanceof SignInRefusal) auditRefusal(db, address, err.reason, who.now());
      throw err;
    }
    if (!ok) {
      failed('wrong_password');
      throw new ApiError(401, 'invalid_credentials', 'Invalid credentials', 'password');
    }
    rememberDevice(c, db, who.device, who.now());
    const issued = auditedWrite(c, (audit) => {
      const t = issueToken(db, address, who.now());
      audit({ action: 'login' });
      return t;
    });
    return c.json(
      { data: { token: issued.token, expiresAt: new Date(issued.expiresAt).toISOString(), idleTimeoutSeconds: TOKEN_IDLE_MS / 1000 } },
      200,
    );
  })
  // The body is `{}` or none (the declaration says so).
  .handle(authLogout, (c) => {
    const token = bearerToken(c);
    if (!token) {
      throw new ApiError(401, 'unauthorized', 'Sign in first: send Authorization: Bearer {token}', undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    const db = c.get('db');
    const revoked = auditedWrite(c, (audit) => {
      const r = revokeToken(db, hashToken(token), Date.now());
      if (r) audit({ action: 'logout' });
      return r;
    });
    return c.json({ data: { revoked } }, 200);
  });

/** /api/auth: the anti-forgery cookie, sign-in and sign-out. */
export const authRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .use('*', mutationGuards())
  .use('*', async (_c, next) => {
    if (importRunning()) throw importRunningError();
    await next();
  })
  .route('/', signIn.app);
