import type { Db } from '../db/database';
import { failedAttemptsSince } from './auth-queries';

/** At most 5 failed password checks per client address in any 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_ATTEMPTS = 5;

/**
 * Seconds until this address may try again, or 0 when it may try now. Once 5
 * failures fall inside the window every further attempt is refused, even with
 * the right password, until the oldest of them leaves the window.
 */
export function retryAfterSeconds(db: Db, clientAddress: string, now = Date.now()): number {
  const failures = failedAttemptsSince(db, clientAddress, now - LOGIN_WINDOW_MS);
  if (failures.length < MAX_FAILED_ATTEMPTS) return 0;
  const freedAt = failures[failures.length - MAX_FAILED_ATTEMPTS] + LOGIN_WINDOW_MS;
  return Math.max(1, Math.ceil((freedAt - now) / 1000));
}
