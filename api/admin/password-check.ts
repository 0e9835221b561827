import type { Db } from '../db/database';
import { ApiError } from '../lib/errors';
import { clearAttempts, failedAttemptsSince, getCredential, hadRecentSuccess, recordAttempt } from './auth-queries';
import { passwordCheckQueue, QueueRefusal } from './fair-queue';
import { verifyPassword } from './password-hash';
import { LOGIN_WINDOW_MS, retryAfterSeconds } from './rate-limit';

/** "Too many attempts. Try again in 15 minutes." (the minutes rounded up from the Retry-After seconds). */
export function tooManyAttempts(waitSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return new ApiError(429, 'too_many_attempts', `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
    'Retry-After': String(waitSeconds),
  });
}

/**
 * Check the admin password for one client address, rate limited: throws 429 (with Retry-After) once the address
 * has 5 failures in 15 minutes, whatever the password. The check waits its turn in the fair queue (fair-queue.ts):
 * one check per address at a time, a second concurrent one is refused with 429, a full queue refuses with 503;
 * either refusal counts as a failed attempt for that address.
 */
export async function checkAdminPassword(db: Db, password: string, address: string): Promise<boolean> {
  const now = Date.now();
  const wait = retryAfterSeconds(db, address, now);
  if (wait > 0) throw tooManyAttempts(wait);
  const failures = failedAttemptsSince(db, address, now - LOGIN_WINDOW_MS).length;
  const priority = failures === 0 && hadRecentSuccess(db, address, now - 86_400_000) ? -1 : failures;
  try {
    return await passwordCheckQueue.run(address, priority, async () => {
      // The limit again: failures recorded while this check waited (refusals) count.
      const waitNow = retryAfterSeconds(db, address);
      if (waitNow > 0) throw tooManyAttempts(waitNow);
      const credential = getCredential(db);
      if (!credential) throw new ApiError(503, 'not_configured', 'The admin password has not been set up yet');
      const ok = await verifyPassword(password, credential.password_hash);
      const at = Date.now();
      db.transaction(() => {
        recordAttempt(db, address, at, ok);
        if (ok) clearAttempts(db, address, at);
      })();
      return ok;
    });
  } catch (err) {
    if (!(err instanceof QueueRefusal)) throw err;
    recordAttempt(db, address, Date.now(), false);
    if (err.reason === 'address_busy') {
      throw new ApiError(429, 'too_many_attempts', 'A password check from your address is already in progress; wait for it to finish', undefined, {
        'Retry-After': '1',
      });
    }
    throw new ApiError(503, 'busy', 'Too many sign-in checks in progress; try again shortly', undefined, { 'Retry-After': '5' });
  }
}
