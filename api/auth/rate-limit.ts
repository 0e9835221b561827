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
  return lockoutSeconds(failedAttemptsSince(db, clientAddress, now - LOGIN_WINDOW_MS), now);
}

/**
 * The lockout rule, written once for the admin's address and device limits and the players' sign-in limits:
 * `failures` are the failure times (ms, ascending) inside the window; with fewer than MAX_FAILED_ATTEMPTS the answer
 * is 0 (try now), else the seconds (at least 1, rounded up) until the oldest counted failure leaves the window.
 */
export function lockoutSeconds(failures: readonly number[], now: number): number {
  if (failures.length < MAX_FAILED_ATTEMPTS) return 0;
  const freedAt = failures[failures.length - MAX_FAILED_ATTEMPTS] + LOGIN_WINDOW_MS;
  return Math.max(1, Math.ceil((freedAt - now) / 1000));
}

/** A wait as a refusal says it: "15 minutes", "1 minute" (rounded up from the Retry-After seconds, at least 1). */
export function waitMinutesText(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
