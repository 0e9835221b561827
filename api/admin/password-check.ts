import type { Db } from '../db/database';
import { ApiError } from '../lib/errors';
import { clearAttempts, getCredential, recordAttempt } from './auth-queries';
import { passwordCheckQueue, verifyPassword } from './password-hash';
import { retryAfterSeconds } from './rate-limit';

/**
 * Check the admin password for one client address, rate limited: throws 429
 * (with Retry-After) once the address has 5 failures in 15 minutes, whatever
 * the password. Checks run one at a time (the rate check included), so
 * parallel guesses cannot slip past the limit.
 */
export function checkAdminPassword(db: Db, password: string, address: string): Promise<boolean> {
  if (passwordCheckQueue.full) {
    throw new ApiError(503, 'busy', 'Too many sign-in checks in progress; try again shortly', undefined, { 'Retry-After': '5' });
  }
  return passwordCheckQueue.run(async () => {
    const wait = retryAfterSeconds(db, address);
    if (wait > 0) {
      throw new ApiError(429, 'too_many_attempts', `Too many failed password attempts; try again in ${wait} seconds`, undefined, {
        'Retry-After': String(wait),
      });
    }
    const credential = getCredential(db);
    if (!credential) throw new ApiError(503, 'not_configured', 'The admin password has not been set up yet');
    const ok = await verifyPassword(password, credential.password_hash);
    const now = Date.now();
    db.transaction(() => {
      recordAttempt(db, address, now, ok);
      if (ok) clearAttempts(db, address, now);
    })();
    return ok;
  });
}
