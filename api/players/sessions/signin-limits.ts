/**
 * The limits on a player's sign-in attempts (invite links and passkey assertions), the admin's rules
 * (api/auth/password-check.ts, device-cookies.ts) applied to players:
 *
 * - Without a known device: 5 failures from one address (an IPv6 client by its /64) in 15 minutes refuse that
 *   address (429 with Retry-After) until the oldest leaves the window, whatever it sends; and once the whole site
 *   has had 1,000 failures in an hour from requesters without a known device, such requesters are refused until
 *   the hour moves on (PLAYER_SIGN_IN_BUDGET_PER_HOUR overrides it), so guesses spread over many addresses are
 *   capped too.
 * - A known device (the `player_device` cookie, 256 random bits, stored hashed, set at a player's successful
 *   sign-in and kept 180 days) skips both: its own failures (5 in 15 minutes) lock out that device only. So a
 *   flood from many addresses can neither get in nor lock a player out of a device he signed in on before (and a
 *   signed-in browser keeps its session cookie and does not sign in at all).
 *
 * Every failure is audited (`player_signin_failed`, with the method and the reason); refusals once per address,
 * reason and 15 minutes with a count, as the admin's.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/database';
import { auditedTransaction } from '../../audit/audited-write';
import { auditRefusal } from '../../auth/refusal-audit';
import type { PlayerSignInFailure } from '../../auth/sign-in-failures';
import { clientAddress, limitKey } from '../../http/client-address';
import { LOGIN_WINDOW_MS, MAX_FAILED_ATTEMPTS } from '../../auth/rate-limit';
import { stmt } from '../../db/statement-cache';
import { hashToken } from '../../auth/tokens';
import { ApiError } from '../../lib/errors';
import { servedOverHttps } from '../../http/security-headers';

const vars = (c: Context) => c.var as AppEnv['Variables'];

export const PLAYER_DEVICE_COOKIE = 'player_device';
export const PLAYER_DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;
export const PLAYER_SITE_FAILURES_PER_HOUR = 1000;
const HOUR_MS = 60 * 60 * 1000;
const COOKIE_RE = /^[A-Za-z0-9_-]{43}$/;

const siteBudget = () => {
  const v = Number(process.env.PLAYER_SIGN_IN_BUDGET_PER_HOUR);
  return Number.isInteger(v) && v > 0 ? v : PLAYER_SITE_FAILURES_PER_HOUR;
};

export type SignInMethod = 'invite' | 'passkey';

export interface PlayerRequester {
  /** The full client address (the audit log's). */
  address: string;
  /** The key failures are counted under: `addr:<address or /64>` or `device:<hash>`. */
  key: string;
  device: string | null;
  now: number;
}

/** The hash of the request's `player_device` cookie when it names a device the server remembers. */
function knownDevice(c: Context, db: Db, now: number): string | null {
  const raw = getCookie(c, PLAYER_DEVICE_COOKIE);
  if (!raw || !COOKIE_RE.test(raw)) return null;
  const hash = hashToken(raw);
  const row = stmt<{ last_used_at: number }>(db, 'SELECT last_used_at FROM player_devices WHERE device_hash = ?').get(hash);
  return row && now - row.last_used_at <= PLAYER_DEVICE_LIFETIME_MS ? hash : null;
}

export function playerRequester(c: Context): PlayerRequester {
  const db = vars(c).db;
  const now = vars(c).now();
  const address = clientAddress(c);
  const device = knownDevice(c, db, now);
  return { address, device, now, key: device ? `device:${device}` : `addr:${limitKey(address)}` };
}

const failuresSince = (db: Db, key: string, since: number) =>
  stmt<{ attempted_at: number }>(db, 'SELECT attempted_at FROM player_signin_failures WHERE key = ? AND attempted_at > ? ORDER BY attempted_at')
    .all(key, since)
    .map((r) => r.attempted_at);

const minutesOf = (s: number) => {
  const m = Math.max(1, Math.ceil(s / 60));
  return `${m} minute${m === 1 ? '' : 's'}`;
};

