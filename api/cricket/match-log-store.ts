import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { MatchLog } from '../../workers/cricket/match-log';
import type { Db } from '../db/database';

/** A match log as stored in `cricket_match_logs` (migration 17): deflated JSON. */
export function packLog(log: MatchLog): Buffer {
  return deflateRawSync(JSON.stringify(log), { level: 6 });
}

export function unpackLog(blob: Buffer): MatchLog {
  return JSON.parse(inflateRawSync(blob).toString('utf8')) as MatchLog;
}

export function readLog(db: Db, matchId: string): MatchLog | null {
  const row = db.prepare('SELECT log FROM cricket_match_logs WHERE match_id = ?').get(matchId) as { log: Buffer } | undefined;
  return row ? unpackLog(row.log) : null;
}
