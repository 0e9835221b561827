import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { servedOverHttps } from '../http/security-headers';
import { LOGIN_WINDOW_MS, lockoutSeconds } from './rate-limit';
import { stmt } from '../db/statement-cache';
import { hashToken } from './tokens';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies").
 *
 * A successful sign-in sets `admin_device`: 256 random bits, HttpOnly, SameSite=Strict, path /api (sign-in and
 * the admin's password confirmations), kept 180 days and renewed at each success. The server stores only its
 * SHA-256 hash (migration 009), so the cookie cannot be forged or guessed, and it dies when its row is removed.
 * A password check presenting a valid device cookie is "trusted":
 * - it skips the per-address limit and waits in its own lane of the check queue (the best priority, never pushed
 *   out by checks without a device cookie), so a flood from other addresses can neither refuse nor lock it out;
 * - its failures are recorded against the device, not the address: 5 in 15 minutes lock out that device only
 *   (429), and then the device counts as untrusted, like any browser without the cookie.
 * A check without a valid device cookie goes through the per-address limit as before.
 */
export const DEVICE_COOKIE = 'admin_device';
export const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

/**
 * A kind of trusted-device cookie: the admin's (`admin_device`, path /api) and the players' (`player_device`, path
 * /api/player, api/players/sessions/signin-limits.ts) are read, checked and set by the functions below, once.
 */
export interface DeviceCookieKind {
  cookie: string;
  /** The table of the devices' hashes (device_hash, last_used_at). */
  table: 'admin_devices' | 'player_devices';
  path: string;
  lifetimeMs: number;
}

const ADMIN_DEVICE: DeviceCookieKind = { cookie: DEVICE_COOKIE, table: 'admin_devices', path: '/api', lifetimeMs: DEVICE_LIFETIME_MS };

/** 256 random bits, as the cookie carries them. */
const COOKIE_RE = /^[A-Za-z0-9_-]{43}$/;
export const newDeviceToken = () => randomBytes(32).toString('base64url');

/** The hash of the request's device cookie of this kind when it names a device the server issued and still honours. */
export function knownDeviceHash(c: Context, db: Db, kind: DeviceCookieKind, now: number): string | null {
  const raw = getCookie(c, kind.cookie);
  if (!raw || !COOKIE_RE.test(raw)) return null;
  const hash = hashToken(raw);
  const row = stmt<{ last_used_at: number }>(db, `SELECT last_used_at FROM ${kind.table} WHERE device_hash = ?`).get(hash);
  if (!row || now - row.last_used_at > kind.lifetimeMs) return null;
  return hash;
}

/** The request's own device cookie of this kind (to send again, renewed), or null. */
export const presentedDeviceToken = (c: Context, kind: DeviceCookieKind) => getCookie(c, kind.cookie) ?? null;

/** Set (or renew) a device cookie: HttpOnly, SameSite=Strict, Secure over HTTPS, kept for the kind's lifetime. */
export function setDeviceCookie(c: Context, kind: DeviceCookieKind, value: string): void {
  setCookie(c, kind.cookie, value, {
    path: kind.path,
    httpOnly: true,
    sameSite: 'Strict',
    secure: servedOverHttps(c.req.url, c.req.header('x-forwarded-proto')),
    maxAge: kind.lifetimeMs / 1000,
  });
}

/** The hash of the request's admin device cookie when it names a device the server issued and still honours. */
export function trustedDevice(c: Context, db: Db, now: number): string | null {
  return knownDeviceHash(c, db, ADMIN_DEVICE, now);
}

/** Failed checks of this device in the rate-limit window, oldest first. */
export function deviceFailuresSince(db: Db, deviceHash: string, since: number): number[] {
  return stmt<{ attempted_at: number }>(db, 'SELECT attempted_at FROM admin_device_failures WHERE device_hash = ? AND attempted_at > ? ORDER BY attempted_at').all(
      deviceHash,
      since,
    ).map((r) => r.attempted_at);
}

/** Seconds until this device may try again (0: now); the same rule as the per-address limit. */
export function deviceRetryAfterSeconds(db: Db, deviceHash: string, now: number): number {
  return lockoutSeconds(deviceFailuresSince(db, deviceHash, now - LOGIN_WINDOW_MS), now);
}

export function recordDeviceFailure(db: Db, deviceHash: string, at: number): void {
  stmt(db, 'INSERT INTO admin_device_failures (device_hash, attempted_at) VALUES (?, ?)').run(deviceHash, at);
}

/**
 * After a successful check: renew the presented device (clearing its failures) or issue a new one, and set the
 * cookie. Devices unused for longer than the lifetime are dropped.
 */
export function rememberDevice(c: Context, db: Db, deviceHash: string | null, now: number): void {
  let value: string | null = null;
  db.transaction(() => {
    stmt(db, 'DELETE FROM admin_devices WHERE last_used_at < ?').run(now - DEVICE_LIFETIME_MS);
    if (deviceHash) {
      stmt(db, 'UPDATE admin_devices SET last_used_at = ? WHERE device_hash = ?').run(now, deviceHash);
      stmt(db, 'DELETE FROM admin_device_failures WHERE device_hash = ?').run(deviceHash);
      value = presentedDeviceToken(c, ADMIN_DEVICE);
    } else {
      value = newDeviceToken();
      stmt(db, 'INSERT INTO admin_devices (device_hash, created_at, last_used_at) VALUES (?, ?, ?)').run(hashToken(value), now, now);
    }
  })();
  if (value) setDeviceCookie(c, ADMIN_DEVICE, value);
}

/** Forget every trusted device (the admin password changed): their cookies no longer count. Returns how many. */
export function forgetAllDevices(db: Db): number {
  stmt(db, 'DELETE FROM admin_device_failures').run();
  return stmt(db, 'DELETE FROM admin_devices').run().changes;
}

/** The requester of a password check: the client address, its trusted device if any, and the app's clock. */
export function checkRequester(c: Context, address: string) {
  const vars = c.var as AppEnv['Variables'];
  return { address, device: trustedDevice(c, vars.db, vars.now()), now: vars.now };
}