class PlayerSignInRefusal extends ApiError {
  constructor(
    readonly reason: PlayerSignInFailure,
    message: string,
    waitSeconds: number,
  ) {
    super(429, 'too_many_attempts', message, undefined, { 'Retry-After': String(waitSeconds) });
  }
}

/** The refusal this requester gets now, or null when it may try. */
function refusal(db: Db, who: PlayerRequester): PlayerSignInRefusal | null {
  const failures = failuresSince(db, who.key, who.now - LOGIN_WINDOW_MS);
  if (failures.length >= MAX_FAILED_ATTEMPTS) {
    const wait = Math.max(1, Math.ceil((failures[failures.length - MAX_FAILED_ATTEMPTS] + LOGIN_WINDOW_MS - who.now) / 1000));
    return new PlayerSignInRefusal(who.device ? 'locked_out_device' : 'locked_out_address', `Too many attempts. Try again in ${minutesOf(wait)}.`, wait);
  }
  if (who.device) return null;
  const nth = stmt<{ attempted_at: number }>(
    db,
    "SELECT attempted_at FROM player_signin_failures WHERE key LIKE 'addr:%' AND attempted_at > ? ORDER BY attempted_at DESC LIMIT 1 OFFSET ?",
  ).get(who.now - HOUR_MS, siteBudget() - 1);
  if (!nth) return null;
  const wait = Math.max(1, Math.ceil((nth.attempted_at + HOUR_MS - who.now) / 1000));
  return new PlayerSignInRefusal(
    'site_budget_spent',
    `Too many failed sign-ins on this site in the last hour. Try again in ${minutesOf(wait)}, or use a device you signed in on before.`,
    wait,
  );
}

/**
 * Refuse (429) a requester over its limit. Refusals are audited as the admin's are (api/auth/refusal-audit.ts):
 * one row per address, reason and 15 minutes, with a count, so a flood does not write a row a request.
 */
export function checkSignInAllowed(db: Db, who: PlayerRequester, method: SignInMethod): void {
  const refused = refusal(db, who);
  if (!refused) return;
  auditRefusal(db, who.address, refused.reason, who.now, { method });
  throw refused;
}

/** Record and audit a failed attempt; returns the error to answer. */
export function signInFailed(db: Db, who: PlayerRequester, method: SignInMethod, error: ApiError, why: string): ApiError {
  const reason: PlayerSignInFailure = method === 'invite' ? 'invalid_invite' : 'passkey_refused';
  auditedTransaction(db, who.address, (audit) => {
    stmt(db, 'INSERT INTO player_signin_failures (key, attempted_at) VALUES (?, ?)').run(who.key, who.now);
    stmt(db, 'DELETE FROM player_signin_failures WHERE attempted_at < ?').run(who.now - 86_400_000);
    audit({ action: 'player_signin_failed', detail: JSON.stringify({ method, reason, why }) });
  });
  return error;
}

/** After a successful sign-in: clear the requester's failures and remember (or renew) this device for the player. */
export function signInSucceeded(c: Context, who: PlayerRequester, playerId: number): void {
  const db = vars(c).db;
  let value: string | null = null;
  db.transaction(() => {
    stmt(db, 'DELETE FROM player_signin_failures WHERE key = ?').run(who.key);
    stmt(db, 'DELETE FROM player_devices WHERE last_used_at < ?').run(who.now - PLAYER_DEVICE_LIFETIME_MS);
    if (who.device) {
      stmt(db, 'UPDATE player_devices SET last_used_at = ?, player_id = ? WHERE device_hash = ?').run(who.now, playerId, who.device);
      value = getCookie(c, PLAYER_DEVICE_COOKIE) ?? null;
    } else {
      value = randomBytes(32).toString('base64url');
      stmt(db, 'INSERT INTO player_devices (device_hash, player_id, created_at, last_used_at) VALUES (?, ?, ?, ?)').run(hashToken(value), playerId, who.now, who.now);
    }
  })();
  if (value) {
    setCookie(c, PLAYER_DEVICE_COOKIE, value, {
      path: '/api/player',
      httpOnly: true,
      sameSite: 'Strict',
      secure: servedOverHttps(c.req.url, c.req.header('x-forwarded-proto')),
      maxAge: PLAYER_DEVICE_LIFETIME_MS / 1000,
    });
  }
}
