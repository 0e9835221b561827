import { FIELDS, type MatchLog } from '../../../workers/cricket/match-log';
import type { Db } from '../../db/database';

/**
 * A match log as stored in `cricket_match_logs` (migration 17): a 4-byte length, the log's JSON without its
 * deliveries, then per delivery 9 bytes: the over index (2 bytes, little-endian) and the other seven fields (one byte
 * each; a value above 255 is capped, which no Test reaches). About 18 KB a Test, 16 MB for the archive. JSON (and
 * deflate) cost the import about as much again as parsing the files; these bytes cost a tenth of it.
 */
const BYTES = 9;

export function packLog(log: MatchLog): Buffer {
  const head = Buffer.from(JSON.stringify({ ...log, innings: log.innings.map((i) => ({ ...i, d: i.d.length / FIELDS })) }), 'utf8');
  const n = log.innings.reduce((a, i) => a + i.d.length / FIELDS, 0);
  const out = Buffer.allocUnsafe(4 + head.length + n * BYTES);
  out.writeUInt32LE(head.length, 0);
  head.copy(out, 4);
  let o = 4 + head.length;
  for (const inn of log.innings) {
    const d = inn.d;
    for (let i = 0; i < d.length; i += FIELDS) {
      out.writeUInt16LE(Math.min(65535, d[i]), o);
      for (let f = 1; f < FIELDS; f++) out[o + 1 + f] = Math.min(255, d[i + f]);
      o += BYTES;
    }
  }
  return out;
}

export function unpackLog(blob: Buffer): MatchLog {
  const buf = blob;
  const len = buf.readUInt32LE(0);
  const log = JSON.parse(buf.toString('utf8', 4, 4 + len)) as Omit<MatchLog, 'innings'> & { innings: (Omit<MatchLog['innings'][number], 'd'> & { d: number })[] };
  let o = 4 + len;
  const innings = log.innings.map((inn) => {
    const d = new Array<number>(inn.d * FIELDS);
    for (let i = 0; i < inn.d; i++) {
      d[i * FIELDS] = buf.readUInt16LE(o);
      for (let f = 1; f < FIELDS; f++) d[i * FIELDS + f] = buf[o + 1 + f];
      o += BYTES;
    }
    return { ...inn, d };
  });
  return { ...log, innings };
}

export function readLog(db: Db, matchId: string): MatchLog | null {
  const row = db.prepare<unknown[], { log: Buffer }>('SELECT log FROM cricket_match_logs WHERE match_id = ?').get(matchId);
  return row ? unpackLog(row.log) : null;
}
