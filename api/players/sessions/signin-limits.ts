/**
 * The limits on a player's sign-in attempts (invite links and passkey assertions). An invite code is 128 random
 * bits and a passkey answer a signature: neither can be guessed, so the limits exist to bound the work and writes
 * of wrong attempts, and never stand between a player and a valid code or passkey:
 *
 * - The credential is checked first. A valid invite or passkey signs in whatever came before it: from an address
 *   strangers flooded, after any number of failures anywhere (there is no site-wide budget: 1,000 wrong codes from
 *   200 addresses spent it and refused every newcomer for an hour).
 * - A wrong attempt counts against its requester, the address (an IPv6 client by its /64) or, from a known device,
 *   that device; and a wrong invite code against the code itself. Past 5 in 15 minutes on any of them, wrong
 *   attempts are answered 429 with Retry-After (the wait until the oldest leaves the window) and are not written
 *   again: a refusal is audited once per address, reason and 15 minutes with a count (api/auth/refusal-audit.ts).
 * - A known device (the `player_device` cookie, 256 random bits, stored hashed, set at a player's successful
 *   sign-in and kept 180 days) counts its own wrong attempts, so a flood from the player's address does not turn his
 *   mistakes into refusals. A player keeps at most MAX_DEVICES_PER_PLAYER devices: a sign-in on another device
 *   forgets the one unused longest, so one passkey cannot mint unlimited counting lanes.
 *
 * Every counted failure is audited (`player_signin_failed`, with the method and the reason).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/database';
import { auditedTransaction } from '../../audit/audited-write';
import { auditRefusal } from '../../auth/refusal-audit';
import type { PlayerSignInFailure } from '../../auth/sign-in-failures';
import { clientAddress, limitKey } from '../../http/client-address';
import { LOGIN_WINDOW_MS, lockoutSeconds, waitMinutesText } from '../../auth/rate-limit';
import { stmt } from '../../db/statement-cache';
import { hashToken } from '../../auth/tokens';
import { ApiError } from '../../lib/errors';
import { knownDeviceHash, newDeviceToken, presentedDeviceToken, setDeviceCookie, type DeviceCookieKind } from '../../auth/device-cookies';

const vars = (c: Context) => c.var as AppEnv['Variables'];

export const PLAYER_DEVICE_COOKIE = 'player_device';
export const PLAYER_DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;
export const MAX_DEVICES_PER_PLAYER = 10;
const PLAYER_DEVICE: DeviceCookieKind = { cookie: PLAYER_DEVICE_COOKIE, table: 'player_devices', path: '/api/player', lifetimeMs: PLAYER_DEVICE_LIFETIME_MS };

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
  return knownDeviceHash(c, db, PLAYER_DEVICE, now);
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

class PlayerSignInRefusal extends ApiError {
  constructor(
    readonly reason: PlayerSignInFailure,
    message: string,
    waitSeconds: number,
  ) {
    super(429, 'too_many_attempts', message, undefined, { 'Retry-After': String(waitSeconds) });
  }
}

/** The refusal a wrong attempt gets when one of its keys is past its limit, or null when it is counted. */
function refusal(db: Db, who: PlayerRequester, codeKey: string | null): PlayerSignInRefusal | null {
  const keys: [string, PlayerSignInFailure][] = [[who.key, who.device ? 'locked_out_device' : 'locked_out_address']];
  if (codeKey) keys.push([codeKey, 'locked_out_code']);
  for (const [key, reason] of keys) {
    const wait = lockoutSeconds(failuresSince(db, key, who.now - LOGIN_WINDOW_MS), who.now);
    if (wait === 0) continue;
    return new PlayerSignInRefusal(reason, `Too many attempts. Try again in ${waitMinutesText(wait)}.`, wait);
  }
  return null;
}

/**
 * A wrong attempt (the credential was checked and refused): the error to answer. Under the limits it is recorded
 * and audited and `error` is answered; past a limit of its requester or its invite code (`code`, the code sent) it
 * is a 429, audited once per window with a count, and nothing more is written.
 */
export function signInFailed(db: Db, who: PlayerRequester, method: SignInMethod, error: ApiError, why: string, code?: string): ApiError {
  const codeKey = code === undefined ? null : `code:${hashToken(code)}`;
  const refused = refusal(db, who, codeKey);
  if (refused) {
    auditRefusal(db, who.address, refused.reason, who.now, { method });
    return refused;
  }
  const reason: PlayerSignInFailure = method === 'invite' ? 'invalid_invite' : 'passkey_refused';
  auditedTransaction(db, who.address, (audit) => {
    const insert = stmt(db, 'INSERT INTO player_signin_failures (key, attempted_at) VALUES (?, ?)');
    insert.run(who.key, who.now);
    if (codeKey) insert.run(codeKey, who.now);
    stmt(db, 'DELETE FROM player_signin_failures WHERE attempted_at < ?').run(who.now - 86_400_000);
    audit({ action: 'player_signin_failed', detail: JSON.stringify({ method, reason, why }) });
  });
  return error;
}

/**
 * After a successful sign-in: clear the requester's failures and remember (or renew) this device for the player,
 * who keeps his MAX_DEVICES_PER_PLAYER latest.
 */
export function signInSucceeded(c: Context, who: PlayerRequester, playerId: number): void {
  const db = vars(c).db;
  let value: string | null = null;
  db.transaction(() => {
    stmt(db, 'DELETE FROM player_signin_failures WHERE key = ?').run(who.key);
    stmt(db, 'DELETE FROM player_devices WHERE last_used_at < ?').run(who.now - PLAYER_DEVICE_LIFETIME_MS);
    if (who.device) {
      stmt(db, 'UPDATE player_devices SET last_used_at = ?, player_id = ? WHERE device_hash = ?').run(who.now, playerId, who.device);
      value = presentedDeviceToken(c, PLAYER_DEVICE);
    } else {
      value = newDeviceToken();
      stmt(db, 'INSERT INTO player_devices (device_hash, player_id, created_at, last_used_at) VALUES (?, ?, ?, ?)').run(hashToken(value), playerId, who.now, who.now);
    }
    // At most MAX_DEVICES_PER_PLAYER: the ones unused longest are forgotten (their cookies count no more).
    stmt(
      db,
      `DELETE FROM player_devices WHERE player_id = ? AND device_hash NOT IN
         (SELECT device_hash FROM player_devices WHERE player_id = ? ORDER BY last_used_at DESC, created_at DESC LIMIT ?)`,
    ).run(playerId, playerId, MAX_DEVICES_PER_PLAYER);
  })();
  if (value) setDeviceCookie(c, PLAYER_DEVICE, value);
}
