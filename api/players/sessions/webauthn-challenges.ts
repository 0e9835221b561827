/**
 * WebAuthn challenges that cost no write to hand out. A challenge is 40 bytes: 16 random, the expiry (ms since the
 * epoch, 8 bytes) and the first 16 bytes of an HMAC-SHA256 over the purpose, the asking session (registrations) or
 * none (sign-ins), the random bytes and the expiry, keyed by a secret kept in `app_meta` (made once, shared by every
 * process on the database). So `login-options`, which anyone may call, writes nothing: a flood of it wrote a
 * full-sync commit a call (after a full scan for expired rows), growing the write-ahead log by about 9 KB a call.
 *
 * When a browser's answer comes back, its challenge's MAC and expiry are checked first (a forged or expired one
 * never reaches the database); once the answer's signature is verified, the challenge is spent: recorded in
 * `player_webauthn_challenges` until it expires, where a second use finds it. Only verified answers (a sign-in or
 * a registration) write, one row each, kept 5 minutes; a failed one writes nothing here.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { stmt } from '../../db/statement-cache';

const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
type ChallengePurpose = 'register' | 'authenticate';

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
 * The expiry of a challenge (base64url, as the browser's clientDataJSON carries it) when this server made it for
 * this purpose and session and it is still live, else null. Reads nothing and writes nothing.
 */
export function genuineChallenge(db: Db, challenge: string, purpose: ChallengePurpose, sessionId: number | null, now: number): number | null {
  const bytes = Buffer.from(challenge, 'base64url');
  if (bytes.length !== LENGTH || bytes.toString('base64url') !== challenge) return null;
  const body = bytes.subarray(0, NONCE + 8);
  if (!timingSafeEqual(bytes.subarray(NONCE + 8), macOf(db, purpose, sessionId, body))) return null;
  const expiresAt = Number(body.readBigUInt64BE(NONCE));
  return expiresAt > now ? expiresAt : null;
}

/**
 * Spend a genuine challenge (its expiry from `genuineChallenge`) once the answer it came with has been verified:
 * true the first time, false when it was spent before. Expired spent challenges are dropped as it goes.
 */
export function spendChallenge(db: Db, challenge: string, purpose: ChallengePurpose, sessionId: number | null, expiresAt: number, now: number): boolean {
  return db.transaction(() => {
    stmt(db, 'DELETE FROM player_webauthn_challenges WHERE expires_at <= ?').run(now);
    return (
      stmt(db, 'INSERT OR IGNORE INTO player_webauthn_challenges (challenge, purpose, session_id, expires_at) VALUES (?, ?, ?, ?)').run(
        challenge,
        purpose,
        sessionId,
        expiresAt,
      ).changes === 1
    );
  })();
}
