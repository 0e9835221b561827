import type { Db } from '../db/database';
import { getCredential, putCredential, revokeAllTokens } from './auth-queries';
import { forgetAllDevices } from './device-cookies';
import { auditedTransaction } from '../audit/audited-write';
import { generatePassword, hashPassword, isAtLeast, PRODUCTION_SCRYPT, verifyPassword, type ScryptParams } from './password-hash';

export const MIN_ADMIN_PASSWORD_LENGTH = 8;

export interface EnsurePasswordOptions {
  /** The configured password (ADMIN_PASSWORD); empty or undefined means "not configured". */
  envPassword?: string;
  log?: (line: string) => void;
  /** scrypt cost for a new hash; production never passes anything weaker than the default. */
  params?: ScryptParams;
}

export type EnsurePasswordResult = 'unchanged' | 'set' | 'rotated' | 'generated' | 'kept';

/**
 * Start-up step for the admin password. There is never a built-in default:
 * - ADMIN_PASSWORD set: stored as an scrypt hash; when it differs from the
 *   stored one the password is rotated and every token is revoked.
 * - unset and nothing stored (first start): a random password is generated,
 *   printed once to the log and stored only as a hash.
 * - unset and a hash stored: the stored password stays in force.
 */
export async function ensureAdminPassword(db: Db, opts: EnsurePasswordOptions = {}): Promise<EnsurePasswordResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const params = opts.params ?? PRODUCTION_SCRYPT;
  const envPassword = opts.envPassword ?? '';
  const stored = getCredential(db);

  if (envPassword !== '') {
    if (envPassword.length < MIN_ADMIN_PASSWORD_LENGTH) {
      throw new Error(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`);
    }
    if (stored && (await verifyPassword(envPassword, stored.password_hash))) {
      if (!isAtLeast(stored.password_hash, params)) {
        // Same password, weaker cost than required now: re-hash without logging anyone out.
        putCredential(db, await hashPassword(envPassword, params), 'env');
      }
      return 'unchanged';
    }
    const hash = await hashPassword(envPassword, params);
    const now = Date.now();
    auditedTransaction(db, 'server', (audit) => {
      putCredential(db, hash, 'env');
      const revoked = revokeAllTokens(db, now);
      // A new password also ends the trust of every device that signed in with the old one.
      const devices = forgetAllDevices(db);
      audit({
        action: stored ? 'password_rotated' : 'password_set',
        detail: stored ? `ADMIN_PASSWORD changed; ${revoked} active token(s) revoked, ${devices} device(s) forgotten` : 'from ADMIN_PASSWORD',
      });
    });
    log(stored ? 'Admin password changed (ADMIN_PASSWORD); every admin session was signed out.' : 'Admin password set from ADMIN_PASSWORD.');
    return stored ? 'rotated' : 'set';
  }

  if (stored) return 'kept';

  const password = generatePassword();
  const hash = await hashPassword(password, params);
  auditedTransaction(db, 'server', (audit) => {
    putCredential(db, hash, 'generated');
    audit({ action: 'password_generated', detail: 'first start without ADMIN_PASSWORD' });
  });
  log(
    [
      '================================================================',
      'No ADMIN_PASSWORD was set, so an admin password was generated.',
      `Admin password: ${password}`,
      'It is shown only this once and stored only as a hash. Set',
      'ADMIN_PASSWORD and restart to choose your own.',
      '================================================================',
    ].join('\n'),
  );
  return 'generated';
}
