/**
 * The one way an admin request writes (docs/decisions.md "Admin"): the write runs in one immediate transaction, and
 * its audit row (action, match, detail, the client's address) is written in that same transaction, so a write is
 * never stored without its row nor a row without its write. The data version of the written domain is raised by
 * the tables' triggers in the same transaction (api/lib/data-version.ts), so every cache sees the change at once.
 */
import type { Context } from 'hono';
import type { Db } from '../db/database';
import { clientAddress } from '../http/client-address';
import { writeAudit, type AuditAction } from './audit-queries';

export interface AuditNote {
  action: AuditAction;
  matchId?: number | null;
  detail?: string | null;
}

/** Runs `write` in one transaction; `audit` writes its row there with the request's client address. */
export function auditedWrite<T>(c: Context, write: (audit: (note: AuditNote) => void) => T): T {
  const db: Db = c.get('db');
  const address = clientAddress(c);
  return db.transaction(() => write((note) => writeAudit(db, { ...note, clientAddress: address }))).immediate();
}

/**
 * An audit row on its own: a request refused before it wrote anything (a wrong admin password), one that only read
 * (an export), or one whose writes ran elsewhere (the track record on its worker thread).
 */
export function auditAlone(c: Context, note: AuditNote): void {
  writeAudit(c.get('db'), { ...note, clientAddress: clientAddress(c) });
}
