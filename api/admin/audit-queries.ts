import type { Db } from '../db/database';
import { stmt } from './statement-cache';

/** The admin audit log: every admin action, newest first when read. */
export type AuditAction =
  | 'password_generated'
  | 'password_set'
  | 'password_rotated'
  | 'login'
  | 'logout'
  | 'add_result'
  | 'delete_match'
  | 'delete_denied'
  | 'restore_match'
  | 'edit_match'
  | 'create_player'
  | 'rename_player'
  | 'create_group'
  | 'rename_group'
  | 'add_member'
  | 'remove_member'
  | 'import'
  | 'export'
  | 'remove_demo_league'
  | 'remove_demo_denied'
  | 'create_season'
  | 'add_fixture'
  | 'edit_fixture'
  | 'remove_fixture'
  | 'import_fixtures'
  | 'track_record';

export interface AuditEntry {
  id: number;
  at: string;
  action: AuditAction;
  match_id: number | null;
  client_address: string;
  detail: string | null;
}

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
  return stmt(db, 
      `SELECT id, at, action, match_id, client_address, detail FROM admin_audit_log
       WHERE (? IS NULL OR id < ?) ORDER BY id DESC LIMIT ?`,
    )
    .all(beforeId ?? null, beforeId ?? null, limit) as AuditEntry[];
}
