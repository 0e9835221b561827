import type { Db } from '../../db/database';
import { ApiError } from '../../lib/errors';
import { clearAttempts, failedAttemptsSince, getCredential, hadRecentSuccess, recordAttempt } from './auth-queries';
import { passwordCheckQueue, QueueRefusal } from './fair-queue';
import { deviceRetryAfterSeconds, recordDeviceFailure } from './device-cookies';
import { verifyPassword } from './password-hash';
import { LOGIN_WINDOW_MS, retryAfterSeconds } from './rate-limit';

/** "Too many attempts. Try again in 15 minutes." (the minutes rounded up from the Retry-After seconds). */
export function tooManyAttempts(waitSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return new ApiError(429, 'too_many_attempts', `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
    'Retry-After': String(waitSeconds),
  });
}

/** Who is asking: the client address, the trusted device (device-cookies.ts) if any, and the clock. */
export interface CheckRequester {
  address: string;
  /** Hash of a valid device cookie presented with the check, or null. */
  device?: string | null;
  /** Milliseconds since the epoch (tests move it). */
  now?: () => number;
}

/** Queue priorities: a trusted device first, then an address with a success in the last day, then by failures. */
const DEVICE_PRIORITY = -2;
const RECENT_SUCCESS_PRIORITY = -1;

/**
 * Check the admin password, rate limited.
 * - Without a trusted device: 429 (with Retry-After) once the address has 5 failures in 15 minutes, whatever the
 *   password; the check waits its turn in the fair queue (fair-queue.ts), which holds at most `perAddress` (2)
 *   checks per address (a third is refused with 429 and counted as a failure of that address).
 * - With a trusted device (a device cookie from an earlier sign-in): the address's limit does not apply; the
 *   device has its own limit (5 failures in 15 minutes lock out that device only) and its own lane in the queue.
 * A full queue refuses with 503 busy: a refusal, never counted as a failed attempt, for anyone.
 */
export async function checkAdminPassword(db: Db, password: string, who: string | CheckRequester): Promise<boolean> {
  const { address, device = null, now: clock = Date.now } = typeof who === 'string' ? { address: who } : who;
  const limitWait = (at: number) => (device ? deviceRetryAfterSeconds(db, device, at) : retryAfterSeconds(db, address, at));
  const now = clock();
  const wait = limitWait(now);
  if (wait > 0) throw tooManyAttempts(wait);
  const failures = device ? 0 : failedAttemptsSince(db, address, now - LOGIN_WINDOW_MS).length;
  const priority = device
    ? DEVICE_PRIORITY
    : failures === 0 && hadRecentSuccess(db, address, now - 86_400_000)
      ? RECENT_SUCCESS_PRIORITY
      : failures;
  try {
    return await passwordCheckQueue.run(device ? `device:${device}` : address, priority, async () => {
      // The limit again: failures recorded while this check waited count.
      const waitNow = limitWait(clock());
      if (waitNow > 0) throw tooManyAttempts(waitNow);
      const credential = getCredential(db);
      if (!credential) throw new ApiError(503, 'not_configured', 'The admin password has not been set up yet');
      const ok = await verifyPassword(password, credential.password_hash);
      const at = clock();
      db.transaction(() => {
        if (device && !ok) recordDeviceFailure(db, device, at);
        else recordAttempt(db, address, at, ok);
        if (ok) clearAttempts(db, address, at);
      })();
      return ok;
    });
  } catch (err) {
    if (!(err instanceof QueueRefusal)) throw err;
    if (err.reason === 'address_busy') {
      recordAttempt(db, address, clock(), false);
      throw new ApiError(429, 'too_many_attempts', 'A password check from your address is already in progress; wait for it to finish', undefined, {
        'Retry-After': '1',
      });
    }
    // Busy: nobody's fault, so nothing is recorded (issue 23: a flood must not turn into the admin's lock-out).
    throw new ApiError(503, 'busy', 'Too many sign-in checks in progress; try again shortly', undefined, { 'Retry-After': '5' });
  }
}
