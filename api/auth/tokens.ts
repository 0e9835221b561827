import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { getToken, insertToken, pruneTokens, touchToken, type TokenRow } from './auth-queries';

/** A token stops working 12 hours after sign-in, or after 2 hours without use. */
export const TOKEN_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const TOKEN_IDLE_MS = 2 * 60 * 60 * 1000;
/** Last use is written at most this often (fewer writes); the idle limit is exact to within it. */
export const TOKEN_TOUCH_INTERVAL_MS = 30 * 1000;

/** Tokens are stored only as SHA-256 hashes (they carry 256 random bits, so no salt or stretching is needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new random token (256 bits from the CSPRNG) for one sign-in. */
export function issueToken(db: Db, clientAddress: string, now = Date.now()): { token: string; expiresAt: number } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + TOKEN_ABSOLUTE_MS;
  pruneTokens(db, now);
  insertToken(db, { token_hash: hashToken(token), created_at: now, last_used_at: now, expires_at: expiresAt, client_address: clientAddress });
  return { token, expiresAt };
}

export type TokenCheck =
  | { ok: true; row: TokenRow; idleExpiresAt: number }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'idle' };

/** Check a presented token; a valid one has its last use moved to `now`. */
export function checkToken(db: Db, token: string, now = Date.now()): TokenCheck {
  const row = getToken(db, hashToken(token));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (now >= row.expires_at) return { ok: false, reason: 'expired' };
  if (now >= row.last_used_at + TOKEN_IDLE_MS) return { ok: false, reason: 'idle' };
  const lastUsed = now - row.last_used_at >= TOKEN_TOUCH_INTERVAL_MS ? now : row.last_used_at;
  if (lastUsed === now) touchToken(db, row.token_hash, now);
  return { ok: true, row: { ...row, last_used_at: lastUsed }, idleExpiresAt: Math.min(lastUsed + TOKEN_IDLE_MS, row.expires_at) };
}
