/**
 * WebAuthn challenges that cost no write to hand out. A challenge is 40 bytes: 16 random, the expiry (ms since the
 * epoch, 8 bytes) and the first 16 bytes of an HMAC-SHA256 over the purpose, the asking session (registrations) or
 * none (sign-ins), the random bytes and the expiry, keyed by a secret kept in `app_meta` (made once, shared by every
 * process on the database). So `login-options`, which anyone may call, writes nothing: a flood of it wrote a
 * full-sync commit a call (after a full scan for expired rows), growing the write-ahead log by about 9 KB a call.
 *
 * A challenge is spent when a browser's answer comes back: its MAC and expiry are checked first (a forged or
 * expired one never reaches the database), then it is recorded in `player_webauthn_challenges` until it expires,
 * and a second use finds it there. Only answers (sign-in attempts, which the sign-in limits bound, and registrations
 * of a signed-in player) write, one row each, kept 5 minutes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { stmt } from '../../db/statement-cache';

const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
export type ChallengePurpose = 'register' | 'authenticate';

const SECRET_KEY = 'webauthn_challenge_secret';
const NONCE = 16;
const MAC = 16;
const LENGTH = NONCE + 8 + MAC;
const secrets = new WeakMap<Db, Buffer>();

/** The database's challenge secret, made on first use (INSERT OR IGNORE: two processes agree on one). */
function secretOf(db: Db): Buffer {
  let secret = secrets.get(db);
  if (!secret) {
    stmt(db, 'INSERT OR IGNORE INTO app_meta (key, value) VALUES (?, ?)').run(SECRET_KEY, randomBytes(32).toString('base64url'));
    secret = Buffer.from(stmt<string>(db, 'SELECT value FROM app_meta WHERE key = ?').pluck().get(SECRET_KEY)!, 'base64url');
    secrets.set(db, secret);
  }
  return secret;
}

function macOf(db: Db, purpose: ChallengePurpose, sessionId: number | null, body: Buffer): Buffer {
  return createHmac('sha256', secretOf(db)).update(`${purpose}:${sessionId ?? '-'}:`).update(body).digest().subarray(0, MAC);
}

/** A new challenge for this purpose (and, for a registration, this session), valid 5 minutes from `now`. */
export function mintChallenge(db: Db, purpose: ChallengePurpose, sessionId: number | null, now: number): Uint8Array<ArrayBuffer> {
  const body = Buffer.alloc(NONCE + 8);
  randomBytes(NONCE).copy(body);
  body.writeBigUInt64BE(BigInt(now + CHALLENGE_LIFETIME_MS), NONCE);
  const challenge = new Uint8Array(LENGTH);
  challenge.set(body);
  challenge.set(macOf(db, purpose, sessionId, body), NONCE + 8);
  return challenge;
}

/**
 * Spend a challenge (base64url, as the browser's clientDataJSON carries it): true when this server made it for this
 * purpose and session, it has not expired and it was not spent before. Only a genuine, live challenge is written.
 */
export function spendChallenge(db: Db, challenge: string, purpose: ChallengePurpose, sessionId: number | null, now: number): boolean {
  const bytes = Buffer.from(challenge, 'base64url');
  if (bytes.length !== LENGTH || bytes.toString('base64url') !== challenge) return false;
  const body = bytes.subarray(0, NONCE + 8);
  if (!timingSafeEqual(bytes.subarray(NONCE + 8), macOf(db, purpose, sessionId, body))) return false;
  const expiresAt = Number(body.readBigUInt64BE(NONCE));
  if (expiresAt <= now) return false;
  return db.transaction(() => {
    stmt(db, 'DELETE FROM player_webauthn_challenges WHERE expires_at <= ?').run(now);
    return stmt(db, 'INSERT OR IGNORE INTO player_webauthn_challenges (challenge, purpose, session_id, expires_at) VALUES (?, ?, ?, ?)').run(
      challenge,
      purpose,
      sessionId,
      expiresAt,
    ).changes === 1;
  })();
}
