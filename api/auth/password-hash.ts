import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters. Production uses PRODUCTION_SCRYPT; tests may pass cheaper ones explicitly. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** N = 2^17, r = 8, p = 1: 128 MiB and roughly half a second per check on a small server. */
export const PRODUCTION_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; leave headroom over Node's 32 MiB default.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` with base64url salt and hash. */
export async function hashPassword(password: string, params: ScryptParams = PRODUCTION_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export function parseHash(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') throw new Error('Stored admin password hash is malformed');
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) throw new Error('Stored admin password hash is malformed');
  return { params: { N, r, p }, salt: Buffer.from(parts[4], 'base64url'), key: Buffer.from(parts[5], 'base64url') };
}

/** True when the stored hash is at least as strong as `min` (every parameter). */
export function isAtLeast(encoded: string, min: ScryptParams = PRODUCTION_SCRYPT): boolean {
  const { params } = parseHash(encoded);
  return params.N >= min.N && params.r >= min.r && params.p >= min.p;
}

/**
 * Check a password against a stored hash. The candidate always goes through
 * the full scrypt derivation and the keys are compared with timingSafeEqual,
 * so the time taken does not depend on how close the guess was.
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const { params, salt, key } = parseHash(encoded);
  const candidate = await derive(password, salt, params);
  return candidate.length === key.length && timingSafeEqual(candidate, key);
}

/** A random admin password for a first start without ADMIN_PASSWORD: 144 bits, 24 URL-safe characters. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
