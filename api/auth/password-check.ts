import type { Db } from '../db/database';
import { ApiError } from '../lib/errors';
import { clearAttempts, failedAttemptsSince, getCredential, hadRecentSuccess, nthNewestSiteFailureSince, recordAttempt } from './auth-queries';
import { limitKey } from '../http/client-address';
import { passwordCheckQueue, QueueRefusal } from './fair-queue';
import { deviceRetryAfterSeconds, recordDeviceFailure } from './device-cookies';
import { verifyPassword } from './password-hash';
import { LOGIN_WINDOW_MS, retryAfterSeconds, waitMinutesText } from './rate-limit';
import type { SignInFailure } from './sign-in-failures';


/** A refused password check, with its reason for the audit log. */
export class SignInRefusal extends ApiError {
  constructor(
    readonly reason: SignInFailure,
    status: 429,
    message: string,
    headers: Record<string, string>,
  ) {
    super(status, 'too_many_attempts', message, undefined, headers);
  }
}

/** "Too many attempts. Try again in 15 minutes." (the minutes rounded up from the Retry-After seconds). */
export function tooManyAttempts(waitSeconds: number, reason: SignInFailure = 'locked_out_address'): ApiError {
  return new SignInRefusal(reason, 429, `Too many attempts. Try again in ${waitMinutesText(waitSeconds)}.`, { 'Retry-After': String(waitSeconds) });
}

/**
 * Failed password checks the whole site accepts in an hour from requesters without a trusted device (and without
 * a sign-in from their address in the last day): beyond it, such checks are refused until the hour moves on, so
 * guesses spread over many addresses are capped too. SIGN_IN_BUDGET_PER_HOUR overrides it.
 */
export const SITE_FAILURES_PER_HOUR = 1000;
const HOUR_MS = 60 * 60 * 1000;
const siteBudget = () => {
  const v = Number(process.env.SIGN_IN_BUDGET_PER_HOUR);
  return Number.isInteger(v) && v > 0 ? v : SITE_FAILURES_PER_HOUR;
};

/** Seconds until the site's failure budget has room again, or 0. */
function siteBudgetWait(db: Db, now: number): number {
  const budget = siteBudget();
  // The budget is spent while `budget` failures lie within the hour: room again an hour after the oldest of them.
  const oldestCounted = nthNewestSiteFailureSince(db, now - HOUR_MS, budget);
  if (oldestCounted === null) return 0;
  return Math.max(1, Math.ceil((oldestCounted + HOUR_MS - now) / 1000));
}

function siteBudgetSpent(waitSeconds: number): ApiError {
  return new SignInRefusal(
    'site_budget_spent',
    429,
    `Too many failed sign-ins on this site in the last hour. Try again in ${waitMinutesText(waitSeconds)}, or sign in from a device that has signed in before.`,
    { 'Retry-After': String(waitSeconds) },
  );
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
  const { address: fullAddress, device = null, now: clock = Date.now } = typeof who === 'string' ? { address: who } : who;
  // The limits count an IPv6 client by its /64.
  const address = limitKey(fullAddress);
  const now = clock();
  const knownAddress = !device && hadRecentSuccess(db, address, now - 86_400_000);
  const limitWait = (at: number): ApiError | null => {
    if (device) {
      const w = deviceRetryAfterSeconds(db, device, at);
      return w > 0 ? tooManyAttempts(w, 'locked_out_device') : null;
    }
    const w = retryAfterSeconds(db, address, at);
    if (w > 0) return tooManyAttempts(w, 'locked_out_address');
    const site = knownAddress ? 0 : siteBudgetWait(db, at);
    return site > 0 ? siteBudgetSpent(site) : null;
  };
  const refused = limitWait(now);
  if (refused) throw refused;
  const failures = device ? 0 : failedAttemptsSince(db, address, now - LOGIN_WINDOW_MS).length;
  const priority = device ? DEVICE_PRIORITY : failures === 0 && knownAddress ? RECENT_SUCCESS_PRIORITY : failures;
  try {
    return await passwordCheckQueue.run(device ? `device:${device}` : address, priority, async () => {
      // The limit again: failures recorded while this check waited count.
      const refusedNow = limitWait(clock());
      if (refusedNow) throw refusedNow;
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
      throw new SignInRefusal('check_in_progress', 429, 'A password check from your address is already in progress; wait for it to finish', {
        'Retry-After': '1',
      });
    }
    // Busy: nobody's fault, so nothing is recorded (a flood must not turn into the admin's lock-out).
    throw new ApiError(503, 'busy', 'Too many sign-in checks in progress; try again shortly', undefined, { 'Retry-After': '5' });
  }
}
