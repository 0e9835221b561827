/**
 * Player invites and sessions (migration 014).
 *
 * - An invite is 128 random bits (22 base64url characters) from the CSPRNG; only its SHA-256 is stored (a hash
 *   is enough: 128 random bits cannot be guessed, so no salt or stretching). Single use, valid 7 days,
 *   revocable; issuing a new one revokes the player's open one.
 * - A session is 256 random bits in the `player_session` cookie (HttpOnly, SameSite=Lax, Secure over HTTPS,
 *   Path=/), stored hashed; it lasts 90 days, or 30 days without use, and the admin can revoke it. Beside it the
 *   readable `player_in=1` tells the page to ask who is signed in (it carries nothing secret).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/database';
import { hashToken } from '../../auth/tokens';
import { stmt } from '../../db/statement-cache';
import { servedOverHttps } from '../../http/security-headers';

const vars = (c: Context) => c.var as AppEnv['Variables'];

export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;

export const SESSION_COOKIE = 'player_session';
export const SIGNED_IN_HINT = 'player_in';
const SESSION_RE = /^[A-Za-z0-9_-]{43}$/;

export { hashToken };

// ---- Invites ----

export interface InviteRow {
  id: number;
  player_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
  session_id: number | null;
}

/** Revoke the player's open invites; returns how many. */
export function revokeOpenInvites(db: Db, playerId: number, now: number): number {
  return stmt(db, 'UPDATE player_invites SET revoked_at = ? WHERE player_id = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?').run(
    now,
    playerId,
    now,
  ).changes;
}

/** A new invite for the player (any open one is revoked): the token, shown once, and its row id. */
export function issueInvite(db: Db, playerId: number, now: number): { id: number; token: string; expiresAt: number } {
  const token = randomBytes(16).toString('base64url');
  const expiresAt = now + INVITE_LIFETIME_MS;
  revokeOpenInvites(db, playerId, now);
  const info = stmt(db, 'INSERT INTO player_invites (player_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    playerId,
    hashToken(token),
    now,
    expiresAt,
  );
  return { id: Number(info.lastInsertRowid), token, expiresAt };
}

export function openInvite(db: Db, playerId: number, now: number): InviteRow | undefined {
  return stmt<InviteRow>(
    db,
    'SELECT * FROM player_invites WHERE player_id = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1',
  ).get(playerId, now);
}

export type InviteCheck = { ok: true; invite: InviteRow } | { ok: false; reason: 'unknown' | 'used' | 'revoked' | 'expired' };

/**
 * Use up an invite: the conditional UPDATE marks it used only if it is still open, so two redemptions of one
 * link (two tabs, a replay) cannot both succeed.
 */
export function redeemInvite(db: Db, token: string, now: number): InviteCheck {
  const row = stmt<InviteRow>(db, 'SELECT * FROM player_invites WHERE token_hash = ?').get(hashToken(token));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (row.used_at !== null) return { ok: false, reason: 'used' };
  if (now >= row.expires_at) return { ok: false, reason: 'expired' };
  const taken = stmt(db, 'UPDATE player_invites SET used_at = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL').run(now, row.id).changes;
  if (taken === 0) return { ok: false, reason: 'used' };
  return { ok: true, invite: { ...row, used_at: now } };
}

// ---- Sessions ----

export interface SessionRow {
  id: number;
  player_id: number;
  token_hash: string;
  via: 'invite' | 'passkey';
  created_at: number;
  last_used_at: number;
  expires_at: number;
  revoked_at: number | null;
  client_address: string;
  user_agent: string;
}

export function createSession(
  db: Db,
  s: { playerId: number; via: SessionRow['via']; address: string; userAgent: string; now: number },
): { id: number; token: string; expiresAt: number } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = s.now + SESSION_ABSOLUTE_MS;
  // Sessions that can no longer be used are dropped after a day (the admin still sees recent revocations).
  stmt(db, 'DELETE FROM player_sessions WHERE expires_at < ? OR revoked_at < ? OR last_used_at < ?').run(
    s.now - 86_400_000,
    s.now - 86_400_000,
    s.now - SESSION_IDLE_MS - 86_400_000,
  );
  const info = stmt(
    db,
    `INSERT INTO player_sessions (player_id, token_hash, via, created_at, last_used_at, expires_at, client_address, user_agent)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(s.playerId, hashToken(token), s.via, s.now, s.now, expiresAt, s.address, s.userAgent.slice(0, 200));
  return { id: Number(info.lastInsertRowid), token, expiresAt };
}

/** The live session a cookie value names (its last use moved to `now`), or null. */
export function checkSession(db: Db, token: string, now: number): SessionRow | null {
  if (!SESSION_RE.test(token)) return null;
  const row = stmt<SessionRow>(db, 'SELECT * FROM player_sessions WHERE token_hash = ?').get(hashToken(token));
  if (!row || row.revoked_at !== null || now >= row.expires_at || now >= row.last_used_at + SESSION_IDLE_MS) return null;
  if (now - row.last_used_at >= TOUCH_INTERVAL_MS) stmt(db, 'UPDATE player_sessions SET last_used_at = ? WHERE id = ?').run(now, row.id);
  return row;
}

export function revokeSession(db: Db, sessionId: number, now: number): boolean {
  return stmt(db, 'UPDATE player_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now, sessionId).changes > 0;
}

const secureFor = (c: Context) => servedOverHttps(c.req.url, c.req.header('x-forwarded-proto'));

/** Set the session cookie (and the readable signed-in hint) for a new session. */
export function setSessionCookie(c: Context, token: string, expiresAt: number, now: number): void {
  const maxAge = Math.floor((expiresAt - now) / 1000);
  const secure = secureFor(c);
  setCookie(c, SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge });
  setCookie(c, SIGNED_IN_HINT, '1', { path: '/', httpOnly: false, sameSite: 'Lax', secure, maxAge });
}

export function clearSessionCookie(c: Context): void {
  const secure = secureFor(c);
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure });
  deleteCookie(c, SIGNED_IN_HINT, { path: '/', secure });
}

/** The request's live player session, if its cookie names one. */
export function sessionOf(c: Context): SessionRow | null {
  const raw = getCookie(c, SESSION_COOKIE);
  if (!raw) return null;
  return checkSession(vars(c).db, raw, vars(c).now());
}
