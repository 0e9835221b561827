/**
 * The one way a request writes with an audit row (docs/decisions.md "Admin"): the write runs in one immediate
 * transaction, and its audit row (action, match, detail, the client's address) is written in that same
 * transaction, so a write is never stored without its row nor a row without its write. This helper raises no data
 * version itself: a write to a pool or cricket table raises its domain's version through that table's triggers in
 * the same transaction (api/lib/data-version.ts), and a write to the player sign-in tables (invites, sessions,
 * passkeys, sign-in failures), which have none, raises nothing. So the admin's league writes, its player-access
 * writes and the players' own sign-ins and results all come through here.
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

/** Writes one audit row inside the write's transaction (call it once or more, or not at all when nothing changed). */
export type Audit = (note: AuditNote) => void;

/**
 * Runs `write` in one immediate transaction of `db`; `audit` writes its rows there under `address`. For writes
 * whose caller holds the address rather than the request (a submission's actor, a sign-in's requester).
 */
export function auditedTransaction<T>(db: Db, address: string, write: (audit: Audit) => T): T {
  return db.transaction(() => write((note) => writeAudit(db, { ...note, clientAddress: address }))).immediate();
}

/** Runs `write` in one transaction; `audit` writes its row there with the request's client address. */
export function auditedWrite<T>(c: Context, write: (audit: Audit) => T): T {
  return auditedTransaction(c.get('db'), clientAddress(c), write);
}

/**
 * An audit row on its own: a request refused before it wrote anything (a wrong admin password), one that only read
 * (an export), or one whose writes ran elsewhere (the track record on its worker thread).
 */
export function auditAlone(c: Context, note: AuditNote): void {
  writeAudit(c.get('db'), { ...note, clientAddress: clientAddress(c) });
}
