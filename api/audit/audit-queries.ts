import type { AuditAction, AuditEntry } from '../../contracts/admin';
import type { Db } from '../db/database';
import { stmt } from '../db/statement-cache';

/** The admin audit log: every admin action, newest first when read. */
export type { AuditAction, AuditEntry };

export function writeAudit(
  db: Db,
  entry: { action: AuditAction; clientAddress: string; matchId?: number | null; detail?: string | null },
): void {
  stmt(db, 'INSERT INTO admin_audit_log (action, match_id, client_address, detail) VALUES (?, ?, ?, ?)').run(
    entry.action,
    entry.matchId ?? null,
    entry.clientAddress,
    entry.detail ?? null,
  );
}

export function listAudit(db: Db, limit: number, beforeId?: number): AuditEntry[] {
  return stmt<AuditEntry>(db, 
      `SELECT id, at, action, match_id, client_address, detail FROM admin_audit_log
       WHERE (? IS NULL OR id < ?) ORDER BY id DESC LIMIT ?`,
    )
    .all(beforeId ?? null, beforeId ?? null, limit);
}
