import type { Db } from '../db/database';
import { stmt } from '../db/statement-cache';

/** SQL for the admin credential, bearer tokens and login attempts (migration 004). */

export interface CredentialRow {
  password_hash: string;
  source: 'env' | 'generated';
  updated_at: string;
}

export function getCredential(db: Db): CredentialRow | undefined {
  return stmt<CredentialRow>(db, 'SELECT password_hash, source, updated_at FROM admin_credential WHERE id = 1').get();
}

export function putCredential(db: Db, passwordHash: string, source: CredentialRow['source']): void {
  stmt(db, 
    `INSERT INTO admin_credential (id, password_hash, source) VALUES (1, ?, ?)
     ON CONFLICT(id) DO UPDATE SET password_hash = excluded.password_hash, source = excluded.source,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ).run(passwordHash, source);
}

export interface TokenRow {
  token_hash: string;
  created_at: number;
  last_used_at: number;
  expires_at: number;
  revoked_at: number | null;
  client_address: string;
}

export function insertToken(db: Db, row: Omit<TokenRow, 'revoked_at'>): void {
  stmt(db, 
    `INSERT INTO admin_tokens (token_hash, created_at, last_used_at, expires_at, client_address)
     VALUES (@token_hash, @created_at, @last_used_at, @expires_at, @client_address)`,
  ).run(row);
}

export function getToken(db: Db, tokenHash: string): TokenRow | undefined {
  return stmt<TokenRow>(db, 'SELECT * FROM admin_tokens WHERE token_hash = ?').get(tokenHash);
}

export function touchToken(db: Db, tokenHash: string, now: number): void {
  stmt(db, 'UPDATE admin_tokens SET last_used_at = ? WHERE token_hash = ?').run(now, tokenHash);
}

export function revokeToken(db: Db, tokenHash: string, now: number): boolean {
  return (
    stmt(db, 'UPDATE admin_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, tokenHash)
      .changes > 0
  );
}

export function revokeAllTokens(db: Db, now: number): number {
  return stmt(db, 'UPDATE admin_tokens SET revoked_at = ? WHERE revoked_at IS NULL').run(now).changes;
}

/** Drop tokens that can no longer be used (expired or revoked more than a day ago). */
export function pruneTokens(db: Db, now: number): void {
  stmt(db, 'DELETE FROM admin_tokens WHERE expires_at < ? OR revoked_at < ?').run(now - 86_400_000, now - 86_400_000);
}

export function recordAttempt(db: Db, clientAddress: string, at: number, succeeded: boolean): void {
  stmt(db, 'INSERT INTO admin_login_attempts (client_address, attempted_at, succeeded) VALUES (?, ?, ?)').run(
    clientAddress,
    at,
    succeeded ? 1 : 0,
  );
}

/** Failed attempts from one address since `since`, oldest first (times only). */
export function failedAttemptsSince(db: Db, clientAddress: string, since: number): number[] {
  return stmt<number>(
    db,
    `SELECT attempted_at FROM admin_login_attempts
         WHERE client_address = ? AND succeeded = 0 AND attempted_at > ? ORDER BY attempted_at`,
  )
    .pluck()
    .all(clientAddress, since);
}

/**
 * The time of the `n`th newest failed attempt from any address since `since`, or null when there are fewer than
 * `n`: the site's failure budget. One row crosses to JavaScript, however many failures a flood has recorded.
 */
export function nthNewestSiteFailureSince(db: Db, since: number, n: number): number | null {
  const row = stmt<{ attempted_at: number }>(
    db,
    'SELECT attempted_at FROM admin_login_attempts WHERE succeeded = 0 AND attempted_at > ? ORDER BY attempted_at DESC LIMIT 1 OFFSET ?',
  ).get(since, n - 1);
  return row ? row.attempted_at : null;
}

/** Whether this address had a successful password check since `since` (successes are kept for a day). */
export function hadRecentSuccess(db: Db, clientAddress: string, since: number): boolean {
  return (
    stmt(db, 'SELECT 1 FROM admin_login_attempts WHERE client_address = ? AND succeeded = 1 AND attempted_at > ? LIMIT 1').get(
      clientAddress,
      since,
    ) !== undefined
  );
}

/** A successful sign-in clears that address's failures; rows older than a day go too. */
export function clearAttempts(db: Db, clientAddress: string, now: number): void {
  stmt(db, 'DELETE FROM admin_login_attempts WHERE (client_address = ? AND succeeded = 0) OR attempted_at < ?').run(
    clientAddress,
    now - 86_400_000,
  );
}
